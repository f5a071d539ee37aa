/**
 * The DOM peer of the coin-list bench: the same rows as DOM elements virtualised with
 * @tanstack/react-virtual, written as a careful React list would be: one state update per feed change
 * set (the feed delivers at most one per animation frame), rows memoised on a per-slot revision and
 * their flash, the order from the same view model re-sorted at most every RESORT_INTERVAL_MS.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CoinInfo } from '../../contract';
import type { FeedClient } from '../../src/api/feed-types';
import { formatRate } from '../../src/lib/format';
import { formatPrice } from '../../src/lib/price-format';
import {
  FLASH_DOWN,
  FLASH_UP,
  FlashTracker,
  formatChangeAmount,
  formatListVolume,
} from '../../src/features/coin-list/rules';
import {
  changeAmountOf,
  CoinListViewModel,
  rateOf,
  RESORT_INTERVAL_MS,
  type CoinListRows,
  type CoinListViewState,
} from '../../src/features/coin-list/view-model';
import type { CoinKey } from '../../contract/markets';
import { specTicks } from '../../contract/price-ticks';

const ROW_HEIGHT = 40;

export const PEER_CSS = `
.peer-scroller { position: absolute; inset: 0; overflow-y: auto; overflow-x: hidden; background: #fff; font: 13px system-ui, sans-serif; }
.peer-row { position: absolute; left: 0; right: 0; height: 40px; display: flex; align-items: center; border-bottom: 1px solid #eee; box-sizing: border-box; }
.peer-row[data-flash='up'] { background: #fdecec; }
.peer-row[data-flash='down'] { background: #ebf1fd; }
.peer-name { flex: 0 0 40%; display: flex; flex-direction: column; padding-left: 28px; }
.peer-symbol { color: #888; font-size: 11px; }
.peer-price { flex: 0 0 20%; text-align: right; }
.peer-rate { flex: 0 0 20%; text-align: right; display: flex; flex-direction: column; }
.peer-volume { flex: 1; text-align: right; padding-right: 8px; }
.peer-up { color: #d60000; }
.peer-down { color: #0051c7; }
`;

export interface PeerListProps {
  feed: FeedClient;
  coins: readonly CoinInfo[];
  state: CoinListViewState;
  translate: (key: string) => string;
  /** Receives the scroll element, for the scroll workload. */
  onScroller(element: HTMLDivElement | null): void;
}

interface RowProps {
  coin: CoinInfo;
  slot: number;
  top: number;
  /** Bumps when the slot's values changed: the memo's cue to re-render the row. */
  revision: number;
  flash: 'up' | 'down' | null;
  feed: FeedClient;
  state: CoinListViewState;
  translate: (key: string) => string;
}

function signClass(value: number): string {
  return value > 0 ? 'peer-up' : value < 0 ? 'peer-down' : '';
}

const Row = memo(function Row({ coin, slot, top, flash, feed, state, translate }: RowProps) {
  const tickers = feed.tickers;
  const market = coin.marketSymbol;
  const price = tickers.value(slot, 'closePrice');
  const rate = rateOf(tickers, slot, state.tickType);
  const volume = tickers.value(
    slot,
    market === 'USDT' && state.usdtVolumeMode === 'global' ? 'valueBx24H' : 'value24H',
  );
  const volumeText = formatListVolume(market, volume, state.usdtVolumeMode);
  const tone = signClass(rate);
  return (
    <div
      className="peer-row"
      role="row"
      style={{ transform: `translateY(${top}px)` }}
      data-flash={flash ?? undefined}
    >
      <div className="peer-name">
        <span>{coin.coinNm}</span>
        <span className="peer-symbol">
          {coin.symbol}/{market}
        </span>
      </div>
      <div className={`peer-price ${tone}`}>{formatPrice(specTicks(market), price)}</div>
      <div className={`peer-rate ${tone}`}>
        <span>{formatRate(rate)}</span>
        <span>
          {formatChangeAmount(specTicks(market), changeAmountOf(tickers, slot, state.tickType), price)}
        </span>
      </div>
      <div className="peer-volume">
        {market === 'KRW' ? `${volumeText}${translate('coinList.unit.million')}` : volumeText}
      </div>
    </div>
  );
});

export function PeerList(props: PeerListProps) {
  const { feed, coins, state, onScroller } = props;
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const viewModel = useMemo(() => new CoinListViewModel(), []);
  const flash = useMemo(() => new FlashTracker(feed.tickers.size), [feed]);
  const revisions = useMemo(() => new Uint32Array(feed.tickers.size), [feed]);
  const sortedAt = useRef(Number.NEGATIVE_INFINITY);
  const rowsRef = useRef<CoinListRows | null>(null);
  const [, setFrame] = useState(0);
  const setScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scrollerRef.current = element;
      onScroller(element);
    },
    [onScroller],
  );

  useEffect(() => {
    const now = performance.now();
    for (let slot = 0; slot < feed.tickers.size; slot++)
      flash.observe(slot, feed.tickers.value(slot, 'closePrice'), now);
    return feed.onChanges((changes) => {
      const at = performance.now();
      for (const slot of changes.tickerSlots) {
        flash.observe(slot, feed.tickers.value(slot, 'closePrice'), at);
        revisions[slot] = revisions[slot]! + 1;
      }
      setFrame((frame) => frame + 1);
    });
  }, [feed, flash, revisions]);

  const now = performance.now();
  const input = {
    tickers: feed.tickers,
    coins,
    assets: null,
    favorites: [],
    state,
    language: 'ko' as const,
    loggedIn: false,
    loading: false,
  };
  if (
    rowsRef.current === null ||
    rowsRef.current.keys.length === 0 ||
    now - sortedAt.current >= RESORT_INTERVAL_MS
  ) {
    rowsRef.current = viewModel.rows(input);
    sortedAt.current = now;
  }
  // A tab or sort change must not wait for the re-sort interval.
  const stateRef = useRef(state);
  if (stateRef.current !== state) {
    stateRef.current = state;
    rowsRef.current = viewModel.rows(input);
    sortedAt.current = now;
  }
  const rows = rowsRef.current;
  const coinsByKey = useMemo(
    () => new Map<CoinKey, CoinInfo>(coins.map((coin) => [coin.key, coin])),
    [coins],
  );
  flash.expire(now);

  const virtualizer = useVirtualizer({
    count: rows.keys.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
  });

  useEffect(() => {
    scrollerRef.current?.scrollTo({ top: 0 });
  }, [state.tab]);

  return (
    <div className="peer-scroller" role="grid" ref={setScroller}>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const key = rows.keys[item.index]!;
          const slot = rows.slots[item.index]!;
          const coin = coinsByKey.get(key);
          if (!coin || slot < 0) return null;
          const direction = flash.directionAt(slot, now);
          return (
            <Row
              key={key}
              coin={coin}
              slot={slot}
              top={item.start}
              revision={revisions[slot]!}
              flash={direction === FLASH_UP ? 'up' : direction === FLASH_DOWN ? 'down' : null}
              feed={feed}
              state={state}
              translate={props.translate}
            />
          );
        })}
      </div>
    </div>
  );
}
