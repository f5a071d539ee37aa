/**
 * The order form as plain data and its transitions: the order's options (time in force, self-trade
 * mode: order-kinds.ts says which a type takes), how price,
 * quantity and total follow each other (a typed total gives the quantity floored to 8 decimals, a typed
 * quantity gives the total), what a share of the available balance comes to, what a click on the book
 * fills in, and the draft the contract's orderProblem checks. Field values are the inputs' texts
 * without separators ("95000000", "0.0105").
 */
import { numberToText, parseNumberText } from '../../../lib/input-value';
import type { OrderPrefill } from '../../../shell/intent-rules';
import type { CoinKey, MarketSymbol } from '../../../../contract/markets';
import { tickDecimals, type PriceTicks } from '../../../../contract/price-ticks';
import type { PlaceOrderRequest } from '../../../../contract';
import { plusBuySpendable } from '../../../../contract/plus-buy';
import { DEFAULT_SMP_TYPE } from '../../../../contract/order-options';
import {
  floorTo,
  isBudgetOrder,
  namesNoPrice,
  orderAmount,
  QUANTITY_DECIMALS,
  spendableAmount,
  TRADING_RULES,
  type OrderDraft,
  type OrderSide,
  type OrderType,
  type SmpType,
  type TimeInForce,
} from '../../../../contract/trading';
import { defaultTimeInForce, offeredTimesInForce, orderOptionsBody, takesSmpType } from './order-kinds';

export interface OrderForm {
  side: OrderSide;
  orderType: OrderType;
  /** The limit price (limit and stop-limit orders). */
  price: string;
  stopPrice: string;
  quantity: string;
  /** The order total before fee: limit and stop-limit price × quantity; a buy by order total's own (the fee on top). */
  total: string;
  /** How long the order stays: one of its type's (order-kinds.ts), null for a type that takes none. */
  timeInForce: TimeInForce | null;
  /** Self-trade prevention, kept across types; not sent with a post-only order. */
  smpType: SmpType;
  /** The share of the available balance last picked with the slider or a preset; 0 once a quantity or total is typed. */
  percent: number;
  /** The price was typed, stepped or filled from the book: the coin's last price no longer fills it. */
  priceSet: boolean;
}

export interface FormContext {
  market: MarketSymbol;
  /** The coin's price steps on the window's source: a price filled in is written to their decimals. */
  ticks: PriceTicks;
  /** Free balance per side: the market's currency for a buy, the coin for a sell. */
  available: Readonly<Record<OrderSide, number>>;
  /** The Plus buy mode: a buy's share is the own KRW of a Plus buy order (the loan on top). */
  plusBuy?: boolean;
}

export function emptyOrderForm(side: OrderSide = 'buy', orderType: OrderType = 'limit'): OrderForm {
  return {
    side,
    orderType,
    price: '',
    stopPrice: '',
    quantity: '',
    total: '',
    timeInForce: defaultTimeInForce(orderType),
    smpType: DEFAULT_SMP_TYPE,
    percent: 0,
    priceSet: false,
  };
}

/** A buy by order total (market, best-price): its total is typed, not linked to a price. */
function isBudgetBuy(form: Pick<OrderForm, 'side' | 'orderType'>): boolean {
  return isBudgetOrder(form.orderType, form.side);
}

function positive(text: string): number | undefined {
  const value = parseNumberText(text);
  return value !== null && value > 0 ? value : undefined;
}

/** A price as field text, rounded to the decimals of the coin's step at it. */
export function priceText(ticks: PriceTicks, price: number): string {
  return numberToText(Number(price.toFixed(tickDecimals(ticks(price)))));
}

function quantityText(quantity: number): string {
  const floored = floorTo(quantity, QUANTITY_DECIMALS);
  return floored > 0 ? numberToText(floored, QUANTITY_DECIMALS) : '';
}

function amountText(market: MarketSymbol, amount: number): string {
  return amount > 0 ? numberToText(amount, TRADING_RULES[market].quoteDecimals) : '';
}

/** Price × quantity of a limit or stop-limit order: what a buyer pays (rounded up) or a seller gets (down). */
function linkedTotal(form: OrderForm, market: MarketSymbol): string {
  if (namesNoPrice(form.orderType)) return form.total;
  const price = positive(form.price);
  const quantity = positive(form.quantity);
  if (price === undefined || quantity === undefined) return '';
  return amountText(market, orderAmount(market, price, quantity, form.side));
}

/**
 * The form with `percent` % of the available balance: of the coin for a sell; for a buy, the largest
 * quantity whose amount and fee fit in that share at the price (a buy by order total: the total that does); in
 * the Plus buy mode, whose own pay (the amount less the loan, plus the fee) fits in it.
 */
export function withPercent(form: OrderForm, percent: number, context: FormContext): OrderForm {
  const { market } = context;
  const share = (context.available[form.side] * percent) / 100;
  const next: OrderForm = { ...form, percent, quantity: '', total: '' };
  if (!(share > 0)) return next;
  const spendable = (funds: number) =>
    context.plusBuy ? plusBuySpendable(funds) : spendableAmount(market, funds);
  if (isBudgetBuy(form)) return { ...next, total: amountText(market, spendable(share)) };
  if (form.side === 'sell') {
    const quantity = quantityText(share);
    return { ...next, quantity, total: linkedTotal({ ...next, quantity }, market) };
  }
  const price = positive(form.price);
  if (price === undefined) return next;
  const quantity = quantityText(spendable(share) / price);
  return { ...next, quantity, total: linkedTotal({ ...next, quantity }, market) };
}

