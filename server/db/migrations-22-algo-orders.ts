/** Migration 22: parent orders the exchange runs (contract/algo-orders.ts: TWAP, split orders) and their children. */
import type { Migration } from './migration-sql';

export const ALGO_ORDER_MIGRATIONS: readonly Migration[] = [
  {
    // A parent order: its member, coin, kind and side; `params` the request as accepted (JSON, parsed with
    // the contract's schema on every read); its state and stop reason; the TWAP's progress (slices done of
    // the total, the filled quantity, amount and value (Σ price × quantity, the average price's numerator) over its children, the next slice's time, the time its
    // last slice is due, the seed its slice sizes are drawn from); the origin its children are placed
    // with. Times in ms on the exchange's clock the scheduler reads.
    //
    // Children are linked in a table of their own rather than a column on `orders`: the orders table was
    // rebuilt by migration 21 and the ledger's row stays as it is, and the primary key (algo_id, slice_no)
    // makes a second child for one slice impossible at the database, whatever a replay after a crash does.
    // A skipped TWAP slice has no row; a split order's children are slices 0..n-1.
    version: 22,
    sql: `
      CREATE TABLE algo_orders (
        algo_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        coin_key TEXT NOT NULL CHECK (length(coin_key) BETWEEN 3 AND 19),
        kind TEXT NOT NULL CHECK (kind IN ('twap', 'split')),
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        origin TEXT NOT NULL,
        params TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('running', 'paused', 'completed', 'cancelled', 'stopped')),
        stop_reason TEXT,
        seed INTEGER NOT NULL,
        slices_done INTEGER NOT NULL DEFAULT 0 CHECK (slices_done >= 0),
        slices_total INTEGER NOT NULL CHECK (slices_total >= 0),
        filled_quantity REAL NOT NULL DEFAULT 0 CHECK (filled_quantity >= 0),
        filled_amount REAL NOT NULL DEFAULT 0 CHECK (filled_amount >= 0),
        filled_value REAL NOT NULL DEFAULT 0 CHECK (filled_value >= 0),
        next_slice_at INTEGER,
        ends_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX algo_orders_member ON algo_orders (mem_no, algo_id);
      CREATE INDEX algo_orders_due ON algo_orders (state, next_slice_at);
      CREATE TABLE algo_children (
        algo_id INTEGER NOT NULL REFERENCES algo_orders (algo_id) ON DELETE CASCADE,
        slice_no INTEGER NOT NULL CHECK (slice_no >= 0),
        order_id INTEGER NOT NULL UNIQUE REFERENCES orders (order_id) ON DELETE CASCADE,
        PRIMARY KEY (algo_id, slice_no)
      );
    `,
  },
];
