/** Migrations 1–4: members and sessions, the ledger (balances, orders, fills) and its bounds. */
import { MAX_LEDGER_AMOUNT, MAX_PRICE } from '../../contract';
import { type Migration } from './migration-sql';

// The upper bounds of migration 3, one expression per table: its CHECK and its check of existing rows.
const BALANCE_BOUNDS = ['balance', 'locked', 'avg_buy_amt']
  .map((column) => `${column} <= ${MAX_LEDGER_AMOUNT}`)
  .join(' AND ');
export const ORDER_BOUNDS = [
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

/** Migration 3's refusal of a ledger that already holds an infinite or absurd number. */
export const LEDGER_OUT_OF_BOUNDS =
  'migration 3: the ledger holds a balance, order or fill with a number beyond the bounds of ' +
  `contract/trading.ts (Infinity, or over ${MAX_LEDGER_AMOUNT}; prices over ${MAX_PRICE}); nothing ` +
  'was changed. Start with --reset for a fresh database, or correct those rows and start again.';

export const LEDGER_MIGRATIONS: readonly Migration[] = [
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
];
