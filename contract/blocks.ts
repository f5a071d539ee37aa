/**
 * Member blocks (chart spec §6 "Block types from the server"): the seven block types an exchange puts on
 * a member, and how the exchange tells the app. The spec names the types and where each one takes the
 * member, not how the server says it; the project's reading (contract/spec-readings.md):
 *
 * - A block is the member's state, kept by the exchange. It travels as a refusal: HTTP 403, code
 *   ERROR_CODES.block ('BLOCK', the service block's code), message "title||body", and `data`
 *   `{blockType}` (blockRefusalSchema). The fault switch's service block has `data` null: no member state.
 * - An account block (BLOCK_SCOPE 'account') refuses every member call (assets, orders, deposits and
 *   withdrawals, Plus buy, the header's member calls, the block-status check…) except BLOCK_EXEMPT_PATHS:
 *   who is logged in, logout, SMS and terms still answer, so the member can be told, verify and leave.
 *   Public calls (markets, tickers, candles, notices) answer as for anyone.
 * - An action block ('actions': the two "check" types) refuses only BLOCKED_ACTIONS, the calls that move
 *   money out or trade: placing or replacing an order, a coin or KRW withdrawal. The member browses,
 *   deposits and cancels as usual, and meets the dialog when trying the action.
 *
 * What each type shows is the app's (src/shell/rules.ts, one table): customer confirm → /block/kyc,
 * e-mail transfer → the e-mail change page, corporate member → /block/corporate, check customer confirm →
 * a dialog with an app-download button, check account → a dialog with a button to KRW deposit,
 * sub-account → /block/sub-accounts-info, service block → the service-block dialog with the message.
 *
 * The member channels of the socket carry what member calls answer (MEMBER_CHANNEL_CALLS): a block that
 * refuses the call refuses the channel too, so a blocked member's balances stop on the socket as they do
 * over REST.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { API } from './rest';
import type { MEMBER_CHANNELS } from './socket';

export const BLOCK_TYPES = [
  'CUSTOMER_CONFIRM',
  'EMAIL_TRANSFER',
  'CORPORATE_MEMBER',
  'CHECK_CUSTOMER_CONFIRM',
  'CHECK_ACCOUNT',
  'SUB_ACCOUNT',
  'SERVICE_BLOCK',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Which calls a block refuses: every member call but the exempt ones, or only the blocked actions. */
export type BlockScope = 'account' | 'actions';

export const BLOCK_SCOPE: Record<BlockType, BlockScope> = {
  CUSTOMER_CONFIRM: 'account',
  EMAIL_TRANSFER: 'account',
  CORPORATE_MEMBER: 'account',
  CHECK_CUSTOMER_CONFIRM: 'actions',
  CHECK_ACCOUNT: 'actions',
  SUB_ACCOUNT: 'account',
  SERVICE_BLOCK: 'account',
};

/** `data` of a member's block refusal (403 BLOCK). */
export const blockRefusalSchema = lazySchema(() => z.object({ blockType: z.enum(BLOCK_TYPES) }));
export type BlockRefusal = z.infer<typeof blockRefusalSchema>;

/**
 * Member calls an account block leaves open, as paths or path prefixes (ending in "/"): the session's
 * own calls, the SMS calls (v1 and v2 member SMS, the other SMS) and the terms calls.
 */
export const BLOCK_EXEMPT_PATHS: readonly string[] = [
  API.me,
  API.logout,
  API.smsToken,
  '/v1/members/sms/',
  '/v2/members/sms/',
  '/v1/terms',
  '/v1/terms/',
];

/** The calls an action block refuses (method and route path as the exchange registers it). */
export const BLOCKED_ACTIONS: readonly { method: 'POST'; path: string }[] = [
  { method: 'POST', path: API.orders },
  { method: 'POST', path: `${API.orders}/:orderId/replace` },
  { method: 'POST', path: API.withdraw },
  { method: 'POST', path: API.krwWithdraw },
  // Parent orders place orders (contract/algo-orders.ts): starting a TWAP, placing a split order, and
  // resuming a TWAP, which places its next slice at once.
  { method: 'POST', path: API.algoTwap },
  { method: 'POST', path: API.algoSplit },
  { method: 'POST', path: API.algoResume(':algoId') },
];

