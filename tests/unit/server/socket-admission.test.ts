// Who holds the server's sockets, on the hub with fake sockets: 32 hosts × 32 idle sockets that read no
// longer shut out an honest guest or a member (socket-caps.ts), and a socket that follows nothing is closed
// after SUBSCRIBE_DEADLINE_MS (its own timer, faked here).
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SOCKET_CLOSE, type ClientMessage } from '../../../contract';
import type { FeedHub } from '../../../server/feed/feed-hub';
import {
  MAX_SOCKETS,
  MAX_SOCKETS_PER_ADDRESS,
  MEMBER_RESERVED_SOCKETS,
  SUBSCRIBE_DEADLINE_MS,
} from '../../../server/feed/feed-limits';
import { FakeSocket, quietHub } from './fake-socket';

let hub: FeedHub;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  hub = quietHub(() => Date.UTC(2026, 10, 28)).hub;
});
afterEach(() => {
  hub.dispose();
  vi.useRealTimers();
});

let memNo = 0;
/** A socket from `address` (a member's with `member`), attached: answers it and whether it was taken. */
function connect(address: string, member = false): { socket: FakeSocket; taken: boolean } {
  const socket = new FakeSocket();
  const peer = { address, member: member ? { memNo: ++memNo, sessionId: `s${memNo}` } : undefined };
  const taken = hub.attach(socket as unknown as WebSocket, peer);
  return { socket, taken };
}

function say(socket: FakeSocket, message: ClientMessage): void {
  socket.emit('message', Buffer.from(JSON.stringify(message)), false);
}

/**
 * A guest socket that reads its frames and follows the intro channel once taken: alive by every measure.
 * Answers the socket, or undefined when it was refused.
 */
function holder(address: string): FakeSocket | undefined {
  const { socket, taken } = connect(address);
  if (!taken) return undefined;
  say(socket, { op: 'sub', ch: 'intro' });
  return socket;
}

/** 32 hosts each opening 32 holders, one host after the other: the sockets taken, by host. */
function attack(): Map<string, FakeSocket[]> {
  const byHost = new Map<string, FakeSocket[]>();
  for (let host = 0; host < MAX_SOCKETS / MAX_SOCKETS_PER_ADDRESS; host++) {
    const address = `10.0.0.${host}`;
    const taken = Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, () => holder(address));
    byHost.set(
      address,
      taken.filter((socket) => socket !== undefined),
    );
  }
  return byHost;
}

const isOpen = (socket: FakeSocket) => socket.readyState === 1;

