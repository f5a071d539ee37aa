/**
 * Low-rate state shared by the app's windows (a popped-out panel follows login, logout and language):
 * a tiny typed protocol over one BroadcastChannel. A channel never receives its own messages, so a
 * window applying a message does not echo it back.
 */
import { z } from 'zod';
import { lazySchema } from '../../contract/lazy-schema';
import { LANGUAGES } from '../lib/languages';

export const SYNC_CHANNEL_NAME = 'tradedeck';

const syncMessage = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** The session changed in another window; `member` makes the receiver reload it from the server. */
    z.object({ type: z.literal('session'), status: z.enum(['guest', 'member']) }),
    z.object({ type: z.literal('language'), language: z.enum(LANGUAGES) }),
  ]),
);
export type SyncMessage = z.infer<typeof syncMessage>;

/** Messages from other windows are checked: anything else on the channel is ignored, never applied. */
export function parseSyncMessage(data: unknown): SyncMessage | null {
  const parsed = syncMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

let channel: BroadcastChannel | null = null;
const listeners = new Set<(message: SyncMessage) => void>();

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(SYNC_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = parseSyncMessage(event.data);
    if (message) for (const listener of listeners) listener(message);
  };
  return channel;
}

export function postSync(message: SyncMessage): void {
  openChannel()?.postMessage(message);
}

/** Listens to the other windows; the channel closes when the last listener leaves. */
export function onSync(listener: (message: SyncMessage) => void): () => void {
  listeners.add(listener);
  openChannel();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && channel) {
      channel.close();
      channel = null;
    }
  };
}
