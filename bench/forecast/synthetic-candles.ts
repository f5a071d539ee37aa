/**
 * Generated candle series for the forecast's tests and bench, so neither needs real market data.
 * `brownianCandles`: each bar is a Brownian path sampled in steps from the previous close, with
 * volatility regimes, so wick and close-position effects are real and a forecast has something to learn.
 * `coinFlipCandles`: the outcomes (higher high, lower low) are fair coin flips independent of all history,
 * so no forecast can have skill.
 */
import { createSeries, type CandleSeries } from '../../workers/core/chart/series';
import { prng } from '../timing';

function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const STEPS_PER_BAR = 16;
const BAR_SECONDS = 60;
const START_TIME = 1_700_000_000 - (1_700_000_000 % BAR_SECONDS);

export function brownianCandles(length: number, seed = 1): CandleSeries {
  const random = prng(seed);
  const series = createSeries(length);
  let price = 100;
  let volatility = 0.001;
  for (let i = 0; i < length; i++) {
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
    series.time[i] = START_TIME + i * BAR_SECONDS;
    series.open[i] = open;
    series.high[i] = high;
    series.low[i] = low;
    series.close[i] = price;
    series.volume[i] = (1 + random()) * (volatility / 0.001);
  }
  series.length = length;
  return series;
}

export function coinFlipCandles(length: number, seed = 1): CandleSeries {
  const random = prng(seed);
  const series = createSeries(length);
  let middle = 100;
  const halfWidth = 0.5;
  for (let i = 0; i < length; i++) {
    // The band moves up or down by a coin flip: the high rises exactly when the low does not fall.
    if (i > 0) middle += random() < 0.5 ? 0.1 : -0.1;
    const low = middle - halfWidth;
    series.time[i] = START_TIME + i * BAR_SECONDS;
    series.high[i] = middle + halfWidth;
    series.low[i] = low;
    series.open[i] = low + random() * 2 * halfWidth;
    series.close[i] = low + random() * 2 * halfWidth;
    series.volume[i] = 1 + random();
  }
  series.length = length;
  return series;
}
