/**
 * The replay clock: maps wall time to replay time and plays the recorded coins' trades (bar-trades.ts) as
 * they fall due, in time order across coins. It owns no timer: every call takes the wall time (unix ms) from
 * the caller, so it runs the same under a test's fake clock.
 *
 * - Replay time runs at `speed` × wall time (×1 to ×1,000; anything else is refused with a RangeError) and
 *   stops at the end of the files' range. `pause` freezes it, `resume` continues from there.
 * - `step` (paused, and it stays paused): replay time advances exactly to the end of the next bar of any coin
 *   — the bar holding the replay time, or the first bar after it when the time is in a gap — and that bar's
 *   trades (and any still owed) are returned.
 * - `jump` moves replay time to the open of the minute holding the date, clamped to the files' range, so no
 *   bar is split: bars before it are the past (`playedBars`: the history the source serves), the trades from it on
 *   come live. A jump back plays those bars again.
 * - `due` returns the trades that became due since the last call, in time order (coins in key order on a
 *   tie), at most `MAX_DUE_TRADES` per call. The rest stay owed, in order, and the next calls return them
 *   first: none lost, none doubled. At ×1,000 two coins make about 130 trades a wall second, so the bound is
 *   only reached after a stall of the caller (e.g. a 30 s blocked loop), which later calls then catch up.
 * - `state` is a small plain value (replay time, the wall time it was read at, speed, paused, the range) for
 *   the server to broadcast to every window; a window extrapolates the replay time from it while running.
 */
import { MAX_REPLAY_SPEED, MIN_REPLAY_SPEED, type ReplayState } from '../../../contract/market-source';
import type { ExchangeTrade } from '../exchange/exchange-events';
import { barTrades } from './bar-trades';
import { REPLAY_BAR_SECONDS, type ReplayCoin } from './candle-files';

/** Trades one call of `due` or `step` returns at most. */
export const MAX_DUE_TRADES = 5_000;

const BAR_MS = REPLAY_BAR_SECONDS * 1000;

/** What every window is told of the replay (contract/market-source.ts). */
export type ReplayClockState = ReplayState;

export interface ReplayClockOptions {
  /** Replay time to start at (clamped to the range, snapped to its minute); the range's start by default. */
  startMs?: number;
  /** 1 by default. */
  speed?: number;
  /** Starts paused (true by default: the user presses play). */
  paused?: boolean;
}

/** Where one coin's playback stands: the next trade is trade `trade` of bar `bar`. */
interface Cursor {
  coin: ReplayCoin;
  bar: number;
  trade: number;
  /** The trades of bar `bar`, built when the cursor reaches it. */
  trades: ExchangeTrade[];
}

export function checkReplaySpeed(speed: number): void {
  if (!(Number.isFinite(speed) && speed >= MIN_REPLAY_SPEED && speed <= MAX_REPLAY_SPEED))
    throw new RangeError(
      `replay speed must be from ×${MIN_REPLAY_SPEED} to ×${MAX_REPLAY_SPEED}, not ${speed}`,
    );
}

