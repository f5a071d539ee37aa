/**
 * Alerts on a real replay (server/sources/replay/replay-market.ts) at ×1,000 on an injected wall clock:
 * an RSI alert fires while the replay plays, when the bar whose RSI crosses closes in the replay's time,
 * at that bar's close and logged at the replay's time; a price alert fires on the trade that crosses. A jump
 * back fires nothing for the jump itself (the price falling back to where the recording was is no trade
 * crossing down, nor a fall within a move alert's window), and playing the same bars again fires again,
 * `oncePerBar` included.
 *
 * The recording is made for it: 1,500 minutes swinging between 100 and 101 (RSI 14 near 50), a ramp of 20
 * minutes up to 121 (RSI through 70), then flat at 121 (RSI stays where it is).
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { indicatorFires, type AlertPutRequest, type IndicatorCondition } from '../../../../contract';
import type { CoinKey } from '../../../../contract/markets';
import { AlertEvaluator } from '../../../../server/alerts/alert-evaluator';
import { AlertStore } from '../../../../server/alerts/alert-store';
import { DrawingStore } from '../../../../server/drawings/drawing-store';
import type { ReplayCoin } from '../../../../server/sources/replay/candle-files';
import { ReplayMarket } from '../../../../server/sources/replay/replay-market';
import { createIndicatorRun } from '../../../../workers/core/indicators';
import { alertPut } from '../../../fixtures/alerts';
import { series, type Bar } from '../sources/replay/replay-bars';
import { ALICE, database, TableNotifications } from './evaluator-harness';

const MINUTE = 60_000;
const FROM_SEC = Date.parse('2025-12-22T00:00:00Z') / 1000;
const WALL_START = 1_800_000_000_000;
/** Wall time between two advances: 50 replay seconds at ×1,000. */
const STEP_MS = 50;

const closes = [
  ...Array.from({ length: 1_500 }, (_, i) => 100 + (i % 2)),
  ...Array.from({ length: 20 }, (_, i) => 102 + i),
  ...Array.from({ length: 100 }, () => 121),
];
const bars: Bar[] = closes.map((close, i) => {
  const open = closes[i - 1] ?? close;
  return {
    time: FROM_SEC + i * 60,
    open,
    high: Math.max(open, close),
    low: Math.min(open, close),
    close,
    volume: 1,
  };
});
const COIN: ReplayCoin = {
  key: 'BTC-USDT' as CoinKey,
  symbol: 'BTC',
  marketSymbol: 'USDT',
  barSeconds: 60,
  bars: series(bars),
  files: [],
};

const RSI: IndicatorCondition = {
  kind: 'indicator',
  interval: '1',
  indicator: { kind: 'rsi', params: { length: 14 } },
  line: 'rsi',
  op: 'crossesUp',
  target: { value: 70 },
};

/** The bars whose close the RSI alert's condition meets, by the chart's kernel over the whole recording. */
function rsiCrossings(): number[] {
  const run = createIndicatorRun('rsi', { length: 14 });
  const all = series(bars);
  run.reset(all, all.length);
  const rsi = run.lines[0]!;
  const met: number[] = [];
  for (let i = 1; i < bars.length; i++)
    if (indicatorFires(RSI, { rsi: rsi[i - 1]! }, { rsi: rsi[i]! })) met.push(i);
  return met;
}

let wall = WALL_START;
let market: ReplayMarket;
let alerts: AlertStore;
let stop: () => void;

beforeEach(() => {
  wall = WALL_START;
  market = new ReplayMarket({ coins: [COIN], now: () => wall });
  const db = database();
  const now = () => wall;
  const listing = market.catalogue.listing(COIN.key)!;
  alerts = new AlertStore(db, now, () => market.price(listing), true);
  const evaluator = new AlertEvaluator({
    market,
    alerts,
    drawings: new DrawingStore(db, now, () => {}),
    notifications: new TableNotifications(db, now),
    now,
    report: (error) => {
      throw error;
    },
  });
  stop = evaluator.start();
});
afterEach(() => stop());

const put = (id: string, changes: Partial<AlertPutRequest>) =>
  alerts.put(ALICE, id, alertPut({ coin: COIN.key, trigger: 'everyTime', ...changes }));
const firings = (id: string) => alerts.firings(ALICE, { alertId: id }).reverse();
const replayMs = () => market.marketTime(wall);
/** Plays until the replay time reaches `toMs`, one STEP_MS of wall time an advance. */
function playTo(toMs: number, each: () => void = () => {}): void {
  while (replayMs() < toMs) {
    wall += STEP_MS;
    market.advance(wall);
    each();
  }
}

test('an RSI alert fires while the replay plays at ×1,000, when its bar closes in the replay’s time; a jump back fires nothing, playing again fires again', () => {
  const [crossing, ...others] = rsiCrossings();
  expect(crossing).toBeGreaterThan(1_500);
  expect(others).toEqual([]);
  const crossingCloseMs = (FROM_SEC + crossing! * 60) * 1000 + MINUTE;
  put('rsi', { condition: RSI });
  put('up', { condition: { kind: 'price', op: 'crossesUp', value: 110.5 }, trigger: 'oncePerBar' });
  put('down', { condition: { kind: 'price', op: 'crossesDown', value: 110.5 } });
  put('fall', { condition: { kind: 'move', direction: 'down', percent: 15, minutes: 30 } });
  const startMs = (FROM_SEC + 1_440 * 60) * 1000;
  market.replayControl({ action: 'jump', replayMs: startMs }, wall);
  market.replayControl({ action: 'speed', speed: 1_000 }, wall);

  // The replay time when the RSI alert's firing is first seen.
  let seenAt: number | undefined;
  playTo(crossingCloseMs + 10 * MINUTE, () => {
    if (seenAt === undefined && firings('rsi').length > 0) seenAt = replayMs();
  });
  const [fired] = firings('rsi');
  expect(fired).toMatchObject({ price: closes[crossing!] });
  // Told at the advance that took the replay into the next minute, logged at that advance's replay time (where
  // the chart's bell goes).
  expect(seenAt! - crossingCloseMs).toBeGreaterThanOrEqual(0);
  expect(seenAt! - crossingCloseMs).toBeLessThan(STEP_MS * 1_000);
  expect(fired!.at).toBe(seenAt);
  expect(firings('up')).toMatchObject([{ price: 111 }]);
  expect(firings('down')).toEqual([]);

  // Back before the ramp: the price is 100 or 101 again, from 121, and no trade crossed down or fell.
  market.replayControl({ action: 'jump', replayMs: startMs }, wall);
  playTo(crossingCloseMs + 10 * MINUTE);
  expect(firings('down')).toEqual([]);
  expect(firings('fall')).toEqual([]);
  expect(firings('rsi').map((firing) => firing.price)).toEqual([closes[crossing!], closes[crossing!]]);
  expect(firings('up').map((firing) => firing.price)).toEqual([111, 111]);
});
