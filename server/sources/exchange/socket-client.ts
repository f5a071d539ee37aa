/**
 * The socket half of the transport: `OpenSocket` over the `ws` package. One link keeps one socket open to
 * the exchange until closed; it assumes silent death.
 *
 * - After every open it sends the plan's subscription, so a reconnect resubscribes.
 * - Frames are handed on as text: Upbit sends binary frames, Bithumb text; both are UTF-8 JSON (or
 *   Bithumb's `{"status":"UP"}` answer to `PING`).
 * - The plan's ping goes out on its interval while open (Bithumb closes an idle socket after ~120 s and
 *   answers `PING` with `{"status":"UP"}`: apidocs.bithumb.com "연결 관리").
 * - A connection attempt that has neither opened nor failed after `idleMs` (a black-holed address) fails.
 * - No frame for half of `idleMs` → a protocol ping; no frame nor pong for `idleMs` (default 30 s, well inside
 *   the exchanges' 120 s) → the socket counts as dead: it is dropped and reopened. So a quiet market keeps
 *   its socket, and a dead link is found within 30 s.
 * - Reconnects back off exponentially with jitter: attempt n waits base·2ⁿ (capped) times a factor in
 *   [0.5, 1) from the injected random, so a fleet of clients does not reconnect in step.
 *
 * States (`plan.onState`, reported on change only):
 *   connecting — the first attempt;
 *   live       — open (reported on open; the consumer resyncs from REST snapshots then);
 *   retrying   — dropped or failed, waiting to try again;
 *   refused    — the exchange answered the upgrade with 429/418 (connection rate limit): the next attempt
 *                waits `refusedBackoffMs` (default 60 s; Bithumb blocks for 10 minutes after repeated 429s);
 *   offline    — `offlineAfter` attempts in a row (default 5) failed without a frame: it keeps trying at
 *                the capped delay and goes live again when a socket opens.
 * A socket counts as working once it delivered a frame: only then does the attempt count start over, so a
 * server that accepts and drops at once still backs off.
 *
 * Every timer (ping, idle check, reconnect) is owned by the link and cancelled by `close()`.
 */
import WebSocket from 'ws';
import type { LinkState, OpenSocket, SocketLink, SocketPlan } from './exchange-events';
import type { TransportTimers } from './transport-timers';

export interface SocketClientOptions {
  timers: TransportTimers;
  /** [0, 1): the reconnect jitter. */
  random(): number;
  idleMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  refusedBackoffMs?: number;
  offlineAfter?: number;
}

/** The delay before reconnect attempt `attempt` (0-based): exponential, capped, jittered into [½, 1) of it. */
export function reconnectDelay(attempt: number, baseMs: number, capMs: number, random: number): number {
  const full = Math.min(capMs, baseMs * 2 ** attempt);
  return Math.round(full * (0.5 + random / 2));
}

/** A frame's text: `ws` hands frames over as Buffers (or fragments, or an ArrayBuffer). */
export function frameText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

export function socketClient(options: SocketClientOptions): OpenSocket {
  return (url, plan) => new ExchangeSocket(url, plan, options);
}

class ExchangeSocket implements SocketLink {
  private socket: WebSocket | undefined;
  private state: LinkState | undefined;
  private closed = false;
  /** Failed attempts since the last socket that delivered a frame. */
  private failures = 0;
  private gotFrame = false;
  private refused = false;
  private lastFrameAt = 0;
  private readonly cancels = new Set<() => void>();
  private readonly idleMs: number;
  private readonly baseMs: number;
  private readonly capMs: number;
  private readonly refusedMs: number;
  private readonly offlineAfter: number;

  constructor(
    private readonly url: string,
    private readonly plan: SocketPlan,
    private readonly options: SocketClientOptions,
  ) {
    this.idleMs = options.idleMs ?? 30_000;
    this.baseMs = options.backoffBaseMs ?? 500;
    this.capMs = options.backoffCapMs ?? 30_000;
    this.refusedMs = options.refusedBackoffMs ?? 60_000;
    this.offlineAfter = options.offlineAfter ?? 5;
    this.report('connecting');
    this.open();
  }