/** A new price keeps the quantity, or with a share picked on a buy, the share (the quantity follows). */
export function editPrice(form: OrderForm, text: string, context: FormContext): OrderForm {
  const next = { ...form, price: text, priceSet: true };
  if (form.percent > 0 && form.side === 'buy') return withPercent(next, form.percent, context);
  return { ...next, total: linkedTotal(next, context.market) };
}

export function editStopPrice(form: OrderForm, text: string): OrderForm {
  return { ...form, stopPrice: text };
}

export function editQuantity(form: OrderForm, text: string, context: FormContext): OrderForm {
  const next = { ...form, quantity: text, percent: 0 };
  return { ...next, total: linkedTotal(next, context.market) };
}

/** A typed total gives the quantity it buys at the price, floored to 8 decimals; the total stays as typed. */
export function editTotal(form: OrderForm, text: string): OrderForm {
  const next = { ...form, total: text, percent: 0 };
  if (namesNoPrice(form.orderType)) return next;
  const price = positive(form.price);
  const total = positive(text);
  if (total === undefined) return { ...next, quantity: '' };
  return price === undefined ? next : { ...next, quantity: quantityText(total / price) };
}

/** Another side or order type starts a new order at the same prices. */
export function withSide(form: OrderForm, side: OrderSide): OrderForm {
  return side === form.side ? form : { ...form, side, quantity: '', total: '', percent: 0 };
}

/** A new order type starts at its default time in force; the self-trade mode stays as picked. */
export function withOrderType(form: OrderForm, orderType: OrderType): OrderForm {
  if (orderType === form.orderType) return form;
  return {
    ...form,
    orderType,
    timeInForce: defaultTimeInForce(orderType),
    quantity: '',
    total: '',
    percent: 0,
  };
}

export function withTimeInForce(form: OrderForm, timeInForce: TimeInForce): OrderForm {
  return { ...form, timeInForce };
}

export function withSmpType(form: OrderForm, smpType: SmpType): OrderForm {
  return { ...form, smpType };
}

/** The coin's last price fills the price once, while nobody has set it. */
export function withLastPrice(
  form: OrderForm,
  lastPrice: number,
  { market, ticks }: Pick<FormContext, 'market' | 'ticks'>,
): OrderForm {
  if (form.priceSet || form.price !== '' || !(lastPrice > 0)) return form;
  const next = { ...form, price: priceText(ticks, lastPrice) };
  return { ...next, total: linkedTotal(next, market) };
}

/**
 * Whether what the form shows depends on the last price: a price nobody has set yet is filled from it,
 * and a sell naming no price (market, best-price) is valued at it. Otherwise a tick changes nothing on screen and must not render.
 */
export function followsLastPrice(form: OrderForm): boolean {
  return (!form.priceSet && form.price === '') || (namesNoPrice(form.orderType) && form.side === 'sell');
}

/** A price from the book (the prefillOrderPanel intent) is a limit price: a market or best-price order becomes a limit order, a stop-limit keeps its stop. */
export function withPrefill(
  form: OrderForm,
  prefill: Omit<OrderPrefill, 'key'>,
  context: FormContext,
): OrderForm {
  const orderType = namesNoPrice(form.orderType) ? 'limit' : form.orderType;
  let next = withOrderType(withSide(form, prefill.side ?? form.side), orderType);
  next = { ...next, price: priceText(context.ticks, prefill.price), priceSet: true };
  if (prefill.quantity !== undefined) return editQuantity(next, quantityText(prefill.quantity), context);
  if (next.percent > 0 && next.side === 'buy') return withPercent(next, next.percent, context);
  return { ...next, total: linkedTotal(next, context.market) };
}

/** After an order went through the prices stay; the quantity goes, so Enter again places nothing by accident. */
export function afterPlaced(form: OrderForm): OrderForm {
  return { ...form, quantity: '', total: '', percent: 0 };
}

/** What the panel sends: the draft the contract checks, with the self-trade mode the request names. */
export interface PanelDraft extends OrderDraft {
  /** Set where the order takes one (not a post-only). */
  smpType?: SmpType;
}

/** The form as the contract's check reads it: numbers of the fields the order type uses, and its options. */
export function orderDraft(form: OrderForm, market: MarketSymbol): PanelDraft {
  const number = (text: string) => parseNumberText(text) ?? undefined;
  const budgetBuy = isBudgetBuy(form);
  // Only a time in force the type takes: the form keeps none for a type that takes none.
  const timeInForce =
    form.timeInForce !== null && offeredTimesInForce(form.orderType).includes(form.timeInForce)
      ? form.timeInForce
      : undefined;
  return {
    market,
    side: form.side,
    orderType: form.orderType,
    price: namesNoPrice(form.orderType) ? undefined : number(form.price),
    stopPrice: form.orderType === 'stopLimit' ? number(form.stopPrice) : undefined,
    quantity: budgetBuy ? undefined : number(form.quantity),
    amount: budgetBuy ? number(form.total) : undefined,
    ...(timeInForce === undefined ? {} : { timeInForce }),
    ...(takesSmpType(timeInForce ?? null) ? { smpType: form.smpType } : {}),
  };
}

/** The body of POST orders for a draft that passed the checks (its idempotency key is added per attempt). */
export function placeOrderBody(draft: PanelDraft, key: CoinKey): Omit<PlaceOrderRequest, 'clientOrderId'> {
  const { side, orderType, price, stopPrice, quantity, amount, timeInForce, smpType } = draft;
  return {
    key,
    side,
    orderType,
    ...(price === undefined ? {} : { price }),
    ...(stopPrice === undefined ? {} : { stopPrice }),
    ...(quantity === undefined ? {} : { quantity }),
    ...(amount === undefined ? {} : { amount }),
    ...orderOptionsBody(orderType, timeInForce ?? null, smpType ?? DEFAULT_SMP_TYPE),
  };
}
