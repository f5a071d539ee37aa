/**
 * Test harness for the coin-list panel: the panel in a memory router (with a login page that shows
 * where it was sent from, and the shell's dialogs), a fake feed whose ticks and low-rate frames the test
 * drives, and REST answered by a fetch stub.
 */
import { Profiler } from 'react';
import { createMemoryRouter, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AssetRow, FavoriteRow, TickerField } from '../../../../contract';
import type { LowRateFrame } from '../../../../src/api/feed-types';
import { CoinListPanel } from '../../../../src/features/coin-list/CoinListPanel';
import { COIN_LIST_PREFS_KEY } from '../../../../src/features/coin-list/coin-list-store';
import { DialogManager } from '../../../../src/shell';
import { parseCoinKey, type CoinKey, type MarketSymbol } from '../../../../contract/markets';
import { COINS } from '../../../unit/features/coin-list/fixtures';
import { envelope, LoginProbe, renderWithFeed, resetStores, stubApi, type Route } from '../../shell/harness';
import { FakeFeed, OPEN_MARKETS } from '../../workspace/harness';
import { registerAppDialogs } from '../../../../src/app/dialogs';

// The app's dialog map, as the app root registers it.
registerAppDialogs();

export { envelope };

export { COINS };

export class CoinListFeed extends FakeFeed {
  private readonly lowRate = new Set<(frame: LowRateFrame) => void>();

  override onLowRate(listener: (frame: LowRateFrame) => void): () => void {
    this.lowRate.add(listener);
    return () => this.lowRate.delete(listener);
  }

  emitLowRate(frame: LowRateFrame): void {
    for (const listener of this.lowRate) listener(frame);
  }
}

type Quote = Partial<Record<TickerField, number>>;

/** Prices of the fixture coins: volumes give the default order (value24H descending). */
export const QUOTES: Partial<Record<CoinKey, Quote>> = {
  'BTC-KRW': { closePrice: 95_000_000, chgRate: 1.5, chgAmt: 1_400_000, value24H: 900_000_000_000 },
  'ETH-KRW': { closePrice: 4_000_000, chgRate: -2.25, chgAmt: -92_000, value24H: 500_000_000_000 },
  'BCH-KRW': { closePrice: 600_000, chgRate: 0, chgAmt: 0, value24H: 20_000_000_000 },
  'XRP-KRW': { closePrice: 800, chgRate: 3.1, chgAmt: 24, value24H: 300_000_000_000 },
  'SHIB-KRW': { closePrice: 0.02, chgRate: -1, chgAmt: -0.0002, value24H: 10_000_000_000 },
  'USDT-KRW': { closePrice: 1_400, chgRate: 0.1, chgAmt: 1.4, value24H: 100_000_000_000 },
  'SOL-KRW': { closePrice: 250_000, chgRate: 5, chgAmt: 11_900, value24H: 50_000_000_000 },
  'WEMIX-KRW': { closePrice: 500, chgRate: 0, chgAmt: 0, value24H: 1_000_000 },
  'ETH-BTC': { closePrice: 0.042, chgRate: 0.5, chgAmt: 0.0002, value24H: 12 },
  'XRP-BTC': { closePrice: 0.0000084, chgRate: -0.3, chgAmt: 0, value24H: 30 },
  // Product volume and global volume order the USDT coins differently.
  'BTC-USDT': { closePrice: 68_000, chgRate: 1, chgAmt: 670, value24H: 100, valueBx24H: 9_000_000 },
  'ETH-USDT': { closePrice: 2_900, chgRate: 2, chgAmt: 57, value24H: 300, valueBx24H: 5_000_000 },
  'SOL-USDT': { closePrice: 180, chgRate: 3, chgAmt: 5, value24H: 200, valueBx24H: 7_000_000 },
};

export function holding(symbol: string, coinBalance: number, avgBuyAmt: number): AssetRow {
  const coin = COINS.find((c) => c.symbol === symbol)!;
  return { coinType: coin.coinType, symbol, coinBalance, lockedBalance: 0, avgBuyAmt };
}

export interface MountOptions {
  member?: boolean;
  assets?: AssetRow[];
  favorites?: FavoriteRow[];
  routes?: Record<string, Route>;
  navigationState?: unknown;
  onCommit?: () => void;
  /** Keep the stored list preferences (else they are cleared). */
  keepPrefs?: boolean;
  /** Height of the panel, px (default 640: every KRW row in view). */
  height?: number;
  /** Width of the panel, px (default 520). */
  width?: number;
}

function PanelRoute({ onCommit, height, width }: { onCommit?: () => void; height: number; width: number }) {
  const { coin = 'BTC-KRW' } = useParams();
  const parsed = parseCoinKey(coin)!;
  const panel = (
    <CoinListPanel
      coin={coin as CoinKey}
      symbol={parsed.symbol}
      marketSymbol={parsed.marketSymbol as MarketSymbol}
    />
  );
  return (
    <div style={{ width: `${width}px`, height: `${height}px`, display: 'flex', flexDirection: 'column' }}>
      {onCommit ? (
        <Profiler id="coin-list" onRender={onCommit}>
          {panel}
        </Profiler>
      ) : (
        panel
      )}
      <DialogManager />
    </div>
  );
}

/** Mounts the panel at `path` (e.g. /trade/order/BTC-KRW), the feed already holding QUOTES. */
export function mountCoinList(path: string, options: MountOptions = {}) {
  if (!options.keepPrefs) localStorage.removeItem(COIN_LIST_PREFS_KEY);
  resetStores({ member: options.member === true });

  const favorites = [...(options.favorites ?? [])];
  const fetchStub = stubApi({
    'GET /v1/coins': () => envelope(COINS),
    'GET /v1/markets': () => envelope(OPEN_MARKETS),
    'GET /v1/assets': () =>
      envelope({
        krwBalance: 1_000_000,
        krwLocked: 0,
        myAssetCoinInfoList: options.assets ?? [],
        totalSumBuyAmt: 0,
      }),
    'GET /v1/favorites': () => envelope(favorites),
    'POST /v1/favorites': async ({ init }) => {
      const { key } = JSON.parse(String(init?.body)) as { key: CoinKey };
      const parsed = parseCoinKey(key)!;
      favorites.push({ key, symbol: parsed.symbol, marketSymbol: parsed.marketSymbol as MarketSymbol });
      return envelope(favorites);
    },
    ...options.routes,
  });

  const feed = new CoinListFeed();
  for (const [key, quote] of Object.entries(QUOTES)) feed.tick(key as CoinKey, quote!, true);

  const router = createMemoryRouter(
    [
      {
        path: '/trade/order/:coin',
        element: (
          <PanelRoute
            onCommit={options.onCommit}
            height={options.height ?? 640}
            width={options.width ?? 520}
          />
        ),
      },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: [{ pathname: path, state: options.navigationState }] },
  );
  renderWithFeed(feed, <RouterProvider router={router} />, () => {
    router.dispose();
    fetchStub.mockRestore();
  });
  return { feed, router, fetchStub, favorites };
}

/** The names of the mirror's rows in view, in list order. */
export function rowNames(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="coin-list"] [role="row"][aria-rowindex]')]
    .filter((row) => !row.hidden)
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
    .map((row) => row.getAttribute('aria-label') ?? '');
}
