/** Migrations 17–: what members keep of their charts on the exchange. */
import { DRAWING_MAX_BYTES, DRAWING_TOOLS } from '../../contract';
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
];
