/**
 * Generated candle series for the forecast's tests and bench, so neither needs real market data.
 * `brownianCandles`: each bar is a Brownian path sampled in steps from the previous close, with
 * volatility regimes, so wick and close-position effects are real and a forecast has something to learn.
 * `coinFlipCandles`: the outcomes (higher high, lower low) are fair coin flips independent of all history,
 * so no forecast can have skill.
 */
import { createSeries, type CandleSeries } from '../../workers/core/base/series';
import { mulberry32 } from '../../src/lib/seeded-random';

function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const STEPS_PER_BAR = 16;
const BAR_SECONDS = 60;
const START_TIME = 1_700_000_000 - (1_700_000_000 % BAR_SECONDS);

type Bar = readonly [open: number, high: number, low: number, close: number, volume: number];

/** `length` one-minute bars from START_TIME, bar i being `bar(i)` (called in order). */
function barSeries(length: number, bar: (i: number) => Bar): CandleSeries {
  const series = createSeries(length);
  for (let i = 0; i < length; i++) {
    const [open, high, low, close, volume] = bar(i);
    series.time[i] = START_TIME + i * BAR_SECONDS;
    series.open[i] = open;
    series.high[i] = high;
    series.low[i] = low;
    series.close[i] = close;
    series.volume[i] = volume;
  }
  series.length = length;
  return series;
}

export function brownianCandles(length: number, seed = 1): CandleSeries {
  const random = mulberry32(seed);
  let price = 100;
  let volatility = 0.001;
  return barSeries(length, () => {
    // Regimes: volatility switches level now and then, as markets alternate between calm and busy.
    if (random() < 0.002) volatility = 0.0004 + random() * 0.002;
    const open = price;
    let high = open;
    let low = open;
    const step = (volatility * price) / Math.sqrt(STEPS_PER_BAR);
    for (let s = 0; s < STEPS_PER_BAR; s++) {
      price += step * gaussian(random);
      if (price > high) high = price;
      if (price < low) low = price;
    }
    return [open, high, low, price, (1 + random()) * (volatility / 0.001)];
  });
}

export function coinFlipCandles(length: number, seed = 1): CandleSeries {
  const random = mulberry32(seed);
  let middle = 100;
  const halfWidth = 0.5;
  return barSeries(length, (i) => {
    // The band moves up or down by a coin flip: the high rises exactly when the low does not fall.
    if (i > 0) middle += random() < 0.5 ? 0.1 : -0.1;
    const low = middle - halfWidth;
    const open = low + random() * 2 * halfWidth;
    const close = low + random() * 2 * halfWidth;
    return [open, middle + halfWidth, low, close, 1 + random()];
  });
}
