/**
 * One listing's state in the market model: how it starts (listing times, the price and previous close
 * from the history, live bars, the 24 h window) and the figures it shows (coin info, ticker numbers).
 */
import type { CoinInfo, TickerNumbers } from '../../contract';
import { coinInfoOf, type ListingTimes } from '../sources/source-views';
import { UPCOMING_LISTED_PRICE } from './catalogue';
import { dayStart, kstDay, type HistoryStore } from './history';
import { kstIso } from './kst-time';
import { quoteDecimals, type ListingStatus, type SimListing } from './listings';
import { LiveBars } from './live-bars';
import { NORMAL_REGIME, type Regime } from './regimes';
import { RollingWindow, WINDOW_MINUTES } from './rolling-window';

export interface ListingState {
  status: ListingStatus;
  times: ListingTimes;
  /** Unrounded price of the walk; trades happen at its nearest tick. */
  mid: number;
  price: number;
  prevClose: number;
  regime: Regime;
  live: LiveBars | undefined;
  rolling: RollingWindow | undefined;
  /** The first second of the listing's history: a coin listed new has none before its listing time. */
  historyFromSec: number;
  /** Standard deviation of the log price per trade at the current rate and regime 'normal'. */
  tradeSigma: number;
  meanUnits: number;
}

export function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** A listing's state at the start minute: its listing times, price, previous close, live bars and 24 h window. */
export function initialListingState(
  history: HistoryStore,
  listing: SimListing,
  startMinute: number,
): ListingState {
  const currentDay = kstDay(startMinute * 60);
  const today = dayStart(currentDay) * 1000;
  const state: ListingState = {
    status: listing.initialStatus,
    times: { buyOpenDate: null, sellOpenDate: null, marketReserveOrderStartTime: null },
    mid: 0,
    price: 0,
    prevClose: 0,
    regime: NORMAL_REGIME,
    live: undefined,
    rolling: undefined,
    historyFromSec: history.startSec,
    tradeSigma: 0,
    meanUnits: 0,
  };
  if (listing.coin.flags.includes('upcoming')) {
    // Trading opens the day after tomorrow at 14:00 KST; reserve orders an hour before, sells 5 min after.
    const opening = today + 2 * 86_400_000 + 14 * 3_600_000;
    state.times = {
      buyOpenDate: kstIso(opening),
      sellOpenDate: kstIso(opening + 300_000),
      marketReserveOrderStartTime: kstIso(opening - 3_600_000),
    };
    state.price = state.mid = state.prevClose = UPCOMING_LISTED_PRICE;
    return state;
  }
  if (listing.coin.flags.includes('listedNew')) {
    const opening = today - 86_400_000 + 14 * 3_600_000;
    state.times = {
      buyOpenDate: kstIso(opening),
      sellOpenDate: kstIso(opening),
      marketReserveOrderStartTime: null,
    };
    // No candle, trade or 24 h figure from before the listing: history starts at its opening.
    state.historyFromSec = opening / 1000;
  }
  if (state.status === 'delisted') return state;

  const startSec = startMinute * 60;
  const lastClose = history.closeBefore(listing, startSec);
  state.price = state.mid = lastClose;
  state.prevClose = history.closeBefore(listing, dayStart(currentDay));
  state.live = new LiveBars(startMinute, lastClose);
  state.rolling = rollingFromHistory(history, listing, startMinute, state.historyFromSec);
  return state;
}

/** The 24 h window as the history leaves it at the start minute. */
function rollingFromHistory(
  history: HistoryStore,
  listing: SimListing,
  startMinute: number,
  historyFromSec: number,
): RollingWindow {
  const rolling = new RollingWindow(startMinute - 1, history.closeBefore(listing, startMinute * 60));
  const unit = listing.volumeUnit;
  history.eachMinute(
    listing,
    Math.max((startMinute - WINDOW_MINUTES) * 60, historyFromSec),
    startMinute * 60,
    (timeSec, bars, i) => {
      const high = bars.high[i]!;
      const low = bars.low[i]!;
      const close = bars.close[i]!;
      const units = bars.volume[i]!;
      rolling.setMinute(timeSec / 60, high, low, close, units, (units * unit * (high + low + close)) / 3);
    },
  );
  rolling.recompute();
  rolling.advance(startMinute);
  return rolling;
}

export function simCoinInfo(listing: SimListing, state: ListingState): CoinInfo {
  const flags = listing.coin.flags;
  const isNew = flags.includes('listedNew') || flags.includes('upcoming');
  return coinInfoOf(listing, {
    canTrade: state.status === 'trading',
    isNew,
    listedPrice: flags.includes('upcoming') ? UPCOMING_LISTED_PRICE : listing.basePrice,
    times: state.times,
  });
}

export function changeAgainst(close: number, prev: number): { chgAmt: number; chgRate: number } {
  const change = round(close - prev, 8);
  return { chgAmt: change, chgRate: prev > 0 ? round((change / prev) * 100, 4) : 0 };
}

/** A second-ticker change rate: % against a reference close, to 4 decimals (0 without a reference). */
export function changeRate(close: number, reference: number): number {
  return reference > 0 ? round(((close - reference) / reference) * 100, 4) : 0;
}

export function tickerNumbersOf(listing: SimListing, state: ListingState): TickerNumbers {
  const rolling = state.rolling;
  const close = state.price;
  const prev = state.prevClose;
  const value = rolling ? round(rolling.valueSum, quoteDecimals(listing.marketSymbol)) : 0;
  return {
    closePrice: close,
    visibleClosePrice: close,
    ...changeAgainst(close, prev),
    value24H: value,
    valueBx24H: listing.globalVolumeFactor > 0 ? round(value * listing.globalVolumeFactor, 2) : 0,
    high24H: rolling ? rolling.highest : close,
    low24H: rolling ? rolling.lowest : close,
    volume24H: rolling ? rolling.unitsSum * listing.volumeUnit : 0,
    prevClosePrice: prev,
  };
}
