/**
 * The ticker table in columns: one Float64Array per ticker field and per tick-type change rate, one slot
 * per coin. Slots are only ever appended (a coin keeps its slot for the life of the table), so a mirror
 * that has seen slots [0, n) needs only the keys from n on. A coin missing from a snapshot keeps its slot
 * with every value NaN: "absent". Decoded frames only carry finite numbers, so NaN means absent.
 *
 * The worker's table is the source; the main thread's mirror is the same class fed with encoded changes.
 */
import type { CoinKey } from '../../../contract/markets';
import {
  TICKER_FIELDS,
  TICK_TYPES,
  type TickType,
  type TickerField,
  type TickerTuple,
} from '../../../contract/socket';

/** Columns: the ticker fields in frame order, then the change rate by tick type in TICK_TYPES order. */
export const TICKER_COLUMN_COUNT = TICKER_FIELDS.length + TICK_TYPES.length;

const FIELD_INDEX = new Map<string, number>(TICKER_FIELDS.map((field, index) => [field, index]));
const RATE_INDEX = new Map<string, number>(
  TICK_TYPES.map((type, index) => [type, TICKER_FIELDS.length + index]),
);
const CLOSE_PRICE = 0;

const INITIAL_CAPACITY = 64;

/** Changed slots with their values, packed for a transfer to a mirror. */
export interface TickerChanges {
  slots: Int32Array;
  /** slots.length × TICKER_COLUMN_COUNT values, slot after slot, columns in table order. */
  values: Float64Array;
  /** Slot of keys[0]: the keys are the slots added since the receiver's size. */
  keysFrom: number;
  keys: CoinKey[];
}

/** A second-ticker row: key, close price, then the change rate of each tick type. */
export type SecondTickerRow = [CoinKey, number, ...number[]];

export class TickerTable {
  private capacity = INITIAL_CAPACITY;
  private columns: Float64Array[] = [];
  private readonly keys: CoinKey[] = [];
  private readonly slots = new Map<string, number>();
  private dirtyFlags = new Uint8Array(INITIAL_CAPACITY);
  private dirtyList = new Int32Array(INITIAL_CAPACITY);
  private dirtyCount = 0;
  /** Snapshot generation stamps: a slot not stamped by the current snapshot becomes absent. */
  private stamps = new Uint32Array(INITIAL_CAPACITY);
  private snapshotGeneration = 0;
  private version = 0;

  constructor() {
    for (let c = 0; c < TICKER_COLUMN_COUNT; c += 1)
      this.columns.push(new Float64Array(INITIAL_CAPACITY).fill(NaN));
  }

  /** Bumps when slots are added; values alone do not bump it. */
  get layoutVersion(): number {
    return this.version;
  }

  get size(): number {
    return this.keys.length;
  }

  slotOf(key: CoinKey): number | undefined {
    return this.slots.get(key);
  }

  keyAt(slot: number): CoinKey {
    const key = this.keys[slot];
    if (key === undefined)
      throw new RangeError(`ticker slot ${slot} is outside the table (size ${this.size})`);
    return key;
  }

  value(slot: number, field: TickerField): number {
    return this.columns[FIELD_INDEX.get(field)!]![slot] ?? NaN;
  }

  /** Change rate of the coin over a tick type (from the second ticker); NaN until one arrived. */
  rate(slot: number, tickType: TickType): number {
    return this.columns[RATE_INDEX.get(tickType)!]![slot] ?? NaN;
  }

  /** False for a coin the newest snapshot did not list (its values are NaN). */
  isPresent(slot: number): boolean {
    return slot < this.size && !Number.isNaN(this.columns[CLOSE_PRICE]![slot]);
  }

  /**
   * The live column of a field, for renderers that scan many slots. The array is replaced when the table
   * grows, which always bumps layoutVersion: re-read it then.
   */
  column(field: TickerField): Float64Array {
    return this.columns[FIELD_INDEX.get(field)!]!;
  }

  /** The slot of a coin, adding one (values NaN) when the coin is new. */
  ensureSlot(key: CoinKey): number {
    const known = this.slots.get(key);
    if (known !== undefined) return known;
    const slot = this.keys.length;
    if (slot === this.capacity) this.grow(this.capacity * 2);
    this.keys.push(key);
    this.slots.set(key, slot);
    this.version += 1;
    return slot;
  }

  /** Forgets every slot (a mirror whose source started over); bumps layoutVersion. */
  clear(): void {
    for (const column of this.columns) column.fill(NaN);
    this.keys.length = 0;
    this.slots.clear();
    this.dirtyFlags.fill(0);
    this.dirtyCount = 0;
    this.version += 1;
  }