/** Whether the call `method` `routePath` is one of BLOCKED_ACTIONS (it trades or moves money out). */
export function isBlockedAction(method: string, routePath: string): boolean {
  return BLOCKED_ACTIONS.some((action) => action.method === method && action.path === routePath);
}

/**
 * What the trade password guards (contract/trade-password.ts) (the exchange's own login-security guidance: "the trade password is
 * asked for orders and withdrawals"; "trading and withdrawals are paused until you set a new one"):
 * placing an order from the app (a TWAP or a split order too: contract/algo-orders.ts), and the calls that
 * move money out, a coin and a KRW withdrawal. Each
 * names it (`tradePassword`, the six digits); a withdrawal's is checked before its SMS confirmation is
 * used up, so a mistyped one costs no new code.
 *
 * - A member with a trade password (status Y) must send it: missing → 400 TRADE_PASSWORD_REQUIRED, wrong
 *   → 400 TRADE_PASSWORD_MISMATCH with data TradePasswordMismatchData; the TRADE_PASSWORD_MAX_FAILURES-th
 *   wrong one in a row resets it (status I: "entered wrongly too many times") and answers
 *   TRADE_PASSWORD_RESET. A right one clears the count.
 * - A member whose trade password is reset or locked (status I) is refused those calls and replacing
 *   orders (BLOCKED_ACTIONS) with 403 TRADE_PASSWORD_RESET until they set a new one
 *   (login security; the app sends them there, chart spec §6).
 * - A member who never set one (status N) is not asked: there is nothing to check against, and the
 *   spec's account restrictions send only status I to login security.
 *
 * Not asked: an order signed with an Open API key (the key, issued after its own SMS step, is what
 * authenticates it; a key never withdraws), replacing an order (the chart's dragged line moves the price
 * of an order already placed) and cancelling one (it gives back what the order held).
 */
export const TRADE_PASSWORD_ACTIONS: readonly { method: 'POST'; path: string }[] = [
  { method: 'POST', path: API.orders },
  { method: 'POST', path: API.algoTwap },
  { method: 'POST', path: API.algoSplit },
  { method: 'POST', path: API.withdraw },
  { method: 'POST', path: API.krwWithdraw },
];

/**
 * A dormant member (status H; chart spec §6: the app sends them to the dormant page, where they verify to
 * use the account again) is refused BLOCKED_ACTIONS too, with 403 ERROR_CODES.memberDormant: placing or
 * replacing an order and coin or KRW withdrawals, whether sent by the app or signed with an Open API key.
 * Everything else stays: cancelling one's own order only gives back what the order held (it trades
 * nothing and moves nothing out), and the exchange's own moves (a Plus buy's forced repayment) are not
 * the member's calls.
 */
export const DORMANT_STATUS = 'H';

/** Whether a block of `blockType` refuses the call `method` `routePath` (a route path, `:params` kept). */
export function blockRefuses(blockType: BlockType, method: string, routePath: string): boolean {
  if (BLOCK_SCOPE[blockType] === 'actions') return isBlockedAction(method, routePath);
  return !BLOCK_EXEMPT_PATHS.some((path) =>
    path.endsWith('/') ? routePath.startsWith(path) : routePath === path,
  );
}

/** The REST call (GET) that answers the data a member channel of the socket carries. */
export const MEMBER_CHANNEL_CALLS: Record<(typeof MEMBER_CHANNELS)[number], string> = {
  assetChange: API.assets,
  orders: API.orders,
  credit: API.creditStatus,
  drawings: API.drawings,
  layouts: API.layouts,
  notifications: API.notifications,
};

/** Whether a block of `blockType` stops a member channel: it refuses the channel's REST call. */
export function blockRefusesChannel(blockType: BlockType, ch: (typeof MEMBER_CHANNELS)[number]): boolean {
  return blockRefuses(blockType, 'GET', MEMBER_CHANNEL_CALLS[ch]);
}
