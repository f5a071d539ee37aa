/**
 * The trade password of the calls it guards (contract/blocks.ts TRADE_PASSWORD_ACTIONS: placing an
 * order from the app, the coin and KRW withdrawals), checked by their handlers (a withdrawal's before its
 * SMS confirmation is used up): a member with one must name it, a wrong one is counted and the last wrong
 * one allowed resets it (status I).
 */
import type { FastifyReply } from 'fastify';
import { TRADE_PASSWORD_MAX_FAILURES, type TradePasswordMismatchData } from '../../contract';
import { ApiError } from '../errors/api-error';
import { retryLater } from '../http/retry-later';
import { BusyError } from './bounded-work';
import type { MemberStore } from './member-store';

export async function requireTradePassword(
  members: MemberStore,
  reply: FastifyReply,
  memNo: number,
  given: string | undefined,
): Promise<void> {
  let outcome: Awaited<ReturnType<MemberStore['checkTradePassword']>>;
  try {
    outcome = await members.checkTradePassword(memNo, given, TRADE_PASSWORD_MAX_FAILURES);
  } catch (error) {
    if (error instanceof BusyError) throw retryLater(reply, 1000, 'TOO_MANY_REQUESTS', 'tooManyRequests');
    throw error;
  }
  switch (outcome.kind) {
    case 'notSet':
    case 'right':
      return;
    case 'missing':
      throw new ApiError(400, 'TRADE_PASSWORD_REQUIRED', 'tradePasswordRequired');
    case 'reset':
      throw new ApiError(403, 'TRADE_PASSWORD_RESET', 'tradePasswordReset');
    case 'wrong': {
      const data: TradePasswordMismatchData = {
        failures: outcome.failures,
        maxFailures: TRADE_PASSWORD_MAX_FAILURES,
      };
      throw new ApiError(400, 'TRADE_PASSWORD_MISMATCH', 'tradePasswordMismatch', undefined, data);
    }
  }
}
