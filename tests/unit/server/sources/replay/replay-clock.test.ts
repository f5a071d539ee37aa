import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CoinKey } from '../../../../../contract/markets';
import type { ExchangeTrade } from '../../../../../server/sources/exchange/exchange-events';
import { barTrades } from '../../../../../server/sources/replay/bar-trades';
import type { ReplayCoin } from '../../../../../server/sources/replay/candle-files';
import { MAX_DUE_TRADES, ReplayClock } from '../../../../../server/sources/replay/replay-clock';
import { series } from './replay-bars';

/** A minute's open (unix s). */
const T0 = 1_700_000_040;
const T0_MS = T0 * 1000;
const MIN = 60_000;
/** The wall clock the tests drive (unix ms). */
const WALL = 5_000_000;

/** A coin with a 4-trade bar (10 → 9.5 → 12 → 11, trades at +12, +24, +36, +48 s) at each minute given. */
function coin(symbol: string, minutes: readonly number[]): ReplayCoin {
  const bars = series(
    minutes.map((m) => ({ time: T0 + m * 60, open: 10, high: 12, low: 9.5, close: 11, volume: 4 })),
  );
  return { key: `${symbol}-USDT` as CoinKey, symbol, marketSymbol: 'USDT', barSeconds: 60, bars, files: [] };
}

/** A: minutes 0, 1, 2, then a gap, 5, 6. B: minutes 1, 2, 3. */
const COINS = [coin('B', [1, 2, 3]), coin('A', [0, 1, 2, 5, 6])];

/** Trades as `KEY minute+seconds`, e.g. `A 0+12`. */
const label = (trade: ExchangeTrade) => {
  const ms = trade.timeMs - T0_MS;
  return `${trade.key.split('-')[0]} ${Math.floor(ms / MIN)}+${(ms % MIN) / 1000}`;
};
const labels = (trades: readonly ExchangeTrade[]) => trades.map(label);
const bar = (symbol: string, minute: number) =>
  [12, 24, 36, 48].map((seconds) => `${symbol} ${minute}+${seconds}`);

describe('ReplayClock: the range and the state', () => {
  test('starts paused at the first bar; the range runs to the last bar’s end; the state is plain data', () => {
    const clock = new ReplayClock(COINS, WALL);
    const state = clock.state(WALL + 10_000);
    expect(state).toEqual({
      replayMs: T0_MS,
      wallMs: WALL + 10_000,
      speed: 1,
      paused: true,
      fromMs: T0_MS,
      toMs: T0_MS + 7 * MIN,
    });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(clock.due(WALL + 10 * MIN)).toEqual([]);
  });

  test('refuses a replay without bars', () => {
    expect(() => new ReplayClock([], WALL)).toThrow('a replay needs at least one coin with bars');
  });
});

describe('ReplayClock: speed', () => {
  test.each([0, 0.5, -1, 1000.5, 10_000, Number.NaN, Number.POSITIVE_INFINITY])('refuses ×%s', (speed) => {
    const clock = new ReplayClock(COINS, WALL);
    expect(() => clock.setSpeed(WALL, speed)).toThrow(RangeError);
    expect(() => clock.setSpeed(WALL, speed)).toThrow(`replay speed must be from ×1 to ×1000, not ${speed}`);
    expect(() => new ReplayClock(COINS, WALL, { speed })).toThrow(RangeError);
    expect(clock.state(WALL).speed).toBe(1);
  });

  test.each([
    // speed, wall ms after resume, replay ms after the first bar's open
    [1, 30_000, 30_000],
    [2.5, 10_000, 25_000],
    [100, 3_000, 300_000],
    [1000, 300, 300_000],
    [1000, 3_600_000, 7 * MIN], // stops at the range's end
  ])('×%s: %s ms of wall time is %s ms of replay', (speed, wall, replay) => {
    const clock = new ReplayClock(COINS, WALL, { speed, paused: false });
    expect(clock.replayTime(WALL + wall) - T0_MS).toBe(replay);
  });

  test('a change of speed continues from the replay time it was made at', () => {
    const clock = new ReplayClock(COINS, WALL, { paused: false });
    clock.setSpeed(WALL + 10_000, 10);
    expect(clock.replayTime(WALL + 11_000) - T0_MS).toBe(10_000 + 10_000);
  });
});

