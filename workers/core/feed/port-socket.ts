/**
 * A feed socket over a MessagePort, for an exchange that lives in the page or a test instead of behind a
 * WebSocket. Each connection attempt has an id; the other end answers `open` (or `close`) for it and then
 * sends text frames tagged with it, so a late frame of a closed connection never leaks into the next.
 */
import type { FeedSocketEvents, FeedSocketFactory } from './feed-socket';

/** Feed side → exchange side. */
export type PortSocketRequest =
  | { kind: 'connect'; id: number }
  | { kind: 'text'; id: number; text: string }
  | { kind: 'close'; id: number };

/** Exchange side → feed side. `data` of a message is passed on as is (anything but a string is malformed). */
export type PortSocketReply =
  | { kind: 'open'; id: number }
  | { kind: 'message'; id: number; data: unknown }
  | { kind: 'close'; id: number; code?: number };

/** The minimum of a MessagePort used here. */
export interface PortLike {
  postMessage(message: PortSocketRequest): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export function portSocketFactory(port: PortLike): FeedSocketFactory {
  let nextId = 1;
  let current: { id: number; events: FeedSocketEvents } | null = null;
  port.onmessage = (event) => {
    const reply = (event.data ?? null) as Partial<PortSocketReply> | null;
    if (!current || !reply || reply.id !== current.id) return;
    const { events } = current;
    if (reply.kind === 'open') events.open();
    else if (reply.kind === 'message') events.message(reply.data);
    else if (reply.kind === 'close') {
      current = null;
      events.close(reply.code);
    }
  };
  return (events) => {
    const id = nextId;
    nextId += 1;
    current = { id, events };
    port.postMessage({ kind: 'connect', id });
    return {
      send(text) {
        if (current?.id === id) port.postMessage({ kind: 'text', id, text });
      },
      close() {
        if (current?.id !== id) return;
        current = null;
        port.postMessage({ kind: 'close', id });
      },
    };
  };
}
