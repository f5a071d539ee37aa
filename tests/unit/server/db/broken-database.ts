/** Seeded databases in temp folders, then broken on purpose (checks and foreign keys off), for the start-up tests. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, openDatabase } from '../../../../server/db/database';
import { tempDataDir } from '../helpers';

export const KRW = 'C0100';
/** demo-regular: KRW, coins, and pending BTC and ETH orders. */
export const REGULAR = 100_001;

/** The folders made so far; `removeAll` deletes them. */
const made: string[] = [];

/** A seeded database in a new folder, closed; `damage` then changes it with CHECKs and foreign keys off. */
export function seededDatabase(damage?: (db: Database.Database) => void): string {
  const dataDir = tempDataDir();
  made.push(dataDir);
  openDatabase({ dataDir, reset: false, seed: 42 }).close();
  if (damage) withDatabase(dataDir, damage);
  return dataDir;
}

/** Runs `work` on the folder's database with CHECKs and foreign keys off, and writes it through. */
export function withDatabase<T>(dataDir: string, work: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, DATABASE_FILE));
  try {
    db.pragma('foreign_keys = OFF');
    db.pragma('ignore_check_constraints = ON');
    const result = work(db);
    db.pragma('wal_checkpoint(TRUNCATE)');
    return result;
  } finally {
    db.close();
  }
}

export function removeAll(): void {
  for (const dataDir of made.splice(0)) rmSync(dataDir, { recursive: true, force: true });
}
