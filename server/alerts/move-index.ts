/**
 * The move alerts of every member (contract/alerts.ts MoveCondition), with each coin's lows and highs per
 * minute over the last day (MOVE_MINUTES_MAX), so that a trade costs O(log n + met) per distinct window of
 * the coin's n move alerts, not a scan of up to 1,440 minutes: `trade` answers exactly the alerts whose
 * condition the trade meets (contract/alert-rules.ts moveFires, which a test holds it to).
 *
 * A move's window is the last `minutes` minutes, the trade's own included: its lowest and highest trade
 * are those of the closed minutes after (trade's minute − minutes) and of the trade's minute so far. For
 * each distinct window a coin keeps two monotonic queues of its closed minutes (the lows rising, the highs
 * falling), so the window's low is min(the low queue's head, the minute's low so far): O(1) a trade, and
 * each closed minute enters and leaves each queue once. The alerts of a window are kept in two lists
 * sorted by percent (up: direction up or either; down: down or either); the ones a trade meets are a
 * prefix of each (a smaller move is met first), found by binary search on moveFires itself.
 *
 * Every coin's minutes are kept from its first trade after the start (whether it has move alerts or not,
 * so that an alert written later sees the trades before it), the minutes before that from the market's
 * one-minute candles (`minutesOf`: the closed minutes that traded). A candle's low and high count its
 * open, the close before it, besides its trades: only the minutes before the evaluator started (or before
 * a rewind) are read so, the others are the trades'. A window added later starts from the minutes kept.
 * Minutes are the market's (its trades' times): when its past changes under them (a replay's jump,
 * `rewind`), each coin's are read again from the candles before the new time.
 */
import { MOVE_MINUTES_MAX, moveFires, type CoinKey, type MoveCondition } from '../../contract';

/** One minute's low and high (`minute`: unix minutes). */
export interface MinuteRange {
  minute: number;
  low: number;
  high: number;
}

interface Entry {
  key: string;
  percent: number;
}

interface Window {
  minutes: number;
  /** Closed minutes of the window, lows rising and highs falling from the head at `lowHead`/`highHead`. */
  lows: MinuteRange[];
  highs: MinuteRange[];
  up: Entry[];
  down: Entry[];
}

interface CoinMoves {
  /** The last day's closed minutes, oldest first. */
  closed: MinuteRange[];
  current: MinuteRange | null;
  windows: Map<number, Window>;
}

const NONE: readonly string[] = [];

function entryIndex(list: readonly Entry[], entry: Entry): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = list[middle]!;
    if (other.percent < entry.percent || (other.percent === entry.percent && other.key < entry.key))
      low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many entries from the head `fires` holds for (it holds for a prefix: smaller moves first). */
/** A condition and a window reused by every probe of a trade (a trade allocates nothing when none is met). */
const probe: MoveCondition = { kind: 'move', direction: 'up', percent: 0, minutes: 1 };
const range = { low: 0, high: 0 };

/**
 * How many entries from the head of `list` a move of `direction` meets at `price` in `range`: a prefix
 * (a smaller move is met first), found by binary search on moveFires itself.
 */
