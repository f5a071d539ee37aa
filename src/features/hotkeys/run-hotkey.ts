/**
 * The hotkeys' matching and actions, loaded on the first key press the host hears (HotkeysHost): the
 * bindings read from storage and a press matched to its action; orders through the order panel's call
 * (placeOrder; the exchange checks them with the contract's rules and a refusal's message is the
 * contract's, shown as the toast), cancels through the open orders' calls, and the chart, coin list and
 * order panel reached through the window's intents. Every action answers with a toast in the page's
 * language; an order placed by a hotkey and still open can be undone (cancelled) with the undo hotkey or
 * its toast's Undo button.
 */
import type { OrderBookSnapshot, PlaceOrderRequest } from '../../../contract';
import type { CandleInterval } from '../../../contract/intervals';
import { parseCoinKey, type CoinKey, type MarketSymbol } from '../../../contract/markets';
import { asksTradePassword } from '../../../contract/trade-password';
import type { OrderSide } from '../../../contract/trading';
import { isApiError, isOrderClosed } from '../../api/api-error';
import { cancelAllOrders, cancelOrder, getAssets, listOrders, placeOrder } from '../../api/client';
import type { FeedClient } from '../../api/feed-types';
import { getQueryClient, queryKeys, reportApiError } from '../../api/query';
import type { Language } from '../../lib/languages';
import { publishIntent, showToast } from '../../shell';
import type { IntentPayloads } from '../../shell/intent-rules';
import { readStoredText } from '../../state/local-storage';
import { session } from '../../state/session';
import type { HotkeyHostActions } from './actions';
import { actionFor, type Bindings } from './rules/bindings';
import { HOTKEY_ACTION_IDS, type HotkeyActionId } from './rules/catalogue';
import { chordLabel, chordOf, type ChordPress } from './rules/chord';
import { bindingsStorageKey, parseBindings } from './rules/stored-bindings';
import {
  bestOpposite,
  bestPlan,
  flattenQuantity,
  limitPlan,
  newestOpenOrder,
  stepThrough,
} from './rules/order-plan';
import { parsePresets, presetsStorageKey, type Preset } from './rules/presets';
import { hotkeyTexts, type HotkeyTexts } from './texts';

/** The member's bindings as stored (stored-bindings.ts): the host reads them once, again after a storage change. */
export function readBindings(memNo: number | undefined): Bindings {
  return parseBindings(readStoredText(bindingsStorageKey(memNo)));
}

/** Every action's key as the trader bound it, as its label (the palette shows them beside its commands). */
export function keyLabels(bindings: Bindings): Record<HotkeyActionId, string | null> {
  return Object.fromEntries(
    HOTKEY_ACTION_IDS.map((id) => [id, bindings[id] === null ? null : chordLabel(bindings[id])]),
  ) as Record<HotkeyActionId, string | null>;
}

/** The action `press` runs under `bindings`, or null. */
export function hotkeyFor(press: ChordPress, bindings: Bindings): HotkeyActionId | null {
  const chord = chordOf(press);
  return chord === null ? null : actionFor(bindings, chord);
}

export type HotkeyRun =
  { kind: 'action'; action: HotkeyActionId } | { kind: 'oneClick'; order: IntentPayloads['oneClickOrder'] };

export interface HotkeyContext {
  actions: HotkeyHostActions;
  feed: FeedClient | null;
  language: Language;
  bindings: Bindings;
  memNo: number | undefined;
}

/** How long the first book of a coin may take to come before a hotkey gives up (a hang guard). */
const BOOK_WAIT_MS = 3_000;

interface Placed {
  orderId: number;
  coin: CoinKey;
}

/** The order a hotkey placed last in this window: the undo hotkey cancels it while it is open. */
let lastPlaced: Placed | null = null;

function coinLabel(coin: CoinKey): string {
  const parsed = parseCoinKey(coin);
  return parsed ? `${parsed.symbol}/${parsed.marketSymbol}` : coin;
}

function marketOf(coin: CoinKey): MarketSymbol {
  return parseCoinKey(coin)!.marketSymbol as MarketSymbol;
}

/** The coin's book as the feed next tells it, or undefined when none comes in time. */
function nextBook(feed: FeedClient | null, coin: CoinKey): Promise<OrderBookSnapshot | undefined> {
  if (!feed) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let stop: (() => void) | null = null;
    let settled = false;
    const done = (book: OrderBookSnapshot | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop?.();
      resolve(book);
    };
    const timer = setTimeout(() => done(undefined), BOOK_WAIT_MS);
    // A feed that holds the book already may tell it before it answers the unsubscribe.
    const unsubscribe = feed.orderBook(coin, done);
    if (settled) unsubscribe();
    else stop = unsubscribe;
  });
}

/** The exchange's answer to a failed call as a toast: its message (the contract's, in the page's language). */
function failed(error: unknown, texts: HotkeyTexts): void {
  // Maintenance, a block, an ended session…: the shell's dialogs say what to do.
  if (isApiError(error) && error.statusType !== 'Error') return reportApiError(error);
  showToast(isApiError(error) && error.message ? error.message : texts.failed);
}

