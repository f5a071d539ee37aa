/**
 * The queue-wait skin's pure rules (chart spec §2, §8; contract/queue.ts): how the wait moves on each
 * event, and which of the seven messages the skin shows in each state — "waiting for access", "my
 * turn", the estimated wait in seconds, "high load" and "re-connecting makes waiting longer" (the two
 * standing notes while waiting), "stop", and "network error, try later".
 */
import { queueStatusSchema, type QueueStatus } from '../../contract';
import type { StatusType } from '../api/status';

/** Where the member stands in the line; unknown when a queued answer carried no readable place. */
export interface QueuePlace {
  position: number;
  estimatedWaitSeconds: number;
}

/**
 * idle: no wait. waiting: polling for the member's turn. myTurn: admitted, said for a moment before the
 * page carries on. failed: the place could not be asked (network), the wait is over. stopped: the member
 * gave up (stop, or OK after a failure) and was sent to the service-delay page; queued answers are not
 * shown again until they leave it, which tries again.
 */
export type QueueWait =
  | { phase: 'idle' }
  | { phase: 'waiting'; place: QueuePlace | null }
  | { phase: 'myTurn' }
  | { phase: 'failed' }
  | { phase: 'stopped' };

export type QueueEvent =
  /** A call answered 503 QUEUE; `status` is its data when readable. */
  | { type: 'queued'; status: QueueStatus | null }
  /** The queue's own call answered. */
  | { type: 'polled'; status: QueueStatus }
  /** The queue's own call failed, with the failure's status type. */
  | { type: 'pollFailed'; statusType: StatusType }
  /** Stop (while waiting) or OK (after a failure). */
  | { type: 'stop' }
  /** "My turn" has been shown long enough. */
  | { type: 'carriedOn' }
  /** The path changed; `onDelayPage` says whether it is the service-delay page. */
  | { type: 'navigated'; onDelayPage: boolean };

export const IDLE: QueueWait = { phase: 'idle' };

/** A queued answer's data as a place, or null when it is not a waiting QueueStatus. */
export function queuedPlace(data: unknown): QueueStatus | null {
  const parsed = queueStatusSchema.safeParse(data);
  return parsed.success && !parsed.data.admitted ? parsed.data : null;
}

function placeOf(status: QueueStatus): QueuePlace {
  return { position: status.position, estimatedWaitSeconds: status.estimatedWaitSeconds };
}

/**
 * Whether a failed poll ends the wait with "network error, try later". Maintenance shows its own dialog
 * above the skin and the wait goes on; a cancelled poll is no failure.
 */
export function pollFailureEndsWait(statusType: StatusType): boolean {
  return statusType !== 'Pause' && statusType !== 'None';
}

/** The next state of the wait; the same object when the event changes nothing. */
export function nextQueueWait(wait: QueueWait, event: QueueEvent): QueueWait {
  switch (event.type) {
    case 'queued':
      if (wait.phase === 'idle' || wait.phase === 'myTurn')
        return { phase: 'waiting', place: event.status && placeOf(event.status) };
      if (wait.phase === 'waiting' && event.status) return { phase: 'waiting', place: placeOf(event.status) };
      return wait;
    case 'polled':
      if (wait.phase !== 'waiting') return wait;
      return event.status.admitted ? { phase: 'myTurn' } : { phase: 'waiting', place: placeOf(event.status) };
    case 'pollFailed':
      return wait.phase === 'waiting' && pollFailureEndsWait(event.statusType) ? { phase: 'failed' } : wait;
    case 'stop':
      return wait.phase === 'waiting' || wait.phase === 'failed' ? { phase: 'stopped' } : wait;
    case 'carriedOn':
      return wait.phase === 'myTurn' ? IDLE : wait;
    case 'navigated':
      return wait.phase === 'stopped' && !event.onDelayPage ? IDLE : wait;
  }
}

/** What the skin shows; null when it is not shown. */
export interface QueueSkinView {
  headline: 'waiting' | 'myTurn' | 'networkError';
  /** The place and the estimated wait, while waiting and known. */
  place: QueuePlace | null;
  /** The two standing notes: high load, and re-connecting makes the wait longer. */
  notes: boolean;
  /** Stop while waiting; OK after a failure; none while saying "my turn". */
  button: 'stop' | 'confirm' | null;
}

export function queueSkinView(wait: QueueWait): QueueSkinView | null {
  switch (wait.phase) {
    case 'waiting':
      return { headline: 'waiting', place: wait.place, notes: true, button: 'stop' };
    case 'myTurn':
      return { headline: 'myTurn', place: null, notes: false, button: null };
    case 'failed':
      return { headline: 'networkError', place: null, notes: false, button: 'confirm' };
    case 'idle':
    case 'stopped':
      return null;
  }
}
