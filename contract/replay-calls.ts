/** The replay control's call (POST API.replay), its body checked by both sides. */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { MAX_REPLAY_SPEED, MIN_REPLAY_SPEED } from './market-source';

/** POST API.replay: play, pause, step one bar (paused), set the speed, or jump to a time (clamped to the range). */
export const replayRequest = lazySchema(() =>
  z.discriminatedUnion('action', [
    z.object({ action: z.literal('play') }),
    z.object({ action: z.literal('pause') }),
    z.object({ action: z.literal('step') }),
    z.object({
      action: z.literal('speed'),
      speed: z.number().int().min(MIN_REPLAY_SPEED).max(MAX_REPLAY_SPEED),
    }),
    z.object({ action: z.literal('jump'), replayMs: z.number().int().nonnegative() }),
  ]),
);
export type ReplayRequest = z.infer<typeof replayRequest>;
