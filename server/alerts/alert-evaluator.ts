/**
 * The exchange evaluates every member's alerts (contract/alert-rules.ts) on the market's trades and bar
 * closes, whether or not any socket is open: the market's own trades and members' fills alike (the
 * market records both and tells its trade listeners), and each minute the market's clock enters (onMinute),
 * when bars of the intervals the indicator and forecast alerts name close.
 *
 * It holds the alerts that are on, from the store at start and then from each committed write
 * (AlertStore.onChange), so its indexes are never stale:
 * - price alerts in PriceAlertIndex: a trade costs O(log n + met), never a scan of the coin's alerts;
 * - move alerts in MoveIndex (per-minute lows and highs, monotonic queues per distinct window);
 * - drawing alerts per coin (a coin has few), each with its drawing as the drawings table has it, kept
 *   current by DrawingStore.onChange: an alert whose drawing is gone never fires;
 * - indicator and forecast alerts per interval and coin, evaluated at its bars' closes (bar-close.ts).
 * Keys are the member and the alert's id (an id is unique per member only).
 *
 * A met alert fires when alertMayFire lets it. A firing is one transaction — its row in the firing log,
 * the alert's last-fired time, `active` off for a `once` alert (a write: version + 1, updatedAt) and the
 * member's notification (NotificationPort.add, an `alert` subject) — and the notification is published
 * after the commit. A firing that fails (the notification refused) leaves nothing written and is
 * reported; the alert stays as it was. Afterwards a `once` alert leaves the indexes (it is off), a
 * `oncePerBar` one leaves them until its next bar (alertBarInterval), and an expired alert leaves them at
 * its expiry (looked at on each trade and minute).
 *
 * Two clocks. What is about the market counts in the market's time (AlertMarket.marketTime: the wall
 * clock's on the simulated and real markets, the recorded time on a replay, which pause, speed and jumps
 * move): bar boundaries and the candles read at a close, trades' ticks, move windows, a `oncePerBar`
 * alert's bar (the bar it last fired in, and its wait for the next), the time of an alert's write as its
 * first trade's "previous", and a firing's logged time (its log's `at` and the alert's last-fired time:
 * where the chart puts its bell, on the market's bars). What is about the member counts in the wall clock
 * (`now`): an alert's expiry, and a `once` alert turned off by its firing (a write: `updatedAt`): at a bar
 * close the minute's wall time; at a trade its own time where the market's clock is the wall clock, else now
 * (a replay plays each trade as it falls due). The notification's time is the port's, wall too; its text
 * states no time. A replay's clock is no fixed shift of the wall's (pause, speed, jump), so neither
 * converts into the other ahead of time: expiries wait in a queue by wall time, next bars in a queue by
 * market time. A last-fired time read from the store is the market's (a replay started again from an
 * earlier time: its bar is another, so a `oncePerBar` alert may fire in the bar it is in).
 *
 * A trade's "previous" is the coin's trade before it, the market's price when the evaluator started; for
 * an alert's first trade after its write, the price at the write and its market time (the price is the
 * same: it is the market's, which only trades move).
 *
 * A replay's jump (onRewind: its time goes back, or far ahead) starts the market's side afresh at the new
 * replay time: the last minute is that time (no bar that never played closes), each coin's previous is its
 * price there (not an alert's write), the move windows are read again from the candles before it, and
 * `oncePerBar` alerts forget the bar they last fired in (it is of another stretch of the recording): those
 * waiting come back.
 */
import {
  activeAfterFiring,
  alertBarInterval,
  alertExpired,
  alertMayFire,
  drawingFires,
  MOVE_MINUTES_MAX,
  type Alert,
  type AlertTick,
  type CandleInterval,
  type CoinKey,
  type Drawing,
  type DrawingChange,
  type Notification,
} from '../../contract';
import { barOpenTime, intervalSeconds } from '../../contract/intervals';
import type { DrawingStore } from '../drawings/drawing-store';
import type { MarketSource, TradeEvent } from '../sources/market-source';
import { PriceAlertIndex } from './alert-index';
import type { AlertChange, AlertStore } from './alert-store';
import {
  barCloseMet,
  FORECAST_BARS,
  seriesOf,
  warmUpBars,
  type BarAlert,
  type ForecastMemory,
} from './bar-close';
import { MoveIndex, type MinuteRange } from './move-index';
import type { NotificationPort } from '../notifications/notification-port';
import { TimeQueue } from './time-queue';

