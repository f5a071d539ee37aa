/**
 * Sending the order panel's order, over the pure rules (rules/order-submit.ts, rules/order-notice.ts):
 * the checks before sending (the contract's, given the live book's best opposite price so that a post-only
 * that would trade is refused here, then the trade password), one request at a time under the
 * submission's idempotency key (kept only for a retry of an order whose outcome is unknown), and after
 * the answer: the form emptied and the caches refreshed, what became of the order when more than "placed" (an
 * ioc's rest cancelled, a fok killed, a self-trade prevented: the contract's text as the notice and the
 * toast), or the failure's notice, and, when the session
 * ended under it, the order kept for after the next login (kept-orders.ts).
 */
import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { placeOrder } from '../../api/client';
import { getQueryClient, queryKeys, reportApiError } from '../../api/query';
import { showToast } from '../../shell';
import { session } from '../../state/session';
import { isTradePasswordEntry } from '../../../contract/trade-password';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import type { PriceTicks } from '../../../contract/price-ticks';
import type { OrderBookSnapshot } from '../../../contract';
import { forgetKeptOrder, keepOrder } from './kept-orders';
import {
  afterPlaced,
  attemptFor,
  failureNotice,
  keptForm,
  keptOrderOf,
  newClientOrderId,
  orderDraft,
  outcomeNotice,
  placeOrderBody,
  submitCheck,
  submitFailure,
  type Balance,
  type KeptOrder,
  type Notice,
  type OrderForm,
  type SubmitAttempt,
  type TradingBlock,
} from './rules';

export interface OrderSubmitBinding {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /** The coin's price steps on the window's source: prices are checked on them. */
  ticks: PriceTicks;
  loggedIn: boolean;
  /** The logged-in member (their kept order is theirs). */
  memNo: number | undefined;
  block: TradingBlock | undefined;
  /** The balance the order spends; undefined while it loads. */
  balance: Balance | undefined;
  readLastPrice(): number;
  /** The coin's live book, when one has come (the best opposite price a post-only is checked against). */
  readBook(): OrderBookSnapshot | undefined;
  /** A notice's text in the page's language (the outcome's, for its toast). */
  noticeText(notice: Notice): string;
  /** The trade password typed; null when the member is not asked for one. */
  tradePassword: string | null;
  /** The Plus buy mode is on. */
  plusBuy: boolean;
  setForm: Dispatch<SetStateAction<OrderForm>>;
  setNotice(notice: Notice | null): void;
  /** The exchange placed the order. */
  onPlaced(): void;
}

export interface OrderSubmit {
  sending: boolean;
  /** An order is on its way now (read outside render). */
  isSending(): boolean;
  /** Sends `sent`, a Plus buy order when `asPlusBuy` (the mode, or the kept order's own). */
  send(sent: OrderForm, asPlusBuy?: boolean): Promise<void>;
  /** The trader confirmed the kept order: the usual checks, under its unanswered key if any. */
  placeKept(order: KeptOrder): void;
}

export function useOrderSubmit(binding: OrderSubmitBinding): OrderSubmit {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const attemptRef = useRef<SubmitAttempt | null>(null);
  const { coin, symbol, marketSymbol, loggedIn, memNo, block, balance, tradePassword, setForm, setNotice } =
    binding;

  const send = async (sent: OrderForm, asPlusBuy = binding.plusBuy) => {
    if (sendingRef.current || block !== undefined || !loggedIn) return;
    const current = orderDraft(sent, marketSymbol);
    // Unknown balances (still loading) leave the balance check to the exchange.
    const available = balance?.available ?? Number.POSITIVE_INFINITY;
    const loanLocked = balance?.loanLocked ?? 0;
    const book = binding.readBook();
    const bestOpposite = (current.side === 'buy' ? book?.asks : book?.bids)?.[0]?.[0];
    const check = submitCheck(
      current,
      coin,
      { ticks: binding.ticks, lastPrice: binding.readLastPrice(), available, loanLocked, bestOpposite },
      asPlusBuy,
    );
    if (check) {
      setNotice(check.kind === 'order' ? { kind: 'problem', problem: check.problem } : check);
      return;
    }
    if (tradePassword !== null && !isTradePasswordEntry(tradePassword)) {
      setNotice({ kind: 'key', key: 'tradePassword' });
      return;
    }
    const body = { ...placeOrderBody(current, coin), ...(asPlusBuy ? { plusBuy: true } : {}) };
    const attempt = attemptFor(attemptRef.current, body, newClientOrderId);
    attemptRef.current = attempt;
    sendingRef.current = true;
    setSending(true);
    setNotice(null);
    try {
      const placed = await placeOrder({
        ...body,
        ...(tradePassword !== null ? { tradePassword } : {}),
        clientOrderId: attempt.clientOrderId,
      });
      attemptRef.current = null;
      setForm(afterPlaced);
      const outcome = outcomeNotice(placed);
      setNotice(outcome);
      showToast(
        outcome
          ? binding.noticeText(outcome)
          : t('orderPanel.placed', {
              coin: `${symbol}/${marketSymbol}`,
              side: t(`orderPanel.sides.${sent.side}`),
            }),
      );
      binding.onPlaced();
      const client = getQueryClient();
      void client.invalidateQueries({ queryKey: queryKeys.assets });
      void client.invalidateQueries({ queryKey: queryKeys.orders() });
      if (body.plusBuy) void client.invalidateQueries({ queryKey: queryKeys.creditStatus });
    } catch (error) {
      const failure = submitFailure(error);
      // Only an order whose outcome is unknown is sent again under the same key.
      if (failure.kind !== 'unknownOutcome') attemptRef.current = null;
      // The session ended (this 401, or a logout elsewhere while it was sent): the order is kept, and the
      // panel (mounted anew for the guest) says it was not placed, or that its outcome is unknown.
      const ended = failure.kind === 'sessionEnded' || session.status !== 'member';
      if (ended && memNo !== undefined)
        keepOrder(
          coin,
          keptOrderOf(sent, {
            memNo,
            nowMs: Date.now(),
            reason: failure.kind === 'unknownOutcome' ? 'unknownOutcome' : 'notPlaced',
            plusBuy: asPlusBuy,
            attempt,
          }),
        );
      if (isApiError(error) && error.statusType !== 'Error') reportApiError(error);
      setNotice(ended ? null : failureNotice(failure));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const isSending = useCallback(() => sendingRef.current, []);
  return {
    sending,
    isSending,
    send,
    placeKept: (order) => {
      forgetKeptOrder(coin);
      const typed = keptForm(order);
      setForm(typed);
      attemptRef.current = order.attempt;
      void send(typed, order.plusBuy);
    },
  };
}
