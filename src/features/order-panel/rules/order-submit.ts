/**
 * Sending an order: the idempotency key of a submission (kept when the same order is sent again after
 * an answer that never came, so a retry cannot place it twice; new for any other order), and what a
 * failure says: the contract's problem for an order the exchange's checks refused (shown with the
 * contract's message), the server's message otherwise, or that the outcome is unknown when no answer came.
 */
import { isApiError } from '../../../api/api-error';
import type { PlaceOrderRequest } from '../../../../contract';
import { ERROR_CODES } from '../../../../contract/envelope';
import {
  PLUS_BUY_ORDER_PROBLEMS,
  PLUS_BUY_ORDER_REJECTED,
  type PlusBuyOrderProblem,
} from '../../../../contract/plus-buy';
import { ORDER_PROBLEMS, type OrderProblem } from '../../../../contract/trading';

export interface SubmitAttempt {
  clientOrderId: string;
  /** The order it sent, as JSON, to tell a retry from a new order (without the trade password, as the exchange compares it). */
  order: string;
}

/**
 * The attempt of a submission: the previous one when it sends the same order again, else a new key. The
 * order is given without the trade password: the attempt may be kept past the session (kept-order.ts).
 */
export function attemptFor(
  previous: SubmitAttempt | null,
  order: Omit<PlaceOrderRequest, 'clientOrderId'>,
  newId: () => string,
): SubmitAttempt {
  const text = JSON.stringify(order);
  return previous?.order === text ? previous : { clientOrderId: newId(), order: text };
}

/** 32 hex digits from the browser's random source (which, unlike randomUUID, also works over plain http). */
export function newClientOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type SubmitFailure =
  /** One of the contract's checks refused the order: shown with the contract's message in the current language. */
  | { kind: 'problem'; problem: OrderProblem }
  /** One of the Plus buy rules refused it: shown with the contract's message in the current language. */
  | { kind: 'plusBuy'; problem: PlusBuyOrderProblem }
  /** The exchange answered and refused: its message. */
  | { kind: 'refused'; message: string }
  /** The exchange answered without a message. */
  | { kind: 'failed' }
  /** The session had ended (401): the order was not placed; the panel keeps it for after a new login. */
  | { kind: 'sessionEnded' }
  /** No answer (network, timeout, server error): the order may have been placed; a retry keeps the key. */
  | { kind: 'unknownOutcome' };

const NO_ANSWER = new Set(['Connectivity', 'Timeout', 'ServerError', 'None']);

function isOrderProblem(value: unknown): value is OrderProblem {
  return (ORDER_PROBLEMS as readonly unknown[]).includes(value);
}

function isPlusBuyProblem(value: unknown): value is PlusBuyOrderProblem {
  return (PLUS_BUY_ORDER_PROBLEMS as readonly unknown[]).includes(value);
}

export function submitFailure(error: unknown): SubmitFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.code === ERROR_CODES.orderRejected) {
    const problem: unknown = (error.data as { problem?: unknown } | null)?.problem;
    if (isOrderProblem(problem)) return { kind: 'problem', problem };
  }
  if (error.code === PLUS_BUY_ORDER_REJECTED) {
    const problem: unknown = (error.data as { problem?: unknown } | null)?.problem;
    if (isPlusBuyProblem(problem)) return { kind: 'plusBuy', problem };
  }
  if (NO_ANSWER.has(error.statusType)) return { kind: 'unknownOutcome' };
  if (error.statusType === 'Session') return { kind: 'sessionEnded' };
  return error.message === '' ? { kind: 'failed' } : { kind: 'refused', message: error.message };
}