/** What the evaluator reads of the market: its trades, minutes and jumps, its clock, prices and candles. */
export type AlertMarket = Pick<
  MarketSource,
  'catalogue' | 'onTrade' | 'onMinute' | 'onRewind' | 'marketTime' | 'price' | 'candles' | 'sourceInfo'
>;

export interface AlertEvaluatorOptions {
  market: AlertMarket;
  alerts: AlertStore;
  drawings: DrawingStore;
  notifications: NotificationPort;
  /** The exchange's clock (ms): the wall clock. */
  now: () => number;
  /** A firing that could not be written (rolled back): told here, the evaluation goes on. */
  report: (error: unknown) => void;
}

interface Held {
  memNo: number;
  alert: Alert;
  /** The market's time (ms) of its last firing since its last write (null: none), `oncePerBar`'s bar. */
  firedAt: number | null;
  /** The market's time (ms) of its last write while no trade met it since: its first trade's "previous". */
  writtenAt: number | null;
  /** A `oncePerBar` alert out of the trade indexes until this market time (ms), its next bar. */
  waitsUntil: number | null;
}

/** A drawing an alert is set on, as the drawings table has it (undefined: gone), and its alerts' keys. */
interface Watched {
  drawing: Pick<Drawing, 'tool' | 'anchors' | 'style'> | undefined;
  alerts: Set<string>;
}

const keyOf = (memNo: number, id: string) => `${memNo}:${id}`;