/** Index of the first bar of `coin` opening at or after `ms`. */
function firstBarFrom(coin: ReplayCoin, ms: number): number {
  let lo = 0;
  let hi = coin.bars.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (coin.bars.time[mid]! * 1000 < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class ReplayClock {
  readonly fromMs: number;
  readonly toMs: number;
  private readonly cursors: Cursor[];
  /** Replay time at wall time `anchorWallMs`. */
  private anchorReplayMs: number;
  private anchorWallMs: number;
  private speed: number;
  private paused: boolean;

  constructor(coins: readonly ReplayCoin[], nowWallMs: number, options: ReplayClockOptions = {}) {
    const playable = coins.filter((coin) => coin.bars.length > 0);
    if (playable.length === 0) throw new RangeError('a replay needs at least one coin with bars');
    this.fromMs = Math.min(...playable.map((coin) => coin.bars.time[0]! * 1000));
    this.toMs = Math.max(...playable.map((coin) => coin.bars.time[coin.bars.length - 1]! * 1000 + BAR_MS));
    this.cursors = [...playable]
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((coin) => ({ coin, bar: 0, trade: 0, trades: [] }));
    this.speed = options.speed ?? 1;
    checkReplaySpeed(this.speed);
    this.paused = options.paused ?? true;
    this.anchorWallMs = nowWallMs;
    this.anchorReplayMs = this.fromMs;
    this.jump(nowWallMs, options.startMs ?? this.fromMs);
  }

  /** Replay time at wall time `nowWallMs`. */
  replayTime(nowWallMs: number): number {
    if (this.paused) return this.anchorReplayMs;
    const elapsed = Math.max(0, nowWallMs - this.anchorWallMs);
    return Math.min(this.toMs, this.anchorReplayMs + Math.floor(elapsed * this.speed));
  }

  state(nowWallMs: number): ReplayClockState {
    return {
      replayMs: this.replayTime(nowWallMs),
      wallMs: nowWallMs,
      speed: this.speed,
      paused: this.paused,
      fromMs: this.fromMs,
      toMs: this.toMs,
    };
  }

  /**
   * Bars of coin `key` whose trades have all been returned: the coin's history is its first `playedBars`
   * bars, the next bar is live (its trades partly returned, or none yet). After a jump, the bars before the
   * date.
   */
  playedBars(key: string): number {
    const cursor = this.cursors.find((candidate) => candidate.coin.key === key);
    if (!cursor) throw new RangeError(`${key} is not a coin of this replay`);
    const { bar, trade, trades } = cursor;
    return trade >= trades.length ? cursor.coin.bars.length : bar;
  }

  /** Replay time continues from where it stands, at `speed`. */
  setSpeed(nowWallMs: number, speed: number): void {
    checkReplaySpeed(speed);
    this.reanchor(nowWallMs);
    this.speed = speed;
  }

  pause(nowWallMs: number): void {
    this.reanchor(nowWallMs);
    this.paused = true;
  }

  resume(nowWallMs: number): void {
    this.reanchor(nowWallMs);
    this.paused = false;
  }

  /** Moves replay time to the open of the minute holding `replayMs`, clamped to the range (see the head). */
  jump(nowWallMs: number, replayMs: number): void {
    const clamped = Math.min(Math.max(replayMs, this.fromMs), this.toMs);
    const minute = clamped - (((clamped % BAR_MS) + BAR_MS) % BAR_MS);
    this.anchorReplayMs = minute;
    this.anchorWallMs = nowWallMs;
    for (const cursor of this.cursors) this.moveCursor(cursor, firstBarFrom(cursor.coin, minute));
  }

  /**
   * Paused: advances to the end of the next bar (see the head) and returns the trades due by then. Refused
   * while running (pause first), so a step is always one bar.
   */
  step(nowWallMs: number): ExchangeTrade[] {
    if (!this.paused) throw new RangeError('pause the replay before stepping one bar');
    const now = this.anchorReplayMs;
    let nextEnd = Number.POSITIVE_INFINITY;
    for (const { coin } of this.cursors) {
      // The bar holding `now` (opened at most a minute before it) or the first after it.
      const index = firstBarFrom(coin, now - BAR_MS + 1);
      if (index < coin.bars.length) nextEnd = Math.min(nextEnd, coin.bars.time[index]! * 1000 + BAR_MS);
    }
    if (nextEnd !== Number.POSITIVE_INFINITY) this.anchorReplayMs = nextEnd;
    this.anchorWallMs = nowWallMs;
    return this.due(nowWallMs);
  }

  /** The trades due by now not returned yet, in time order, at most MAX_DUE_TRADES (see the head). */
  due(nowWallMs: number): ExchangeTrade[] {
    const until = this.replayTime(nowWallMs);
    const out: ExchangeTrade[] = [];
    while (out.length < MAX_DUE_TRADES) {
      let next: Cursor | undefined;
      for (const cursor of this.cursors) {
        const trade = cursor.trades[cursor.trade];
        if (trade && trade.timeMs <= until && (!next || trade.timeMs < next.trades[next.trade]!.timeMs))
          next = cursor;
      }
      if (!next) break;
      out.push(next.trades[next.trade]!);
      this.advance(next);
    }
    return out;
  }

  private reanchor(nowWallMs: number): void {
    this.anchorReplayMs = this.replayTime(nowWallMs);
    this.anchorWallMs = nowWallMs;
  }

  private advance(cursor: Cursor): void {
    if (++cursor.trade < cursor.trades.length) return;
    this.moveCursor(cursor, cursor.bar + 1);
  }

  /** Puts the cursor on the first trade of bar `bar` or after (bars without trades are passed). */
  private moveCursor(cursor: Cursor, bar: number): void {
    const { coin } = cursor;
    cursor.bar = bar;
    cursor.trade = 0;
    cursor.trades = bar < coin.bars.length ? barTrades(coin.key, coin.bars, bar) : [];
    while (cursor.trades.length === 0 && cursor.bar < coin.bars.length - 1) {
      cursor.bar++;
      cursor.trades = barTrades(coin.key, coin.bars, cursor.bar);
    }
  }
}
