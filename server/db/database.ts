/**
 * The simulator's SQLite database (<dataDir>/exchange.sqlite, WAL mode): opened, migrated to the newest
 * schema and seeded on first start; kept across restarts; wiped and seeded again with `reset`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations';
import { seedDatabase } from './seed';

export const DATABASE_FILE = 'exchange.sqlite';

export interface OpenOptions {
  dataDir: string;
  reset: boolean;
  seed: number;
}

/** Applies the migrations newer than the database's schema_version, each in a transaction. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare<[], { version: number }>('SELECT version FROM schema_version').get();
  let version = row?.version ?? 0;
  if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('UPDATE schema_version SET version = ?').run(migration.version);
    })();
    version = migration.version;
  }
  return version;
}

export function openDatabase(options: OpenOptions): Database.Database {
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, DATABASE_FILE);
  if (options.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 2000');
    migrate(db);
    const seeded = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seeded_at'").get();
    if (!seeded) seedDatabase(db, options.seed);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
