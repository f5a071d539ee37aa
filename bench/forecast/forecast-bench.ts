/**
 * The forecast bench: compute time of computeForecast (fit + next bar + overlay + its measured skill)
 * over 3,000 and 5,000 bars against the same models fitted by generic gradient descent and against the
 * previous model (this folder at PREVIOUS_MODEL_COMMIT, taken from git history: previous-model.ts), all
 * three in alternating rounds of the same run; then the same on the last 5,000 bars of a real hourly file
 * at 60 minutes (the time of day's columns in), where the market data folder beside the repository holds
 * it — real bars take the fits more Newton steps than generated ones, so the target is held there too. The
 * forecast's quality against its peers is `npm run forecast:eval`'s table, not a bench figure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tailSeries, type CandleSeries } from '../../workers/core/base/series';
import { computeForecast, FORECAST_MAX_BARS, parseCandleCsv } from '../../workers/core/forecast';
import { median } from '../stats';
import { recordsAgainst, withOtherPeers, type BenchRecord, type BenchSection } from '../report';
import { nsPerOp } from '../timing';
import { gradientDescentForecast } from './gradient-descent-peer';
import { loadPreviousModel } from './previous-model';
import { brownianCandles } from './synthetic-candles';

const TIME_TARGET_MS = 10;
const REQUEST = { symbol: 'BTC/KRW', chartType: 0, interval: '1', replayed: false } as const;
/** The real bars: hourly BTC/USDT from the market data folder (not in a user's clone: then left out). */
const REAL_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'shared',
  'data',
  'market',
  'btc-usdt-1h.csv',
);
const REAL_REQUEST = { ...REQUEST, interval: '60' } as const;
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

function forecastOf(
  compute: typeof computeForecast,
  series: CandleSeries,
  request: Parameters<typeof computeForecast>[1],
): () => number {
  return () => {
    const result = compute(series, request);
    return result.ok ? result.next.up + result.overlay.up.length : 0;
  };
}

interface BenchCase {
  name: string;
  series: CandleSeries;
  request: Parameters<typeof computeForecast>[1];
  /** Held to TIME_TARGET_MS: the chart's full history (FORECAST_MAX_BARS). */
  target: boolean;
}

function generatedCases(): BenchCase[] {
  return [3000, FORECAST_MAX_BARS].map((bars) => ({
    name: `forecast fit + next + overlay, ${bars.toLocaleString('en-US')} bars`,
    series: brownianCandles(bars, 5),
    request: REQUEST,
    target: bars === FORECAST_MAX_BARS,
  }));
}

/** The real hourly case, or why it is left out. */
export function realCase(file = REAL_FILE): BenchCase | { left: string } {
  if (!existsSync(file)) return { left: `${file} not found (the market data folder is not in a clone)` };
  return {
    name: `forecast fit + next + overlay, ${FORECAST_MAX_BARS.toLocaleString('en-US')} real bars (btc-usdt-1h, 60 min)`,
    series: tailSeries(parseCandleCsv(readFileSync(file, 'utf8')), FORECAST_MAX_BARS),
    request: REAL_REQUEST,
    target: true,
  };
}

function computeTimeRecords(
  cases: readonly BenchCase[],
  previous: typeof computeForecast | null,
  label: string,
): BenchRecord[] {
  const againstPeer = recordsAgainst(GRADIENT_DESCENT);
  const againstPrevious = recordsAgainst(label);
  const byPeer: BenchRecord[] = [];
  const byPrevious: BenchRecord[] = [];
  for (const { name, series, request, target: held } of cases) {
    const sides = [
      forecastOf(computeForecast, series, request),
      () => gradientDescentForecast(series).up,
      ...(previous ? [forecastOf(previous, series, request)] : []),
    ];
    const { ms, ratios } = rounds(sides);
    const target = held ? { target: { on: 'value' as const, value: TIME_TARGET_MS } } : {};
    byPeer.push(againstPeer(name, 'ms', ms[0]!, ms[1]!, 'lower', { ratio: ratios[1]!, ...target }));
    if (previous)
      byPrevious.push(againstPrevious(name, 'ms', ms[0]!, ms[2]!, 'lower', { ratio: ratios[2]! }));
  }
  return previous ? withOtherPeers(byPeer, [byPrevious]) : byPeer;
}

export async function runForecastBench(): Promise<BenchSection[]> {
  const previous = await loadPreviousModel();
  const label = `previous model (${previous.commit})`;
  const real = realCase();
  const cases = 'left' in real ? generatedCases() : [...generatedCases(), real];
  return [
    {
      title:
        'Forecast compute time (validate, features, overlay refits, next-bar fit; generated and real bars)',
      peerName: 'gradient descent',
      records: computeTimeRecords(cases, previous.ok ? previous.computeForecast : null, label),
      notes: [
        previous.ok
          ? `${label}: the forecast folder at ${previous.commit} from git history, timed in the same rounds`
          : `${label} left out: ${previous.reason}`,
        'left' in real
          ? `real bars left out: ${real.left}`
          : `real bars: the last ${FORECAST_MAX_BARS.toLocaleString('en-US')} of ${REAL_FILE}, at 60 minutes (the time of day's 8 columns in)`,
      ],
    },
  ];
}
