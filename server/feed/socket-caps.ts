/**
 * Sockets per remote address and in all, and who gets a place when the server is full. A socket counts
 * from its upgrade until it is really closed (not when the hub stops serving it), since until then it
 * holds buffers; an evicted socket is cut at once and counts no more.
 *
 * The rule (`admission`, pure):
 * - No address holds more than `perAddress` sockets, members' and guests' together (429).
 * - Guests (no live session) share `total − memberReserve` places; the last `memberReserve` places are
 *   members' only, so strangers cannot fill the server for the members.
 * - When a guest finds the guest places (or all places) taken, the address holding the most guest sockets
 *   gives up its oldest one if it holds at least two more than the newcomer's address; otherwise the
 *   newcomer is refused (503). When a member finds every place taken, that address gives up a guest socket.
 *
 * Why it is fair: a guest is refused for room only when no address holds more than one guest socket over
 * its own, so under pressure the guest places end shared out evenly (max-min fair, to within one) among
 * the addresses that want them, whatever the others do. And it settles: an eviction moves a place from an
 * address holding h to one holding a ≤ h − 2, which lowers Σ count² by 2(h − a − 1) > 0, so evictions
 * cannot go round in circles between addresses.
 */

/** Sockets held by one address. */
export interface AddressCount {
  all: number;
  guests: number;
}

export interface SocketLimits {
  perAddress: number;
  total: number;
  /** Places only members' sockets may take. */
  memberReserve: number;
}

/** What the server holds now. */
export interface SocketCounts {
  total: number;
  guests: number;
  perAddress: ReadonlyMap<string, AddressCount>;
}

/**
 * ok: admit; evict: admit once a guest socket of that address is cut; address: that address holds its
 * share (429); total: no place and no one holds more than their share (503).
 */
export type Admission = 'ok' | 'address' | 'total' | { evict: string };

/** Whether a socket from `address` (a member's or a guest's) gets a place; see the header for the rule. */
export function admission(
  limits: SocketLimits,
  counts: SocketCounts,
  address: string,
  member: boolean,
): Admission {
  const own = counts.perAddress.get(address) ?? { all: 0, guests: 0 };
  if (own.all >= limits.perAddress) return 'address';
  const full = counts.total >= limits.total;
  if (member) {
    if (!full) return 'ok';
  } else if (!full && counts.guests < limits.total - limits.memberReserve) return 'ok';
  const [richest, held] = mostGuests(counts.perAddress);
  if (richest === undefined) return 'total';
  if (member) return { evict: richest };
  return held >= own.guests + 2 ? { evict: richest } : 'total';
}

/** The address holding the most guest sockets (the first seen on a tie), and how many. */
function mostGuests(perAddress: ReadonlyMap<string, AddressCount>): [string | undefined, number] {
  let richest: string | undefined;
  let held = 0;
  for (const [address, count] of perAddress)
    if (count.guests > held) {
      richest = address;
      held = count.guests;
    }
  return [richest, held];
}

/** The counts `admission` reads, kept as sockets open and close. */
export class SocketCaps {
  private readonly perAddress = new Map<string, AddressCount>();
  private total = 0;
  private guests = 0;

  constructor(private readonly limits: SocketLimits) {}

  get count(): number {
    return this.total;
  }

  admission(address: string, member: boolean): Admission {
    return admission(
      this.limits,
      { total: this.total, guests: this.guests, perAddress: this.perAddress },
      address,
      member,
    );
  }

  open(address: string, member: boolean): void {
    const count = this.perAddress.get(address) ?? { all: 0, guests: 0 };
    count.all += 1;
    if (!member) count.guests += 1;
    this.perAddress.set(address, count);
    this.total += 1;
    if (!member) this.guests += 1;
  }

  /** A member's socket whose session ended: a guest's from now on. */
  demote(address: string): void {
    const count = this.perAddress.get(address);
    if (count === undefined || count.guests >= count.all) return;
    count.guests += 1;
    this.guests += 1;
  }

  /** `member` as the socket is counted now (opened as, or demoted). */
  close(address: string, member: boolean): void {
    const count = this.perAddress.get(address);
    if (count === undefined) return;
    count.all -= 1;
    if (!member) count.guests -= 1;
    if (count.all <= 0) this.perAddress.delete(address);
    this.total -= 1;
    if (!member) this.guests -= 1;
  }
}
