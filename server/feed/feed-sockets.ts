/**
 * The sockets the feed serves: admission under the caps (socket-caps.ts: the upgrade route refuses first,
 * `attach` again and evicts), each message's rate gate (op-gate.ts) before its meaning, the subscribe
 * deadline, sends under the per-socket cap and the shared buffer budget (buffer-budget.ts: the slowest
 * readers go first), heartbeats, and a member socket's session checked on every heartbeat.
 */
import type { WebSocket, RawData } from 'ws';
import { MEMBER_CHANNELS, SOCKET_CLOSE, type ClientMessage, type HeartbeatFrame } from '../../contract';
import { BufferBudget } from './buffer-budget';
import { parseClientMessage } from './client-message';
import {
  BUFFER_BUDGET_BYTES,
  BUFFER_RELIEF_BYTES,
  MAX_BUFFERED_BYTES,
  MAX_SOCKETS,
  MAX_SOCKETS_PER_ADDRESS,
  MEMBER_RESERVED_SOCKETS,
  SUBSCRIBE_DEADLINE_MS,
} from './feed-limits';
import { encodeFrame } from './frame-ring';
import { OpGate } from './op-gate';
import type { FeedStats, ServedSocket, SocketPeer } from './served-socket';
import { SocketCaps, type Admission } from './socket-caps';

/**
 * A shed socket whose send buffer holds more than this is cut at once: its close frame would wait
 * behind that much unread data, and the socket would hold its buffers until ws's close timeout.
 */
const CLOSE_FRAME_WAIT_BYTES = 64 * 1024;

export interface FeedSocketsOptions {
  /** A message about a channel or a book (sub, unsub, snapshot): the hub's to answer. */
  follow: (client: ServedSocket, message: Exclude<ClientMessage, { op: 'ping' }>) => void;
  /** A socket stops being served: the hub lets go of what it followed. */
  forget: (client: ServedSocket) => void;
  /** Whether a session is still live, without extending it (a socket is no activity). */
  sessionLive: (sessionId: string) => boolean;
  now: () => number;
}

export class FeedSockets {
  private readonly clients = new Set<ServedSocket>();
  private readonly caps = new SocketCaps({
    perAddress: MAX_SOCKETS_PER_ADDRESS,
    total: MAX_SOCKETS,
    memberReserve: MEMBER_RESERVED_SOCKETS,
  });
  private readonly budget = new BufferBudget<ServedSocket>(
    BUFFER_BUDGET_BYTES,
    BUFFER_RELIEF_BYTES,
    (client) => client.socket.bufferedAmount,
  );

  readonly stats: FeedStats = {
    malformedMessages: 0,
    droppedSlowSockets: 0,
    rateLimitedMessages: 0,
    floodedSockets: 0,
    refusedSockets: 0,
    evictedSockets: 0,
    idleSockets: 0,
    droppedOverBudget: 0,
  };

  constructor(private readonly options: FeedSocketsOptions) {}

  /** Every socket served now. */
  get served(): ReadonlySet<ServedSocket> {
    return this.clients;
  }

  get socketCount(): number {
    return this.clients.size;
  }

  /** Places the socket caps count as taken (a socket holds one from its upgrade until really closed). */
  get heldPlaces(): number {
    return this.caps.count;
  }

  /** Bytes the send buffers of all sockets hold, as last measured (at most one flush old). */
  get bufferedBytes(): number {
    return this.budget.bytes;
  }

  /**
   * Whether a socket from `address` (a member's: it carries a live session) would be taken now; a refusal
   * is counted. The upgrade route asks before upgrading, so that a refusal is an HTTP answer in the
   * envelope; an eviction waits for `attach`.
   */
  screen(address: string, member: boolean): Admission {
    const admission = this.caps.admission(address, member);
    if (admission === 'address' || admission === 'total') this.stats.refusedSockets++;
    return admission;
  }

  /**
   * Serves a socket; over a cap (two upgrades can pass the route's check at once) it is closed at once
   * with SOCKET_CLOSE.tryAgainLater and false is answered.
   */
  attach(socket: WebSocket, peer: SocketPeer): boolean {
    const admission = this.screen(peer.address, peer.member !== undefined);
    if (admission === 'address' || admission === 'total') {
      socket.close(SOCKET_CLOSE.tryAgainLater, 'too many sockets');
      return false;
    }
    // The address to evict from may hold only sockets already closing: then there is no room after all.
    if (admission !== 'ok' && !this.evict(admission.evict)) {
      this.stats.refusedSockets++;
      socket.close(SOCKET_CLOSE.tryAgainLater, 'too many sockets');
      return false;
    }
    const place = peer.member ? 'member' : 'guest';
    this.caps.open(peer.address, place === 'member');
    const client: ServedSocket = {
      socket,
      address: peer.address,
      member: peer.member,
      place,
      idleTimer: undefined,
      channels: new Set(),
      books: new Set(),
      heartbeats: 0,
      gate: new OpGate(this.options.now()),
      buffered: 0,
    };
    this.clients.add(client);
    this.budget.add(client);
    this.watchIdle(client);
    socket.on('message', (data, isBinary) => this.receive(client, data, isBinary));
    socket.once('close', () => {
      this.remove(client);
      this.release(client);
    });
    socket.on('error', () => {
      this.remove(client);
      socket.terminate();
    });
    return true;
  }

