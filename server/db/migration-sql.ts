/**
 * What a numbered schema migration is, and the SQL fragments the steps share (a list of values, an amount
 * column's bounds, a 0/1 flag, a bounded text column).
 */
import type Database from 'better-sqlite3';
import { MAX_LEDGER_AMOUNT } from '../../contract';
import type { ServerSecrets } from '../server-key';

export interface Migration {
  version: number;
  sql: string;
  /**
   * Data the SQL cannot make (a password hash, a digest with the server key), written in the migration's
   * transaction after its SQL; `secrets` is the data folder's server key (server-key.ts).
   */
  after?: (db: Database.Database, secrets: ServerSecrets | undefined) => void;
  /**
   * True for a step that rebuilds a table other tables refer to (SQLite cannot change a CHECK in place).
   * It runs with foreign keys off, SQLite's own procedure for such changes (sqlite.org/lang_altertable.html,
   * "other kinds of table schema changes"): with them on, dropping the old table would cascade its delete
   * into every child row. `PRAGMA foreign_key_check` must find nothing before its transaction commits.
   */
  rebuildsParent?: boolean;
}

export const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
/** An amount column of migration 5: at least `min`, at most MAX_LEDGER_AMOUNT (as migration 3's). */
export const amount = (column: string, min = '0') =>
  `${column} >= ${min} AND ${column} <= ${MAX_LEDGER_AMOUNT}`;
export const flag = (column: string) => `${column} INTEGER NOT NULL CHECK (${column} IN (0, 1))`;

/**
 * A text column of migration 6: not empty, at most `max` characters (NULL too when `nullable`). SQLite's
 * length() stops at a NUL character, so emptiness is checked by comparison, not by length.
 */
export const text = (column: string, max: number, nullable = false) =>
  `${column} TEXT ${nullable ? '' : 'NOT NULL '}CHECK (${nullable ? `${column} IS NULL OR ` : ''}(${column} <> '' AND length(${column}) <= ${max}))`;
