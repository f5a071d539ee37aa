// Who gets a socket place (socket-caps.ts): the cap per address, the places kept for members, and the
// even share of the guests' places, as a table and as a property over random arrivals and departures.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  admission,
  SocketCaps,
  type AddressCount,
  type Admission,
  type SocketLimits,
} from '../../../../server/feed/socket-caps';

/** 3 a host, 10 in all, 4 of them members' only: 6 guest places. */
const LIMITS: SocketLimits = { perAddress: 3, total: 10, memberReserve: 4 };

/** Counts from `[address, guests, members]` rows. */
function counts(rows: [string, number, number][]) {
  const perAddress = new Map<string, AddressCount>(
    rows.map(([address, guests, members]) => [address, { all: guests + members, guests }]),
  );
  const guests = rows.reduce((sum, [, g]) => sum + g, 0);
  const total = rows.reduce((sum, [, g, m]) => sum + g + m, 0);
  return { total, guests, perAddress };
}

describe('admission', () => {
  test.each<[string, [string, number, number][], string, boolean, Admission]>([
    ['an empty server takes a guest', [], 'a', false, 'ok'],
    ['an address at its cap is refused, a member too', [['a', 2, 1]], 'a', true, 'address'],
    [
      'guest places left: a guest gets in',
      [
        ['a', 3, 0],
        ['b', 2, 0],
      ],
      'c',
      false,
      'ok',
    ],
    // 6 guest places taken by two hosts: a newcomer takes one from the host holding the most.
    [
      'guest places full: a new address evicts from the richest',
      [
        ['a', 3, 0],
        ['b', 3, 0],
      ],
      'c',
      false,
      { evict: 'a' },
    ],
    [
      'guest places full: a member still gets a kept place',
      [
        ['a', 3, 0],
        ['b', 3, 0],
      ],
      'c',
      true,
      'ok',
    ],
    // Each holds its share (within one): no one is robbed to give the newcomer's host a third socket.
    [
      'guest places full, shared evenly: refused',
      [
        ['a', 2, 0],
        ['b', 2, 0],
        ['c', 2, 0],
      ],
      'c',
      false,
      'total',
    ],
    [
      'guest places full, one over the asker only: refused',
      [
        ['a', 2, 0],
        ['b', 2, 0],
        ['c', 1, 0],
        ['d', 1, 0],
      ],
      'c',
      false,
      'total',
    ],
    [
      'guest places full, two over the asker: evicts',
      [
        ['a', 3, 0],
        ['b', 2, 0],
        ['c', 1, 0],
      ],
      'c',
      false,
      { evict: 'a' },
    ],
    // Members took every place, their own and guests': a guest has no one to take from.
    [
      "all places members': a guest is refused",
      [
        ['m', 0, 3],
        ['n', 0, 3],
        ['o', 0, 3],
        ['p', 0, 1],
      ],
      'a',
      false,
      'total',
    ],
    [
      "all places members': a member too",
      [
        ['m', 0, 3],
        ['n', 0, 3],
        ['o', 0, 3],
        ['p', 0, 1],
      ],
      'q',
      true,
      'total',
    ],
    // Every place taken, guests among them: a member takes a guest's, from the host holding the most.
    [
      'all places taken: a member evicts a guest',
      [
        ['a', 3, 0],
        ['b', 1, 0],
        ['m', 0, 3],
        ['n', 0, 3],
      ],
      'q',
      true,
      { evict: 'a' },
    ],
    // Members overflowed into the guests' places: a guest competes for what guests hold.
    [
      'members in guest places: a guest evicts the richest guest host',
      [
        ['a', 2, 0],
        ['m', 0, 3],
        ['n', 0, 3],
        ['o', 0, 2],
      ],
      'c',
      false,
      { evict: 'a' },
    ],
  ])('%s', (_name, rows, address, member, expected) => {
    expect(admission(LIMITS, counts(rows), address, member)).toEqual(expected);
  });
});

describe('SocketCaps', () => {
  test('counts per address and in all; a closed or demoted socket frees its place', () => {
    const caps = new SocketCaps({ perAddress: 2, total: 3, memberReserve: 1 });
    caps.open('a', false);
    caps.open('b', false);
    // Two guests hold the two guest places; the last one is kept for a member.
    expect(caps.admission('c', false)).toBe('total');
    expect(caps.admission('c', true)).toBe('ok');
    caps.open('a', true);
    expect(caps.admission('a', true)).toBe('address');
    // The member's session ends: three guests now, one host evicts.
    caps.demote('a');
    expect(caps.admission('c', false)).toEqual({ evict: 'a' });
    caps.close('a', false);
    caps.close('a', false);
    expect(caps.count).toBe(1);
    expect(caps.admission('a', false)).toBe('ok');
    // Closing an address with no socket changes nothing.
    caps.close('z', false);
    expect(caps.count).toBe(1);
  });
});

/** One step of a random life of the caps: a guest or a member arrives from an address, or a socket leaves. */
type Step = { arrive: string; member: boolean } | { leave: number };

describe('fairness over random arrivals and departures', () => {
  const limits: SocketLimits = { perAddress: 4, total: 12, memberReserve: 3 };
  const address = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g');
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ arrive: address, member: fc.boolean() }),
    fc.record({ leave: fc.nat(50) }),
  );

  test('a guest is refused for room only when no address holds two guest sockets more than its own; limits hold; evictions settle', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        const caps = new SocketCaps(limits);
        const open: { address: string; member: boolean }[] = [];
        const guestsOf = (a: string) => open.filter((s) => s.address === a && !s.member).length;
        const squares = () =>
          [...new Set(open.map((s) => s.address))].reduce((sum, a) => sum + guestsOf(a) ** 2, 0);
        for (const s of steps) {
          if ('leave' in s) {
            const [gone] = open.splice(s.leave % Math.max(1, open.length), 1);
            if (gone) caps.close(gone.address, gone.member);
            continue;
          }
          const verdict = caps.admission(s.arrive, s.member);
          const own = guestsOf(s.arrive);
          if (verdict === 'total' && !s.member)
            for (const other of open) expect(guestsOf(other.address)).toBeLessThanOrEqual(own + 1);
          if (verdict === 'address' || verdict === 'total') continue;
          if (verdict !== 'ok') {
            const before = squares();
            const victim = open.findIndex((o) => o.address === verdict.evict && !o.member);
            expect(victim).toBeGreaterThanOrEqual(0);
            caps.close(verdict.evict, false);
            open.splice(victim, 1);
            caps.open(s.arrive, s.member);
            open.push({ address: s.arrive, member: s.member });
            // A guest's eviction moves a place to a poorer host: Σ guests² falls, so no cycle.
            if (!s.member) expect(squares()).toBeLessThan(before);
          } else {
            caps.open(s.arrive, s.member);
            open.push({ address: s.arrive, member: s.member });
          }
          expect(open.length).toBeLessThanOrEqual(limits.total);
          expect(open.filter((o) => o.address === s.arrive).length).toBeLessThanOrEqual(limits.perAddress);
          // Guests never take a place kept for members.
          if (!s.member)
            expect(open.filter((o) => !o.member).length).toBeLessThanOrEqual(
              limits.total - limits.memberReserve,
            );
          expect(caps.count).toBe(open.length);
        }
      }),
    );
  });
});
