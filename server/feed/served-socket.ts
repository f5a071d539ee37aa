/** A socket the feed serves, as the hub, its sockets and its books see it. */
import type { WebSocket } from 'ws';
import type { Channel, HealthInfo } from '../../contract';
import type { CoinKey } from '../../contract/markets';
import type { OpGate } from './op-gate';

/** A logged-in socket: the member, and the session whose life bounds the member frames. */
export interface SocketMember {
  memNo: number;
  sessionId: string;
}

/** Who is on the other end of a socket. */
export interface SocketPeer {
  /** Remote address, for the per-address cap. */
  address: string;
  member: SocketMember | undefined;
}

export interface ServedSocket {
  socket: WebSocket;
  /** Remote address, as counted in the socket caps. */
  address: string;
  member: SocketMember | undefined;
  /** How the caps count the socket: a member's (until its session ends), a guest's, or no more. */
  place: 'member' | 'guest' | 'released';
  /** Closes the socket if it still follows nothing (SUBSCRIBE_DEADLINE_MS); set while it follows nothing. */
  idleTimer: ReturnType<typeof setTimeout> | undefined;
  channels: Set<Channel>;
  /** Coins whose order book the socket follows. */
  books: Set<CoinKey>;
  heartbeats: number;
  gate: OpGate;
  /** The send buffer as last measured (buffer-budget.ts). */
  buffered: number;
}

/** The feed's counters: the health call's, less what the server adds (ok, version, uptime, sockets open). */
export type FeedStats = Omit<HealthInfo, 'ok' | 'version' | 'uptimeSec' | 'sockets'>;
