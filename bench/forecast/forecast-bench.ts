/**
 * The forecast bench: compute time of computeForecast (fit + next bar + overlay + its measured skill)
 * over 3,000 and 5,000 bars against the same models fitted by generic gradient descent and against the
 * previous model (this folder at PREVIOUS_MODEL_COMMIT, taken from git history: previous-model.ts), all
 * three in alternating rounds of the same run. The forecast's quality against its peers is
 * `npm run forecast:eval`'s table, not a bench figure.
 */
import { computeForecast } from '../../workers/core/forecast';
import { median } from '../stats';
import { recordsAgainst, withOtherPeers, type BenchRecord, type BenchSection } from '../report';
import { nsPerOp } from '../timing';
import { gradientDescentForecast } from './gradient-descent-peer';
import { loadPreviousModel } from './previous-model';
import { brownianCandles } from './synthetic-candles';

const TIME_TARGET_MS = 10;
const REQUEST = { symbol: 'BTC/KRW', chartType: 0, interval: '1', replayed: false } as const;
const ROUNDS = 5;
const ROUND_MS = 200;
const WARM_MS = 300;
const GRADIENT_DESCENT = 'gradient descent, row arrays';

/**
 * Milliseconds per call of each side, one value per round; the sides take turns going first. Each side's
 * ratio to ours is the median of the rounds' ratios (a busy moment slows every side of its round).
 */
function rounds(sides: readonly (() => number)[]): { ms: number[][]; ratios: number[] } {
  for (const side of sides) nsPerOp(side, 1, WARM_MS);
  const ms = sides.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < sides.length; k++) {
      const side = (round + k) % sides.length;
      ms[side]!.push(nsPerOp(sides[side]!, 1, ROUND_MS) / 1e6);
    }
  }
  const ratios = ms.map((values) => median(values.map((v, round) => v / ms[0]![round]!)));
  return { ms, ratios };
}

function forecastOf(compute: typeof computeForecast, bars: number): () => number {
  const series = brownianCandles(bars, 5);
  return () => {
    const result = compute(series, REQUEST);
    return result.ok ? result.next.up + result.overlay.up.length : 0;
  };
}

function computeTimeRecords(previous: typeof computeForecast | null, label: string): BenchRecord[] {
  const againstPeer = recordsAgainst(GRADIENT_DESCENT);
  const againstPrevious = recordsAgainst(label);
  const byPeer: BenchRecord[] = [];
  const byPrevious: BenchRecord[] = [];
  for (const bars of [3000, 5000]) {
    const series = brownianCandles(bars, 5);
    const sides = [
      forecastOf(computeForecast, bars),
      () => gradientDescentForecast(series).up,
      ...(previous ? [forecastOf(previous, bars)] : []),
    ];
    const { ms, ratios } = rounds(sides);
    const name = `forecast fit + next + overlay, ${bars.toLocaleString('en-US')} bars`;
    const target = bars === 5000 ? { target: { on: 'value' as const, value: TIME_TARGET_MS } } : {};
    byPeer.push(againstPeer(name, 'ms', ms[0]!, ms[1]!, 'lower', { ratio: ratios[1]!, ...target }));
    if (previous)
      byPrevious.push(againstPrevious(name, 'ms', ms[0]!, ms[2]!, 'lower', { ratio: ratios[2]! }));
  }
  return previous ? withOtherPeers(byPeer, [byPrevious]) : byPeer;
}

export async function runForecastBench(): Promise<BenchSection[]> {
  const previous = await loadPreviousModel();
  const label = `previous model (${previous.commit})`;
  return [
    {
      title: 'Forecast compute time (validate, features, overlay refits, next-bar fit; generated bars)',
      peerName: 'gradient descent',
      records: computeTimeRecords(previous.ok ? previous.computeForecast : null, label),
      notes: [
        previous.ok
          ? `${label}: the forecast folder at ${previous.commit} from git history, timed in the same rounds`
          : `${label} left out: ${previous.reason}`,
      ],
    },
  ];
}