  /** One message of a socket: its rate first (a dropped message costs no parsing), then its meaning. */
  private receive(client: ServedSocket, data: RawData, isBinary: boolean): void {
    // A shed socket may still be talking while its close handshake runs.
    if (!this.clients.has(client)) return;
    const verdict = client.gate.admit(this.options.now());
    if (verdict === 'drop') {
      this.stats.rateLimitedMessages++;
      return;
    }
    if (verdict === 'close') {
      this.stats.floodedSockets++;
      this.shed(client, SOCKET_CLOSE.policy, 'too many messages');
      return;
    }
    const message = isBinary ? undefined : parseClientMessage(data.toString());
    if (!message) this.stats.malformedMessages++;
    else this.handle(client, message);
  }

  /** Forgets a client and what it followed. */
  private remove(client: ServedSocket): void {
    this.clients.delete(client);
    this.budget.delete(client);
    clearTimeout(client.idleTimer);
    client.idleTimer = undefined;
    this.options.forget(client);
  }

  /** Gives the socket's place back to the caps, once. */
  private release(client: ServedSocket): void {
    if (client.place === 'released') return;
    this.caps.close(client.address, client.place === 'member');
    client.place = 'released';
  }

  /**
   * Cuts the oldest guest socket of `address` to make room (socket-caps.ts): its place is free at once,
   * since a cut socket holds no buffers, and the close frame tells its client to come back later. False
   * when the address has no guest socket still served.
   */
  private evict(address: string): boolean {
    for (const client of this.clients)
      if (client.address === address && client.place === 'guest') {
        this.stats.evictedSockets++;
        this.remove(client);
        this.release(client);
        client.socket.close(SOCKET_CLOSE.tryAgainLater, 'server full');
        client.socket.terminate();
        return true;
      }
    return false;
  }

  /**
   * Starts the socket's subscribe deadline when it follows nothing, stops it when it follows something.
   * Called on attach and after every change of its subscriptions.
   */
  watchIdle(client: ServedSocket): void {
    const idle = client.channels.size === 0 && client.books.size === 0;
    if (!idle) {
      clearTimeout(client.idleTimer);
      client.idleTimer = undefined;
    } else if (client.idleTimer === undefined && this.clients.has(client)) {
      client.idleTimer = setTimeout(() => {
        client.idleTimer = undefined;
        this.stats.idleSockets++;
        this.shed(client, SOCKET_CLOSE.policy, 'no subscription');
      }, SUBSCRIBE_DEADLINE_MS);
    }
  }

  /** Stops serving a socket and closes it with `code`. */
  private shed(client: ServedSocket, code: number, reason: string): void {
    const socket = client.socket;
    this.remove(client);
    socket.close(code, reason);
    if (socket.bufferedAmount > CLOSE_FRAME_WAIT_BYTES) socket.terminate();
  }

  private handle(client: ServedSocket, message: ClientMessage): void {
    if (message.op === 'ping') {
      this.heartbeat(client);
      return;
    }
    this.options.follow(client, message);
    this.watchIdle(client);
  }

  /** Sends an encoded frame as a text frame; the same bytes go to every socket without a copy. */
  send(client: ServedSocket, frame: Buffer): void {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN || !this.clients.has(client)) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.stats.droppedSlowSockets++;
      this.shed(client, SOCKET_CLOSE.tryAgainLater, 'too slow');
      return;
    }
    socket.send(frame, { binary: false });
    if (this.budget.note(client)) this.shedOverBudget();
  }

  /** All send buffers together passed the budget: the slowest readers go first. */
  private shedOverBudget(): void {
    for (const client of this.budget.over()) {
      this.stats.droppedOverBudget++;
      this.shed(client, SOCKET_CLOSE.tryAgainLater, 'server busy');
    }
  }

  heartbeat(client: ServedSocket): void {
    const frame: HeartbeatFrame = { ch: 'heartbeat', seq: ++client.heartbeats, t: this.options.now() };
    this.send(client, encodeFrame(frame));
  }

  /**
   * Heartbeats, and the member sockets whose session expired or was deleted lose their member frames.
   * Checked here, once per session every HEARTBEAT_MS, rather than before every member frame: a fill
   * sends several frames within one commit, and a lookup per frame and socket would put the database on
   * the hot path for a revocation that may come at most one heartbeat late.
   */
  heartbeatAll(): void {
    const live = new Map<string, boolean>();
    for (const client of this.clients) {
      const sessionId = client.member?.sessionId;
      if (sessionId === undefined) continue;
      let isLive = live.get(sessionId);
      if (isLive === undefined) {
        isLive = this.options.sessionLive(sessionId);
        live.set(sessionId, isLive);
      }
      if (!isLive) this.revoke(client);
    }
    for (const client of this.clients) this.heartbeat(client);
  }

  /** After logout: the sockets of that session stop receiving the member's frames. */
  forgetSession(sessionId: string): void {
    for (const client of this.clients) if (client.member?.sessionId === sessionId) this.revoke(client);
  }

  /** The socket is a guest's from now on, in the caps too. */
  revoke(client: ServedSocket): void {
    client.member = undefined;
    if (client.place === 'member') {
      this.caps.demote(client.address);
      client.place = 'guest';
    }
    for (const ch of MEMBER_CHANNELS) client.channels.delete(ch);
    this.watchIdle(client);
  }

  /** Closes every socket with `code` (they may come back at once, unlike a shed socket). */
  closeAll(code: number, reason: string): void {
    for (const client of [...this.clients]) {
      this.remove(client);
      client.socket.close(code, reason);
      client.socket.terminate();
    }
  }

  /** Buffers drained since they were last measured: measure them all, and shed if still over budget. */
  relieve(): void {
    this.budget.recount();
    if (this.budget.bytes > BUFFER_BUDGET_BYTES) this.shedOverBudget();
  }
}
