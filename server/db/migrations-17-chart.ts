/** Migrations 17–: what members keep of their charts on the exchange, and their alerts. */
import {
  ALERT_KINDS,
  ALERT_MESSAGE_MAX,
  ALERT_TRIGGERS,
  DRAWING_MAX_BYTES,
  DRAWING_TOOLS,
} from '../../contract';
import { flag, quoted, type Migration } from './migration-sql';

export const CHART_MIGRATIONS: readonly Migration[] = [
  {
    // Chart drawings (contract/drawings.ts, drawing-calls.ts): a member's, per coin, each with the app's
    // id (unique per member: another member's id is never looked at), its version (1 when created, +1 a
    // write) and its last write's time (ms). `seq` keeps the order they were created in, the order they
    // are drawn. Anchors and style are the request's JSON, bounded as the request is.
    version: 17,
    sql: `
      CREATE TABLE drawings (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        drawing_id TEXT NOT NULL CHECK (length(drawing_id) BETWEEN 1 AND 64),
        coin_key TEXT NOT NULL CHECK (length(coin_key) BETWEEN 3 AND 19),
        tool TEXT NOT NULL CHECK (tool IN (${quoted(DRAWING_TOOLS)})),
        anchors TEXT NOT NULL CHECK (json_valid(anchors) AND json_type(anchors) = 'array'
          AND length(anchors) <= ${DRAWING_MAX_BYTES}),
        style TEXT NOT NULL CHECK (json_valid(style) AND json_type(style) = 'object'
          AND length(style) <= ${DRAWING_MAX_BYTES}),
        ${flag('locked')},
        ${flag('hidden')},
        version INTEGER NOT NULL CHECK (version >= 1),
        updated_at INTEGER NOT NULL,
        UNIQUE (mem_no, drawing_id)
      );
      CREATE INDEX drawings_coin ON drawings (mem_no, coin_key, seq);
    `,
  },
  {
    // Price and chart alerts (contract/alerts.ts, alert-calls.ts): a member's, on any coin, each with the
    // app's id (unique per member), its version (1 when created, +1 a write) and its times (ms). The fields
    // the exchange selects and checks by are columns (coin, kind, trigger, expiry, on/off); the condition,
    // whose fields differ by kind and which only the evaluator reads whole, is the request's JSON, its kind
    // the column's. `previous_price` is the coin's price at the last write, the first trade's "previous"
    // (alert-rules.ts: evaluation), NULL when the coin had none. `seq` keeps the order they were created
    // in, the list's. Indexes: a member's list, and a coin's alerts for whoever evaluates its trades.
    version: 18,
    sql: `
      CREATE TABLE alerts (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        alert_id TEXT NOT NULL CHECK (length(alert_id) BETWEEN 1 AND 64),
        coin_key TEXT NOT NULL CHECK (length(coin_key) BETWEEN 3 AND 19),
        kind TEXT NOT NULL CHECK (kind IN (${quoted(ALERT_KINDS)})),
        condition TEXT NOT NULL CHECK (json_valid(condition) AND json_type(condition) = 'object'
          AND json_extract(condition, '$.kind') = kind),
        trigger TEXT NOT NULL CHECK (trigger IN (${quoted(ALERT_TRIGGERS)})),
        expires_at INTEGER,
        message TEXT NOT NULL CHECK (length(message) <= ${ALERT_MESSAGE_MAX}),
        ${flag('active')},
        previous_price REAL CHECK (previous_price IS NULL OR previous_price > 0),
        version INTEGER NOT NULL CHECK (version >= 1),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (mem_no, alert_id)
      );
      CREATE INDEX alerts_member ON alerts (mem_no, seq);
      CREATE INDEX alerts_coin ON alerts (coin_key, active);
    `,
  },
];