function refreshMemberOrders(): void {
  const client = getQueryClient();
  void client.invalidateQueries({ queryKey: queryKeys.assets });
  void client.invalidateQueries({ queryKey: queryKeys.allOrders });
}

/** Sends `body` as the order panel does; the toast tells what became of it (filled, resting, refused). */
async function send(
  coin: CoinKey,
  body: Omit<PlaceOrderRequest, 'key'>,
  context: HotkeyContext,
  texts: HotkeyTexts,
): Promise<void> {
  const sideText = body.side === 'buy' ? texts.buy : texts.sell;
  const number = (value: number) => value.toLocaleString(context.language, { maximumFractionDigits: 8 });
  try {
    const order = await placeOrder({ key: coin, ...body });
    refreshMemberOrders();
    publishIntent('orderPlaced', { key: coin });
    const open = order.status === 'pending';
    const placed = { orderId: order.orderId, coin };
    lastPlaced = open ? placed : null;
    if (order.filledQuantity > 0 && !open) {
      const price = number(order.avgFillPrice ?? order.price);
      const rest = order.filledQuantity < order.quantity || order.status === 'cancelled';
      return void showToast(
        (rest ? texts.filledRestCancelled : texts.filled)(
          sideText,
          number(order.filledQuantity),
          coinLabel(coin),
          price,
        ),
      );
    }
    if (!open) return void showToast(texts.nothingFilled(sideText, coinLabel(coin)));
    const undo = context.bindings.undoLast;
    // A resting order is undone by its toast's button too (a fill cannot be: those toasts offer none).
    showToast(
      texts.placed(
        sideText,
        number(order.quantity),
        coinLabel(coin),
        number(order.price),
        undo === null ? null : chordLabel(undo),
      ),
      { label: texts.undoButton, run: () => cancelPlaced(placed, texts) },
    );
  } catch (error) {
    failed(error, texts);
  }
}

/** A limit order at `price` (the order panel's, a clicked level) with the preset quantity. */
async function placeLimit(
  coin: CoinKey,
  side: OrderSide,
  price: number | undefined,
  context: HotkeyContext,
  texts: HotkeyTexts,
): Promise<void> {
  if (asksPassword(texts)) return;
  const plan = limitPlan(side, price, presetOf(coin, context));
  if (!plan.ok) return void showToast(planProblem(plan.problem, side, texts));
  await send(coin, { side, orderType: 'limit', price: plan.price, quantity: plan.quantity }, context, texts);
}

async function atBest(side: OrderSide, context: HotkeyContext, texts: HotkeyTexts): Promise<void> {
  const coin = context.actions.focusedCoin();
  if (asksPassword(texts)) return;
  const book = await nextBook(context.feed, coin);
  if (!book) return void showToast(texts.noBook);
  const plan = bestPlan(side, bestOpposite(book, side), presetOf(coin, context), marketOf(coin));
  if (!plan.ok) return void showToast(planProblem(plan.problem, side, texts));
  const { amount, quantity } = plan;
  await send(
    coin,
    { side, orderType: 'best', timeInForce: 'ioc', ...(amount === undefined ? { quantity } : { amount }) },
    context,
    texts,
  );
}

function presetOf(coin: CoinKey, context: HotkeyContext): Preset {
  return parsePresets(readStoredText(presetsStorageKey(context.memNo)))[marketOf(coin)];
}

function planProblem(problem: 'emptySide' | 'tooSmall', side: OrderSide, texts: HotkeyTexts): string {
  return problem === 'emptySide' ? texts.emptySide(side === 'buy' ? texts.buy : texts.sell) : texts.tooSmall;
}

async function atPanelPrice(side: OrderSide, context: HotkeyContext, texts: HotkeyTexts): Promise<void> {
  const coin = context.actions.focusedCoin();
  let price: number | undefined;
  publishIntent('readOrderPanelPrice', { key: coin, answer: (given) => (price = given) });
  if (price === undefined) return void showToast(texts.noPanelPrice(coinLabel(coin)));
  await placeLimit(coin, side, price, context, texts);
}

/**
 * Cancels an order a hotkey placed (the undo key, its toast's button) and answers what became of it, for a
 * toast; a failure other than the order's having closed is shown as the exchange tells it (failed).
 */
async function cancelPlaced(placed: Placed, texts: HotkeyTexts): Promise<string | void> {
  if (lastPlaced?.orderId === placed.orderId) lastPlaced = null;
  try {
    await cancelOrder(placed.orderId);
    refreshMemberOrders();
    return texts.undone(coinLabel(placed.coin));
  } catch (error) {
    if (isOrderClosed(error)) return texts.alreadyClosed;
    failed(error, texts);
  }
}

async function undoLast(texts: HotkeyTexts): Promise<void> {
  if (lastPlaced === null) return void showToast(texts.nothingToUndo);
  const outcome = await cancelPlaced(lastPlaced, texts);
  if (outcome) showToast(outcome);
}

