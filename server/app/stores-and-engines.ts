/**
 * The stores and engines of one server, wired to each other: the market model, the books, the feed hub,
 * the order engine, the Plus buy engine, the inout desk, the member stores (drawings, layouts, alerts and
 * notifications among them) and the alert evaluator, gathered in the `ServerContext` the routes share.
 */
import type { FastifyBaseLogger } from 'fastify';
import { API, blockRefuses, blockRefusesChannel, type CoinKey } from '../../contract';
import { AlgoDesk } from '../algo/algo-desk';
import { AlgoStore } from '../algo/algo-store';
import { AlertEvaluator } from '../alerts/alert-evaluator';
import { AlertStore } from '../alerts/alert-store';
import type { CaptchaRenderer } from '../captcha/captcha-renderer';
import { CaptchaStore } from '../captcha/captcha-store';
import type { ServerContext } from '../context';
import { CreditClock } from '../credit/credit-clock';
import { CreditEngine } from '../credit/credit-engine';
import { CreditStore } from '../credit/credit-store';
import type { openDatabase } from '../db/database';
import { DrawingStore } from '../drawings/drawing-store';
import { LayoutStore } from '../layouts/layout-store';
import type { ServerSecrets } from '../server-key';
import type { FaultSwitch } from '../faults';
import { FeedHub } from '../feed/feed-hub';
import { InoutDesk } from '../inout/inout-desk';
import type { MarketSource } from '../sources/market-source';
import type { StartedSource } from '../sources/start-source';
import { FavoriteStore } from '../members/favorite-store';
import { loginThrottles } from '../members/login-throttle';
import { MemberBlocks } from '../members/member-blocks';
import { MemberStore } from '../members/member-store';
import { NotificationStore } from '../notifications/notification-store';
import { SmsOutbox } from '../notifications/sms-outbox';
import { SmsCodes } from '../members/sms-codes';
import { SmsLogins } from '../members/sms-logins';
import { SmsVerifications } from '../members/sms-verifications';
import { OpenApiKeyStore } from '../open-api/key-store';
import { NonceStore } from '../open-api/nonce-store';
import type { ServerOptions } from '../options';
import { ShellStore } from '../shell/shell-store';
import { Books } from '../trading/books';
import { Ledger } from '../trading/ledger';
import { OrderEngine } from '../trading/order-engine';
import { AttachmentStore } from '../uploads/attachment-store';

type Dispose = () => void | Promise<void>;

export interface ContextParts {
  options: ServerOptions;
  /** The market source `--market` chose, started (sources/start-source.ts). */
  market: StartedSource;
  db: ReturnType<typeof openDatabase>;
  secrets: ServerSecrets;
  faults: FaultSwitch;
  captchaRenderer: CaptchaRenderer;
  log: FastifyBaseLogger;
  version: string;
  startedAt: number;
  now: () => number;
  hold: (ms: number) => Promise<void>;
}

/**
 * What trades: the books, the hub that publishes them, the notifications (stored in the transactions of the
 * changes they report, published on the hub), the order engine and the Plus buy engine.
 */
function tradingCore(
  { db, faults, log, startedAt, now, market }: ContextParts,
  model: MarketSource,
  members: MemberStore,
  memberBlocks: MemberBlocks,
  own: (dispose: Dispose) => void,
) {
  // The books are the feed's BookSource (depth snapshots and deltas); the engine fills them.
  const books = new Books(model.catalogue, market.liquidity);
  if (market.followBooks) own(market.followBooks((listing) => books.refresh(listing, model.price(listing))));
  // The hub asks the engine for a member's balances (snapshots); the engine tells the hub about changes.
  const hub = new FeedHub({
    model,
    faults,
    memberAssets: (memNo) => engine.assetRows(memNo),
    memberCredit: (memNo) => credit.status(memNo),
    memberUnread: (memNo) => notifications.unread(memNo),
    memberLayouts: (memNo) => layouts.list(memNo),
    sessionLive: (sessionId) => members.sessionLive(sessionId),
    channelBlocked: (memNo, ch) => {
      const blockType = memberBlocks.blockType(memNo);
      return blockType !== null && blockRefusesChannel(blockType, ch);
    },
    now,
    seqBase: startedAt,
  });
  hub.setBookSource(books);
  own(() => hub.dispose());
  const layouts = new LayoutStore(db, now, (memNo, list) => hub.publishLayouts(memNo, list));
  const smsOutbox = new SmsOutbox(db, now);
  const notifications = new NotificationStore(
    db,
    now,
    (memNo, list, unread) => hub.publishNotifications(memNo, list, unread),
    smsOutbox,
  );
  const creditStore = new CreditStore(db);
  const creditClock = new CreditClock(creditStore, now);
  const engine = new OrderEngine(
    new Ledger(db),
    model,
    books,
    (memNo, rows) => hub.publishAssetChange(memNo, rows),
    (memNo, events) => hub.publishOrderEvents(memNo, events),
    now,
    (error) => log.error({ err: error }, 'order settlement failed'),
    creditStore,
    () => creditClock.now(),
    (memNo) => credit.changed(memNo),
    notifications,
  );
  own(() => engine.dispose());
  const credit = new CreditEngine(
    engine,
    model,
    creditClock,
    (memNo, status) => hub.publishCredit(memNo, status),
    (error) => log.error({ err: error }, 'credit step failed'),
  );
  return { hub, engine, credit, creditStore, creditClock, notifications, smsOutbox, layouts };
}

