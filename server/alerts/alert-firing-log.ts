/**
 * The alerts' firing log in SQLite (migration 20): a firing written with what it changes of its alert, and
 * a member's firings read by coin or by alert. A firing's write is meant for the caller's transaction (the
 * evaluator's, which stores the notification in the same one), so that a firing is never logged without
 * its notification nor the reverse.
 */
import type Database from 'better-sqlite3';
import { ALERT_FIRINGS_KEPT, type AlertFiring, type CoinKey } from '../../contract';

/** Whose firings a member asks for: every alert's on a coin, or one alert's. */
export type FiringsOf = { key: CoinKey } | { alertId: string };

const COLUMNS = 'alert_id AS alertId, coin_key AS coin, at, price';

export class AlertFiringLog {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      insert: db.prepare<[number, string, string, number, number]>(
        'INSERT INTO alert_firings (mem_no, alert_id, coin_key, at, price) VALUES (?, ?, ?, ?, ?)',
      ),
      // The alert's firings older than its ALERT_FIRINGS_KEPT newest (the per-alert index's range).
      trim: db.prepare<[number, string, number, string, number]>(
        `DELETE FROM alert_firings WHERE mem_no = ? AND alert_id = ? AND seq <= (
           SELECT seq FROM alert_firings WHERE mem_no = ? AND alert_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
      ),
      fired: db.prepare<[number, number, string]>(
        'UPDATE alerts SET last_fired_at = ? WHERE mem_no = ? AND alert_id = ?',
      ),
      turnedOff: db.prepare<[number, number, number, string]>(
        `UPDATE alerts SET last_fired_at = ?, active = 0, version = version + 1, updated_at = ?
           WHERE mem_no = ? AND alert_id = ?`,
      ),
      byCoin: db.prepare<[number, string], AlertFiring>(
        `SELECT ${COLUMNS} FROM alert_firings WHERE mem_no = ? AND coin_key = ? ORDER BY seq DESC`,
      ),
      byAlert: db.prepare<[number, string], AlertFiring>(
        `SELECT ${COLUMNS} FROM alert_firings WHERE mem_no = ? AND alert_id = ? ORDER BY seq DESC`,
      ),
      hasAlert: db.prepare<[number, string], { one: 1 }>(
        'SELECT 1 AS one FROM alerts WHERE mem_no = ? AND alert_id = ?',
      ),
    };
  }

  /**
   * Logs the member's alert's firing and keeps its newest ALERT_FIRINGS_KEPT; sets the alert's last-fired
   * time (the firing's, in the market's time), and turns it off when it does not stay on (a `once` alert: a
   * write, version + 1 and updatedAt at the wall time `wallAt`).
   */
  record(memNo: number, firing: AlertFiring, staysOn: boolean, wallAt: number): void {
    const { alertId, coin, at, price } = firing;
    this.statements.insert.run(memNo, alertId, coin, at, price);
    this.statements.trim.run(memNo, alertId, memNo, alertId, ALERT_FIRINGS_KEPT);
    if (staysOn) this.statements.fired.run(at, memNo, alertId);
    else this.statements.turnedOff.run(at, wallAt, memNo, alertId);
  }

  /**
   * The member's firings newest first: on a coin, or of one alert; undefined when the member has no
   * alert of that id (another member's, or one deleted with its log).
   */
  list(memNo: number, of: FiringsOf): AlertFiring[] | undefined {
    if ('key' in of) return this.statements.byCoin.all(memNo, of.key);
    if (!this.statements.hasAlert.get(memNo, of.alertId)) return undefined;
    return this.statements.byAlert.all(memNo, of.alertId);
  }
}
