/**
 * An exchange's candle pages as Upbit serves them (https://docs.upbit.com/kr/v1.6.4/reference/list-candles-minutes,
 * "분(Minute) 캔들 조회": at most 200 bars, opening before `to` (exclusive), a bar only for a span with a
 * trade; ascending here, as the adapter hands them over; its hour bars the sums of its minutes), kept
 * in memory: 1-minute bars set directly or built by trades, read at the test's clock. Counts its calls.
 */
import type { SourceUnit } from '../../../../../server/sources/exchange/bar-series';
import type { FetchMinutes } from '../../../../../server/sources/exchange/bar-cache';
import type { ExchangeCandle, ExchangeTrade } from '../../../../../server/sources/exchange/exchange-events';

export const MINUTE = 60;
export const HOUR = 3600;

export class FakeBarExchange {
  nowMs: number;
  /** 1-minute bars by open time. */
  private readonly minutes = new Map<number, ExchangeCandle>();
  readonly calls: { unit: SourceUnit; toSec: number | undefined; count: number }[] = [];
  /** Thrown by the next fetches while set. */
  failure: Error | undefined;
  private nextId = 0;

  constructor(nowMs: number) {
    this.nowMs = nowMs;
  }

  readonly fetchMinutes: FetchMinutes = async (unit, toSec, count) => {
    this.calls.push({ unit, toSec, count });
    if (this.failure) throw this.failure;
    const served = this.bars(unit).filter((bar) => toSec === undefined || bar.openSec < toSec);
    return served.slice(Math.max(0, served.length - count));
  };

  /** A minute bar with one price (open = high = low = close), or the given prices. */
  bar(openSec: number, close: number, volume = 1, prices?: Partial<ExchangeCandle>): ExchangeCandle {
    const bar: ExchangeCandle = {
      openSec,
      open: close,
      high: close,
      low: close,
      close,
      volume,
      value: close * volume,
      ...prices,
    };
    this.minutes.set(openSec, bar);
    return bar;
  }

  /** A trade at `timeMs` (also the clock from now on), counted in its minute as the exchange would. */
  trade(timeMs: number, price: number, quantity = 1): ExchangeTrade {
    this.nowMs = Math.max(this.nowMs, timeMs);
    const openSec = Math.floor(timeMs / 60_000) * 60;
    const bar = this.minutes.get(openSec);
    if (bar) {
      bar.high = Math.max(bar.high, price);
      bar.low = Math.min(bar.low, price);
      bar.close = price;
      bar.volume += quantity;
      bar.value += price * quantity;
    } else {
      this.bar(openSec, price, quantity);
    }
    return { key: 'BTC-KRW', id: `t${(this.nextId += 1)}`, timeMs, price, quantity, side: 1 };
  }

  /** The exchange's bars of `unit` up to its clock, ascending (copies). */
  bars(unit: SourceUnit): ExchangeCandle[] {
    const nowSec = Math.floor(this.nowMs / 1000);
    const minutes = [...this.minutes.values()]
      .filter((bar) => bar.openSec <= nowSec)
      .sort((a, b) => a.openSec - b.openSec)
      .map((bar) => ({ ...bar }));
    if (unit === 1) return minutes;
    const hours: ExchangeCandle[] = [];
    for (const bar of minutes) {
      const openSec = Math.floor(bar.openSec / HOUR) * HOUR;
      const hour = hours.at(-1);
      if (hour?.openSec === openSec) {
        hour.high = Math.max(hour.high, bar.high);
        hour.low = Math.min(hour.low, bar.low);
        hour.close = bar.close;
        hour.volume += bar.volume;
        hour.value += bar.value;
      } else hours.push({ ...bar, openSec });
    }
    return hours;
  }

  /** Calls since the last look, then forgets them. */
  takeCalls(): { unit: SourceUnit; toSec: number | undefined; count: number }[] {
    return this.calls.splice(0);
  }
}
