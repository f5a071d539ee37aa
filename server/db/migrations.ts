/**
 * Numbered schema migrations. A database records the last one applied in schema_version; start-up applies
 * the rest in order, each in its own transaction. Never edit a released migration: add the next number.
 */
import type Database from 'better-sqlite3';
import {
  ACCOUNT_TYPES,
  adminCompetitionRequest,
  BLOCK_TYPES,
  APPLICATION_KINDS,
  FEE_LEVELS,
  INOUT,
  PROCESS_TYPES,
  REWARD_STATUSES,
  SMART_SELL_FAILURES,
  SMART_SELL_STATUSES,
  STATE_CODES,
  CORPORATE_TYPES,
  LIMIT_RAISE_CASES,
  LOAN_CLOSE_REASONS,
  LOAN_STATES,
  MAX_LEDGER_AMOUNT,
  MAX_PRICE,
  OPEN_API,
  RISK_BANDS,
  SHELL,
  UPLOAD,
} from '../../contract';
import {
  seedBlocksUpgrade,
  seedInoutUpgrade,
  seedMissingMembers,
  seedShellUpgrade,
  seedSmsLoginUpgrade,
} from './seed';
import type { ServerSecrets } from '../server-key';

export interface Migration {
  version: number;
  sql: string;
  /**
   * Data the SQL cannot make (a password hash, a digest with the server key), written in the migration's
   * transaction after its SQL; `secrets` is the data folder's server key (../server-key.ts).
   */
  after?: (db: Database.Database, secrets: ServerSecrets | undefined) => void;
}

/**
 * Migration 14's rows: each stored session id becomes its digest and each Open API secret is sealed, with
 * the data folder's server key, so members stay logged in and keys keep working across the upgrade.
 */
function sealStoredSecrets(db: Database.Database, secrets: ServerSecrets | undefined): void {
  const sessions = db.prepare<[], { id: string }>('SELECT id FROM sessions').all();
  const keys = db
    .prepare<[], { accessKey: string; secret: string }>(
      'SELECT access_key AS accessKey, sealed_secret AS secret FROM open_api_keys',
    )
    .all();
  if (sessions.length + keys.length === 0) return;
  if (!secrets)
    throw new Error('migration 14 digests sessions and seals Open API secrets: it needs the server key');
  const setDigest = db.prepare<[string, string]>('UPDATE sessions SET id = ? WHERE id = ?');
  for (const { id } of sessions) setDigest.run(secrets.sessionDigest(id), id);
  const setSealed = db.prepare<[string, string]>(
    'UPDATE open_api_keys SET sealed_secret = ? WHERE access_key = ?',
  );
  for (const { accessKey, secret } of keys) setSealed.run(secrets.seal(secret, accessKey), accessKey);
}

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
/** An amount column of migration 5: at least `min`, at most MAX_LEDGER_AMOUNT (as migration 3's). */
const amount = (column: string, min = '0') => `${column} >= ${min} AND ${column} <= ${MAX_LEDGER_AMOUNT}`;
const flag = (column: string) => `${column} INTEGER NOT NULL CHECK (${column} IN (0, 1))`;

// The upper bounds of migration 3, one expression per table: its CHECK and its check of existing rows.
const BALANCE_BOUNDS = ['balance', 'locked', 'avg_buy_amt']
  .map((column) => `${column} <= ${MAX_LEDGER_AMOUNT}`)
  .join(' AND ');
const ORDER_BOUNDS = [
  `price <= ${MAX_PRICE}`,
  `(stop_price IS NULL OR stop_price <= ${MAX_PRICE})`,
  `(amount IS NULL OR amount <= ${MAX_LEDGER_AMOUNT})`,
  ...['quantity', 'filled_quantity', 'filled_value', 'filled_amount', 'fee', 'locked_amount'].map(
    (column) => `${column} <= ${MAX_LEDGER_AMOUNT}`,
  ),
].join(' AND ');
const FILL_BOUNDS = [
  `price <= ${MAX_PRICE}`,
  ...['quantity', 'amount', 'fee'].map((column) => `${column} <= ${MAX_LEDGER_AMOUNT}`),
].join(' AND ');
const ORDER_COLUMNS = `order_id, mem_no, coin_key, side, order_type, price, stop_price, stop_condition, triggered,
  quantity, filled_quantity, amount, filled_value, filled_amount, fee, status, locked_coin_type, locked_amount,
  client_order_id, request, created_at, updated_at`;
const FILL_COLUMNS = `fill_id, order_id, mem_no, coin_key, side, price, quantity, amount, fee, maker,
  counter_mem_no, created_at`;

