/**
 * Migration 21: the order options of contract/order-options.ts — the best-price order type, time in force,
 * self-trade prevention and the quantity it took off an order.
 */
import { DEFAULT_SMP_TYPE, MAX_LEDGER_AMOUNT, SMP_TYPES, TIME_IN_FORCES } from '../../contract';
import { quoted, type Migration } from './migration-sql';
import { ORDER_BOUNDS } from './migrations-01-04-ledger';

const COPIED = `order_id, mem_no, coin_key, side, order_type, price, stop_price, stop_condition, triggered,
  quantity, filled_quantity, amount, filled_value, filled_amount, fee, status, locked_coin_type, locked_amount,
  client_order_id, request, created_at, updated_at`;

export const ORDER_OPTION_MIGRATIONS: readonly Migration[] = [
  {
    // orders is rebuilt to widen order_type's CHECK with 'best' (SQLite cannot change a CHECK in place);
    // fills and loans refer to it, hence foreign keys off while it is swapped (migration-sql.ts).
    // time_in_force: gtc for the limit orders there were (they rested until filled or cancelled), NULL for
    // market and stop-limit orders. smp_type: the default for the orders still open (an untriggered
    // stop-limit takes under it once it enters the book), NULL for closed orders, placed before the exchange
    // prevented self-trades, and for post-only orders, which never take. prevented_quantity: what self-trade
    // prevention took off the order without a trade (Upbit's prevented_volume).
    version: 21,
    rebuildsParent: true,
    sql: `
      CREATE TABLE orders_v21 (
        order_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_key TEXT NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        order_type TEXT NOT NULL CHECK (order_type IN ('limit', 'market', 'stopLimit', 'best')),
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
        time_in_force TEXT CHECK (time_in_force IS NULL OR time_in_force IN (${quoted(TIME_IN_FORCES)})),
        smp_type TEXT CHECK (smp_type IS NULL OR smp_type IN (${quoted(SMP_TYPES)})),
        prevented_quantity REAL NOT NULL DEFAULT 0
          CHECK (prevented_quantity >= 0 AND prevented_quantity <= ${MAX_LEDGER_AMOUNT}),
        CONSTRAINT orders_bounded CHECK (${ORDER_BOUNDS})
      );
      INSERT INTO orders_v21 (${COPIED}, time_in_force, smp_type)
        SELECT ${COPIED},
          CASE WHEN order_type = 'limit' THEN 'gtc' END,
          CASE WHEN status = 'pending' THEN '${DEFAULT_SMP_TYPE}' END
        FROM orders;
      DROP TABLE orders;
      ALTER TABLE orders_v21 RENAME TO orders;
      CREATE INDEX orders_member ON orders (mem_no, status, order_id);
      CREATE INDEX orders_history ON orders (mem_no, status, updated_at);
      CREATE INDEX orders_open ON orders (status) WHERE status = 'pending';
      CREATE UNIQUE INDEX orders_client_id ON orders (mem_no, client_order_id) WHERE client_order_id IS NOT NULL;
    `,
  },
];
