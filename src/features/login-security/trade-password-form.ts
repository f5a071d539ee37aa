/**
 * What the trade password form shows under its two fields (the rule itself is contract/trade-password.ts):
 * a problem waits until the member has typed all six digits or pressed the button, so the first digits
 * typed are not already "wrong".
 */
import { TRADE_PASSWORD_LENGTH, tradePasswordProblem, type TradePasswordProblem } from '../../../contract';

export interface TradePasswordFormErrors {
  password?: TradePasswordProblem;
  confirmation?: 'mismatch';
}

export function tradePasswordFormErrors(
  password: string,
  confirmation: string,
  submitted: boolean,
): TradePasswordFormErrors {
  const errors: TradePasswordFormErrors = {};
  if (submitted || password.length >= TRADE_PASSWORD_LENGTH) {
    const problem = tradePasswordProblem(password);
    if (problem) errors.password = problem;
  }
  if ((submitted || confirmation.length >= TRADE_PASSWORD_LENGTH) && confirmation !== password)
    errors.confirmation = 'mismatch';
  return errors;
}