describe('ReplayClock: due', () => {
  test('×1: the trades due since the last call, each once, in time order across coins (key order on a tie)', () => {
    const clock = new ReplayClock(COINS, WALL, { paused: false });
    expect(labels(clock.due(WALL + 30_000))).toEqual(['A 0+12', 'A 0+24']);
    expect(labels(clock.due(WALL + 30_000))).toEqual([]);
    expect(labels(clock.due(WALL + 84_000))).toEqual([
      'A 0+36',
      'A 0+48',
      'A 1+12',
      'B 1+12',
      'A 1+24',
      'B 1+24',
    ]);
  });

  test('the bars played are the history: a bar is played once all its trades are returned', () => {
    const clock = new ReplayClock(COINS, WALL, { paused: false });
    const played = () => [clock.playedBars('A-USDT'), clock.playedBars('B-USDT')];
    expect(played()).toEqual([0, 0]);
    clock.due(WALL + 30_000);
    expect(played()).toEqual([0, 0]); // A's first bar is live
    clock.due(WALL + 90_000);
    expect(played()).toEqual([1, 0]);
    clock.due(WALL + 3_600_000);
    expect(played()).toEqual([5, 3]);
    clock.jump(WALL + 3_600_000, T0_MS + 2 * MIN);
    expect(played()).toEqual([2, 1]); // before the date: A's minutes 0, 1 and B's minute 1
    expect(() => clock.playedBars('C-USDT')).toThrow('C-USDT is not a coin of this replay');
  });

  test('×100 over the whole range: every trade once, in order, none in the gap minute 4', () => {
    const clock = new ReplayClock(COINS, WALL, { speed: 100, paused: false });
    const played: ExchangeTrade[] = [];
    for (let wall = WALL; wall <= WALL + 5_000; wall += 700) played.push(...clock.due(wall));
    const expected = [
      ...bar('A', 0),
      ...bar('A', 1).flatMap((a, i) => [a, bar('B', 1)[i]!]),
      ...bar('A', 2).flatMap((a, i) => [a, bar('B', 2)[i]!]),
      ...bar('B', 3),
      ...bar('A', 5),
      ...bar('A', 6),
    ];
    expect(labels(played)).toEqual(expected);
    expect(played).toEqual(
      expected.map((name) => {
        const [symbol, at] = name.split(' ') as [string, string];
        const minute = Number(at.split('+')[0]);
        const source = COINS.find((c) => c.symbol === symbol)!;
        const index = Array.from(source.bars.time).indexOf(T0 + minute * 60);
        return barTrades(source.key, source.bars, index)[[12, 24, 36, 48].indexOf(Number(at.split('+')[1]))];
      }),
    );
  });

  test('pause freezes replay time: nothing comes due during a long pause, resume continues from there', () => {
    const clock = new ReplayClock(COINS, WALL, { paused: false });
    expect(labels(clock.due(WALL + 20_000))).toEqual(['A 0+12']);
    clock.pause(WALL + 20_000);
    expect(clock.due(WALL + 3_600_000)).toEqual([]);
    expect(clock.state(WALL + 3_600_000)).toMatchObject({ replayMs: T0_MS + 20_000, paused: true });
    clock.resume(WALL + 3_600_000);
    expect(labels(clock.due(WALL + 3_600_000 + 10_000))).toEqual(['A 0+24']);
  });

  test(`at most ${MAX_DUE_TRADES} trades a call; the rest come in the next calls, none lost, none doubled`, () => {
    const minutes = Array.from({ length: 2_000 }, (_, m) => m);
    const clock = new ReplayClock([coin('A', minutes)], WALL, { speed: 1000, paused: false });
    const wall = WALL + 3_600_000; // an hour at ×1,000: past the end
    const calls = [clock.due(wall), clock.due(wall), clock.due(wall)];
    expect(calls.map((call) => call.length)).toEqual([MAX_DUE_TRADES, 8_000 - MAX_DUE_TRADES, 0]);
    const ids = calls.flat().map((trade) => trade.id);
    expect(new Set(ids).size).toBe(8_000);
    const times = calls.flat().map((trade) => trade.timeMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('ReplayClock: step one bar', () => {
  test.each([
    // where the replay stands (minutes after T0), where a step takes it, the trades it returns
    ['at the first bar’s open', 0, 1, bar('A', 0)],
    ['in a bar, half way', 1.5, 2, ['A 1+36', 'B 1+36', 'A 1+48', 'B 1+48']],
    ['at a bar’s end, both coins', 1, 2, bar('A', 1).flatMap((a, i) => [a, bar('B', 1)[i]!])],
    ['at the last bar of B', 3, 4, bar('B', 3)],
    ['in the gap: the first bar after it', 4, 6, bar('A', 5)],
    ['at the range’s end: stays', 7, 7, []],
  ])('%s', (_, from, to, trades) => {
    const clock = new ReplayClock(COINS, WALL, { startMs: T0_MS + Math.floor(from) * MIN });
    if (!Number.isInteger(from)) {
      // Run to the middle of the minute, then pause there.
      clock.resume(WALL);
      clock.due(WALL + (from % 1) * MIN);
      clock.pause(WALL + (from % 1) * MIN);
    }
    expect(labels(clock.step(WALL + MIN))).toEqual(trades);
    expect(clock.state(WALL + 10 * MIN)).toMatchObject({ replayMs: T0_MS + to * MIN, paused: true });
  });

  test('steps one bar at a time and refuses while running', () => {
    const clock = new ReplayClock(COINS, WALL);
    expect(labels(clock.step(WALL))).toEqual(bar('A', 0));
    expect(labels(clock.step(WALL))).toHaveLength(8);
    expect(clock.replayTime(WALL)).toBe(T0_MS + 2 * MIN);
    clock.resume(WALL);
    expect(() => clock.step(WALL)).toThrow('pause the replay before stepping one bar');
  });
});

describe('ReplayClock: jump to a date', () => {
  test.each([
    ['before the range: its start', T0_MS - 86_400_000, T0_MS],
    ['after the range: its end', T0_MS + 86_400_000, T0_MS + 7 * MIN],
    ['inside a minute: that minute’s open', T0_MS + 2 * MIN + 59_999, T0_MS + 2 * MIN],
    ['in the gap', T0_MS + 4 * MIN + 5, T0_MS + 4 * MIN],
  ])('%s', (_, target, landed) => {
    const clock = new ReplayClock(COINS, WALL);
    clock.jump(WALL, target);
    expect(clock.replayTime(WALL)).toBe(landed);
  });

  test('bars before the date are the past; the trades from it come live; a jump back plays them again', () => {
    const clock = new ReplayClock(COINS, WALL, { paused: false, speed: 10 });
    clock.jump(WALL, T0_MS + 2 * MIN + 30_000);
    expect(labels(clock.due(WALL + 2_500))).toEqual(['A 2+12', 'B 2+12', 'A 2+24', 'B 2+24']);
    clock.jump(WALL + 2_500, T0_MS);
    expect(labels(clock.due(WALL + 3_700))).toEqual(['A 0+12']);
  });

  test('owed trades are dropped by a jump: the jump says where live trading is', () => {
    const minutes = Array.from({ length: 2_000 }, (_, m) => m);
    const clock = new ReplayClock([coin('A', minutes)], WALL, { speed: 1000, paused: false });
    expect(clock.due(WALL + 3_600_000)).toHaveLength(MAX_DUE_TRADES);
    clock.jump(WALL + 3_600_000, T0_MS + 1_999 * MIN);
    clock.pause(WALL + 3_600_000);
    expect(labels(clock.step(WALL + 3_600_000))).toEqual(bar('A', 1_999));
  });
});

describe('ReplayClock: any schedule', () => {
  /** Every trade of the coins in replay order: time, then coin key. */
  const everyTrade = (coins: readonly ReplayCoin[]) =>
    coins
      .flatMap((c) => Array.from({ length: c.bars.length }, (_, i) => barTrades(c.key, c.bars, i)).flat())
      .sort((a, b) => a.timeMs - b.timeMs || (a.key < b.key ? -1 : 1));

  const action = fc.oneof(
    fc.record({ kind: fc.constant('due' as const), after: fc.integer({ min: 0, max: 120_000 }) }),
    fc.record({ kind: fc.constant('speed' as const), speed: fc.constantFrom(1, 2, 10, 100, 1000) }),
    fc.record({ kind: fc.constant('pause' as const) }),
    fc.record({ kind: fc.constant('resume' as const) }),
    fc.record({ kind: fc.constant('step' as const) }),
  );

  test('whatever the calls (due, speed, pause, resume, step), every trade comes once, in order', () => {
    const minutes = Array.from({ length: 400 }, (_, m) => m).filter((m) => m % 7 !== 3);
    const coins = [
      coin('A', minutes),
      coin(
        'B',
        minutes.filter((m) => m % 5 !== 0),
      ),
    ];
    const expected = everyTrade(coins).map((trade) => `${trade.key} ${trade.id}`);
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const clock = new ReplayClock(coins, WALL);
        let wall = WALL;
        const out: ExchangeTrade[] = [];
        for (const step of actions) {
          if (step.kind === 'due') out.push(...clock.due((wall += step.after)));
          else if (step.kind === 'speed') clock.setSpeed(wall, step.speed);
          else if (step.kind === 'pause') clock.pause(wall);
          else if (step.kind === 'resume') clock.resume(wall);
          else if (clock.state(wall).paused) out.push(...clock.step(wall));
        }
        // Then to the end at ×1,000.
        clock.setSpeed(wall, 1000);
        clock.resume(wall);
        wall += 3_600_000;
        for (let batch = clock.due(wall); batch.length > 0; batch = clock.due(wall)) out.push(...batch);
        expect(out.map((trade) => `${trade.key} ${trade.id}`)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