  /** Replaces the values of every coin: listed coins get theirs, the others become absent. */
  applySnapshot(rows: readonly TickerTuple[]): void {
    this.snapshotGeneration = (this.snapshotGeneration + 1) >>> 0 || 1;
    const generation = this.snapshotGeneration;
    for (const row of rows) {
      const slot = this.writeTickerRow(row);
      this.stamps[slot] = generation;
    }
    for (let slot = 0; slot < this.keys.length; slot += 1) {
      if (this.stamps[slot] === generation || Number.isNaN(this.columns[CLOSE_PRICE]![slot])) continue;
      for (const column of this.columns) column[slot] = NaN;
      this.markDirty(slot);
    }
  }

  /** Writes the rows of changed coins. */
  applyDelta(rows: readonly TickerTuple[]): void {
    for (const row of rows) this.writeTickerRow(row);
  }

  /** Writes the change rates of a second-ticker frame (its close price is the ticker channel's to set). */
  applyRates(rows: readonly SecondTickerRow[]): void {
    const first = TICKER_FIELDS.length;
    for (const row of rows) {
      const slot = this.ensureSlot(row[0]);
      for (let r = 0; r < TICK_TYPES.length; r += 1) this.columns[first + r]![slot] = row[2 + r] as number;
      this.markDirty(slot);
    }
  }

  /**
   * The slots changed since the previous call, and forgets them. The returned view is only valid until
   * the next write to the table.
   */
  takeDirty(): Int32Array {
    const dirty = this.dirtyList.subarray(0, this.dirtyCount);
    for (let i = 0; i < this.dirtyCount; i += 1) this.dirtyFlags[this.dirtyList[i]!] = 0;
    this.dirtyCount = 0;
    return dirty;
  }

  /** Packs the values of `slots` and the keys of slots from `keysFrom` on (what a mirror of that size lacks). */
  encode(slots: ArrayLike<number>, keysFrom: number): TickerChanges {
    const values = new Float64Array(slots.length * TICKER_COLUMN_COUNT);
    const changed = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i]!;
      changed[i] = slot;
      const base = i * TICKER_COLUMN_COUNT;
      for (let c = 0; c < TICKER_COLUMN_COUNT; c += 1) values[base + c] = this.columns[c]![slot]!;
    }
    return { slots: changed, values, keysFrom, keys: this.keys.slice(keysFrom) };
  }

  /** Applies changes encoded by a source table (this table is its mirror). */
  applyChanges(changes: TickerChanges): void {
    if (changes.keysFrom > this.size)
      throw new RangeError(
        `ticker changes start at slot ${changes.keysFrom} but the mirror has ${this.size}`,
      );
    for (let i = 0; i < changes.keys.length; i += 1) {
      const key = changes.keys[i]!;
      const slot = changes.keysFrom + i;
      if (slot < this.size) {
        if (this.keys[slot] !== key)
          throw new RangeError(`ticker slot ${slot} is ${this.keys[slot]} here, ${key} there`);
        continue;
      }
      this.ensureSlot(key);
    }
    const { slots, values } = changes;
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i]!;
      if (slot >= this.size)
        throw new RangeError(`ticker slot ${slot} is outside the mirror (size ${this.size})`);
      const base = i * TICKER_COLUMN_COUNT;
      for (let c = 0; c < TICKER_COLUMN_COUNT; c += 1) this.columns[c]![slot] = values[base + c]!;
    }
  }

  private writeTickerRow(row: TickerTuple): number {
    const slot = this.ensureSlot(row[0]);
    for (let f = 0; f < TICKER_FIELDS.length; f += 1) this.columns[f]![slot] = row[f + 1] as number;
    this.markDirty(slot);
    return slot;
  }

  private markDirty(slot: number): void {
    if (this.dirtyFlags[slot] === 1) return;
    this.dirtyFlags[slot] = 1;
    this.dirtyList[this.dirtyCount] = slot;
    this.dirtyCount += 1;
  }

  private grow(capacity: number): void {
    this.columns = this.columns.map((old) => {
      const next = new Float64Array(capacity).fill(NaN);
      next.set(old);
      return next;
    });
    const flags = new Uint8Array(capacity);
    flags.set(this.dirtyFlags);
    this.dirtyFlags = flags;
    const list = new Int32Array(capacity);
    list.set(this.dirtyList);
    this.dirtyList = list;
    const stamps = new Uint32Array(capacity);
    stamps.set(this.stamps);
    this.stamps = stamps;
    this.capacity = capacity;
  }
}
