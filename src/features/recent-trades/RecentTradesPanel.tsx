/**
 * src/features/recent-trades/: the recent trades panel. React renders the frame once; RecentTradesView
 * puts the coin's trades into it from the coin's trade route, so trades never re-render React.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { useCoinTicks } from '../../api/market-source';
import { useFeed } from '../../shell/feed-context';
import { mountedElements } from '../../ui/mounted-elements';
import { RecentTradesView, type RecentTradesOptions } from './recent-trades-view';
import './recent-trades.css';

export interface RecentTradesPanelProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
}

export function RecentTradesPanel({ coin, symbol, marketSymbol }: RecentTradesPanelProps) {
  const { t } = useTranslation();
  const feed = useFeed();
  const rootRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const translate = t as RecentTradesOptions['translate'];
  // The steps a row is written with: the latest (a corrected table does not empty the list).
  const ticks = useCoinTicks(coin);
  const ticksRef = useRef(ticks);
  useLayoutEffect(() => {
    ticksRef.current = ticks;
  });

  // A new coin or language starts an empty list (the old coin's route closes): the trades shown are
  // those seen since.
  useEffect(() => {
    const elements = mountedElements({ root: rootRef, body: bodyRef });
    if (!elements) return;
    const view = new RecentTradesView(feed, elements, {
      coin,
      ticks: (price) => ticksRef.current(price),
      translate,
    });
    return () => view.dispose();
  }, [feed, coin, translate]);

  const label = t('recentTrades.label', { coin: `${symbol}/${marketSymbol}` });
  return (
    <section
      ref={rootRef}
      className="td-panel td-panel--dom td-recent-trades"
      aria-label={label}
      data-testid="recent-trades"
      data-coin={coin}
    >
      <div role="table" aria-label={label} className="td-recent-trades__table">
        <div role="rowgroup" className="td-recent-trades__head">
          <div role="row" className="td-recent-trades__row">
            <span role="columnheader">{t('recentTrades.columns.time')}</span>
            <span role="columnheader">{t('recentTrades.columns.price')}</span>
            <span role="columnheader">{t('recentTrades.columns.quantity')}</span>
          </div>
        </div>
        <div ref={bodyRef} role="rowgroup" className="td-recent-trades__body" />
      </div>
      <p className="td-recent-trades__empty">{t('recentTrades.empty')}</p>
    </section>
  );
}
