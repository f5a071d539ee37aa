/**
 * The nonces signed calls used, in SQLite (migration 14), so that a call replayed after a restart, even
 * after the process was killed, is still refused: a nonce is committed (WAL) before the call's handler
 * runs. Each is kept until its timestamp leaves the window (`keep_until`); every use first prunes the
 * ones past theirs, so the table holds at most the calls of one window (OPEN_API.maxNoncesPerWindow a
 * key). A deleted key's nonces are pruned the same way (its access key is never issued again).
 */
import type Database from 'better-sqlite3';
import { OPEN_API } from '../../contract';
import type { UsedNonces } from './signed-calls';

export class NonceStore implements UsedNonces {
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    this.statements = {
      prune: db.prepare<[number]>('DELETE FROM open_api_nonces WHERE keep_until < ?'),
      held: db.prepare<[string, string], { one: number }>(
        'SELECT 1 AS one FROM open_api_nonces WHERE access_key = ? AND nonce = ?',
      ),
      count: db.prepare<[string], { count: number }>(
        'SELECT COUNT(*) AS count FROM open_api_nonces WHERE access_key = ?',
      ),
      insert: db.prepare<[string, string, number]>(
        'INSERT INTO open_api_nonces (access_key, nonce, keep_until) VALUES (?, ?, ?)',
      ),
    };
  }

  use(accessKey: string, nonce: string, keepUntil: number, now: number): 'ok' | 'replayed' | 'full' {
    return this.db.transaction(() => {
      this.statements.prune.run(now);
      if (this.statements.held.get(accessKey, nonce)) return 'replayed' as const;
      if (this.statements.count.get(accessKey)!.count >= OPEN_API.maxNoncesPerWindow) return 'full' as const;
      this.statements.insert.run(accessKey, nonce, keepUntil);
      return 'ok' as const;
    })();
  }
}
