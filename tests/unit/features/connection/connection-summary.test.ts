import { describe, expect, test } from 'vitest';
import type { ConnectionState } from '../../../../src/api/feed-types';
import {
  sameSummary,
  STALE_AFTER_MS,
  summarizeConnection,
} from '../../../../src/features/connection/connection-summary';

const NOW = 1_700_000_000_000;

function state(overrides: Partial<ConnectionState> = {}): ConnectionState {
  return {
    status: 'open',
    reconnects: 0,
    attempt: 0,
    nextRetryAt: null,
    lastFrameAt: NOW - 200,
    framesPerSecond: 20,
    droppedFrames: 0,
    gaps: 0,
    ...overrides,
  } as ConnectionState;
}

describe('summarizeConnection', () => {
  test.each([
    ['a fresh frame', NOW - 200, '0.2', false],
    ['exactly at the limit', NOW - STALE_AFTER_MS, '5.0', false],
    ['just past the limit', NOW - STALE_AFTER_MS - 1, '5.0', true],
    ['a minute of silence', NOW - 61_000, '61.0', true],
    ['a frame stamped in the future (clock skew)', NOW + 500, '0.0', false],
    ['no frame yet', 0, null, false],
  ])('%s: age %s s, stale %s', (_name, lastFrameAt, ageSeconds, stale) => {
    const summary = summarizeConnection(state({ lastFrameAt }), NOW);
    expect(summary.ageSeconds).toBe(ageSeconds);
    expect(summary.stale).toBe(stale);
  });

  test('counts get thousands separators, the frame rate no decimals', () => {
    const summary = summarizeConnection(
      state({ status: 'reconnecting', framesPerSecond: 19.6, reconnects: 3, droppedFrames: 12_345, gaps: 2 }),
      NOW,
    );
    expect(summary).toEqual({
      status: 'reconnecting',
      framesPerSecond: '20',
      ageSeconds: '0.2',
      stale: false,
      reconnects: '3',
      droppedFrames: '12,345',
      gaps: '2',
    });
  });

  test('the staleness limit can be chosen', () => {
    expect(summarizeConnection(state({ lastFrameAt: NOW - 2_000 }), NOW, 1_000).stale).toBe(true);
  });
});

describe('sameSummary', () => {
  const base = summarizeConnection(state(), NOW);
  test('equal when nothing shown differs', () => {
    expect(sameSummary(base, summarizeConnection(state(), NOW + 40))).toBe(true);
  });
  test.each<Partial<ConnectionState>>([
    { status: 'offline' },
    { framesPerSecond: 3 },
    { reconnects: 1 },
    { droppedFrames: 1 },
    { gaps: 1 },
    { lastFrameAt: NOW - 900 },
  ])('different after %j', (change) => {
    expect(sameSummary(base, summarizeConnection(state(change), NOW))).toBe(false);
  });
});
