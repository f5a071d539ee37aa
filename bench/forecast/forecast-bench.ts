/**
 * The forecast bench: compute time of computeForecast (fit + next bar + overlay + its measured skill)
 * over 3,000 and 5,000 bars against the same models fitted by generic gradient descent. The forecast's
 * quality against its peer is `npm run forecast:eval`'s table, not a bench figure.
 */
import { computeForecast } from '../../workers/core/forecast';
import { benchRecord, type BenchRecord, type BenchSection } from '../report';
import { compare } from '../timing';
import { gradientDescentForecast } from './gradient-descent-peer';
import { brownianCandles } from './synthetic-candles';

const TIME_TARGET_MS = 10;
const REQUEST = { symbol: 'BTC/KRW', chartType: 0, interval: '1', replayed: false } as const;

function computeTimeRecords(): BenchRecord[] {
  return [3000, 5000].map((bars) => {
    const series = brownianCandles(bars, 5);
    const timing = compare(
      {
        body: () => {
          const result = computeForecast(series, REQUEST);
          return result.ok ? result.next.up + result.overlay.up.length : 0;
        },
        ops: 1,
      },
      { body: () => gradientDescentForecast(series).up, ops: 1 },
      { rounds: 5, roundMs: 200, warmMs: 300 },
    );
    return benchRecord({
      name: `forecast fit + next + overlay, ${bars.toLocaleString('en-US')} bars`,
      unit: 'ms',
      value: timing.ours / 1e6,
      peer: 'gradient descent, row arrays',
      peerValue: timing.peer / 1e6,
      ratio: timing.speedup,
      better: 'lower',
      ...(bars === 5000 ? { target: { on: 'value' as const, value: TIME_TARGET_MS } } : {}),
    });
  });
}

export async function runForecastBench(): Promise<BenchSection[]> {
  return [
    {
      title: 'Forecast compute time (validate, features, overlay refits, next-bar fit; generated bars)',
      peerName: 'gradient descent',
      records: computeTimeRecords(),
    },
  ];
}
