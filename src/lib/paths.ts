/**
 * Small pure helpers about app paths, shared by the shell (theme, block dialog) and the features.
 * The original site served the React app under a `/react` prefix; paths with or without it count alike.
 */

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const JOIN_PATH = '/member/join';
/** Without a coin; the router sends it on to the default coin. */
export const TRADE_ORDER_PATH = '/trade/order';

const TRADE_ORDER_PATTERN = /^(\/react)?\/trade\/order(\/|$)/;
const INOUT_TRANSFER_PATTERN = /^(\/react)?\/inout\/(deposit|withdraw|statement)(\/|$)/;

/** The trade order page: the dark theme applies there and the block dialog keeps the user on it. */
export function isTradeOrderPath(pathname: string): boolean {
  return TRADE_ORDER_PATTERN.test(pathname);
}

/** Deposit, withdrawal and statement pages (chart spec §2 pattern `/inout/(deposit|withdraw|statement)`). */
export function isInoutTransferPath(pathname: string): boolean {
  return INOUT_TRANSFER_PATTERN.test(pathname);
}

/** Only same-app absolute paths may be used as a return target (never `//host` or a full URL). */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}
