import { describe, expect, test } from 'vitest';
import { SIM_SOURCE_INFO, type MarketSourceInfo } from '../../../../contract/market-source';
import { summarizeSource, type SourceSummary } from '../../../../src/features/connection/source-summary';
import { exchangeSource, REPLAY_AT, replaySource } from '../../../fixtures/market-source';
import { uniformTicks } from '../../../../contract/price-ticks';

describe('summarizeSource', () => {
  test.each<[string, MarketSourceInfo, number | null, SourceSummary]>([
    ['the simulator', SIM_SOURCE_INFO, null, { key: 'sim', values: {}, link: null, down: null }],
    ['Upbit live', exchangeSource('upbit'), null, { key: 'upbit', values: {}, link: null, down: null }],
    [
      'Bithumb connecting: not down yet',
      exchangeSource('bithumb', 'connecting'),
      null,
      { key: 'bithumb', values: {}, link: 'connecting', down: null },
    ],
    [
      'Upbit retrying',
      exchangeSource('upbit', 'retrying'),
      null,
      { key: 'upbit', values: {}, link: 'retrying', down: 'upbit' },
    ],
    [
      'Upbit refused (rate limit)',
      exchangeSource('upbit', 'refused'),
      null,
      { key: 'upbit', values: {}, link: 'refused', down: 'upbit' },
    ],
    [
      'Bithumb offline',
      exchangeSource('bithumb', 'offline'),
      null,
      { key: 'bithumb', values: {}, link: 'offline', down: 'bithumb' },
    ],
    [
      'a paused replay, at its state’s time',
      replaySource(),
      null,
      { key: 'replayPaused', values: { speed: '100', time: '2021-04-25 13:02' }, link: null, down: null },
    ],
    [
      'a playing replay ×1,000 at the clock’s time',
      replaySource({ paused: false, speed: 1_000 }),
      REPLAY_AT + 60_000,
      { key: 'replay', values: { speed: '1,000', time: '2021-04-25 13:03' }, link: null, down: null },
    ],
  ])('%s', (_, source, replayMs, summary) => {
    expect(summarizeSource(source, replayMs)).toEqual(summary);
  });

  test('a replay without its clock is named without it', () => {
    expect(
      summarizeSource({ kind: 'replay', link: 'live', replay: null, ticks: uniformTicks(0.01) }, null),
    ).toEqual({
      key: 'replayNoClock',
      values: {},
      link: null,
      down: null,
    });
  });
});
