/**
 * The pre-trade estimate under the summary, for an order that takes at once (market, best-price, an ioc or
 * fok limit): from the coin's live book (use-live-book.ts) what it would get — quantity, average price,
 * the worst level reached and the levels used, slippage against the best price and the mid, the fee, a
 * Plus buy's loan and starting level — and a warning past the trader's slippage threshold (kept in the
 * panel's settings). Text in a polite live region. A book renders it only when its figures change, at
 * most once per animation frame (the feed's pace).
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoinTicks } from '../../api/market-source';
import { formatNumber } from '../../lib/format';
import { priceDecimals } from '../../lib/price-format';
import type { EstimatedOrder, FillEstimate } from '../../../contract/fill-estimate';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { QUANTITY_DECIMALS } from '../../../contract/trading';
import type { FeedClient } from '../../api/feed-types';
import { useSlippageThreshold } from './estimate-settings';
import { estimateOn, SLIPPAGE_THRESHOLD, sameEstimate, slippageThreshold, slippageWarns } from './rules';
import { useLiveBook } from './use-live-book';
import type { Money } from './OrderFigures';

export function OrderEstimate({
  feed,
  coin,
  order,
  symbol,
  marketSymbol,
  money,
}: {
  feed: FeedClient;
  coin: CoinKey;
  /** The typed order when it is estimated; undefined hides the estimate. */
  order: EstimatedOrder | undefined;
  symbol: string;
  marketSymbol: MarketSymbol;
  money: Money;
}) {
  const { t } = useTranslation();
  const thresholdId = useId();
  const [threshold, setThreshold] = useSlippageThreshold();
  const [thresholdText, setThresholdText] = useState(String(threshold));
  const ticks = useCoinTicks(coin);
  const [estimate, setEstimate] = useState<FillEstimate | undefined>(undefined);
  const orderRef = useRef(order);
  const show = (next: FillEstimate | undefined) =>
    setEstimate((shown) => (sameEstimate(shown, next) ? shown : next));
  const bookRef = useLiveBook(feed, coin, (book) => show(estimateOn(orderRef.current, book)));
  const orderKey = JSON.stringify(order ?? null);
  useLayoutEffect(() => {
    orderRef.current = order;
    show(estimateOn(order, bookRef.current));
    // The order is compared by its figures: the panel makes a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderKey, bookRef]);

  if (order === undefined) return null;
  const percent = (value: number | undefined) =>
    value === undefined ? '—' : t('orderPanel.rate', { value: formatNumber(value, 2) });
  // Rounded, not floored as balances are: an estimate's 0.01005 must not read 0.01004999 for binary noise.
  const figure = (value: number, decimals: number, currency: string) =>
    t('orderPanel.money', { value: formatNumber(value, decimals), currency });
  const price = (value: number | undefined) =>
    value === undefined ? '—' : figure(value, priceDecimals(ticks, value), marketSymbol);
  const warns = estimate !== undefined && slippageWarns(estimate, threshold);
  return (
    <section className="td-order-panel__estimate" aria-label={t('orderPanel.estimate.title')}>
      <div role="status" aria-live="polite" data-testid="order-estimate">
        {estimate === undefined ? (
          <p>{t('orderPanel.estimate.waiting')}</p>
        ) : (
          <>
            <dl className="td-order-panel__figures">
              <div>
                <dt>{t('orderPanel.estimate.quantity')}</dt>
                <dd data-testid="estimate-quantity">
                  {figure(estimate.quantity, QUANTITY_DECIMALS, symbol)}
                </dd>
              </div>
              <div>
                <dt>{t('orderPanel.estimate.average')}</dt>
                <dd data-testid="estimate-average">{price(estimate.averagePrice)}</dd>
              </div>
              <div>
                <dt>{t('orderPanel.estimate.worst', { levels: estimate.levels })}</dt>
                <dd data-testid="estimate-worst">{price(estimate.worstPrice)}</dd>
              </div>
              <div>
                <dt>{t('orderPanel.estimate.slippageBest')}</dt>
                <dd data-testid="estimate-slippage-best">{percent(estimate.slippageFromBest)}</dd>
              </div>
              <div>
                <dt>{t('orderPanel.estimate.slippageMid')}</dt>
                <dd data-testid="estimate-slippage-mid">{percent(estimate.slippageFromMid)}</dd>
              </div>
              <div>
                <dt>{t('orderPanel.estimate.fee')}</dt>
                <dd data-testid="estimate-fee">{money(estimate.fee, marketSymbol)}</dd>
              </div>
              {estimate.plusBuy && (
                <>
                  <div>
                    <dt>{t('orderPanel.estimate.loan')}</dt>
                    <dd data-testid="estimate-loan">{money(estimate.plusBuy.loan, marketSymbol)}</dd>
                  </div>
                  <div>
                    <dt>{t('orderPanel.estimate.level')}</dt>
                    <dd data-testid="estimate-level">
                      {estimate.plusBuy.level === null
                        ? '—'
                        : t('orderPanel.rate', { value: estimate.plusBuy.level })}
                    </dd>
                  </div>
                </>
              )}
            </dl>
            {estimate.killed ? (
              <p className="td-order-panel__warning">{t('orderPanel.estimate.killed')}</p>
            ) : (
              !estimate.complete && (
                <p className="td-order-panel__warning">{t('orderPanel.estimate.incomplete')}</p>
              )
            )}
            {warns && (
              <p className="td-order-panel__warning" data-testid="estimate-warning">
                {t('orderPanel.estimate.warning', {
                  value: percent(estimate.slippageFromBest),
                  limit: percent(threshold),
                })}
              </p>
            )}
          </>
        )}
      </div>
      <label className="td-order-panel__threshold" htmlFor={thresholdId}>
        <span>{t('orderPanel.estimate.threshold')}</span>
        <input
          id={thresholdId}
          type="number"
          inputMode="decimal"
          min={SLIPPAGE_THRESHOLD.min}
          max={SLIPPAGE_THRESHOLD.max}
          step={0.1}
          value={thresholdText}
          onChange={(event) => {
            setThresholdText(event.target.value);
            const next = slippageThreshold(event.target.value, threshold);
            if (next !== threshold) setThreshold(next);
          }}
        />
      </label>
    </section>
  );
}