/** Builds every store and engine; `own` takes what must be disposed when the server closes. */
export function createContext(parts: ContextParts, own: (dispose: Dispose) => void): ServerContext {
  const { options, db, secrets, faults, captchaRenderer, log, version, startedAt, now, hold } = parts;
  const model = parts.market.source;
  if (parts.market.dispose) own(parts.market.dispose);
  const members = new MemberStore(db, now, secrets);
  const memberBlocks = new MemberBlocks(db);
  const { hub, engine, credit, creditStore, creditClock, notifications, smsOutbox, layouts } = tradingCore(
    parts,
    model,
    members,
    memberBlocks,
    own,
  );
  const attachments = new AttachmentStore(db, now);
  const inout = new InoutDesk({
    db,
    model,
    openLoans: (memNo) => creditStore.memberOpenLoans(memNo),
    debt: (memNo) => creditStore.memberDebt(memNo),
    attachments,
    publish: (memNo, coinTypes) =>
      hub.publishAssetChange(
        memNo,
        engine.assetRows(memNo).filter((row) => coinTypes.includes(row.coinType)),
      ),
    notices: notifications,
    now,
  });
  // An alert's "previous" price at its write (contract/alert-rules.ts) is the model's, which trades set.
  const priceOf = (coin: CoinKey) => {
    const listing = model.catalogue.listing(coin);
    const price = listing ? model.price(listing) : 0;
    return price > 0 ? price : null;
  };
  const drawings = new DrawingStore(db, now, (memNo, change) => hub.publishDrawings(memNo, change));
  const alerts = new AlertStore(db, now, priceOf, model.sourceInfo().kind === 'replay');
  // The exchange evaluates its members' alerts on its own trades and bar closes, whether or not a socket is
  // open; each firing is stored as a notification in the firing's transaction.
  const evaluator = new AlertEvaluator({
    market: model,
    alerts,
    drawings,
    notifications,
    now,
    report: (error) => log.error({ err: error }, 'alert firing failed'),
  });
  own(evaluator.start());
  // TWAP slices run on the credit clock (real time plus the admin's offset), so that test mode moves a
  // TWAP through its slices with the same call that moves loans ahead.
  const algos = new AlgoDesk({
    store: new AlgoStore(db),
    engine,
    model,
    now: () => creditClock.now(),
    orderRefused: (memNo) => {
      const blockType = memberBlocks.blockType(memNo);
      return blockType !== null && blockRefuses(blockType, 'POST', API.orders);
    },
    changed: (memNo, row) => hub.publishAlgoOrder(memNo, row),
    notices: notifications,
  });
  return {
    options,
    model,
    engine,
    algos,
    credit,
    members,
    memberBlocks,
    loginThrottles: loginThrottles(now),
    favorites: new FavoriteStore(db, now, model.catalogue),
    drawings,
    layouts,
    alerts,
    notifications,
    smsOutbox,
    shell: new ShellStore(db),
    hub,
    faults,
    captchas: new CaptchaStore(now),
    captchaRenderer,
    smsCodes: new SmsCodes(now),
    smsLogins: new SmsLogins(now),
    smsVerifications: new SmsVerifications(now),
    openApiKeys: { store: new OpenApiKeyStore(db, now, secrets), nonces: new NonceStore(db) },
    attachments,
    inout,
    version,
    startedAt,
    now,
    hold,
  };
}
