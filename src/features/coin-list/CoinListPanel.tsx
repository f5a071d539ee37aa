/**
 * src/features/coin-list/: the trade screen's coin list. The pure rules live in ./rules, the low-rate
 * state in coin-list-store.ts (valtio), the row order in view-model.ts, favourites in favorites.ts.
 * This panel is the React frame (tabs, search, sortable headers, the market settings layer, the USDT
 * volume banner, empty states); the rows are drawn with Pixi and mirrored into the DOM by
 * coin-list-controller.ts, which React never re-renders per tick.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { assetsQuery } from '../../api/assets';
import { useTickTable } from '../../api/market-source';
import type { CoinInfo } from '../../../contract';
import { coinsQuery, getQueryClient, marketsQuery } from '../../api/query';
import { loginLink } from '../../lib/paths';
import { session } from '../../state/session';
import { mountedElements } from '../../ui/mounted-elements';
import { SearchBox } from '../../ui/SearchBox';
import { SortableListHeader } from '../../ui/SortableListHeader';
import { TabBar } from '../../ui/TabBar';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { MARKETS } from '../../../contract/markets';
import { useFeed } from '../../shell/feed-context';
import { openDialog, subscribeIntent } from '../../shell';
import { CoinListController } from './coin-list-controller';
import { createCoinListStore } from './coin-list-store';
import { favoriteMutationOptions, favoritesQueryOptions, isFavoritesBlocked } from './favorites';
import { CoinListSettings, UsdtVolumeBanner } from './CoinListBars';
import {
  ASSET_TAB,
  coinListTabs,
  favoriteToggleAction,
  FAVORITE_TAB,
  openStatesOf,
  rowClickAction,
  sortColumnsOf,
  sortKindOf,
  type CoinListTab,
  type EmptyState,
  type SortColumn,
} from './rules';
import './coin-list.css';

export interface CoinListPanelProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /**
   * Where a picked coin goes when the host decides (the workspace moves the panel's link group); without
   * it a row click goes to the current path with the coin replaced (shell spec §2.1).
   */
  onPickCoin?: (coin: CoinKey) => void;
}

const NO_COINS: readonly CoinInfo[] = [];
const SEARCH_MAX_LENGTH = 30;

/** The panel works inside the app's router; a bare workspace (no router) gets plain links. */
export function CoinListPanel(props: CoinListPanelProps) {
  return useInRouterContext() ? <RoutedCoinList {...props} /> : <CoinList {...props} router={null} />;
}

