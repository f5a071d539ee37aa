/**
 * The simulator's SQLite database (<dataDir>/exchange.sqlite, WAL mode): opened, checked (integrity.ts:
 * sound pages, a schema this code knows, a ledger that adds up), migrated to the newest schema and seeded
 * on first start; kept across restarts; wiped and seeded again with `reset`. A database that fails a
 * check, or that SQLite cannot open or migrate, is refused with a DatabaseStartupError saying the way out.
 * The data folder's server key (../server-key.ts, made on first start beside the file, never in it) is read
 * first: migrations that digest or seal stored rows need it.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  DatabaseStartupError,
  damagedRefusal,
  ledgerProblems,
  ledgerRefusal,
  notDatabaseRefusal,
  openRefusal,
  readPageFindings,
  schemaRefusal,
} from './integrity';
import type { Migration } from './migration-sql';
import { MIGRATIONS } from './migrations';
import { repairLedger } from './repair';
import { seedDatabase } from './seed';
import { ServerSecrets } from '../server-key';
import type { MarketSourceKind } from '../../contract/market-source';

export const DATABASE_FILE = 'exchange.sqlite';

/**
 * The database of a market source: the simulator's is DATABASE_FILE; each other source keeps its own
 * (`exchange-upbit.sqlite`…), seeded alike, so paper trades on a real market's prices or a replay's never
 * mix with the simulated market's orders, balances and history (their prices differ).
 */
export function databaseFile(market: MarketSourceKind = 'sim'): string {
  return market === 'sim' ? DATABASE_FILE : `exchange-${market}.sqlite`;
}

export interface OpenOptions {
  dataDir: string;
  reset: boolean;
  seed: number;
  /** Whose database (databaseFile); the simulator's by default. */
  market?: MarketSourceKind;
}

/**
 * Applies the migrations newer than the database's schema_version, each in a transaction; `secrets` (the
 * data folder's server key) for those that digest or seal stored rows.
 */
export function migrate(
  db: Database.Database,
  migrations: readonly Migration[] = MIGRATIONS,
  secrets?: ServerSecrets,
): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare<[], { version: number }>('SELECT version FROM schema_version').get();
  let version = row?.version ?? 0;
  if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    // PRAGMA foreign_keys is a no-op inside a transaction: it is set around it.
    const keysWereOn = migration.rebuildsParent === true && db.pragma('foreign_keys', { simple: true }) === 1;
    if (keysWereOn) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        migration.after?.(db, secrets);
        if (migration.rebuildsParent) {
          const broken = db.pragma('foreign_key_check') as unknown[];
          if (broken.length > 0) throw new Error(`${broken.length} rows would lose their parent`);
        }
        db.prepare('UPDATE schema_version SET version = ?').run(migration.version);
      })();
    } catch (error) {
      throw refusal(db.name, `applying migration ${migration.version} (from version ${version}) to`, error);
    } finally {
      if (keysWereOn) db.pragma('foreign_keys = ON');
    }
    version = migration.version;
  }
  return version;
}

/** The version a database records, 0 for a new file. */
function schemaVersion(db: Database.Database): number {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'")
    .get();
  if (!table) return 0;
  return (
    db.prepare<[], { version: number }>('SELECT MAX(version) AS version FROM schema_version').get()
      ?.version ?? 0
  );
}

/** An error of SQLite while `what` the file, as the refusal that says what it means and the way out. */
function refusal(file: string, what: string, error: unknown): unknown {
  if (error instanceof DatabaseStartupError || !(error instanceof Database.SqliteError)) return error;
  if (error.code === 'SQLITE_NOTADB') return new DatabaseStartupError(notDatabaseRefusal(file));
  if (error.code.startsWith('SQLITE_CORRUPT'))
    return new DatabaseStartupError(damagedRefusal(file, [error.message]));
  return new DatabaseStartupError(openRefusal(file, what, `${error.message} (${error.code})`));
}

/**
 * Opens the database file (wiped first with `reset`), checks its pages and schema version, migrates and
 * seeds it, then runs `finish` on it (the ledger's check, or the repair); closes it if any step fails.
 */
function openWith<T>(
  options: OpenOptions,
  finish: (db: Database.Database, file: string, constraints: string[]) => T,
): T {
  mkdirSync(options.dataDir, { recursive: true });
  const secrets = ServerSecrets.of(options.dataDir);
  const file = join(options.dataDir, databaseFile(options.market));
  if (options.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  let db: Database.Database;
  try {
    db = new Database(file);
  } catch (error) {
    throw refusal(file, 'opening', error);
  }
  try {
    db.pragma('journal_mode = WAL');
    // A commit is in the WAL before its answer is sent, so it survives the process being killed (the
    // crash test). NORMAL leaves the fsync to checkpoints: an OS crash or power cut may lose the last
    // commits. FULL would fsync every commit: 150–190 µs each here against 15–25 µs, on a placement
    // whose median is 0.54 ms; a simulator does not pay that for power cuts.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 2000');
    // integrity_check over quick_check: it also finds indexes that disagree with their table (the
    // idempotency keys are found through one). Its cost: 0.1 ms on the seeded database, 0.25 s with
    // 100,000 orders and 200,000 fills (40 MB); quick_check 0.07 ms and 0.15 s.
    const pages = readPageFindings(db);
    if (pages.damage.length > 0) throw new DatabaseStartupError(damagedRefusal(file, pages.damage));
    const newer = schemaRefusal(file, schemaVersion(db), MIGRATIONS.at(-1)?.version ?? 0);
    if (newer) throw new DatabaseStartupError(newer);
    migrate(db, MIGRATIONS, secrets);
    const seeded = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seeded_at'").get();
    if (!seeded) seedDatabase(db, options.seed, options.market);
    return finish(db, file, pages.constraints);
  } catch (error) {
    db.close();
    throw refusal(file, 'opening', error);
  }
}

/** The database, checked, migrated and seeded; refused (DatabaseStartupError) when a check fails. */
export function openDatabase(options: OpenOptions): Database.Database {
  return openWith(options, (db, file, constraints) => {
    const problems = ledgerProblems(db, constraints);
    if (problems.length > 0) throw new DatabaseStartupError(ledgerRefusal(file, problems));
    return db;
  });
}

/** `--repair`: repairs the ledger (repair.ts) and closes the database; answers the changes. */
export function repairDatabase(options: Omit<OpenOptions, 'reset'>, nowMs: number): string[] {
  return openWith({ ...options, reset: false }, (db) => {
    const changes = repairLedger(db, nowMs);
    db.close();
    return changes;
  });
}
