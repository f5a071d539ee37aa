/** A seeded database as a release of an older schema left it, for the tests of the migrations after it. */
import Database from 'better-sqlite3';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase } from '../../../../server/db/seed';

/** An in-memory database migrated up to `version` (no further), foreign keys on, then seeded (seed 42). */
export function seededAt(version: number): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  const reached = migrate(
    db,
    MIGRATIONS.filter((migration) => migration.version <= version),
  );
  if (reached !== version) throw new Error(`no migration ${version}: the database reached ${reached}`);
  seedDatabase(db, 42);
  return db;
}