  resubscribe(): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.subscribe(this.socket);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
    this.drop();
  }

  private open(): void {
    const socket = new WebSocket(this.url, { perMessageDeflate: false });
    this.socket = socket;
    this.gotFrame = false;
    this.refused = false;
    // A connection that neither opens nor fails (a black-holed address) counts as failed at the idle deadline.
    const cancelConnectDeadline = this.after(this.idleMs, () => {
      if (socket === this.socket) this.retry();
    });
    // An answer to the upgrade that is not 101: note a refusal, then abort (ws then emits 'close').
    socket.on('unexpected-response', (_request, response) => {
      this.refused = response.statusCode === 429 || response.statusCode === 418;
      socket.terminate();
    });
    socket.on('open', () => {
      if (socket !== this.socket) return;
      cancelConnectDeadline();
      this.lastFrameAt = this.options.timers.now();
      this.report('live');
      this.subscribe(socket);
      this.schedulePing(socket);
      this.scheduleIdleCheck(socket, this.idleMs / 2);
    });
    socket.on('pong', () => {
      if (socket === this.socket) this.lastFrameAt = this.options.timers.now();
    });
    socket.on('message', (data) => {
      if (socket !== this.socket) return;
      this.lastFrameAt = this.options.timers.now();
      if (!this.gotFrame) {
        this.gotFrame = true;
        this.failures = 0;
      }
      this.plan.onText(frameText(data));
    });
    // 'error' is always followed by 'close'; the close decides what happens next.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (socket === this.socket) this.retry();
    });
  }

  private subscribe(socket: WebSocket): void {
    for (const message of this.plan.subscribe()) socket.send(message);
  }

  /** A timer the link owns: forgotten once it ran, cancelled by close(); the answer cancels it sooner. */
  private after(ms: number, run: () => void): () => void {
    const cancel = this.options.timers.after(ms, () => {
      this.cancels.delete(cancel);
      run();
    });
    this.cancels.add(cancel);
    return () => {
      cancel();
      this.cancels.delete(cancel);
    };
  }

  private schedulePing(socket: WebSocket): void {
    const ping = this.plan.ping;
    if (!ping) return;
    this.after(ping.everyMs, () => {
      if (socket !== this.socket || socket.readyState !== WebSocket.OPEN) return;
      socket.send(ping.text);
      this.schedulePing(socket);
    });
  }

  /**
   * Watches the silence: after half the idle deadline without a frame it sends a protocol ping (any
   * RFC 6455 server answers with a pong, which counts as a frame); at the whole deadline the socket is dead.
   */
  private scheduleIdleCheck(socket: WebSocket, ms: number): void {
    this.after(ms, () => {
      if (socket !== this.socket) return;
      const quietFor = this.options.timers.now() - this.lastFrameAt;
      const half = this.idleMs / 2;
      if (quietFor >= this.idleMs) {
        this.retry();
      } else if (quietFor >= half) {
        socket.ping();
        this.scheduleIdleCheck(socket, this.idleMs - quietFor);
      } else {
        this.scheduleIdleCheck(socket, half - quietFor);
      }
    });
  }

  /** Drops the current socket (if any) and schedules the next attempt. */
  private retry(): void {
    const refused = this.refused;
    this.drop();
    if (this.closed) return;
    if (!this.gotFrame) this.failures += 1;
    this.gotFrame = false;
    // The dropped socket's timers would only find it gone; cancel them now.
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
    let delay: number;
    if (refused) {
      this.report('refused');
      delay = this.refusedMs;
    } else {
      this.report(this.failures >= this.offlineAfter ? 'offline' : 'retrying');
      delay = reconnectDelay(Math.max(0, this.failures - 1), this.baseMs, this.capMs, this.options.random());
    }
    this.after(delay, () => this.open());
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.removeAllListeners('message');
    socket.removeAllListeners('open');
    socket.removeAllListeners('pong');
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) {
      socket.terminate();
    }
  }

  private report(state: LinkState): void {
    if (state === this.state) return;
    this.state = state;
    this.plan.onState(state);
  }
}
