/**
 * The forecast bench: compute time of computeForecast (fit + next bar + overlay) over 3,000 and 5,000
 * bars against the same models fitted by generic gradient descent, and the out-of-sample quality
 * (walk-forward) on the real candle files of ../shared/data/market when that folder is there, against
 * the climatology forecaster (the base rate of the same fitting window). Generated data otherwise.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CandleSeries } from '../../workers/core/chart/series';
import {
  computeForecast,
  DEFAULT_WALK_FORWARD,
  evaluateWalkForward,
  parseCandleCsv,
  type WalkForwardEvaluation,
} from '../../workers/core/forecast';
import { benchRecord, type BenchRecord, type BenchSection } from '../report';
import { compare } from '../timing';
import { barSpacing } from '../../scripts/forecast-eval-cli';
import { gradientDescentForecast } from './gradient-descent-peer';
import { brownianCandles, coinFlipCandles } from './synthetic-candles';

/** The real candle files, beside the repository (the project never needs them). */
export const MARKET_DATA_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'shared',
  'data',
  'market',
);

const TIME_TARGET_MS = 10;
/** Brier skill targets of the issue by bar length (seconds); as ratios, reference/ours = 1 / (1 − skill). */
const SKILL_TARGETS = new Map([
  [60, 0.19],
  [3600, 0.25],
]);
const CALIBRATION_TARGET = 0.03;
const QUALITY_STRIDE = 100;
const REQUEST = { symbol: 'BTC/KRW', chartType: 0, interval: '1' } as const;

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

interface QualityInput {
  name: string;
  series: CandleSeries;
  skillTarget: number | undefined;
}

function qualityRecords(input: QualityInput, evaluation: WalkForwardEvaluation): BenchRecord[] {
  const records: BenchRecord[] = [];
  for (const side of ['up', 'down'] as const) {
    const target = evaluation[side];
    records.push(
      benchRecord({
        name: `${input.name} ${side}: Brier`,
        unit: 'Brier',
        value: target.brier,
        peer: 'window base rate',
        peerValue: target.referenceBrier,
        better: 'lower',
        ...(input.skillTarget !== undefined
          ? { target: { on: 'ratio' as const, value: Number((1 / (1 - input.skillTarget)).toFixed(4)) } }
          : {}),
      }),
      benchRecord({
        name: `${input.name} ${side}: worst decile error`,
        unit: 'probability',
        value: target.worstDecileError,
        peer: 'window base rate',
        peerValue: target.referenceWorstDecileError,
        better: 'lower',
        target: { on: 'value', value: CALIBRATION_TARGET },
      }),
    );
  }
  return records;
}

function loadMarketFiles(notes: string[]): QualityInput[] {
  const inputs: QualityInput[] = [];
  for (const file of readdirSync(MARKET_DATA_DIR)
    .filter((name) => name.endsWith('.csv'))
    .sort()) {
    const series = parseCandleCsv(readFileSync(join(MARKET_DATA_DIR, file), 'utf8'));
    const spacing = barSpacing(series);
    if (!SKILL_TARGETS.has(spacing)) {
      notes.push(`${file}: skipped (${spacing / 3600} h bars: the forecast runs on minute intervals only)`);
      continue;
    }
    inputs.push({ name: file.replace(/\.csv$/, ''), series, skillTarget: SKILL_TARGETS.get(spacing) });
  }
  return inputs;
}

function qualitySection(): BenchSection {
  const notes: string[] = [];
  const real = existsSync(MARKET_DATA_DIR);
  const inputs: QualityInput[] = real
    ? loadMarketFiles(notes)
    : [
        { name: 'generated brownian bars', series: brownianCandles(20_000, 9), skillTarget: undefined },
        { name: 'generated coin flips', series: coinFlipCandles(20_000, 9), skillTarget: undefined },
      ];
  if (!real) notes.unshift(`${MARKET_DATA_DIR} not found: quality on generated series only.`);
  const options = { ...DEFAULT_WALK_FORWARD, stride: QUALITY_STRIDE };
  const records: BenchRecord[] = [];
  const table = ['file                        forecasts  skill up  skill down  worst decile up  down'];
  for (const input of inputs) {
    const evaluation = evaluateWalkForward(input.series, options);
    records.push(...qualityRecords(input, evaluation));
    table.push(
      `${input.name.padEnd(26)}  ${String(evaluation.predictions).padStart(9)}  ${evaluation.up.skill.toFixed(4).padStart(8)}  ${evaluation.down.skill.toFixed(4).padStart(10)}  ${evaluation.up.worstDecileError.toFixed(4).padStart(15)}  ${evaluation.down.worstDecileError.toFixed(4).padStart(4)}`,
    );
  }
  return {
    title: `Forecast quality out of sample (walk-forward: fit on the last ${options.window} bars, forecast the next ${options.stride}, move on)`,
    peerName: 'climatology',
    records,
    notes: [
      ...table,
      'ratio = reference Brier / ours = 1 / (1 − Brier skill); reference = base rate of the fitting window.',
      ...notes,
    ],
  };
}

export async function runForecastBench(): Promise<BenchSection[]> {
  return [
    {
      title: 'Forecast compute time (validate, features, overlay refits, next-bar fit; generated bars)',
      peerName: 'gradient descent',
      records: computeTimeRecords(),
    },
    qualitySection(),
  ];
}
