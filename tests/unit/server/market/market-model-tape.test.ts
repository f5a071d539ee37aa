/**
 * The model's tape (server/README, the market model): trade sizes spread like a Korean exchange's, mostly
 * small and some large, around the listing's mean, none under the market's minimum order.
 */
import { expect, test } from 'vitest';
import { TRADING_RULES } from '../../../../contract/trading';
import { SIM_CATALOGUE } from '../../../../server/market/listings';
import { MarketModel } from '../../../../server/market/market-model';

const START_MS = Date.UTC(2026, 10, 28, 3, 0);

test('BTC-KRW trades: mostly small, some tens of times the mean, none under the minimum order', () => {
  const model = new MarketModel({ seed: 42, tradeRate: 300, startMs: START_MS });
  const btc = SIM_CATALOGUE.listing('BTC-KRW')!;
  const values: number[] = [];
  model.onTrade((trade) => {
    if (trade.listing === btc) values.push(trade.price * trade.quantity);
  });
  for (let now = START_MS; now <= START_MS + 600_000; now += 1_000) model.advance(now);
  values.sort((a, b) => a - b);
  const mean = btc.meanTradeUnits * btc.volumeUnit * btc.basePrice;
  expect(values.length).toBeGreaterThan(10_000);
  const minimum = TRADING_RULES.KRW.minOrderAmount;
  expect(values[0]).toBeGreaterThanOrEqual(minimum);
  // The smallest are not one repeated value (sizes drawn below the minimum are not all raised to it).
  expect(values.filter((value) => value < minimum * 1.01).length / values.length).toBeLessThan(0.02);
  // Half the trades under half the mean (log-normal, σ 1.6: the median is 0.28 of the mean)…
  expect(values[Math.floor(values.length / 2)]).toBeLessThan(mean / 2);
  // …and one in a thousand over twenty times it.
  expect(values[Math.floor(values.length * 0.999)]).toBeGreaterThan(20 * mean);
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  expect(average / mean).toBeGreaterThan(0.8);
  expect(average / mean).toBeLessThan(1.3);
});