function RoutedCoinList(props: CoinListPanelProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}${location.hash}`;
  return (
    <CoinList
      {...props}
      router={{
        path,
        state: location.state as unknown,
        navigate: (to, state) => void navigate(to, state === undefined ? undefined : { state }),
      }}
    />
  );
}

interface RouterAccess {
  path: string;
  state: unknown;
  navigate(to: string, state?: unknown): void;
}

function CoinList({ coin, router, onPickCoin }: CoinListPanelProps & { router: RouterAccess | null }) {
  const { t, i18n } = useTranslation();
  const feed = useFeed();
  const ticks = useTickTable();
  const client = getQueryClient();
  const [store] = useState(() => createCoinListStore({ navigationState: router?.state, coinParam: coin }));
  const state = useSnapshot(store.state);
  const { status } = useSnapshot(session);
  const loggedIn = status === 'member';
  const [empty, setEmpty] = useState<EmptyState | null>(null);
  const gridId = useId();
  const currentPath = router?.path ?? globalThis.location.pathname;

  const coins = useQuery(coinsQuery, client);
  const markets = useQuery(marketsQuery, client);
  const assets = useQuery(assetsQuery(loggedIn), client);
  const favorites = useQuery(favoritesQueryOptions(loggedIn), client);
  const toggleFavorite = useMutation(favoriteMutationOptions(client), client);
  const favoritesBlocked = isFavoritesBlocked(favorites.error);

  // The coins, markets and assets carry the live intro and asset changes (the window's owner of live
  // data writes them into the cache).
  const openStates = useMemo(() => (markets.data ? openStatesOf(markets.data) : null), [markets.data]);
  useEffect(() => {
    if (openStates) store.applyMarketOpenStates(openStates);
  }, [openStates, store]);

  const gridRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const controllerRef = useRef<CoinListController | null>(null);
  // The controller calls back through this, so it always sees the latest router and data.
  const actions = useRef({
    open: (_key: CoinKey, _tradable: boolean, _name: string) => {},
    favorite: (_key: CoinKey, _isFavorite: boolean) => {},
  });
  useLayoutEffect(() => {
    actions.current = {
      open(key, tradable, name) {
        const action = rowClickAction({ key, tradable }, currentPath, coin);
        if (action.kind === 'navigate') {
          if (onPickCoin) onPickCoin(key);
          else if (router) router.navigate(action.to);
          else globalThis.location.assign(action.to);
          return;
        }
        openDialog({ type: 'coinNotSupported', props: { coin: name } });
      },
      favorite(key, isFavorite) {
        const action = favoriteToggleAction({
          loggedIn,
          blocked: favoritesBlocked,
          isFavorite,
          key,
          currentPath,
        });
        if (action.kind === 'login') {
          if (router) router.navigate(action.link.to, action.link.state);
          else globalThis.location.assign(action.link.to);
        } else if (action.kind === 'add' || action.kind === 'remove')
          toggleFavorite.mutate({ key: action.key, add: action.kind === 'add' });
      },
    };
  });

  useEffect(() => {
    const elements = mountedElements({ grid: gridRef, plot: plotRef, scroller: scrollerRef, body: bodyRef });
    if (!elements) return;
    const controller = new CoinListController(feed, elements, {
      onEmpty: setEmpty,
      onOpen: (row) => actions.current.open(row.key, row.tradable, row.name),
      onToggleFavorite: (key, isFavorite) => actions.current.favorite(key, isFavorite),
    });
    controllerRef.current = controller;
    return () => {
      controllerRef.current = null;
      controller.dispose();
    };
  }, [feed]);

  // A hotkey steps to the next or previous coin of the list as it shows now (the readCoinOrder intent).
  useEffect(
    () =>
      subscribeIntent('readCoinOrder', ({ answer }) => {
        const keys = controllerRef.current?.rowKeys() ?? [];
        if (keys.length === 0) return false;
        answer(keys);
        return true;
      }),
    [],
  );

  const language = i18n.language.startsWith('en') ? 'en' : 'ko';
  const memberTab = state.tab === ASSET_TAB || state.tab === FAVORITE_TAB;
  const loading =
    coins.isPending ||
    (loggedIn && state.tab === ASSET_TAB && assets.isPending) ||
    (loggedIn && state.tab === FAVORITE_TAB && (favorites.isPending || favoritesBlocked));
  useEffect(() => {
    controllerRef.current?.setInput({
      coins: coins.data ?? NO_COINS,
      assets: loggedIn ? (assets.data ?? null) : null,
      favorites: loggedIn ? (favorites.data ?? null) : null,
      state: {
        tab: state.tab,
        sort: state.sort,
        search: state.search,
        tickType: state.tickType,
        usdtVolumeMode: state.usdtVolumeMode,
        hideSmallBalances: state.hideSmallBalances,
      },
      language,
      loggedIn,
      loading,
      favoritesBlocked,
      ticks,
      translate: t as (key: string, options?: Record<string, unknown>) => string,
    });
  }, [
    coins.data,
    assets.data,
    favorites.data,
    state.tab,
    state.sort,
    state.search,
    state.tickType,
    state.usdtVolumeMode,
    state.hideSmallBalances,
    language,
    loggedIn,
    loading,
    favoritesBlocked,
    ticks,
    t,
  ]);

  const tabs = coinListTabs().map((tab: CoinListTab) => ({
    key: tab,
    text: tab === ASSET_TAB || tab === FAVORITE_TAB ? t(`coinList.tabs.${tab}`) : tab,
    onClick: () => store.selectTab(tab),
  }));
  const betaMarkets = MARKETS.filter((market) => market.isBeta).map((market) => market.marketSymbol);
  const columns = sortColumnsOf(state.tab).map((column) => ({
    key: column,
    value: t(`coinList.columns.${column}`),
  }));

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const controller = controllerRef.current;
    if (!controller) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      controller.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (controller.openActive()) event.preventDefault();
    } else if (
      event.key.length === 1 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      event.key !== ' '
    ) {
      // Type-to-search: the character goes into the search field, which takes the focus.
      event.preventDefault();
      store.setSearch(`${state.search}${event.key}`.slice(0, SEARCH_MAX_LENGTH));
      rootRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }
  };

  const login = loginLink(currentPath);
  return (
    <section
      ref={rootRef}
      className="td-panel td-panel--drawn td-coin-list"
      aria-label={t('coinList.title')}
      data-testid="coin-list"
    >
      <div className="td-coin-list__tabs">
        <TabBar label={t('coinList.tabs.label')} items={tabs} activeKey={state.tab} />
        {betaMarkets.map((market) => (
          <span key={market} className="td-coin-list__beta" data-market={market}>
            {market} {t('coinList.betaTag')}
          </span>
        ))}
      </div>
      <div className="td-coin-list__toolbar">
        <SearchBox
          value={state.search}
          onChange={(text) => store.setSearch(text)}
          maxLength={SEARCH_MAX_LENGTH}
          label={t('coinList.search.label')}
          placeholder={t('coinList.search.placeholder')}
        />
        <CoinListSettings store={store} />
      </div>
      {state.tab === 'USDT' && <UsdtVolumeBanner store={store} />}
      {state.tab === ASSET_TAB && loggedIn && (
        <label className="td-coin-list__hide-small">
          <input
            type="checkbox"
            checked={state.hideSmallBalances}
            onChange={(event) => store.setHideSmallBalances(event.target.checked)}
          />
          {t('coinList.settings.hideSmallBalances')}
        </label>
      )}
      <div
        ref={gridRef}
        id={gridId}
        role="grid"
        aria-label={t('coinList.title')}
        aria-rowcount={1}
        tabIndex={0}
        className="td-coin-list__grid"
        onKeyDown={onGridKeyDown}
      >
        <div role="rowgroup" className="td-coin-list__head" data-kind={sortKindOf(state.tab)}>
          <SortableListHeader
            items={columns}
            sort={state.sort[sortKindOf(state.tab)]}
            onSortChange={(next) => store.clickSort(next.key as SortColumn)}
          />
        </div>
        <div className="td-coin-list__viewport">
          <div ref={plotRef} className="td-coin-list__plot" aria-hidden="true" />
          <div ref={scrollerRef} className="td-coin-list__scroller">
            <div ref={bodyRef} role="rowgroup" className="td-coin-list__body" />
          </div>
          {empty !== null && (
            <div className="td-panel__cover td-coin-list__empty" role="status">
              {empty === 'loading' && <span className="td-coin-list__spinner" aria-hidden="true" />}
              <p>{t(`coinList.empty.${empty}`)}</p>
              {empty === 'loginRequired' &&
                memberTab &&
                (router ? (
                  <Link to={login.to} state={login.state}>
                    {t('coinList.empty.loginLink')}
                  </Link>
                ) : (
                  <a href={login.to}>{t('coinList.empty.loginLink')}</a>
                ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
