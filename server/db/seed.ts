/**
 * First-start data: the demo members with their credit profiles, balances and pending orders, their
 * limit-raise cases and unseen interest payments, the frame's notices and competition count, and the demo
 * deposits, withdrawals and smart sales (in one transaction). Orders are placed the way the order engine places them: their funds are locked; interest
 * is paid the way the test-mode switch pays it: credited to KRW.
 */
import { isMarketSourceKind, type MarketSourceKind } from '../../contract/market-source';
import type Database from 'better-sqlite3';
import { COINS, KRW_COIN_TYPE } from '../market/catalogue';
import { kstIso } from '../market/kst-time';
import { DEFAULT_SMP_TYPE, roundTo } from '../../contract';
import { SIM_CATALOGUE, snapToTick } from '../market/listings';
import { MemberBlocks } from '../members/member-blocks';
import { memberInserter } from '../members/member-store';
import { hashPasswordSync } from '../members/passwords';
import { DEMO_MEMBERS, DEMO_PASSWORD, type DemoMember } from '../seed/demo-members';
import { seedInoutRecords } from '../seed/inout-records';
import { SEED_COMPETITION_COUNT, SEED_NOTICES } from '../seed/shell-content';
import { ShellStore } from '../shell/shell-store';
import { decimalsOf, orderLock } from '../trading/amounts';
import { Ledger, pendingOrder } from '../trading/ledger';

const FIRST_MEMBER_NUMBER = 100_001;

/** The member number of the i-th demo member, or the next free one when a member took it. */
function demoMemberNumber(db: Database.Database, index: number): number {
  const wanted = FIRST_MEMBER_NUMBER + index;
  const taken = db.prepare<[number], { one: number }>('SELECT 1 AS one FROM members WHERE mem_no = ?');
  if (!taken.get(wanted)) return wanted;
  const last = db.prepare<[], { last: number }>('SELECT MAX(mem_no) AS last FROM members').get()!.last;
  return last + 1;
}

/** Inserts demo members with their credit profile, balances and pending orders (in the caller's transaction). */
function seedMembers(
  db: Database.Database,
  members: readonly { member: DemoMember; index: number }[],
  market: MarketSourceKind,
): void {
  if (members.length === 0) return;
  // Every demo member has the same public password: one hash (one scrypt run) serves them all.
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  const insertMember = memberInserter(db);
  const insertProfile = db.prepare(
    `INSERT INTO credit_profiles (mem_no, customer_verified, account_linked, plus_buy_consent,
       uses_auto_profit_trading, uses_auto_trading, restricted)
     VALUES (@memNo, @customerVerified, @accountLinked, @plusBuyConsent, @usesAutoProfitTrading,
       @usesAutoTrading, @restricted)`,
  );
  const ledger = new Ledger(db);
  const now = kstIso(Date.now());
  for (const { member, index } of members) {
    const memNo = demoMemberNumber(db, index);
    insertMember({ ...member, memNo }, passwordHash);
    const flags = Object.fromEntries(Object.entries(member.credit).map(([name, on]) => [name, on ? 1 : 0]));
    insertProfile.run({ memNo, ...flags });
    ledger.writeBalance(memNo, {
      coinType: KRW_COIN_TYPE,
      symbol: 'KRW',
      balance: member.krw,
      locked: 0,
      avgBuyAmt: 0,
    });
    for (const holding of member.holdings) {
      const coin = COINS.find((c) => c.symbol === holding.symbol);
      if (!coin) throw new Error(`demo member ${member.loginId} holds unknown coin ${holding.symbol}`);
      ledger.writeBalance(memNo, {
        coinType: coin.coinType,
        symbol: coin.symbol,
        balance: holding.quantity,
        locked: 0,
        avgBuyAmt: holding.avgBuyAmt,
      });
    }
    // The demo orders are priced off the simulated market's coins: on a real or replayed market's own
    // database they would stand at prices that market never had, so its members start with none.
    for (const order of market === 'sim' ? member.pendingOrders : []) {
      const listing = SIM_CATALOGUE.listing(order.key);
      if (!listing) throw new Error(`demo order on unknown coin ${order.key}`);
      const price = snapToTick(listing.marketSymbol, listing.basePrice * order.priceFactor);
      const { lockedCoinType, lockedAmount } = orderLock(listing, {
        side: order.side,
        orderType: 'limit',
        price,
        quantity: order.quantity,
      });
      const funds = ledger.balance(memNo, lockedCoinType);
      ledger.writeBalance(memNo, {
        ...funds,
        locked: roundTo(funds.locked + lockedAmount, decimalsOf(lockedCoinType)),
      });
      ledger.insertOrder(
        pendingOrder(
          {
            memNo,
            key: listing.key,
            side: order.side,
            orderType: 'limit',
            price,
            stopPrice: null,
            stopCondition: null,
            triggered: true,
            timeInForce: 'gtc',
            smpType: DEFAULT_SMP_TYPE,
            quantity: order.quantity,
            amount: null,
            lockedCoinType,
            lockedAmount,
            clientOrderId: null,
            request: null,
          },
          now,
        ),
      );
    }
  }
}