/**
 * A text column of migration 6: not empty, at most `max` characters (NULL too when `nullable`). SQLite's
 * length() stops at a NUL character, so emptiness is checked by comparison, not by length.
 */
const text = (column: string, max: number, nullable = false) =>
  `${column} TEXT ${nullable ? '' : 'NOT NULL '}CHECK (${nullable ? `${column} IS NULL OR ` : ''}(${column} <> '' AND length(${column}) <= ${max}))`;
const MAX_COMPETITIONS = adminCompetitionRequest.shape.displayingCompetitionCount.maxValue ?? 100;

/** Migration 3's refusal of a ledger that already holds an infinite or absurd number. */
export const LEDGER_OUT_OF_BOUNDS =
  'migration 3: the ledger holds a balance, order or fill with a number beyond the bounds of ' +
  `contract/trading.ts (Infinity, or over ${MAX_LEDGER_AMOUNT}; prices over ${MAX_PRICE}); nothing ` +
  'was changed. Start with --reset for a fresh database, or correct those rows and start again.';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE members (
        mem_no INTEGER PRIMARY KEY,
        login_id TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        is_pw_chg_campaign_target INTEGER NOT NULL DEFAULT 0 CHECK (is_pw_chg_campaign_target IN (0, 1)),
        join_type INTEGER NOT NULL DEFAULT 0,
        ret_cd INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'N' CHECK (status IN ('N', 'H')),
        is_minor INTEGER NOT NULL DEFAULT 0 CHECK (is_minor IN (0, 1)),
        trade_password_status TEXT NOT NULL DEFAULT 'Y' CHECK (trade_password_status IN ('Y', 'N', 'I')),
        language TEXT NOT NULL DEFAULT 'ko' CHECK (language IN ('ko', 'en')),
        is_business INTEGER NOT NULL DEFAULT 0 CHECK (is_business IN (0, 1)),
        grade_name TEXT NOT NULL,
        grade_color TEXT NOT NULL,
        grade_group TEXT NOT NULL DEFAULT 'NONE' CHECK (grade_group IN ('ALL_VOUCHER', 'PREMIUM_BENEFIT', 'NONE')),
        is_virtual_account INTEGER NOT NULL DEFAULT 0 CHECK (is_virtual_account IN (0, 1)),
        is_limit_account INTEGER NOT NULL DEFAULT 0 CHECK (is_limit_account IN (0, 1)),
        limit_cust_type TEXT
      );

      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_member ON sessions (mem_no);

      -- Balances never go negative, and never less than what open orders hold.
      CREATE TABLE balances (
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_type TEXT NOT NULL,
        symbol TEXT NOT NULL,
        balance REAL NOT NULL DEFAULT 0 CHECK (balance >= 0),
        locked REAL NOT NULL DEFAULT 0 CHECK (locked >= 0 AND locked <= balance),
        avg_buy_amt REAL NOT NULL DEFAULT 0 CHECK (avg_buy_amt >= 0),
        PRIMARY KEY (mem_no, coin_type)
      );

      CREATE TABLE orders (
        order_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_key TEXT NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        order_type TEXT NOT NULL CHECK (order_type IN ('limit', 'market')),
        price REAL NOT NULL CHECK (price > 0),
        quantity REAL NOT NULL CHECK (quantity > 0),
        filled_quantity REAL NOT NULL DEFAULT 0 CHECK (filled_quantity >= 0 AND filled_quantity <= quantity),
        status TEXT NOT NULL CHECK (status IN ('pending', 'filled', 'cancelled')),
        locked_coin_type TEXT NOT NULL,
        locked_amount REAL NOT NULL CHECK (locked_amount >= 0),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX orders_member ON orders (mem_no, status, order_id);

      CREATE TABLE favorites (
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_key TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (mem_no, coin_key)
      );

      CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    // Trading on the simulator's matching: stop-limit orders, partial fills with their value, amount and
    // fee, idempotency keys, and the fills table. SQLite cannot change a CHECK in place: orders is rebuilt
    // and copied.
    version: 2,
    sql: `
      CREATE TABLE orders_v2 (
        order_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_key TEXT NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        order_type TEXT NOT NULL CHECK (order_type IN ('limit', 'market', 'stopLimit')),
        -- Limit price; a market order's average fill price (0 before its first fill).
        price REAL NOT NULL CHECK (price >= 0),
        stop_price REAL CHECK (stop_price IS NULL OR stop_price > 0),
        stop_condition TEXT CHECK (stop_condition IS NULL OR stop_condition IN ('gte', 'lte')),
        triggered INTEGER NOT NULL DEFAULT 1 CHECK (triggered IN (0, 1)),
        -- A market buy's quantity is what it bought.
        quantity REAL NOT NULL CHECK (quantity >= 0),
        filled_quantity REAL NOT NULL DEFAULT 0 CHECK (filled_quantity >= 0 AND filled_quantity <= quantity),
        -- A market buy's budget (fee on top); NULL otherwise.
        amount REAL CHECK (amount IS NULL OR amount > 0),
        -- Sum of price x quantity of the fills, unrounded (the average fill price and the buyer's amounts).
        filled_value REAL NOT NULL DEFAULT 0 CHECK (filled_value >= 0),
        filled_amount REAL NOT NULL DEFAULT 0 CHECK (filled_amount >= 0),
        fee REAL NOT NULL DEFAULT 0 CHECK (fee >= 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'filled', 'cancelled')),
        locked_coin_type TEXT NOT NULL,
        -- What the order still holds locked (released when it closes).
        locked_amount REAL NOT NULL CHECK (locked_amount >= 0),
        client_order_id TEXT,
        -- The placement as sent (canonical JSON), to tell a retry from a different order with the same key.
        request TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      INSERT INTO orders_v2 (order_id, mem_no, coin_key, side, order_type, price, quantity, filled_quantity,
          filled_value, filled_amount, status, locked_coin_type, locked_amount, created_at, updated_at)
        SELECT order_id, mem_no, coin_key, side, order_type, price, quantity, filled_quantity,
          price * filled_quantity, price * filled_quantity, status, locked_coin_type, locked_amount,
          created_at, updated_at
        FROM orders;
      DROP TABLE orders;
      ALTER TABLE orders_v2 RENAME TO orders;
      CREATE INDEX orders_member ON orders (mem_no, status, order_id);
      CREATE INDEX orders_history ON orders (mem_no, status, updated_at);
      CREATE INDEX orders_open ON orders (status) WHERE status = 'pending';
      CREATE UNIQUE INDEX orders_client_id ON orders (mem_no, client_order_id) WHERE client_order_id IS NOT NULL;

      CREATE TABLE fills (
        fill_id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL REFERENCES orders (order_id) ON DELETE CASCADE,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_key TEXT NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        price REAL NOT NULL CHECK (price > 0),
        quantity REAL NOT NULL CHECK (quantity > 0),
        -- In the market's currency: what the buyer paid and the seller received, before the fee.
        amount REAL NOT NULL CHECK (amount >= 0),
        fee REAL NOT NULL CHECK (fee >= 0),
        maker INTEGER NOT NULL CHECK (maker IN (0, 1)),
        -- The other side's member; 0 = the market (the model's liquidity or trade).
        counter_mem_no INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX fills_order ON fills (order_id);
    `,
  },
  {
    // Reliability (no money can become Infinity): upper bounds on every number of the ledger. SQLite keeps
    // Infinity as a REAL (and NaN arrives as NULL, which NOT NULL refuses), so `balance >= 0` let an infinite
    // balance in; `balance <= MAX_LEDGER_AMOUNT` refuses it. The tables are rebuilt and copied (SQLite cannot
    // add a CHECK): orders and fills first into new tables, then the old ones dropped child before parent, so
    // that no ON DELETE CASCADE runs on the way. A ledger that already holds such a number is refused
    // before anything changes, with the way out: clamping an infinite balance would hand out money that
    // never existed, and dropping rows would break the sums.
    version: 3,
    sql: `
      CREATE TEMP TABLE ledger_bounds_guard (checked INTEGER);
      CREATE TEMP TRIGGER ledger_bounds_refuse BEFORE INSERT ON ledger_bounds_guard
        WHEN EXISTS (SELECT 1 FROM balances WHERE NOT (${BALANCE_BOUNDS}))
          OR EXISTS (SELECT 1 FROM orders WHERE NOT (${ORDER_BOUNDS}))
          OR EXISTS (SELECT 1 FROM fills WHERE NOT (${FILL_BOUNDS}))
      BEGIN
        SELECT RAISE(ABORT, '${LEDGER_OUT_OF_BOUNDS}');
      END;
      INSERT INTO ledger_bounds_guard VALUES (1);
      DROP TABLE ledger_bounds_guard;

      CREATE TABLE balances_v3 (
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_type TEXT NOT NULL,
        symbol TEXT NOT NULL,
        balance REAL NOT NULL DEFAULT 0 CHECK (balance >= 0),
        locked REAL NOT NULL DEFAULT 0 CHECK (locked >= 0 AND locked <= balance),
        avg_buy_amt REAL NOT NULL DEFAULT 0 CHECK (avg_buy_amt >= 0),
        PRIMARY KEY (mem_no, coin_type),
        CONSTRAINT balances_bounded CHECK (${BALANCE_BOUNDS})
      );
      INSERT INTO balances_v3 SELECT mem_no, coin_type, symbol, balance, locked, avg_buy_amt FROM balances;
      DROP TABLE balances;
      ALTER TABLE balances_v3 RENAME TO balances;

      CREATE TABLE orders_v3 (
        order_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_key TEXT NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        order_type TEXT NOT NULL CHECK (order_type IN ('limit', 'market', 'stopLimit')),
        price REAL NOT NULL CHECK (price >= 0),
        stop_price REAL CHECK (stop_price IS NULL OR stop_price > 0),
        stop_condition TEXT CHECK (stop_condition IS NULL OR stop_condition IN ('gte', 'lte')),
        triggered INTEGER NOT NULL DEFAULT 1 CHECK (triggered IN (0, 1)),
        quantity REAL NOT NULL CHECK (quantity >= 0),
        filled_quantity REAL NOT NULL DEFAULT 0 CHECK (filled_quantity >= 0 AND filled_quantity <= quantity),
        amount REAL CHECK (amount IS NULL OR amount > 0),
        filled_value REAL NOT NULL DEFAULT 0 CHECK (filled_value >= 0),
        filled_amount REAL NOT NULL DEFAULT 0 CHECK (filled_amount >= 0),
        fee REAL NOT NULL DEFAULT 0 CHECK (fee >= 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'filled', 'cancelled')),
        locked_coin_type TEXT NOT NULL,
        locked_amount REAL NOT NULL CHECK (locked_amount >= 0),
        client_order_id TEXT,
        request TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CONSTRAINT orders_bounded CHECK (${ORDER_BOUNDS})
      );
      INSERT INTO orders_v3 (${ORDER_COLUMNS}) SELECT ${ORDER_COLUMNS} FROM orders;

      CREATE TABLE fills_v3 (
        fill_id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL REFERENCES orders_v3 (order_id) ON DELETE CASCADE,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_key TEXT NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        price REAL NOT NULL CHECK (price > 0),
        quantity REAL NOT NULL CHECK (quantity > 0),
        amount REAL NOT NULL CHECK (amount >= 0),
        fee REAL NOT NULL CHECK (fee >= 0),
        maker INTEGER NOT NULL CHECK (maker IN (0, 1)),
        counter_mem_no INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        CONSTRAINT fills_bounded CHECK (${FILL_BOUNDS})
      );
      INSERT INTO fills_v3 (${FILL_COLUMNS}) SELECT ${FILL_COLUMNS} FROM fills;

      DROP TABLE fills;
      DROP TABLE orders;
      -- Renaming rewrites fills_v3's reference to orders_v3 into orders.
      ALTER TABLE orders_v3 RENAME TO orders;
      ALTER TABLE fills_v3 RENAME TO fills;
      CREATE INDEX orders_member ON orders (mem_no, status, order_id);
      CREATE INDEX orders_history ON orders (mem_no, status, updated_at);
      CREATE INDEX orders_open ON orders (status) WHERE status = 'pending';
      CREATE UNIQUE INDEX orders_client_id ON orders (mem_no, client_order_id) WHERE client_order_id IS NOT NULL;
      CREATE INDEX fills_order ON fills (order_id);
    `,
  },
  {
    // Every login sweeps expired sessions (member-store.ts); without an index that is a scan of them all.
    version: 4,
    sql: `CREATE INDEX sessions_expiry ON sessions (expires_at);`,
  },
  {
    // Plus buy (chart spec §4, §9): each member's credit profile (eligibility; the grade is the member's
    // grade_name), the loans Plus buy orders take, their risk alerts, the daily fee refunds. Times are
    // milliseconds of the credit clock (credit/credit-clock.ts). Existing members get a complete profile
    // (their grade decides); a seeded database gets the Plus buy demo members (`after`).
    version: 5,
    sql: `
      CREATE TABLE credit_profiles (
        mem_no INTEGER PRIMARY KEY REFERENCES members (mem_no) ON DELETE CASCADE,
        ${flag('customer_verified')},
        ${flag('account_linked')},
        ${flag('plus_buy_consent')},
        ${flag('uses_auto_profit_trading')},
        ${flag('uses_auto_trading')},
        ${flag('restricted')}
      );
      INSERT INTO credit_profiles SELECT mem_no, 1, 1, 1, 0, 0, 0 FROM members;

      CREATE TABLE loans (
        loan_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        order_id INTEGER NOT NULL UNIQUE REFERENCES orders (order_id) ON DELETE CASCADE,
        coin_key TEXT NOT NULL,
        -- The Plus buy order's amount (price x quantity, or a market buy's amount): the fee refund's base.
        order_amount REAL NOT NULL CHECK (${amount('order_amount', '1')}),
        principal REAL NOT NULL CHECK (${amount('principal', '1')}),
        outstanding REAL NOT NULL CHECK (${amount('outstanding')} AND outstanding <= principal),
        -- The coin bought by the order and still held (locked) for the loan.
        quantity REAL NOT NULL DEFAULT 0 CHECK (${amount('quantity')}),
        state TEXT NOT NULL CHECK (state IN (${quoted(LOAN_STATES)})),
        close_reason TEXT CHECK (close_reason IS NULL OR close_reason IN (${quoted(LOAN_CLOSE_REASONS)})),
        taken_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL CHECK (expires_at > taken_at),
        closed_at INTEGER,
        -- The loan part of the order's fee (refunded after repayment).
        loan_fee REAL NOT NULL DEFAULT 0 CHECK (${amount('loan_fee')}),
        shortfall REAL NOT NULL DEFAULT 0 CHECK (${amount('shortfall')}),
        -- Auto-repayment: the quantity held when it started, portions sold, when the next one is due.
        held_at_start REAL CHECK (held_at_start IS NULL OR (${amount('held_at_start')})),
        portions_sold INTEGER NOT NULL DEFAULT 0 CHECK (portions_sold >= 0),
        next_portion_at INTEGER,
        CHECK ((state = 'repaid') = (close_reason IS NOT NULL AND closed_at IS NOT NULL)),
        CHECK (state = 'repaid' OR shortfall = 0)
      );
      CREATE INDEX loans_member ON loans (mem_no, loan_id);
      CREATE INDEX loans_open ON loans (state) WHERE state != 'repaid';

      CREATE TABLE credit_alerts (
        alert_id INTEGER PRIMARY KEY AUTOINCREMENT,
        loan_id INTEGER NOT NULL REFERENCES loans (loan_id) ON DELETE CASCADE,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        band TEXT NOT NULL CHECK (band IN (${quoted(RISK_BANDS.filter((band) => band !== 'low'))})),
        level REAL NOT NULL CHECK (${amount('level')}),
        at INTEGER NOT NULL
      );
      CREATE INDEX credit_alerts_loan ON credit_alerts (loan_id, band, at);
      CREATE INDEX credit_alerts_member ON credit_alerts (mem_no, alert_id);

      -- One row per member and KST day of repayment: the loan-part fees of the loans repaid that day.
      CREATE TABLE credit_refunds (
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        day TEXT NOT NULL,
        amount REAL NOT NULL CHECK (${amount('amount')}),
        loan_ids TEXT NOT NULL,
        paid_at INTEGER,
        PRIMARY KEY (mem_no, day)
      );
      CREATE INDEX credit_refunds_unpaid ON credit_refunds (day) WHERE paid_at IS NULL;
    `,
    after: seedMissingMembers,
  },
  {
    // The frame around every page (shell spec §2.2–§2.4): notices, the displayed ranking competition count
    // (one row), endpoint blocks (for every member, mem_no NULL, or one; a path or a "…/*" section), deposit
    // interest payments (credited to KRW in the same transaction, shell/interest.ts) and each member's
    // limit-raise case. A seeded database gets the shell's demo content and members (`after`).
    version: 6,
    sql: `
      CREATE TABLE notices (
        notice_id INTEGER PRIMARY KEY AUTOINCREMENT,
        ${text('title_ko', 200)},
        ${text('title_en', 200)},
        published_at INTEGER NOT NULL
      );
      CREATE INDEX notices_published ON notices (published_at, notice_id);

      CREATE TABLE competition_display (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        displaying_count INTEGER NOT NULL CHECK (displaying_count BETWEEN 0 AND ${MAX_COMPETITIONS})
      );
      INSERT INTO competition_display (id, displaying_count) VALUES (1, 0);

      CREATE TABLE endpoint_blocks (
        block_id INTEGER PRIMARY KEY AUTOINCREMENT,
        path TEXT NOT NULL CHECK (substr(path, 1, 1) = '/' AND path = lower(path)
          AND length(path) <= ${SHELL.maxBlockPathLength}),
        mem_no INTEGER REFERENCES members (mem_no) ON DELETE CASCADE,
        ${text('notice_ko', 500, true)},
        ${text('notice_en', 500, true)},
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX endpoint_blocks_target ON endpoint_blocks (path, IFNULL(mem_no, 0));

      CREATE TABLE interest_payments (
        payment_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        pre_tax_income INTEGER NOT NULL CHECK (${amount('pre_tax_income', '1')}),
        sum_of_tax INTEGER NOT NULL CHECK (sum_of_tax >= 0 AND sum_of_tax <= pre_tax_income),
        interest INTEGER NOT NULL CHECK (interest = pre_tax_income - sum_of_tax),
        paid_at INTEGER NOT NULL,
        seen_at INTEGER CHECK (seen_at IS NULL OR seen_at >= 0)
      );
      CREATE INDEX interest_payments_unseen ON interest_payments (mem_no, payment_id) WHERE seen_at IS NULL;

      ALTER TABLE members ADD COLUMN limit_raise_case TEXT NOT NULL DEFAULT '${LIMIT_RAISE_CASES[0]}'
        CHECK (limit_raise_case IN (${quoted(LIMIT_RAISE_CASES)}));
    `,
    after: seedShellUpgrade,
  },
  {
    // Sign-up and the image upload (shell spec §2.2, §5). `member_joins`: what a member gave at sign-up that
    // UserInfo shows only masked (the whole e-mail and phone, the nation), the account and corporate type,
    // the marketing consent; seeded members have no row. `attachments`: uploaded files (content-checked),
    // pending until a form claims them for its member (claimed_by), deleted after UPLOAD.unclaimedTtlMs
    // unclaimed. Login IDs are unique regardless of case from here on (sign-up refuses "Demo-Regular").
    version: 7,
    sql: `
      CREATE TABLE member_joins (
        mem_no INTEGER PRIMARY KEY REFERENCES members (mem_no) ON DELETE CASCADE,
        account_type TEXT NOT NULL CHECK (account_type IN (${quoted(ACCOUNT_TYPES)})),
        corporate_type TEXT CHECK (corporate_type IS NULL OR corporate_type IN (${quoted(CORPORATE_TYPES)})),
        ${text('email', 200)},
        nation_code TEXT NOT NULL CHECK (length(nation_code) = 2),
        ${text('phone', 40)},
        ${flag('agree_marketing')},
        joined_at INTEGER NOT NULL
      );

      CREATE TABLE attachments (
        attachment_id TEXT PRIMARY KEY,
        ${text('file_name', 255)},
        media_type TEXT NOT NULL CHECK (media_type IN (${quoted(UPLOAD.mediaTypes)})),
        size INTEGER NOT NULL CHECK (size > 0 AND size < ${UPLOAD.maxBytes} AND size = length(bytes)),
        bytes BLOB NOT NULL,
        address TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        claimed_by INTEGER REFERENCES members (mem_no) ON DELETE CASCADE
      );
      CREATE INDEX attachments_pending ON attachments (address, created_at) WHERE claimed_by IS NULL;
      CREATE INDEX attachments_pending_age ON attachments (created_at) WHERE claimed_by IS NULL;
      CREATE INDEX attachments_member ON attachments (claimed_by) WHERE claimed_by IS NOT NULL;

      CREATE UNIQUE INDEX members_login_id_nocase ON members (login_id COLLATE NOCASE);
    `,
  },
  {
    // Deposits and withdrawals (chart spec §3, §4). `inout_records`: every deposit and withdrawal of coin or
    // KRW with its state code, amounts (a withdrawal's total left the balance at request), addresses, TXID,
    // fee reward, and per application kind its count and limit (0 = none); `auto_advance` marks the
    // records the back office moves by itself (seeded ones never move). `inout_applications`: the latest
    // detail of each kind (JSON of the contract's detail); `inout_documents`: its claimed files.
    // `member_points` and `point_history`: the fee reward's points. `smart_sells`: coin sold for KRW. A
    // seeded database gets the demo records (`after`).
    version: 8,
    sql: `
      CREATE TABLE inout_records (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        ${text('coin_type', 20)},
        process_type TEXT NOT NULL CHECK (process_type IN (${quoted(PROCESS_TYPES)})),
        state_code TEXT NOT NULL CHECK (state_code IN (${quoted(STATE_CODES)})),
        ${text('network_name', 40, true)},
        fee_level TEXT CHECK (fee_level IS NULL OR fee_level IN (${quoted(FEE_LEVELS)})),
        fee_quantity REAL NOT NULL CHECK (${amount('fee_quantity')}),
        quantity REAL NOT NULL CHECK (${amount('quantity')}),
        total_quantity REAL NOT NULL CHECK (${amount('total_quantity')}),
        total_krw_value INTEGER NOT NULL CHECK (${amount('total_krw_value')}),
        ${text('first_address', INOUT.maxAddressLength, true)},
        ${text('second_address', INOUT.maxAddressLength, true)},
        ${text('second_address_name', 40, true)},
        ${text('tx_id', 128, true)},
        requested_at INTEGER NOT NULL,
        completed_at INTEGER,
        state_at INTEGER NOT NULL,
        ${flag('auto_advance')},
        reward_status TEXT CHECK (reward_status IS NULL OR reward_status IN (${quoted(REWARD_STATUSES)})),
        reward_points INTEGER CHECK (reward_points IS NULL OR reward_points >= 0),
        deposit_apply_count INTEGER NOT NULL DEFAULT 0 CHECK (deposit_apply_count >= 0),
        deposit_apply_limit INTEGER NOT NULL DEFAULT ${INOUT.defaultApplyLimit.deposit}
          CHECK (deposit_apply_limit >= 0),
        return_apply_count INTEGER NOT NULL DEFAULT 0 CHECK (return_apply_count >= 0),
        return_apply_limit INTEGER NOT NULL DEFAULT ${INOUT.defaultApplyLimit.return}
          CHECK (return_apply_limit >= 0),
        documents_expired INTEGER NOT NULL DEFAULT 0 CHECK (documents_expired IN (0, 1))
      );
      CREATE INDEX inout_records_member ON inout_records (mem_no, requested_at);
      CREATE INDEX inout_records_moving ON inout_records (state_at) WHERE auto_advance = 1;

      CREATE TABLE inout_applications (
        seq INTEGER NOT NULL REFERENCES inout_records (seq) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN (${quoted(APPLICATION_KINDS)})),
        detail TEXT NOT NULL CHECK (json_valid(detail)),
        applied_at INTEGER NOT NULL,
        PRIMARY KEY (seq, kind)
      );

      CREATE TABLE inout_documents (
        img_seq INTEGER PRIMARY KEY AUTOINCREMENT,
        seq INTEGER NOT NULL REFERENCES inout_records (seq) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN (${quoted(APPLICATION_KINDS)})),
        attachment_id TEXT NOT NULL REFERENCES attachments (attachment_id) ON DELETE CASCADE
      );
      CREATE INDEX inout_documents_record ON inout_documents (seq, kind);

      CREATE TABLE member_points (
        mem_no INTEGER PRIMARY KEY REFERENCES members (mem_no) ON DELETE CASCADE,
        balance INTEGER NOT NULL CHECK (balance >= 0 AND balance <= ${INOUT.maxPointBalance})
      );
      CREATE TABLE point_history (
        point_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        seq INTEGER REFERENCES inout_records (seq) ON DELETE SET NULL,
        points INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE smart_sells (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        ${text('coin_type', 20)},
        coin_amt REAL NOT NULL CHECK (${amount('coin_amt')} AND coin_amt > 0),
        requested_at INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN (${quoted(SMART_SELL_STATUSES)})),
        fail_reason TEXT CHECK (fail_reason IS NULL OR fail_reason IN (${quoted(SMART_SELL_FAILURES)})),
        traded_at INTEGER,
        quote REAL CHECK (quote IS NULL OR quote >= 0),
        fee REAL,
        krw_amt REAL CHECK (krw_amt IS NULL OR ${amount('krw_amt')}),
        ${flag('auto_settle')}
      );
      CREATE INDEX smart_sells_member ON smart_sells (mem_no, seq);
      CREATE INDEX smart_sells_applying ON smart_sells (requested_at) WHERE status = 'APPLYING' AND auto_settle = 1;
    `,
    after: seedInoutUpgrade,
  },
  {
    // SMS login (chart spec §7): a member who turns it on gets, after a right password, an SMS step before
    // the session. A seeded database gets the demo members added since (`demo-sms`, with it on).
    version: 9,
    sql: `ALTER TABLE members ADD COLUMN ${flag('sms_login')} DEFAULT 0;`,
    after: seedSmsLoginUpgrade,
  },
  {
    // Open API keys (chart spec §3, contract/open-api.ts). The secret is kept in plain text: the exchange
    // must have it to check a signature (contract reading). `allowed_ips` is a JSON array of normalised
    // addresses, empty = any. A seeded database gets the members added since (demo-api).
    version: 10,
    sql: `
      CREATE TABLE open_api_keys (
        access_key TEXT PRIMARY KEY CHECK (length(access_key) = 40),
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        secret_key TEXT NOT NULL CHECK (length(secret_key) >= 32),
        allowed_ips TEXT NOT NULL CHECK (json_valid(allowed_ips) AND json_type(allowed_ips) = 'array'
          AND json_array_length(allowed_ips) <= ${OPEN_API.maxAllowedIps}),
        created_at INTEGER NOT NULL,
        last_used_at INTEGER
      );
      CREATE INDEX open_api_keys_member ON open_api_keys (mem_no, created_at);
    `,
    after: seedMissingMembers,
  },
  {
    // Member blocks (chart spec §6): the block type the exchange keeps on a member
    // (contract/blocks.ts; NULL = none). A seeded database gets the block demo members (`after`).
    version: 11,
    sql: `
      ALTER TABLE members ADD COLUMN block_type TEXT CHECK (block_type IS NULL OR block_type IN (${quoted(BLOCK_TYPES)}));
    `,
    after: seedBlocksUpgrade,
  },
  {
    // The trade password (chart spec §6, login security): its scrypt hash (members/passwords.ts), set by the
    // member on the login-security page; NULL until then. Setting it turns trade_password_status to 'Y'.
    version: 12,
    sql: `ALTER TABLE members ADD COLUMN ${text('trade_password_hash', 200, true)};`,
  },
  {
    // Plus buy debts (contract/plus-buy.ts CreditStatus.debt): a loan's shortfall is no longer written off
    // but owed by the member, one row per loan, paid down by the KRW that later reaches the member;
    // repaid_at is set when nothing is left. Existing loans' shortfalls (written off before) stay so.
    version: 13,
    sql: `
      CREATE TABLE credit_debts (
        debt_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        loan_id INTEGER NOT NULL UNIQUE REFERENCES loans (loan_id) ON DELETE CASCADE,
        amount REAL NOT NULL CHECK (${amount('amount', '1')}),
        outstanding REAL NOT NULL CHECK (${amount('outstanding')} AND outstanding <= amount),
        created_at INTEGER NOT NULL,
        repaid_at INTEGER,
        CHECK ((outstanding = 0) = (repaid_at IS NOT NULL))
      );
      CREATE INDEX credit_debts_open ON credit_debts (mem_no, debt_id) WHERE repaid_at IS NULL;
    `,
  },
  {
    // Secrets a copied database must not give away (../server-key.ts): `sessions.id` holds the session id's
    // HMAC digest from now on, never the id the cookie carries; an Open API secret is kept sealed
    // (AES-256-GCM with the server key, kept outside the database), hence the column's new name. And the
    // nonces signed calls used, kept in the database so that a restart forgets none (signed-calls.ts,
    // nonce-store.ts): each kept until its timestamp leaves the window, then pruned.
    version: 14,
    sql: `
      ALTER TABLE open_api_keys RENAME COLUMN secret_key TO sealed_secret;
      CREATE TABLE open_api_nonces (
        access_key TEXT NOT NULL CHECK (length(access_key) = 40),
        nonce TEXT NOT NULL CHECK (length(nonce) BETWEEN 16 AND 64),
        keep_until INTEGER NOT NULL,
        PRIMARY KEY (access_key, nonce)
      ) WITHOUT ROWID;
      CREATE INDEX open_api_nonces_expiry ON open_api_nonces (keep_until);
    `,
    after: sealStoredSecrets,
  },
  {
    // Uploads tied to who sent them: the member of the session (NULL: a guest, whose solved captcha the
    // route checked), so that each member and each guest address has its own room for pending files and
    // guests together cannot take the room kept for members (uploads/attachment-store.ts).
    version: 15,
    sql: `
      ALTER TABLE attachments ADD COLUMN uploaded_by INTEGER REFERENCES members (mem_no) ON DELETE CASCADE;
      CREATE INDEX attachments_pending_member ON attachments (uploaded_by) WHERE claimed_by IS NULL;
    `,
  },
  {
    // The fee reward taken back (contract/inout.ts feeRewardTakenBack): a withdrawal that comes back takes
    // its reward's points back even when they were used, so a balance may fall below zero (points owed);
    // the table is rebuilt to drop its lower bound. The take-back is a point-history entry of negative
    // points (the only negative entry there is).
    // The trade password checked (contract/blocks.ts TRADE_PASSWORD_ACTIONS): the wrong ones in a
    // row; status Y now means a trade password is set, so a Y without a hash (the seed's, never set by
    // the member) becomes N.
    version: 16,
    sql: `
      CREATE TABLE member_points_owed (
        mem_no INTEGER PRIMARY KEY REFERENCES members (mem_no) ON DELETE CASCADE,
        balance INTEGER NOT NULL CHECK (balance <= ${INOUT.maxPointBalance})
      );
      INSERT INTO member_points_owed (mem_no, balance) SELECT mem_no, balance FROM member_points;
      DROP TABLE member_points;
      ALTER TABLE member_points_owed RENAME TO member_points;

      ALTER TABLE members ADD COLUMN trade_password_failures INTEGER NOT NULL DEFAULT 0
        CHECK (trade_password_failures >= 0);
      UPDATE members SET trade_password_status = 'N'
        WHERE trade_password_status = 'Y' AND trade_password_hash IS NULL;
    `,
  },
];