export class AlertEvaluator {
  private readonly held = new Map<string, Held>();
  private readonly prices = new PriceAlertIndex();
  private readonly moves: MoveIndex;
  /** Each coin's drawing alerts, by key, with the drawing each is set on (read on every trade of the coin). */
  private readonly drawingAlerts = new Map<CoinKey, Map<string, { held: Held; watched: Watched }>>();
  /** The drawings drawing alerts are set on, by member and drawing id. */
  private readonly drawings = new Map<string, Watched>();
  private readonly barAlerts = new Map<CandleInterval, Map<CoinKey, Set<string>>>();
  private readonly forecasts: ForecastMemory = new Map();
  /** Alerts' expiries, by wall time. */
  private readonly expiries = new TimeQueue();
  /** `oncePerBar` alerts waiting for their next bar, by market time. */
  private readonly wakes = new TimeQueue();
  /** Each coin's last trade (market seconds, price) since the evaluator started or the market rewound. */
  private readonly lastTicks = new Map<CoinKey, AlertTick>();
  /** The market's time (ms) of the last minute it entered, or of the start or rewind. */
  private lastMinuteMs: number;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly options: AlertEvaluatorOptions) {
    this.moves = new MoveIndex((coin, before) => this.minutesOf(coin, before));
    this.lastMinuteMs = this.marketNow();
  }

  /** Loads the alerts that are on and follows the market, the alerts and the drawings; answers the stop. */
  start(): () => void {
    const { market, alerts, drawings } = this.options;
    this.takePrices();
    for (const { memNo, alert, lastFiredAt } of alerts.active()) {
      // Its last firing is in the market's time, as its bar is counted.
      this.hold({ memNo, alert, firedAt: lastFiredAt, writtenAt: null, waitsUntil: null });
    }
    this.stops.push(
      alerts.onChange((change) => this.alertChanged(change)),
      drawings.onChange((memNo, change) => this.drawingChanged(memNo, change)),
      market.onMinute((nowMs) => this.minute(nowMs)),
      market.onTrade((trade) => this.trade(trade)),
      market.onRewind(() => this.rewind()),
    );
    return () => {
      for (const stop of this.stops.splice(0)) stop();
    };
  }

  /** Alerts held for evaluation (on, not expired), waiting for their next bar or not. */
  get size(): number {
    return this.held.size;
  }

  /** The market's time now. */
  private marketNow(): number {
    return this.options.market.marketTime(this.options.now());
  }

  /** Each coin's previous: its price now, at the market's time now (at the start and after a rewind). */
  private takePrices(): void {
    const { market } = this.options;
    const time = this.marketNow() / 1000;
    this.lastTicks.clear();
    for (const listing of market.catalogue.all) {
      const price = market.price(listing);
      if (price > 0) this.lastTicks.set(listing.key, { time, price });
    }
  }

  // --- holding ------------------------------------------------------------------------------------

  private hold(held: Held): void {
    const key = keyOf(held.memNo, held.alert.id);
    if (!held.alert.active || alertExpired(held.alert, this.options.now())) return;
    this.held.set(key, held);
    if (held.alert.expiresAt !== null) this.expiries.add(held.alert.expiresAt, key);
    if (
      held.alert.trigger === 'oncePerBar' &&
      held.firedAt !== null &&
      !this.barAllows(held, this.marketNow())
    )
      this.wait(key, held, held.firedAt);
    else this.enter(key, held);
  }

  /**
   * alertMayFire at the market's time `marketMs` but for the expiry, which is the wall clock's and checked
   * apart: `once` after no firing, `oncePerBar` in another bar than its last firing's.
   */
  private barAllows(held: Held, marketMs: number): boolean {
    return alertMayFire({ ...held.alert, expiresAt: null }, held.firedAt, marketMs);
  }

  /** Puts the alert in the index of its kind. */
  private enter(key: string, held: Held): void {
    const { alert } = held;
    const { condition, coin } = alert;
    switch (condition.kind) {
      case 'price':
        this.prices.add(coin, { id: key, op: condition.op, value: condition.value });
        break;
      case 'move':
        this.moves.add(coin, key, condition, this.marketNow());
        break;
      case 'drawing': {
        const drawingKey = keyOf(held.memNo, condition.drawingId);
        let watched = this.drawings.get(drawingKey);
        if (!watched) {
          watched = {
            drawing: this.options.drawings.get(held.memNo, condition.drawingId),
            alerts: new Set(),
          };
          this.drawings.set(drawingKey, watched);
        }
        watched.alerts.add(key);
        let coinAlerts = this.drawingAlerts.get(coin);
        if (!coinAlerts) {
          coinAlerts = new Map();
          this.drawingAlerts.set(coin, coinAlerts);
        }
        coinAlerts.set(key, { held, watched });
        break;
      }
      case 'indicator':
      case 'forecast': {
        let coins = this.barAlerts.get(condition.interval);
        if (!coins) {
          coins = new Map();
          this.barAlerts.set(condition.interval, coins);
        }
        setOf(coins, coin).add(key);
        break;
      }
    }
  }

  /** Takes the alert out of its index (it stays held). */
  private leave(key: string, held: Held): void {
    const { condition, coin } = held.alert;
    switch (condition.kind) {
      case 'price':
        this.prices.remove(key);
        break;
      case 'move':
        this.moves.remove(key);
        break;
      case 'drawing': {
        const coinAlerts = this.drawingAlerts.get(coin);
        coinAlerts?.delete(key);
        if (coinAlerts?.size === 0) this.drawingAlerts.delete(coin);
        const drawingKey = keyOf(held.memNo, condition.drawingId);
        const watched = this.drawings.get(drawingKey);
        watched?.alerts.delete(key);
        if (watched?.alerts.size === 0) this.drawings.delete(drawingKey);
        break;
      }
      case 'indicator':
      case 'forecast': {
        const coins = this.barAlerts.get(condition.interval);
        if (coins) {
          deleteFrom(coins, coin, key);
          if (coins.size === 0) this.barAlerts.delete(condition.interval);
        }
        break;
      }
    }
  }

  /** Lets the alert go: out of its index (unless it waits for its next bar) and no longer held. */
  private drop(key: string): void {
    const held = this.held.get(key);
    if (!held) return;
    if (held.waitsUntil === null) this.leave(key, held);
    this.held.delete(key);
  }

  /** A `oncePerBar` alert that fired at market time `firedAt` leaves the indexes until its next bar. */
  private wait(key: string, held: Held, firedAt: number): void {
    const interval = alertBarInterval(held.alert.condition);
    const next = (barOpenTime(Math.floor(firedAt / 1000), interval) + intervalSeconds(interval)) * 1000;
    held.waitsUntil = next;
    this.wakes.add(next, key);
  }

  private alertChanged(change: AlertChange): void {
    const key = keyOf(change.memNo, change.kind === 'put' ? change.alert.id : change.id);
    this.drop(key);
    if (change.kind === 'put')
      this.hold({
        memNo: change.memNo,
        alert: change.alert,
        firedAt: null,
        writtenAt: this.options.market.marketTime(change.alert.updatedAt),
        waitsUntil: null,
      });
  }

  private drawingChanged(memNo: number, change: DrawingChange): void {
    if (change.kind === 'put') {
      const watched = this.drawings.get(keyOf(memNo, change.drawing.id));
      if (watched) watched.drawing = change.drawing;
      return;
    }
    for (const id of change.ids) {
      const watched = this.drawings.get(keyOf(memNo, id));
      if (watched) watched.drawing = undefined;
    }
  }

  /** Alerts whose expiry came by wall time `wallMs` go. */
  private expire(wallMs: number): void {
    for (const { key } of this.expiries.takeDue(wallMs)) {
      const held = this.held.get(key);
      if (held && alertExpired(held.alert, wallMs)) this.drop(key);
    }
  }

  /** `oncePerBar` alerts whose next bar came by market time `marketMs` are back in their index. */
  private wake(marketMs: number): void {
    for (const { at, key } of this.wakes.takeDue(marketMs)) {
      const held = this.held.get(key);
      if (held?.waitsUntil !== at) continue;
      held.waitsUntil = null;
      this.enter(key, held);
    }
  }

  /** A replay jumped: the market's side starts afresh at its new time (module comment). */
  private rewind(): void {
    const marketMs = this.marketNow();
    this.lastMinuteMs = marketMs;
    this.takePrices();
    this.moves.rewind(marketMs);
    this.wakes.clear();
    for (const [key, held] of this.held) {
      // Only `oncePerBar` reads it among the alerts held: a `once` alert that fired is off.
      held.firedAt = null;
      held.writtenAt = null;
      if (held.waitsUntil === null) continue;
      held.waitsUntil = null;
      this.enter(key, held);
    }
  }

  // --- evaluating ---------------------------------------------------------------------------------

  private trade(trade: Pick<TradeEvent, 'listing' | 'timeMs' | 'price'>): void {
    const { timeMs, price } = trade;
    const coin = trade.listing.key;
    const now = this.options.now();
    // Its wall time: its own where the market's clock is the wall clock (the simulated and real markets),
    // else now (a replay plays each trade as it falls due).
    const wallAt = this.options.market.marketTime(now) === now ? timeMs : now;
    this.expire(wallAt);
    this.wake(timeMs);
    // The model's price is this trade's already: the one before it is the last seen, or the start's.
    const previous = this.lastTicks.get(coin) ?? null;
    const tick: AlertTick = { time: timeMs / 1000, price };
    this.lastTicks.set(coin, tick);
    for (const key of this.prices.met(coin, previous?.price ?? null, price))
      this.fire(key, timeMs, wallAt, price);
    for (const key of this.moves.trade(coin, timeMs, price)) this.fire(key, timeMs, wallAt, price);
    if (this.drawingAlerts.has(coin))
      for (const key of this.drawingMet(coin, previous, tick)) this.fire(key, timeMs, wallAt, price);
  }

  private drawingMet(coin: CoinKey, previous: AlertTick | null, tick: AlertTick): string[] {
    const met: string[] = [];
    for (const [key, { held, watched }] of this.drawingAlerts.get(coin) ?? []) {
      const condition = held.alert.condition;
      if (condition.kind !== 'drawing') continue;
      const from =
        previous !== null && held.writtenAt !== null && held.writtenAt / 1000 > previous.time
          ? { time: held.writtenAt / 1000, price: previous.price }
          : previous;
      held.writtenAt = null;
      if (watched.drawing && drawingFires(condition, watched.drawing, from, tick)) met.push(key);
    }
    return met;
  }

  /** The market entered a new minute at wall time `nowMs`: expiries, next bars, the bars that closed. */
  private minute(nowMs: number): void {
    this.expire(nowMs);
    const marketMs = this.options.market.marketTime(nowMs);
    this.wake(marketMs);
    const before = Math.floor(this.lastMinuteMs / 1000);
    const now = Math.floor(marketMs / 1000);
    this.lastMinuteMs = marketMs;
    for (const [interval, coins] of this.barAlerts) {
      const open = barOpenTime(now, interval);
      if (barOpenTime(before, interval) === open) continue;
      for (const [coin, keys] of coins) this.barClosed(coin, interval, open, keys, nowMs, marketMs);
    }
  }

  /**
   * The bar of `interval` before the one opening at `open` (market seconds) closed: its alerts on `coin`,
   * at wall time `nowMs` and market time `marketMs`.
   */
  private barClosed(
    coin: CoinKey,
    interval: CandleInterval,
    open: number,
    keys: ReadonlySet<string>,
    nowMs: number,
    marketMs: number,
  ): void {
    const listing = this.options.market.catalogue.listing(coin);
    if (!listing) return;
    const alerts: BarAlert[] = [];
    let bars = 0;
    for (const key of keys) {
      const { condition } = this.held.get(key)!.alert;
      if (condition.kind === 'forecast') bars = Math.max(bars, FORECAST_BARS);
      else if (condition.kind === 'indicator') {
        bars = Math.max(bars, warmUpBars(condition.indicator.kind, condition.indicator.params) + 1);
      } else continue;
      alerts.push({ key, condition });
    }
    const series = seriesOf(this.options.market.candles(listing, interval, open, bars, nowMs));
    // A bar with no trade is no bar: nothing closed, nothing to evaluate.
    if (series.length === 0 || series.time[series.length - 1] !== open - intervalSeconds(interval)) return;
    const close = series.close[series.length - 1]!;
    // A replay's coins are forecastable whatever their market, as on the chart (workers/core/forecast).
    const replayed = this.options.market.sourceInfo().kind === 'replay';
    for (const key of barCloseMet(coin, interval, series, alerts, this.forecasts, replayed))
      this.fire(key, marketMs, nowMs, close);
  }

  // --- firing -------------------------------------------------------------------------------------

  /**
   * A met alert fires at market time `marketAt` and wall time `at`, at `price`, if alertMayFire lets it:
   * its bar by the market's time, its expiry by the wall clock's. The firing is logged at `marketAt` (where
   * the chart's bell goes, and its last-fired time); a `once` alert turned off is a write at `at`.
   */
  private fire(key: string, marketAt: number, at: number, price: number): void {
    const held = this.held.get(key);
    if (!held || held.waitsUntil !== null) return;
    const { alert, memNo } = held;
    const { alerts, notifications } = this.options;
    if (alertExpired(alert, at)) {
      this.drop(key);
      return;
    }
    if (!this.barAllows(held, marketAt)) return;
    const staysOn = activeAfterFiring(alert);
    let notification: Notification;
    try {
      const firing = { alertId: alert.id, coin: alert.coin, at: marketAt, price };
      notification = alerts.fire(memNo, firing, staysOn, at, () =>
        notifications.add(memNo, {
          kind: 'alert',
          alertId: alert.id,
          coin: alert.coin,
          condition: alert.condition,
          message: alert.message,
          price,
        }),
      );
    } catch (error) {
      this.options.report(error);
      return;
    }
    held.firedAt = marketAt;
    if (!staysOn) this.drop(key);
    else if (alert.trigger === 'oncePerBar') {
      this.leave(key, held);
      this.wait(key, held, marketAt);
    }
    notifications.publish(memNo, [notification]);
  }

  /** The coin's 1-minute lows and highs of the day before market minute `before`, of minutes that traded. */
  private minutesOf(coin: CoinKey, before: number): MinuteRange[] {
    const listing = this.options.market.catalogue.listing(coin);
    if (!listing) return [];
    const columns = this.options.market.candles(
      listing,
      '1',
      before * 60,
      MOVE_MINUTES_MAX,
      this.options.now(),
    );
    // Minutes with no trade are candles at the last price (volume 0): no trade, no low or high.
    const minutes: MinuteRange[] = [];
    columns.time.forEach((time, i) => {
      if (columns.volume[i]! > 0)
        minutes.push({ minute: time / 60, low: columns.low[i]!, high: columns.high[i]! });
    });
    return minutes;
  }
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

function deleteFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
