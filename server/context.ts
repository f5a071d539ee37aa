/** What the route modules share: the stores, the market, the feed and the switches of one running server. */
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type OrderOrigin } from '../contract';
import type { AlertStore } from './alerts/alert-store';
import type { CaptchaRenderer } from './captcha/captcha-renderer';
import type { CaptchaStore } from './captcha/captcha-store';
import type { AlgoDesk } from './algo/algo-desk';
import type { CreditEngine } from './credit/credit-engine';
import type { DrawingStore } from './drawings/drawing-store';
import type { LayoutStore } from './layouts/layout-store';
import type { FaultSwitch } from './faults';
import type { FeedHub } from './feed/feed-hub';
import { ApiError } from './errors/api-error';
import type { InoutDesk } from './inout/inout-desk';
import type { MarketSource } from './sources/market-source';
import type { FavoriteStore } from './members/favorite-store';
import type { LoginThrottles } from './members/login-throttle';
import type { MemberBlocks } from './members/member-blocks';
import type { MemberStore } from './members/member-store';
import type { NotificationStore } from './notifications/notification-store';
import type { SmsOutbox } from './notifications/sms-outbox';
import type { SmsCodes } from './members/sms-codes';
import type { SmsLogins } from './members/sms-logins';
import type { SmsVerifications } from './members/sms-verifications';
import { keyMemberOf, type OpenApiKeys } from './open-api/key-authentication';
import type { ServerOptions } from './options';
import type { ShellStore } from './shell/shell-store';
import type { OrderEngine } from './trading/order-engine';
import type { AttachmentStore } from './uploads/attachment-store';

export interface ServerContext {
  options: ServerOptions;
  model: MarketSource;
  engine: OrderEngine;
  /** Parent orders (TWAP, split orders) and the scheduler that slices TWAPs (algo/algo-desk.ts). */
  algos: AlgoDesk;
  /** Plus buy: loans' levels, auto-repayment, expiry, refunds, the credit status and early repayment. */
  credit: CreditEngine;
  members: MemberStore;
  /** Each member's block (contract/blocks.ts): requireMember refuses the calls it covers. */
  memberBlocks: MemberBlocks;
  /** Failed logins per login ID and per address: the captcha threshold and the lock. */
  loginThrottles: LoginThrottles;
  favorites: FavoriteStore;
  /** Chart drawings per member and coin, versioned; each change published on the member's drawings channel. */
  drawings: DrawingStore;
  /** Named workspace layouts per member, versioned; the list published on the member's layouts channel. */
  layouts: LayoutStore;
  /** Price and chart alerts per member, versioned, each with the coin's price at its last write. */
  alerts: AlertStore;
  /** What the exchange told each member (orders, Plus buy, withdrawals, alerts): paged, read and unread. */
  notifications: NotificationStore;
  /** The SMS the exchange would send (the Plus buy risk alerts), read by the test-mode admin. */
  smsOutbox: SmsOutbox;
  /** The frame's data: notices, competitions, endpoint blocks, interest payments, limit cases. */
  shell: ShellStore;
  hub: FeedHub;
  faults: FaultSwitch;
  /** Issued captchas: judged once, a solved one used once by login or sign-up. */
  captchas: CaptchaStore;
  /** The captcha's pictures, rendered in a worker thread the server owns (closed with the server). */
  captchaRenderer: CaptchaRenderer;
  /** SMS codes sent, per member and work: every SMS call sends and confirms through it. */
  smsCodes: SmsCodes;
  /** Logins whose password was right, waiting for their SMS step. */
  smsLogins: SmsLogins;
  /** Confirmed SMS codes, used up by the action they guard. */
  smsVerifications: SmsVerifications;
  /** Open API keys and the nonces their signed calls used. */
  openApiKeys: OpenApiKeys;
  /** Uploaded files, pending until a form claims them. */
  attachments: AttachmentStore;
  /** Deposits, withdrawals, their applications, the fee reward's points and smart sales. */
  inout: InoutDesk;
  /** package.json version. */
  version: string;
  startedAt: number;
  now: () => number;
  /** Waits `ms` (the timeout fault); the wait ends early when the server closes. */
  hold: (ms: number) => Promise<void>;
}

export function sessionIdOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/** The logged-in member of a request, by its session cookie. */
export function memberOf(context: ServerContext, request: FastifyRequest): number | undefined {
  return context.members.sessionMember(sessionIdOf(request));
}

/**
 * The member a call acts for: a call signed with an Open API key (on the calls keys may make) is its
 * owner's, whatever cookie it carries; any other needs the session cookie.
 */
export function requireMember(context: ServerContext, request: FastifyRequest): number {
  const memNo = keyMemberOf(request) ?? memberOf(context, request);
  if (memNo === undefined) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
  context.memberBlocks.refuse(request, memNo);
  return memNo;
}

/** Who places an order: a call signed with a key is the open API's, a session's is the web app's. */
export function originOf(request: FastifyRequest): OrderOrigin {
  return keyMemberOf(request) === undefined ? 'web' : 'openApi';
}
