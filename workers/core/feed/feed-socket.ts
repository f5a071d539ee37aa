/**
 * The socket as the session needs it: open, text in, text out, close. The session never touches a
 * WebSocket directly, so Node tests give it a fake, the worker a browser WebSocket, the Node integration
 * test the `ws` package, and an in-page test a MessagePort (port-socket.ts).
 */
export interface FeedSocketEvents {
  open(): void;
  /** A message as it came off the wire: a string for text frames, anything else is malformed. */
  message(data: unknown): void;
  /**
   * The socket closed or failed; it will not be used again. `code` is the close code when the server
   * sent one (SOCKET_CLOSE of the contract: a shed socket backs off).
   */
  close(code?: number): void;
}

export interface FeedSocket {
  send(text: string): void;
  /** Closes without calling `events.close` (the session already knows). */
  close(): void;
}

export type FeedSocketFactory = (events: FeedSocketEvents) => FeedSocket;

/** What the session uses of a WebSocket; browsers' and the `ws` package's both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

const OPEN = 1;
const NORMAL_CLOSURE = 1000;

/** The code of a close event (browsers' CloseEvent and ws's both carry one). */
function closeCodeOf(event: unknown): number | undefined {
  const code = (event as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** Opens a WebSocket to `url` per connection attempt. */
export function webSocketFactory(url: string, WebSocketImpl: WebSocketConstructor): FeedSocketFactory {
  return (events) => {
    const socket = new WebSocketImpl(url);
    socket.onopen = () => events.open();
    socket.onmessage = (event) => events.message(event.data);
    socket.onclose = (event) => events.close(closeCodeOf(event));
    // An error is always followed by close, which is where the session reacts.
    socket.onerror = () => undefined;
    return {
      send(text) {
        if (socket.readyState === OPEN) socket.send(text);
      },
      close() {
        socket.onopen = null;
        socket.onmessage = null;
        socket.onclose = null;
        socket.close(NORMAL_CLOSURE);
      },
    };
  };
}
