/** A socket the feed serves, as the hub, its sockets and its books see it. */
import type { WebSocket } from 'ws';
import type { Channel } from '../../contract';
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

export interface FeedStats {
  malformedMessages: number;
  droppedSlowSockets: number;
  /** Messages ignored for the socket's rate. */
  rateLimitedMessages: number;
  /** Sockets closed for flooding (SOCKET_CLOSE.policy). */
  floodedSockets: number;
  /** Sockets refused for the caps per address or in all. */
  refusedSockets: number;
  /** Guest sockets cut to make room for a member or for an address holding fewer (socket-caps.ts). */
  evictedSockets: number;
  /** Sockets closed for following nothing for SUBSCRIBE_DEADLINE_MS. */
  idleSockets: number;
  /** Sockets dropped, slowest first, when all send buffers together passed the budget. */
  droppedOverBudget: number;
}