async function cancelNewest(context: HotkeyContext, texts: HotkeyTexts): Promise<void> {
  const coin = context.actions.focusedCoin();
  try {
    const newest = newestOpenOrder(await listOrders({ key: coin, status: 'pending' }), coin);
    if (!newest) return void showToast(texts.noOpenOrder(coinLabel(coin)));
    await cancelOrder(newest.orderId);
    refreshMemberOrders();
    showToast(texts.cancelledLast(coinLabel(coin)));
  } catch (error) {
    if (isOrderClosed(error)) showToast(texts.alreadyClosed);
    else failed(error, texts);
  }
}

async function cancelAll(context: HotkeyContext, texts: HotkeyTexts): Promise<void> {
  const coin = context.actions.focusedCoin();
  try {
    const cancelled = await cancelAllOrders({ key: coin });
    refreshMemberOrders();
    showToast(texts.cancelledAll(coinLabel(coin), cancelled.length));
  } catch (error) {
    failed(error, texts);
  }
}

/** Cancels the coin's open orders, then sells what is free of it at market (a spot exchange has no short). */
async function flatten(context: HotkeyContext, texts: HotkeyTexts): Promise<void> {
  const coin = context.actions.focusedCoin();
  const symbol = parseCoinKey(coin)!.symbol;
  if (asksPassword(texts)) return;
  try {
    await cancelAllOrders({ key: coin });
    const assets = await getAssets();
    const quantity = flattenQuantity(assets.myAssetCoinInfoList.find((row) => row.symbol === symbol));
    refreshMemberOrders();
    if (!(quantity > 0)) return void showToast(texts.nothingToFlatten(coinLabel(coin)));
    await placeOrder({ key: coin, side: 'sell', orderType: 'market', quantity });
    refreshMemberOrders();
    publishIntent('orderPlaced', { key: coin });
    showToast(
      texts.flattened(
        coinLabel(coin),
        quantity.toLocaleString(context.language, { maximumFractionDigits: 8 }),
      ),
    );
  } catch (error) {
    failed(error, texts);
  }
}

function stepCoin(step: 1 | -1, context: HotkeyContext, texts: HotkeyTexts): void {
  let keys: readonly CoinKey[] = [];
  publishIntent('readCoinOrder', { answer: (given) => (keys = given) });
  if (keys.length === 0) return void showToast(texts.noCoinList);
  const next = stepThrough(keys, context.actions.focusedCoin(), step);
  context.actions.goToCoin(next);
  showToast(texts.coinShown(coinLabel(next)));
}

function stepInterval(step: 1 | -1, texts: HotkeyTexts): void {
  let shown: CandleInterval | null = null;
  publishIntent('stepChartInterval', { step, answer: (interval) => (shown = interval) });
  showToast(shown === null ? texts.noChart : texts.intervalShown(shown));
}

function toggleDrawingTools(texts: HotkeyTexts): void {
  let shown: boolean | null = null;
  publishIntent('toggleDrawingTools', { answer: (given) => (shown = given) });
  showToast(shown === null ? texts.noChart : shown ? texts.drawingToolsShown : texts.drawingToolsHidden);
}

/**
 * A member whose orders ask the trade password orders in the order panel, where it is typed: a hotkey
 * never keeps it.
 */
function asksPassword(texts: HotkeyTexts): boolean {
  if (!asksTradePassword(session.user?.useTradePasswordStatus)) return false;
  showToast(texts.tradePassword);
  return true;
}

const MEMBER_ACTIONS: ReadonlySet<HotkeyActionId> = new Set([
  'buyBest',
  'sellBest',
  'buyPanelPrice',
  'sellPanelPrice',
  'flatten',
  'undoLast',
  'cancelLast',
  'cancelAll',
]);

export async function runHotkey(run: HotkeyRun, context: HotkeyContext): Promise<void> {
  const texts = hotkeyTexts(context.language);
  const member = session.status === 'member';
  if (run.kind === 'oneClick') {
    if (!member) return void showToast(texts.needsLogin);
    return placeLimit(run.order.key, run.order.side, run.order.price, context, texts);
  }
  const { action } = run;
  if (MEMBER_ACTIONS.has(action) && !member) return void showToast(texts.needsLogin);
  switch (action) {
    case 'buyBest':
      return atBest('buy', context, texts);
    case 'sellBest':
      return atBest('sell', context, texts);
    case 'buyPanelPrice':
      return atPanelPrice('buy', context, texts);
    case 'sellPanelPrice':
      return atPanelPrice('sell', context, texts);
    case 'flatten':
      return flatten(context, texts);
    case 'undoLast':
      return undoLast(texts);
    case 'cancelLast':
      return cancelNewest(context, texts);
    case 'cancelAll':
      return cancelAll(context, texts);
    case 'nextCoin':
      return stepCoin(1, context, texts);
    case 'prevCoin':
      return stepCoin(-1, context, texts);
    case 'nextInterval':
      return stepInterval(1, texts);
    case 'prevInterval':
      return stepInterval(-1, texts);
    case 'toggleDrawingTools':
      return toggleDrawingTools(texts);
    case 'orderPanel':
      context.actions.goToOrderPanel();
      return void showToast(texts.orderPanelShown);
  }
}
