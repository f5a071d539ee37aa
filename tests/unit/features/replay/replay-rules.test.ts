import { describe, expect, test } from 'vitest';
import { jumpTarget, kstFieldValue } from '../../../../src/features/replay/replay-rules';
import { REPLAY_AT, replayState } from '../../../fixtures/market-source';

const { fromMs, toMs } = replayState();

describe('kstFieldValue', () => {
  test.each([
    [REPLAY_AT, '2021-04-25T13:02'],
    [Date.UTC(2021, 3, 24, 15), '2021-04-25T00:00'],
    [Date.UTC(2021, 3, 24, 14, 59, 59), '2021-04-24T23:59'],
  ])('%i is %s in KST', (instant, text) => {
    expect(kstFieldValue(instant)).toBe(text);
  });
});

describe('jumpTarget', () => {
  test.each<[string, string, number | null]>([
    ['a KST minute', '2021-04-25T13:02', Date.UTC(2021, 3, 25, 4, 2)],
    ['with seconds', '2021-04-25T13:02:41', REPLAY_AT],
    ['before the range: its start', '2021-04-20T09:00', fromMs],
    ['after the range: its end', '2022-01-01T00:00', toMs],
    ['empty', '', null],
    ['a day that does not exist', '2021-02-30T10:00', null],
    ['an hour past 23', '2021-04-25T24:00', null],
    ['a date alone', '2021-04-25', null],
  ])('%s', (_, text, target) => {
    expect(jumpTarget(text, fromMs, toMs)).toBe(target);
  });

  test('the field’s value of a moment in the range jumps to its minute', () => {
    expect(jumpTarget(kstFieldValue(REPLAY_AT), fromMs, toMs)).toBe(REPLAY_AT - 41_000);
  });
});