describe('32 hosts × 32 idle sockets', () => {
  const GUEST_PLACES = MAX_SOCKETS - MEMBER_RESERVED_SOCKETS;

  test('an honest guest from a new host and a member still get in; the hosts end with an even share', () => {
    const byHost = attack();
    const held = [...byHost.values()].flat();
    // Guests never take the places kept for members.
    expect(hub.heldPlaces).toBe(GUEST_PLACES);
    expect(held.filter(isOpen)).toHaveLength(GUEST_PLACES);
    // The first hosts gave up sockets to the later ones, each told to come back later.
    expect(hub.stats.evictedSockets).toBe(held.length - GUEST_PLACES);
    for (const socket of held.filter((s) => !isOpen(s)))
      expect(socket.closedWith).toBe(SOCKET_CLOSE.tryAgainLater);
    // 768 places over 32 hosts: 24 each, the rest of the attack refused.
    const shares = [...byHost.values()].map((sockets) => sockets.filter(isOpen).length);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);

    const guest = connect('192.0.2.1');
    expect(guest.taken).toBe(true);
    const member = connect('192.0.2.2', true);
    expect(member.taken).toBe(true);
    expect(hub.heldPlaces).toBe(GUEST_PLACES + 1);
  });

  test("members fill their kept places, then take guests' places; members are never evicted", () => {
    attack();
    const members = Array.from({ length: MEMBER_RESERVED_SOCKETS + 10 }, (_, i) =>
      connect(`198.51.100.${Math.floor(i / MAX_SOCKETS_PER_ADDRESS)}`, true),
    );
    expect(members.every((m) => m.taken)).toBe(true);
    expect(hub.heldPlaces).toBe(MAX_SOCKETS);
    // A guest from a host holding none still takes the place of a host holding the most…
    expect(connect('192.0.2.1').taken).toBe(true);
    // …and the members all stay.
    expect(members.every((m) => isOpen(m.socket))).toBe(true);
    expect(hub.heldPlaces).toBe(MAX_SOCKETS);
  });

  test('a socket still closing holds its place: no eviction takes it twice', () => {
    // 24 hosts × 32 sockets that never subscribe fill the guest places…
    for (let host = 0; host < GUEST_PLACES / MAX_SOCKETS_PER_ADDRESS; host++)
      for (let i = 0; i < MAX_SOCKETS_PER_ADDRESS; i++) expect(connect(`10.0.0.${host}`).taken).toBe(true);
    // …and are closed for it, but their close handshakes have not ended.
    vi.advanceTimersByTime(SUBSCRIBE_DEADLINE_MS);
    expect(hub.socketCount).toBe(0);
    expect(hub.heldPlaces).toBe(GUEST_PLACES);
    const refused = hub.stats.refusedSockets;
    expect(connect('192.0.2.1').taken).toBe(false);
    expect(hub.stats.refusedSockets).toBe(refused + 1);
    expect(hub.heldPlaces).toBe(GUEST_PLACES);
  });

  test('after the attack every socket is released: no place, no client, no timer left', () => {
    const sockets = [...attack().values()].flat();
    sockets.push(connect('10.0.2.1').socket);
    for (const socket of sockets) socket.emit('close');
    expect(hub.heldPlaces).toBe(0);
    expect(hub.socketCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a socket that follows nothing', () => {
  test(`is closed ${SUBSCRIBE_DEADLINE_MS} ms after it opened, with the policy code`, () => {
    const idle = connect('10.0.0.1').socket;
    const follower = connect('10.0.0.1').socket;
    say(follower, { op: 'sub', ch: 'ticker' });
    vi.advanceTimersByTime(SUBSCRIBE_DEADLINE_MS - 1);
    expect(isOpen(idle)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(idle.closedWith).toBe(SOCKET_CLOSE.policy);
    expect(hub.stats.idleSockets).toBe(1);
    expect(isOpen(follower)).toBe(true);
    expect(hub.socketCount).toBe(1);
  });

  test('pings and snapshots are not following', () => {
    const pinger = connect('10.0.0.1').socket;
    const asker = connect('10.0.0.1').socket;
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(SUBSCRIBE_DEADLINE_MS / 5 - 1);
      say(pinger, { op: 'ping' });
      say(asker, { op: 'snapshot', ch: 'ticker' });
    }
    vi.advanceTimersByTime(5);
    expect(pinger.closedWith).toBe(SOCKET_CLOSE.policy);
    expect(asker.closedWith).toBe(SOCKET_CLOSE.policy);
  });

  test('the deadline starts again when a socket lets go of its last subscription, and stops on close', () => {
    const socket = connect('10.0.0.1').socket;
    say(socket, { op: 'sub', ch: 'ticker' });
    say(socket, { op: 'sub', ch: 'trades' });
    vi.advanceTimersByTime(SUBSCRIBE_DEADLINE_MS * 3);
    expect(isOpen(socket)).toBe(true);
    say(socket, { op: 'unsub', ch: 'ticker' });
    vi.advanceTimersByTime(SUBSCRIBE_DEADLINE_MS * 3);
    expect(isOpen(socket)).toBe(true);
    say(socket, { op: 'unsub', ch: 'trades' });
    vi.advanceTimersByTime(SUBSCRIBE_DEADLINE_MS);
    expect(socket.closedWith).toBe(SOCKET_CLOSE.policy);

    const closing = connect('10.0.0.1').socket;
    closing.emit('close');
    expect(vi.getTimerCount()).toBe(0);
  });
});
