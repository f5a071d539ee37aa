/** Migrations 5–8: Plus buy, the frame around every page, sign-up and uploads, deposits and withdrawals. */
import {
  ACCOUNT_TYPES,
  adminCompetitionRequest,
  APPLICATION_KINDS,
  CORPORATE_TYPES,
  FEE_LEVELS,
  INOUT,
  LIMIT_RAISE_CASES,
  LOAN_CLOSE_REASONS,
  LOAN_STATES,
  PROCESS_TYPES,
  REWARD_STATUSES,
  RISK_BANDS,
  SHELL,
  SMART_SELL_FAILURES,
  SMART_SELL_STATUSES,
  STATE_CODES,
  UPLOAD,
} from '../../contract';
import { quoted, amount, flag, text, type Migration } from './migration-sql';
import { seedInoutUpgrade, seedMissingMembers, seedShellUpgrade } from './seed';

const MAX_COMPETITIONS = adminCompetitionRequest.shape.displayingCompetitionCount.maxValue ?? 100;

export const SERVICE_MIGRATIONS: readonly Migration[] = [
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
];
