/**
 * The price alerts of every member, indexed per coin by their values, so that a trade costs O(log n + met)
 * for the coin's n price alerts, not O(n): `met(coin, previous, current)` answers exactly the alerts whose
 * condition a trade moving the price from `previous` to `current` meets (contract/alert-rules.ts
 * priceFires, which a property test holds it to).
 *
 * Each coin keeps four lists sorted by value (ties by id): alerts that fire rising (crossesUp and
 * crosses), falling (crossesDown and crosses), greaterThan and lessThan. A rise from p to q meets the
 * rising list's values in (p, q], a fall the falling list's in [q, p) — each a range found by binary
 * search — and greaterThan the values below q, lessThan those above q; equal prices, or no previous price,
 * meet no crossing. An alert enters or leaves a list by a binary search and a splice, O(n) per write:
 * writes are a member's, trades the market's.
 *
 * What the index does not decide: whether a met alert fires (on, not expired, its trigger: alertMayFire).
 * A greaterThan or lessThan alert is met on every trade past its value; whoever evaluates takes a `once`
 * alert out when it fires (it turns off) and may take a `oncePerBar` one out until its next bar, so that
 * it costs nothing while it waits.
 */
import type { AlertOp, CoinKey } from '../../contract';

/** A price alert as the index holds it: its id, op and value (contract/alerts.ts PriceCondition). */
export interface IndexedPriceAlert {
  id: string;
  op: AlertOp;
  value: number;
}

interface Entry {
  id: string;
  value: number;
}

type ListName = 'rising' | 'falling' | 'greater' | 'less';

/** The lists an alert of each op stands in. */
const LISTS: Readonly<Record<AlertOp, readonly ListName[]>> = {
  crosses: ['rising', 'falling'],
  crossesUp: ['rising'],
  crossesDown: ['falling'],
  greaterThan: ['greater'],
  lessThan: ['less'],
};

type CoinLists = Record<ListName, Entry[]>;

/** Whether `a` sorts before `b`: by value, then id. */
function before(a: Entry, b: Entry): boolean {
  return a.value < b.value || (a.value === b.value && a.id < b.id);
}

/** The first index of `list` whose entry does not sort before `entry`. */
function entryIndex(list: readonly Entry[], entry: Entry): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(list[middle]!, entry)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first index of `list` whose value is above `value` (`atLeast` false) or at least `value` (true). */
function valueIndex(list: readonly Entry[], value: number, atLeast: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const v = list[middle]!.value;
    if (atLeast ? v < value : v <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class PriceAlertIndex {
  private readonly coins = new Map<CoinKey, CoinLists>();
  private readonly alerts = new Map<string, { coin: CoinKey; alert: IndexedPriceAlert }>();

  /** Price alerts held, on every coin. */
  get size(): number {
    return this.alerts.size;
  }

  /** Holds `alert` on `coin`, in place of the alert of its id if there was one. */
  add(coin: CoinKey, alert: IndexedPriceAlert): void {
    this.remove(alert.id);
    let lists = this.coins.get(coin);
    if (!lists) {
      lists = { rising: [], falling: [], greater: [], less: [] };
      this.coins.set(coin, lists);
    }
    const entry = { id: alert.id, value: alert.value };
    for (const name of LISTS[alert.op]) {
      const list = lists[name];
      list.splice(entryIndex(list, entry), 0, entry);
    }
    this.alerts.set(alert.id, { coin, alert: { ...alert } });
  }

  /** Lets the alert of `id` go; false when it was not held. */
  remove(id: string): boolean {
    const held = this.alerts.get(id);
    if (!held) return false;
    this.alerts.delete(id);
    const lists = this.coins.get(held.coin)!;
    const entry = { id, value: held.alert.value };
    for (const name of LISTS[held.alert.op]) {
      const list = lists[name];
      list.splice(entryIndex(list, entry), 1);
    }
    if (Object.values(lists).every((list) => list.length === 0)) this.coins.delete(held.coin);
    return true;
  }

  /**
   * The ids of the price alerts on `coin` that a trade at `current` meets, the trade before it (or the
   * price at the alert's write) having been at `previous` (null: none): in no particular order.
   */
  met(coin: CoinKey, previous: number | null, current: number): string[] {
    const lists = this.coins.get(coin);
    if (!lists || Number.isNaN(current)) return [];
    const ids: string[] = [];
    const take = (list: readonly Entry[], from: number, to: number) => {
      for (let i = from; i < to; i++) ids.push(list[i]!.id);
    };
    if (previous !== null && previous < current) {
      const { rising } = lists;
      take(rising, valueIndex(rising, previous, false), valueIndex(rising, current, false));
    } else if (previous !== null && previous > current) {
      const { falling } = lists;
      take(falling, valueIndex(falling, current, true), valueIndex(falling, previous, true));
    }
    take(lists.greater, 0, valueIndex(lists.greater, current, true));
    take(lists.less, valueIndex(lists.less, current, false), lists.less.length);
    return ids;
  }
}
