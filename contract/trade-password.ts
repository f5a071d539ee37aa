/**
 * The trade password (chart spec §6, login security): the six digits a member whose trade-password status
 * is I must set before the site lets them trade again. The rule is here once: the simulator refuses what
 * breaks it and the app shows the same problem under the field before sending.
 *
 * Spec readings (the spec names the page's steps, not the rule): exactly six digits, as the Korean
 * exchanges' trade PINs; not one digit six times (111111) and not a straight run up or down (123456,
 * 987654), the guesses such a PIN forbids; the second entry must repeat the first (the app's form checks
 * it, src/features/login-security: the call carries the password once). Setting it needs the member's
 * session and a 'login' SMS code confirmed just before (else 428 SMS_VERIFICATION_REQUIRED); a refused
 * password (400) leaves that confirmation unused. Any member may set it (again): it answers the member's
 * UserInfo with status Y.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** A member's trade password: set (Y), never set (N), reset or locked (I). */
export type TradePasswordStatus = 'Y' | 'N' | 'I';

export const TRADE_PASSWORD_LENGTH = 6;

/** Why a trade password is refused; each has a message under `loginSecurity.problems` (ko and en). */
export type TradePasswordProblem = 'notSixDigits' | 'repeated' | 'sequential';

function isStraightRun(digits: readonly number[]): boolean {
  const step = digits[1]! - digits[0]!;
  return (
    (step === 1 || step === -1) && digits.every((digit, i) => i === 0 || digit - digits[i - 1]! === step)
  );
}

/** What is wrong with a trade password, or undefined when the exchange accepts it. */
export function tradePasswordProblem(text: string): TradePasswordProblem | undefined {
  if (!new RegExp(`^\\d{${TRADE_PASSWORD_LENGTH}}$`).test(text)) return 'notSixDigits';
  const digits = [...text].map(Number);
  if (digits.every((digit) => digit === digits[0])) return 'repeated';
  if (isStraightRun(digits)) return 'sequential';
  return undefined;
}

export const tradePasswordSchema = lazySchema(() =>
  z.string().superRefine((text, context) => {
    const problem = tradePasswordProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

/** PUT API.tradePassword: the new trade password (the session's member; a confirmed 'login' SMS code). */
export const tradePasswordRequest = lazySchema(() => z.object({ tradePassword: tradePasswordSchema }));
export type TradePasswordRequest = z.infer<typeof tradePasswordRequest>;

/** The trade-password status of a member whose trade password is reset or locked (UserInfo). */
export const TRADE_PASSWORD_RESET_STATUS = 'I';

/** Wrong trade passwords in a row that reset it (status I). */
export const TRADE_PASSWORD_MAX_FAILURES = 5;

/** Whether a guarded call asks for the trade password: of a member who set one (status Y). */
export function asksTradePassword(status: TradePasswordStatus | undefined): boolean {
  return status === 'Y';
}

const TRADE_PASSWORD_ENTRY = new RegExp(`^\\d{${TRADE_PASSWORD_LENGTH}}$`);

/** Whether a typed trade password could be one (six digits): a form checks it before it sends. */
export function isTradePasswordEntry(text: string): boolean {
  return TRADE_PASSWORD_ENTRY.test(text);
}

/** The field a guarded call carries: any trade password is six digits. */
export const tradePasswordField = lazySchema(() =>
  z.string().regex(TRADE_PASSWORD_ENTRY, 'a trade password is six digits').optional(),
);

/** `data` of TRADE_PASSWORD_MISMATCH: the wrong ones in a row so far and how many reset it. */
export interface TradePasswordMismatchData {
  failures: number;
  maxFailures: number;
}
