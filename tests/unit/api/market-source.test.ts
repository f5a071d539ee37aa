import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { SIM_SOURCE_INFO, type MarketSourceInfo } from '../../../contract/market-source';
import { SPEC_TICKS, UPBIT_TICKS, uniformTicks } from '../../../contract/price-ticks';
import { ApiError } from '../../../src/api/api-error';
import { liveIntroQuery } from '../../../src/api/live-data';
import {
  latestSource,
  marketTimeAt,
  replayFailure,
  sourceIsDown,
  writeReplayState,
} from '../../../src/api/market-source';
import { queryKeys } from '../../../src/api/query';
import {
  exchangeSource,
  introWithSource,
  REPLAY_AT,
  replaySource,
  replayState,
} from '../../fixtures/market-source';

const UPBIT = exchangeSource('upbit');
const REPLAY = replaySource();

describe('latestSource', () => {
  test.each<[string, MarketSourceInfo | undefined, number, MarketSourceInfo | undefined, number, unknown]>([
    ['neither known', undefined, 0, undefined, 0, undefined],
    ['the answer before any intro', undefined, 0, UPBIT, 10, UPBIT],
    ['an intro and nothing fetched', UPBIT, 10, undefined, 0, UPBIT],
    ['an intro newer than the answer', UPBIT, 20, SIM_SOURCE_INFO, 10, UPBIT],
    ['a replay control answered after the intro', SIM_SOURCE_INFO, 10, REPLAY, 20, REPLAY],
  ])('%s', (_, intro, introAt, fetched, fetchedAt, expected) => {
    expect(latestSource({ value: intro, at: introAt }, { value: fetched, at: fetchedAt })).toBe(expected);
  });
});

describe('sourceIsDown', () => {
  test.each<[string, MarketSourceInfo | undefined, boolean]>([
    ['unknown', undefined, false],
    ['the simulator', SIM_SOURCE_INFO, false],
    ['a replay', REPLAY, false],
    ['Upbit live', UPBIT, false],
    ['Upbit connecting', exchangeSource('upbit', 'connecting'), false],
    ['Upbit retrying', exchangeSource('upbit', 'retrying'), true],
    ['Bithumb refused', exchangeSource('bithumb', 'refused'), true],
    ['Bithumb offline', exchangeSource('bithumb', 'offline'), true],
  ])('%s', (_, source, down) => {
    expect(sourceIsDown(source)).toBe(down);
  });
});

describe('marketTimeAt', () => {
  const WALL = 1_700_000_000_000;
  test.each<[string, MarketSourceInfo | undefined, number, number]>([
    ['unknown: the wall clock', undefined, WALL + 5, WALL + 5],
    ['the simulator: the wall clock', SIM_SOURCE_INFO, WALL + 5, WALL + 5],
    ['Upbit: the wall clock', UPBIT, WALL + 5, WALL + 5],
    ['a paused replay: its time', REPLAY, WALL + 5_000, REPLAY_AT],
    ['a replay at ×100: its time run on', replaySource({ paused: false }), WALL + 5_000, REPLAY_AT + 500_000],
  ])('%s', (_, source, wallMs, expected) => {
    expect(marketTimeAt(source, wallMs)).toBe(expected);
  });
});

describe('replayFailure', () => {
  test('a 409 CONFLICT: the market is no replay', () => {
    const error = new ApiError({ kind: 'http', httpStatus: 409, code: 'CONFLICT', message: 'not a replay' });
    expect(replayFailure(error)).toEqual({ notReplay: true });
  });

  test('another refusal: its message', () => {
    const error = new ApiError({
      kind: 'http',
      httpStatus: 400,
      code: 'BAD_REQUEST',
      message: 'speed out of range',
    });
    expect(replayFailure(error)).toEqual({ notReplay: false, message: 'speed out of range' });
  });
});

describe('writeReplayState', () => {
  const written = (client: QueryClient) => client.getQueryData<MarketSourceInfo>(queryKeys.marketSource);

  test('keeps the steps of the source the window knows (the answer carries none)', () => {
    const client = new QueryClient();
    client.setQueryData(liveIntroQuery.queryKey, introWithSource(replaySource()));
    writeReplayState(client, replayState({ paused: false }));
    expect(written(client)).toEqual({
      kind: 'replay',
      link: 'live',
      replay: replayState({ paused: false }),
      ticks: uniformTicks(0.01),
    });
  });

  test('the newer of the intro and the fetched source gives them', () => {
    const client = new QueryClient();
    client.setQueryData(liveIntroQuery.queryKey, introWithSource(exchangeSource('upbit')), { updatedAt: 10 });
    client.setQueryData(queryKeys.marketSource, replaySource(), { updatedAt: 20 });
    writeReplayState(client, replayState());
    expect(written(client)?.ticks).toEqual(uniformTicks(0.01));
    client.setQueryData(liveIntroQuery.queryKey, introWithSource(exchangeSource('upbit')), {
      updatedAt: Date.now() + 1000,
    });
    writeReplayState(client, replayState());
    expect(written(client)?.ticks).toEqual(UPBIT_TICKS);
  });

  test("the spec's steps while no source is known", () => {
    const client = new QueryClient();
    writeReplayState(client, replayState());
    expect(written(client)?.ticks).toEqual(SPEC_TICKS);
  });
});
