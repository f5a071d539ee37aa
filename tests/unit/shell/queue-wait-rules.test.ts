import { describe, expect, test } from 'vitest';
import type { StatusType } from '../../../src/api/status';
import {
  IDLE,
  nextQueueWait,
  pollFailureEndsWait,
  queuedPlace,
  queueSkinView,
  type QueueEvent,
  type QueueWait,
} from '../../../src/shell/queue-wait-rules';

const waiting = (position: number, estimatedWaitSeconds = position): QueueWait => ({
  phase: 'waiting',
  place: { position, estimatedWaitSeconds },
});
const status = (position: number, estimatedWaitSeconds = position) => ({
  admitted: position === 0,
  position,
  estimatedWaitSeconds,
});
const MY_TURN: QueueWait = { phase: 'myTurn' };
const FAILED: QueueWait = { phase: 'failed' };
const STOPPED: QueueWait = { phase: 'stopped' };
const UNKNOWN_PLACE: QueueWait = { phase: 'waiting', place: null };

describe('nextQueueWait', () => {
  test.each<[string, QueueWait, QueueEvent, QueueWait]>([
    ['a queued answer starts the wait', IDLE, { type: 'queued', status: status(5) }, waiting(5)],
    ['…even without a readable place', IDLE, { type: 'queued', status: null }, UNKNOWN_PLACE],
    ['another queued answer moves the place', waiting(5), { type: 'queued', status: status(3) }, waiting(3)],
    ['one without a place keeps it', waiting(5), { type: 'queued', status: null }, waiting(5)],
    [
      'a late queued answer after my turn waits again',
      MY_TURN,
      { type: 'queued', status: status(2) },
      waiting(2),
    ],
    ['after a failure queued answers change nothing', FAILED, { type: 'queued', status: status(2) }, FAILED],
    ['after stopping they change nothing', STOPPED, { type: 'queued', status: status(2) }, STOPPED],
    ['a poll moves the place', waiting(5), { type: 'polled', status: status(4, 8) }, waiting(4, 8)],
    ['a poll learns an unknown place', UNKNOWN_PLACE, { type: 'polled', status: status(4) }, waiting(4)],
    ['admitted: my turn', waiting(1), { type: 'polled', status: status(0) }, MY_TURN],
    ['a stale poll after stopping changes nothing', STOPPED, { type: 'polled', status: status(0) }, STOPPED],
    [
      'a network failure ends the wait',
      waiting(3),
      { type: 'pollFailed', statusType: 'Connectivity' },
      FAILED,
    ],
    ['so does a timeout', waiting(3), { type: 'pollFailed', statusType: 'Timeout' }, FAILED],
    ['maintenance does not', waiting(3), { type: 'pollFailed', statusType: 'Pause' }, waiting(3)],
    ['stop while waiting', waiting(3), { type: 'stop' }, STOPPED],
    ['OK after a failure', FAILED, { type: 'stop' }, STOPPED],
    ['no stop while saying my turn', MY_TURN, { type: 'stop' }, MY_TURN],
    ['my turn carries on', MY_TURN, { type: 'carriedOn' }, IDLE],
    ['carrying on only from my turn', waiting(2), { type: 'carriedOn' }, waiting(2)],
    ['stopped stays on the service-delay page', STOPPED, { type: 'navigated', onDelayPage: true }, STOPPED],
    ['leaving it ends the stop', STOPPED, { type: 'navigated', onDelayPage: false }, IDLE],
    [
      'navigating while waiting changes nothing',
      waiting(2),
      { type: 'navigated', onDelayPage: false },
      waiting(2),
    ],
  ])('%s', (_name, wait, event, expected) => {
    expect(nextQueueWait(wait, event)).toEqual(expected);
  });

  test('an event that changes nothing answers the same state', () => {
    expect(nextQueueWait(STOPPED, { type: 'queued', status: status(1) })).toBe(STOPPED);
    expect(nextQueueWait(IDLE, { type: 'stop' })).toBe(IDLE);
  });
});

describe('queueSkinView: which of the seven messages when', () => {
  test.each<[string, QueueWait, ReturnType<typeof queueSkinView>]>([
    ['no wait: no skin', IDLE, null],
    ['stopped: no skin (the service-delay page says it)', STOPPED, null],
    [
      'waiting: waiting for access, place and estimated wait, high load, re-connecting longer, stop',
      waiting(7, 14),
      { headline: 'waiting', place: { position: 7, estimatedWaitSeconds: 14 }, notes: true, button: 'stop' },
    ],
    [
      'waiting, place unknown: the same without numbers',
      UNKNOWN_PLACE,
      { headline: 'waiting', place: null, notes: true, button: 'stop' },
    ],
    [
      'admitted: my turn, nothing to press',
      MY_TURN,
      { headline: 'myTurn', place: null, notes: false, button: null },
    ],
    [
      'failed: network error, try later, and OK',
      FAILED,
      { headline: 'networkError', place: null, notes: false, button: 'confirm' },
    ],
  ])('%s', (_name, wait, view) => {
    expect(queueSkinView(wait)).toEqual(view);
  });
});

describe('pollFailureEndsWait and queuedPlace', () => {
  test.each<[StatusType, boolean]>([
    ['Connectivity', true],
    ['Timeout', true],
    ['ServerError', true],
    ['Error', true],
    ['Pause', false],
    ['None', false],
  ])('%s ends the wait: %s', (statusType, ends) => {
    expect(pollFailureEndsWait(statusType)).toBe(ends);
  });

  test.each<[unknown, ReturnType<typeof queuedPlace>]>([
    [status(3, 6), status(3, 6)],
    [status(0), null],
    [{ position: 3 }, null],
    [{ admitted: false, position: -1, estimatedWaitSeconds: 2 }, null],
    [null, null],
    ['QUEUE', null],
  ])('%j → %j', (data, place) => {
    expect(queuedPlace(data)).toEqual(place);
  });
});
