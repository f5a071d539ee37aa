/**
 * The window's intents as data: what one panel may ask of the others (an order was placed, fill the order
 * panel, focus the order panel, a linked chart's crosshair time and visible time), each intent's payload, how it is delivered and which payloads are a
 * caller's bug. The bus that carries them is intents.ts.
 */
import { isCandleInterval, type CandleInterval } from '../../contract/intervals';
import type { CoinKey } from '../../contract/markets';
import type { OrderSide } from '../../contract/trading';
import type { LinkGroup } from '../../contract/workspace-layout';

/** What another panel (the order book) fills in: a price, and maybe the side and the quantity. */
export interface OrderPrefill {
  key: CoinKey;
  side?: OrderSide;
  price: number;
  quantity?: number;
}

/**
 * Where a notification leads (its subject's page): a coin's chart, the member's orders (of a coin), the
 * Plus buy status (of a loan's coin), the deposit and withdrawal history. The app takes the member there.
 */
export type NoticeTarget =
  | { page: 'chart'; coin: CoinKey }
  | { page: 'orders'; coin: CoinKey }
  | { page: 'plusBuy'; coin: CoinKey }
  | { page: 'inoutHistory' };

/** Each intent with its payload. */
export interface IntentPayloads {
  /** An order of `key` succeeded: the charts of that coin refetch their pending lines. */
  orderPlaced: { key: CoinKey };
  /** The order panels of `key` take the price, and the side and quantity when given (a level picked in the book). */
  prefillOrderPanel: OrderPrefill;
  /** The newest order panel that can take the focus puts it in its first field (the order hotkey). */
  focusOrderPanel: Record<string, never>;
  /** A notification was opened: the app goes to its subject (the notifications panel asks, src/app goes). */
  openNoticeTarget: NoticeTarget;
  /** The charts of the window show `interval`, as if chosen in their toolbars (the command palette asks). */
  setChartInterval: { interval: CandleInterval };
  /**
   * A chart of link group `group` shows its crosshair at `time` (s; null: the pointer left it): the
   * group's other charts draw theirs there. `source` names the chart (unique across windows).
   */
  crosshairTime: { group: LinkGroup; time: number | null; source: string };
  /**
   * A time-locked chart of `group` was scrolled or zoomed: the group's other time-locked charts show the
   * same moment at their right edge and the same seconds a px.
   */
  chartTimeSpan: { group: LinkGroup; rightTime: number; secondsPerPx: number; source: string };
  /**
   * The charts of the window step to the next (1) or previous (-1) interval of their toolbar, each telling
   * the one it shows now (a hotkey asks).
   */
  stepChartInterval: { step: 1 | -1; answer(interval: CandleInterval): void };
  /** The chart toolbar's drawing tools show or hide; the taker tells which (a hotkey asks). */
  toggleDrawingTools: { answer(shown: boolean): void };
  /** A coin list of the window tells its coins in its current order (a hotkey steps through them). */
  readCoinOrder: { answer(keys: readonly CoinKey[]): void };
  /** The order panel of `key` tells the price in its form, when it holds one (a hotkey orders at it). */
  readOrderPanelPrice: { key: CoinKey; answer(price: number): void };
  /**
   * One-click trading: a level of the order book (or the chart's price axis) was clicked at `price`; a
   * taker (the hotkeys, while one-click is on) places the order, else the click fills the order panel.
   */
  oneClickOrder: { key: CoinKey; side: OrderSide; price: number };
  /** Whether one-click trading is on in this window: taken only then (the chart's price axis offers it). */
  oneClickOn: Record<string, never>;
}

export type IntentType = keyof IntentPayloads;

/** A receiver: answers whether it took the intent (an order panel of another coin does not take a prefill). */
export type IntentHandler<T extends IntentType> = (payload: IntentPayloads[T]) => boolean;

/**
 * `every`: each receiver in subscription order. `newestTaker`: the newest receiver first, then older ones,
 * until one takes it (the focus goes to one panel only).
 */
export type IntentDelivery = 'every' | 'newestTaker';

export const INTENT_DELIVERY: Record<IntentType, IntentDelivery> = {
  orderPlaced: 'every',
  prefillOrderPanel: 'every',
  focusOrderPanel: 'newestTaker',
  openNoticeTarget: 'newestTaker',
  // Every chart of the window: a trader switching the interval by command means the charts in view.
  setChartInterval: 'every',
  // Every other chart of the group follows.
  crosshairTime: 'every',
  chartTimeSpan: 'every',
  stepChartInterval: 'every',
  // One flag for every chart of the window (the chart's stored toolbar setting): one chart flips it.
  toggleDrawingTools: 'newestTaker',
  readCoinOrder: 'newestTaker',
  readOrderPanelPrice: 'newestTaker',
  // One order per click, however many hosts listen.
  oneClickOrder: 'newestTaker',
  oneClickOn: 'newestTaker',
};

/** Hands `payload` to `handlers` (oldest first) as `delivery` says; answers whether one took it. */
export function deliver<P>(
  handlers: readonly ((payload: P) => boolean)[],
  payload: P,
  delivery: IntentDelivery,
): boolean {
  if (delivery === 'newestTaker') {
    for (let index = handlers.length - 1; index >= 0; index--) if (handlers[index]!(payload)) return true;
    return false;
  }
  let taken = false;
  for (const handler of handlers) if (handler(payload)) taken = true;
  return taken;
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * Why a payload is a caller's bug (a price or quantity that is not a positive number, an interval the
 * chart does not have), or null.
 */
export function intentProblem<T extends IntentType>(type: T, payload: IntentPayloads[T]): string | null {
  if (type === 'setChartInterval') {
    const { interval } = payload as IntentPayloads['setChartInterval'];
    return isCandleInterval(interval) ? null : `setChartInterval: no candle interval ${String(interval)}`;
  }
  if (type === 'crosshairTime') {
    const { time } = payload as IntentPayloads['crosshairTime'];
    return time === null || Number.isFinite(time) ? null : `crosshairTime: time must be finite, not ${time}`;
  }
  if (type === 'chartTimeSpan') {
    const { rightTime, secondsPerPx } = payload as IntentPayloads['chartTimeSpan'];
    if (!Number.isFinite(rightTime)) return `chartTimeSpan: rightTime must be finite, not ${rightTime}`;
    return isPositive(secondsPerPx)
      ? null
      : `chartTimeSpan: secondsPerPx must be positive, not ${secondsPerPx}`;
  }
  if (type === 'stepChartInterval') {
    const { step } = payload as IntentPayloads['stepChartInterval'];
    return step === 1 || step === -1 ? null : `stepChartInterval: step must be 1 or -1, not ${String(step)}`;
  }
  if (type === 'oneClickOrder') {
    const { price } = payload as IntentPayloads['oneClickOrder'];
    return isPositive(price) ? null : `oneClickOrder: price must be a positive number, not ${price}`;
  }
  if (type !== 'prefillOrderPanel') return null;
  const { price, quantity } = payload as OrderPrefill;
  if (!isPositive(price)) return `prefillOrderPanel: price must be a positive number, not ${price}`;
  if (quantity !== undefined && !isPositive(quantity))
    return `prefillOrderPanel: quantity must be a positive number, not ${quantity}`;
  return null;
}