function firingPrefix(list: readonly Entry[], direction: 'up' | 'down', price: number): number {
  probe.direction = direction;
  // The smallest move first: when it is not met (the usual answer), none is.
  if (list.length === 0 || !meets(list, 0, price)) return 0;
  let low = 1;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (meets(list, middle, price)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether the probe's move with the percent of `list[i]` is met at `price` in `range`. */
function meets(list: readonly Entry[], i: number, price: number): boolean {
  probe.percent = list[i]!.percent;
  return moveFires(probe, range, price);
}

/** Puts a closed minute at the tail of a window's queues, dropping the entries it makes useless. */
function pushClosed(window: Window, range: MinuteRange): void {
  const { lows, highs } = window;
  while (lows.length > 0 && lows.at(-1)!.low >= range.low) lows.pop();
  lows.push(range);
  while (highs.length > 0 && highs.at(-1)!.high <= range.high) highs.pop();
  highs.push(range);
}

/** Drops the minutes at the queues' heads that are out of the window ending in `minute`. */
function dropOld(window: Window, minute: number): void {
  const first = minute - window.minutes + 1;
  // A queue is short (a monotonic queue of at most a day's minutes); its head leaves by shift.
  while (window.lows.length > 0 && window.lows[0]!.minute < first) window.lows.shift();
  while (window.highs.length > 0 && window.highs[0]!.minute < first) window.highs.shift();
}

export class MoveIndex {
  private readonly coins = new Map<CoinKey, CoinMoves>();
  private readonly alerts = new Map<string, { coin: CoinKey; condition: MoveCondition }>();

  /**
   * `minutesOf(coin, before)`: the coin's one-minute lows and highs of the last day before the minute
   * `before`, of the minutes that traded, oldest first.
   */
  constructor(private readonly minutesOf: (coin: CoinKey, before: number) => MinuteRange[]) {}

  get size(): number {
    return this.alerts.size;
  }

  /** Holds the move alert `key` on `coin`, in place of the alert of that key if there was one. */
  add(coin: CoinKey, key: string, condition: MoveCondition, nowMs: number): void {
    this.remove(key);
    const moves = this.coins.get(coin) ?? this.started(coin, Math.floor(nowMs / 60_000));
    let window = moves.windows.get(condition.minutes);
    if (!window) {
      window = { minutes: condition.minutes, lows: [], highs: [], up: [], down: [] };
      for (const range of moves.closed) pushClosed(window, range);
      if (moves.current) dropOld(window, moves.current.minute);
      moves.windows.set(condition.minutes, window);
    }
    const entry = { key, percent: condition.percent };
    if (condition.direction !== 'down') window.up.splice(entryIndex(window.up, entry), 0, entry);
    if (condition.direction !== 'up') window.down.splice(entryIndex(window.down, entry), 0, entry);
    this.alerts.set(key, { coin, condition: { ...condition } });
  }

  /** Lets the alert `key` go; false when it was not held. */
  remove(key: string): boolean {
    const held = this.alerts.get(key);
    if (!held) return false;
    this.alerts.delete(key);
    const moves = this.coins.get(held.coin)!;
    const window = moves.windows.get(held.condition.minutes)!;
    const entry = { key, percent: held.condition.percent };
    if (held.condition.direction !== 'down') window.up.splice(entryIndex(window.up, entry), 1);
    if (held.condition.direction !== 'up') window.down.splice(entryIndex(window.down, entry), 1);
    if (window.up.length === 0 && window.down.length === 0) moves.windows.delete(held.condition.minutes);
    return true;
  }

  /**
   * The market's past changed (a replay jumped to market time `nowMs`): each coin with move alerts takes
   * its minutes again from the candles before that minute and refills its windows from them; a coin
   * without takes them at its next trade.
   */
  rewind(nowMs: number): void {
    const minute = Math.floor(nowMs / 60_000);
    for (const [coin, moves] of this.coins) {
      if (moves.windows.size === 0) {
        this.coins.delete(coin);
        continue;
      }
      moves.closed = this.minutesOf(coin, minute);
      moves.current = null;
      for (const window of moves.windows.values()) {
        window.lows = [];
        window.highs = [];
        for (const range of moves.closed) pushClosed(window, range);
      }
    }
  }

  /** A coin's minutes from the minutes before `minute` that traded. */
  private started(coin: CoinKey, minute: number): CoinMoves {
    const moves: CoinMoves = { closed: this.minutesOf(coin, minute), current: null, windows: new Map() };
    this.coins.set(coin, moves);
    return moves;
  }

  /**
   * Takes a trade of `coin` at `timeMs` and `price` into its minutes and answers the keys of the move
   * alerts it meets, each once; nothing for a coin without move alerts.
   */
  trade(coin: CoinKey, timeMs: number, price: number): readonly string[] {
    const minute = Math.floor(timeMs / 60_000);
    const moves = this.coins.get(coin) ?? this.started(coin, minute);
    const current = this.roll(moves, minute);
    current.low = Math.min(current.low, price);
    current.high = Math.max(current.high, price);
    if (moves.windows.size === 0) return NONE;
    let met: Set<string> | undefined;
    for (const window of moves.windows.values()) {
      dropOld(window, minute);
      range.low = Math.min(current.low, window.lows[0]?.low ?? Infinity);
      range.high = Math.max(current.high, window.highs[0]?.high ?? -Infinity);
      const up = firingPrefix(window.up, 'up', price);
      for (let i = 0; i < up; i++) (met ??= new Set()).add(window.up[i]!.key);
      const down = firingPrefix(window.down, 'down', price);
      for (let i = 0; i < down; i++) (met ??= new Set()).add(window.down[i]!.key);
    }
    return met ? [...met] : NONE;
  }

  /** The coin's minute of `minute`, closing the one before into the day and the windows when it is new. */
  private roll(moves: CoinMoves, minute: number): MinuteRange {
    const current = moves.current;
    if (current && current.minute >= minute) return current;
    if (current) {
      moves.closed.push(current);
      for (const window of moves.windows.values()) pushClosed(window, current);
    }
    const first = minute - MOVE_MINUTES_MAX + 1;
    let drop = 0;
    while (drop < moves.closed.length && moves.closed[drop]!.minute < first) drop++;
    if (drop > 0) moves.closed.splice(0, drop);
    moves.current = { minute, low: Infinity, high: -Infinity };
    return moves.current;
  }
}
