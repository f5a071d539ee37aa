/**
 * src/features/live-price/: the live price panel. React renders the frame once; LivePriceView writes the
 * quote into it on every change set of the feed, so ticks never re-render React.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { useCoinTicks } from '../../api/market-source';
import { useFeed } from '../../shell/feed-context';
import { mountedElements } from '../../ui/mounted-elements';
import { CoinMiniChart } from '../../widgets/mini-chart';
import { LivePriceView } from './live-price-view';
import './live-price.css';

export interface LivePriceProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
}

export function LivePrice({ coin, symbol, marketSymbol }: LivePriceProps) {
  const feed = useFeed();
  const ticks = useCoinTicks(coin);
  const { t } = useTranslation();
  const rootRef = useRef<HTMLElement>(null);
  const priceRef = useRef<HTMLSpanElement>(null);
  const changeRef = useRef<HTMLElement>(null);
  const rateRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const elements = mountedElements({ root: rootRef, price: priceRef, change: changeRef, rate: rateRef });
    if (!elements) return;
    const view = new LivePriceView(feed, coin, ticks, elements);
    return () => view.dispose();
  }, [feed, coin, ticks]);

  const label = t('panels.livePrice.label', { coin });
  return (
    <section
      ref={rootRef}
      className="td-panel td-panel--dom td-live-price"
      aria-label={label}
      data-testid="live-price"
      data-coin={coin}
    >
      <header className="td-live-price__name">
        <span className="td-live-price__symbol">{symbol}</span>
        <span className="td-live-price__market">/{marketSymbol}</span>
      </header>
      {/* Filled by LivePriceView. Not a live region: a price that changes many times a second must not be read out. */}
      <span
        ref={priceRef}
        className="td-live-price__price"
        role="status"
        aria-live="off"
        aria-label={label}
        data-testid="live-price-value"
      />
      <dl className="td-live-price__figures">
        <div>
          <dt>{t('panels.livePrice.change')}</dt>
          <dd ref={changeRef} data-testid="live-price-change" />
        </div>
        <div>
          <dt>{t('panels.livePrice.rate')}</dt>
          <dd ref={rateRef} data-testid="live-price-rate" />
        </div>
      </dl>
      <p className="td-live-price__waiting">{t('panels.livePrice.waiting')}</p>
      <CoinMiniChart coin={coin} name={`${symbol}/${marketSymbol}`} />
    </section>
  );
}
