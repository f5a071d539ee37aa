/**
 * The access queue (chart spec §2 "queue-wait skin", §8 queue-wait messages): when the exchange admits
 * members in turn (the simulator's `queue` fault switch), every REST call answers
 * HTTP 503 `QUEUE` (ERROR_CODES.queue) whose `data` is a QueueStatus, and the app shows the queue-wait
 * skin, asking `GET API.queueStatus` every `QUEUE.pollMs` until it answers `admitted`. The spec names
 * the messages only; the call, its answer and the timings are the project's (contract/spec-readings.md).
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const QUEUE = {
  /** The skin asks for the member's place this often while waiting. */
  pollMs: 2_000,
  /** "It is your turn" stays this long before the page carries on. */
  myTurnMs: 1_500,
} as const;

/**
 * The member's place in the line. `position` counts from 1 (next to enter) while waiting and is 0 once
 * admitted; `estimatedWaitSeconds` is the exchange's estimate of the wait at its current pace (0 once
 * admitted).
 */
export const queueStatusSchema = lazySchema(() =>
  z.object({
    admitted: z.boolean(),
    position: z.number().int().min(0),
    estimatedWaitSeconds: z.number().int().min(0),
  }),
);
export type QueueStatus = z.infer<typeof queueStatusSchema>;