/**
 * The frame's part of the seed (migration 6's tables and column): each demo member's limit-raise case
 * and unseen interest payments, the notices and the displayed competition count, as of `nowMs`.
 */
function seedShell(db: Database.Database, nowMs: number): void {
  const shell = new ShellStore(db);
  for (const member of DEMO_MEMBERS) {
    const memNo = shell.memberNumber(member.loginId);
    if (memNo === undefined) continue;
    shell.setLimitRaiseCase(memNo, member.limitRaiseCase);
    for (const preTaxIncome of member.unseenInterest) shell.payInterest(memNo, preTaxIncome, nowMs);
  }
  for (const notice of SEED_NOTICES) shell.addNotice(notice.ko, notice.en, nowMs - notice.ageMs, 'ko');
  shell.setCompetitionCount(SEED_COMPETITION_COUNT);
}

export function seedDatabase(db: Database.Database, seed: number, market: MarketSourceKind = 'sim'): void {
  db.transaction(() => {
    seedMembers(
      db,
      DEMO_MEMBERS.map((member, index) => ({ member, index })),
      market,
    );
    seedShell(db, Date.now());
    seedInout(db, Date.now());
    seedSmsLogin(db);
    seedBlocks(db);
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('seeded_at', kstIso(Date.now()));
    setMeta.run('seed', String(seed));
    setMeta.run('market', market);
  })();
}

/**
 * A database seeded by an earlier version gets the demo members added since (a migration's `after`), so
 * that `npm start` on an old data folder shows them; a new database is seeded whole after migrating.
 */
export function seedMissingMembers(db: Database.Database): void {
  const seeded = db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get();
  if (!seeded) return;
  const exists = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM members WHERE login_id = ?');
  const market = db
    .prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'market'")
    .get()?.value;
  seedMembers(
    db,
    DEMO_MEMBERS.map((member, index) => ({ member, index })).filter(
      ({ member }) => !exists.get(member.loginId),
    ),
    isMarketSourceKind(market) ? market : 'sim',
  );
}

/**
 * Migration 6's `after`: a database seeded by an earlier version gets the demo members added since and
 * the frame's seed (limit-raise cases, interest payments, notices, competition count), so that
 * `npm start` on an old data folder shows every case; a new database gets them from seedDatabase.
 */
export function seedShellUpgrade(db: Database.Database): void {
  const seeded = db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get();
  if (!seeded) return;
  seedMissingMembers(db);
  seedShell(db, Date.now());
}

/** The deposits and withdrawals part of the seed (migration 8's tables), as of `nowMs`. */
function seedInout(db: Database.Database, nowMs: number): void {
  // A database of an older schema (tests seed one) gets this part from migration 8's `after`.
  const migrated = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'inout_records'");
  if (!migrated.get()) return;
  const shell = new ShellStore(db);
  seedInoutRecords(db, (loginId) => shell.memberNumber(loginId), nowMs);
}

/**
 * Migration 8's `after`: a database seeded by an earlier version gets the demo members added since
 * (`demo-inout`) and the demo deposits and withdrawals; a new database gets them from seedDatabase.
 */
export function seedInoutUpgrade(db: Database.Database): void {
  const seeded = db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get();
  if (!seeded) return;
  seedMissingMembers(db);
  seedInout(db, Date.now());
}

/** The demo members' SMS-login switches (migration 9's column). */
function seedSmsLogin(db: Database.Database): void {
  // A database of an older schema (tests seed one) gets this part from migration 9's `after`.
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('members')").all();
  if (!columns.some((column) => column.name === 'sms_login')) return;
  const turnOn = db.prepare<[string]>('UPDATE members SET sms_login = 1 WHERE login_id = ?');
  for (const member of DEMO_MEMBERS) if (member.smsLogin) turnOn.run(member.loginId);
}

/**
 * Migration 9's `after`: a database seeded by an earlier version gets the demo members added since
 * (`demo-sms`) and their SMS-login switches; a new database gets them from seedDatabase.
 */
export function seedSmsLoginUpgrade(db: Database.Database): void {
  const seeded = db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get();
  if (!seeded) return;
  seedMissingMembers(db);
  seedSmsLogin(db);
}

/** The member blocks part of the seed (migration 11's column): each demo member's block type. */
function seedBlocks(db: Database.Database): void {
  // A database of an older schema (tests seed one) gets this part from migration 11's `after`.
  const migrated = db.prepare("SELECT 1 FROM pragma_table_info('members') WHERE name = 'block_type'");
  if (!migrated.get()) return;
  const blocks = new MemberBlocks(db);
  for (const member of DEMO_MEMBERS) blocks.setBlockType(member.loginId, member.blockType);
}

/**
 * Migration 11's `after`: a database seeded by an earlier version gets the block demo members and their
 * blocks; a new database gets them from seedDatabase.
 */
export function seedBlocksUpgrade(db: Database.Database): void {
  const seeded = db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get();
  if (!seeded) return;
  seedMissingMembers(db);
  seedBlocks(db);
}
