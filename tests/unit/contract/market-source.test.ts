import { describe, expect, test } from 'vitest';
import {
  isMarketSourceInfo,
  isPaperSource,
  MARKET_SOURCE_KINDS,
  replayTimeAt,
  SIM_SOURCE_INFO,
  type ReplayState,
} from '../../../contract/market-source';
import { uniformTicks, UPBIT_TICKS } from '../../../contract/price-ticks';
import { replayRequest } from '../../../contract/replay-calls';

const STATE: ReplayState = {
  replayMs: 1_000_000,
  wallMs: 5_000,
  speed: 100,
  paused: false,
  fromMs: 0,
  toMs: 1_600_000,
};

describe('replayTimeAt: the replay time a window shows', () => {
  test.each([
    ['at the wall time of the state', STATE, 5_000, 1_000_000],
    ['a wall second later at ×100', STATE, 6_000, 1_100_000],
    ['never past the end of the recording', STATE, 60_000, 1_600_000],
    ['a wall clock behind the state counts no time back', STATE, 4_000, 1_000_000],
    ['paused: frozen', { ...STATE, paused: true }, 60_000, 1_000_000],
  ] as const)('%s', (_, state, nowMs, expected) => {
    expect(replayTimeAt(state, nowMs)).toBe(expected);
  });
});

describe('isMarketSourceInfo', () => {
  test.each([
    ['the simulator', SIM_SOURCE_INFO, true],
    ['Upbit reconnecting', { kind: 'upbit', link: 'retrying', replay: null, ticks: UPBIT_TICKS }, true],
    ['a source without its steps', { kind: 'upbit', link: 'live', replay: null }, false],
    ['steps that are no table', { kind: 'upbit', link: 'live', replay: null, ticks: { markets: {} } }, false],
    [
      'a replay with its clock',
      { kind: 'replay', link: 'live', replay: STATE, ticks: uniformTicks(0.01) },
      true,
    ],
    ['a replay without its clock', { kind: 'replay', link: 'live', replay: null }, false],
    ['Bithumb with a replay clock', { kind: 'bithumb', link: 'live', replay: STATE }, false],
    ['an unknown exchange', { kind: 'binance', link: 'live', replay: null }, false],
    ['an unknown link state', { kind: 'upbit', link: 'up', replay: null }, false],
    ['a clock with a NaN time', { kind: 'replay', link: 'live', replay: { ...STATE, replayMs: NaN } }, false],
    [
      'a clock whose pause is text',
      { kind: 'replay', link: 'live', replay: { ...STATE, paused: 'no' } },
      false,
    ],
    ['nothing', null, false],
  ])('%s', (_, value, expected) => {
    expect(isMarketSourceInfo(value)).toBe(expected);
  });

  test('every source but the simulator is paper trading', () => {
    expect(MARKET_SOURCE_KINDS.filter(isPaperSource)).toEqual(['upbit', 'bithumb', 'replay']);
  });
});

describe('replayRequest', () => {
  test.each([
    [{ action: 'play' }, true],
    [{ action: 'step' }, true],
    [{ action: 'speed', speed: 1 }, true],
    [{ action: 'speed', speed: 1000 }, true],
    [{ action: 'speed', speed: 0 }, false],
    [{ action: 'speed', speed: 1001 }, false],
    [{ action: 'speed', speed: 2.5 }, false],
    [{ action: 'jump', replayMs: 1735700400000 }, true],
    [{ action: 'jump', replayMs: -1 }, false],
    [{ action: 'jump' }, false],
    [{ action: 'rewind' }, false],
  ])('%j → %s', (body, valid) => {
    expect(replayRequest.safeParse(body).success).toBe(valid);
  });
});
