/**
 * App paths and small pure helpers about them, shared by the shell (page table, theme, block dialog), the
 * workspace and the features.
 * The original site served the React app under a `/react` prefix; paths with or without it count alike.
 */

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';

/** The login page's link: the app's login reads `from` from navigation state to return there. */
export interface LoginLink {
  to: typeof LOGIN_PATH;
  state: { from: string };
}

/** A link to the login page that returns to `currentPath` (path, query and hash) after logging in. */
export function loginLink(currentPath: string): LoginLink {
  return { to: LOGIN_PATH, state: { from: currentPath } };
}

export const JOIN_PATH = '/member/join';
/** Without a coin; the router sends it on to the default coin. */
export const TRADE_ORDER_PATH = '/trade/order';
/** The trade order page's route (a coin's). */
export const TRADE_ORDER_ROUTE_PATH = `${TRADE_ORDER_PATH}/:coin`;

/** The chart's popup route; without a coin it goes on to the default coin, as the trade order page does. */
export const CHART_POPUP_ROUTE = '/trade/chart/:coin?';
/** A workspace pop-out window: the app booted again with one panel and no header. */
export const POPOUT_ROUTE_PATH = '/trade/order/popout/:panel/:coin';

/** The chart popup of a coin (its canonical SYMBOL-MARKET key). */
export function chartPopupPath(key: string): string {
  return `/trade/chart/${key}`;
}

const POPUP_PATH = /^(\/react)?\/trade\/(chart\/[^/]+|order\/popout\/)/;

/** The chart's own popup (/trade/chart/:coin) or a workspace pop-out window: no header. */
export function isChartPopupPath(pathname: string): boolean {
  return POPUP_PATH.test(pathname);
}

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
