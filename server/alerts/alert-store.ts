/**
 * Members' alerts in SQLite (migration 18, contract/alert-calls.ts): a member's, on any coin. Each write
 * is one transaction that checks the version it was made on against the stored one, so the last write wins
 * per alert and a write made on an older version (or creating an id the member has) is refused with the
 * alert as it is now. A member's ids are their own: every lookup names the member, so another member's id
 * is not found, as any id the member does not have. A write also keeps the coin's price at that moment
 * (`priceOf`), the "previous" price of the alert's first evaluation (contract/alert-rules.ts: a crossing
 * counts from the price at the write), checks the expiry against the exchange's clock (`now`), and an
 * indicator or forecast alert against the chart's own code (chart-check.ts). A write starts the alert
 * afresh: it has not fired since (`last_fired_at` NULL, alert-rules.ts alertMayFire). Each change is told to
 * the listeners (`onChange`: the evaluator's indexes) once its transaction has committed. A firing is
 * written here (`fire`: it changes the alert) with the caller's notification in one transaction, and the
 * firing log read (`firings`), the member's, as the alerts are.
 */
import type Database from 'better-sqlite3';
import {
  ALERT_ERROR_CODES,
  ALERTS_PER_MEMBER_MAX,
  alertExpiryProblem,
  DRAWING_LINES,
  type Alert,
  type AlertCondition,
  type AlertFiring,
  type AlertProblem,
  type AlertPutRequest,
  type AlertStale,
  type CoinKey,
  type DrawingTool,
} from '../../contract';
import { ApiError } from '../errors/api-error';
import { alertProblemKey } from '../errors/messages';
import { AlertFiringLog, type FiringsOf } from './alert-firing-log';
import { chartProblem } from './chart-check';

/** An alert's row as ALERT_COLUMNS select it. */
export interface AlertRecord {
  id: string;
  coin: CoinKey;
  condition: string;
  trigger: Alert['trigger'];
  expiresAt: number | null;
  message: string;
  active: 0 | 1;
  version: number;
  createdAt: number;
  updatedAt: number;
}

export const ALERT_COLUMNS = `alert_id AS id, coin_key AS coin, condition, trigger, expires_at AS expiresAt, message, active,
  version, created_at AS createdAt, updated_at AS updatedAt`;

export function toAlert(record: AlertRecord): Alert {
  return {
    id: record.id,
    coin: record.coin,
    condition: JSON.parse(record.condition) as AlertCondition,
    trigger: record.trigger,
    expiresAt: record.expiresAt,
    message: record.message,
    active: record.active === 1,
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const notFound = (id: string) => new ApiError(404, ALERT_ERROR_CODES.notFound, 'alert.notFound', id);
const stale = (current: AlertRecord) =>
  new ApiError(409, ALERT_ERROR_CODES.stale, 'alert.stale', current.id, {
    current: toAlert(current),
  } satisfies AlertStale);
const invalid = (id: string, problem: AlertProblem) =>
  new ApiError(400, ALERT_ERROR_CODES.invalid, alertProblemKey(problem), id, { problem });

/** What a write sets, in the order of the insert's and update's columns (the condition as JSON). */
type Fields = [
  kind: string,
  condition: string,
  trigger: string,
  expiresAt: number | null,
  message: string,
  active: number,
  previousPrice: number | null,
];

/** A coin's last trade price, or null when it has none (never traded). */
export type PriceOf = (coin: CoinKey) => number | null;

/** An alert that is on, with its member and when it last fired since its last write (ms; null: not). */
export interface ActiveAlert {
  memNo: number;
  alert: Alert;
  lastFiredAt: number | null;
}

/** A committed change of a member's alerts: written (created or updated: not fired since), or deleted. */
export type AlertChange =
  { kind: 'put'; memNo: number; alert: Alert } | { kind: 'deleted'; memNo: number; id: string };

export class AlertStore {
  private readonly statements;
  private readonly listeners = new Set<(change: AlertChange) => void>();
  private readonly firingLog;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
    private readonly priceOf: PriceOf,
    /** The market source is a replay: its coins take forecast alerts whatever their market (chart-check.ts). */
    private readonly replayed: boolean,
  ) {
    this.firingLog = new AlertFiringLog(db);
    this.statements = {
      all: db.prepare<[number], AlertRecord>(
        `SELECT ${ALERT_COLUMNS} FROM alerts WHERE mem_no = ? ORDER BY seq`,
      ),
      active: db.prepare<[], AlertRecord & { memNo: number; lastFiredAt: number | null }>(
        `SELECT ${ALERT_COLUMNS}, mem_no AS memNo, last_fired_at AS lastFiredAt FROM alerts WHERE active = 1
           ORDER BY seq`,
      ),
      byCoin: db.prepare<[number, string], AlertRecord>(
        `SELECT ${ALERT_COLUMNS} FROM alerts WHERE mem_no = ? AND coin_key = ? ORDER BY seq`,
      ),
      byId: db.prepare<[number, string], AlertRecord>(
        `SELECT ${ALERT_COLUMNS} FROM alerts WHERE mem_no = ? AND alert_id = ?`,
      ),
      count: db.prepare<[number], { count: number }>('SELECT COUNT(*) AS count FROM alerts WHERE mem_no = ?'),
      drawingTool: db.prepare<[number, string, string], { tool: DrawingTool }>(
        'SELECT tool FROM drawings WHERE mem_no = ? AND drawing_id = ? AND coin_key = ?',
      ),
      insert: db.prepare<
        [memNo: number, id: string, coin: string, ...Fields, createdAt: number, updatedAt: number]
      >(
        `INSERT INTO alerts (mem_no, alert_id, coin_key, kind, condition, trigger, expires_at, message, active,
           previous_price, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      ),
      update: db.prepare<[...Fields, updatedAt: number, memNo: number, id: string]>(
        `UPDATE alerts SET kind = ?, condition = ?, trigger = ?, expires_at = ?, message = ?, active = ?,
           previous_price = ?, last_fired_at = NULL, version = version + 1, updated_at = ? WHERE mem_no = ? AND alert_id = ?`,
      ),
      delete: db.prepare<[number, string]>('DELETE FROM alerts WHERE mem_no = ? AND alert_id = ?'),
    };
  }

  /** Calls `listener` with each change after its transaction commits; answers the unsubscribe. */
  onChange(listener: (change: AlertChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(change: AlertChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /**
   * Logs a firing of the member's alert with what it changes of the alert (its last-fired time, the firing's
   * market time; off when it does not stay on: a write at the wall time `wallAt`, version + 1) and runs `along` (the notification's store) in the same
   * transaction: both commit, or neither (a throw rolls back and is thrown). Answers what `along` answers.
   */
  fire<T>(memNo: number, firing: AlertFiring, staysOn: boolean, wallAt: number, along: () => T): T {
    return this.db.transaction(() => {
      this.firingLog.record(memNo, firing, staysOn, wallAt);
      return along();
    })();
  }

  /**
   * The firing log (newest first) of the member's alerts on a coin, or of the member's alert `alertId`;
   * not found (404) for an alert id the member has not, as every call on another member's alert.
   */
  firings(memNo: number, of: FiringsOf): AlertFiring[] {
    const firings = this.firingLog.list(memNo, of);
    if (firings) return firings;
    throw notFound('alertId' in of ? of.alertId : of.key);
  }

  /** Every member's alerts that are on (what the evaluator starts from), in the order they were created. */
  active(): ActiveAlert[] {
    return this.statements.active
      .all()
      .map((record) => ({ memNo: record.memNo, alert: toAlert(record), lastFiredAt: record.lastFiredAt }));
  }

  /** The member's alerts, on every coin or on `coin`, in the order they were created. */
  list(memNo: number, coin?: CoinKey): Alert[] {
    const records =
      coin === undefined ? this.statements.all.all(memNo) : this.statements.byCoin.all(memNo, coin);
    return records.map(toAlert);
  }

  /**
   * Creates (baseVersion 0) or updates (baseVersion the stored version) the member's alert `id`; answers
   * it as stored. Refused: stale (another version, or creating an id the member has), not found (an update
   * of an id the member has not), invalid (another coin than the alert's, an expiry out of range at the
   * exchange's clock, a drawing the member has not on the coin or without that line, an indicator or a
   * forecast the chart's code does not compute: chart-check.ts), too many (creating
   * an alert past ALERTS_PER_MEMBER_MAX).
   */
  put(memNo: number, id: string, put: AlertPutRequest): Alert {
    const alert = this.db.transaction(() => {
      const stored = this.statements.byId.get(memNo, id);
      const at = this.now();
      if (stored) {
        if (stored.version !== put.baseVersion) throw stale(stored);
        if (stored.coin !== put.coin) throw invalid(id, 'coinChanged');
      } else if (put.baseVersion !== 0) throw notFound(id);
      const problem =
        alertExpiryProblem(put.expiresAt, at) ??
        this.drawingProblem(memNo, put) ??
        chartProblem(put.coin, put.condition, this.replayed);
      if (problem) throw invalid(id, problem);
      const { condition } = put;
      const fields: Fields = [
        condition.kind,
        JSON.stringify(condition),
        put.trigger,
        put.expiresAt,
        put.message,
        Number(put.active),
        this.priceOf(put.coin),
      ];
      if (stored) this.statements.update.run(...fields, at, memNo, id);
      else {
        if (this.statements.count.get(memNo)!.count >= ALERTS_PER_MEMBER_MAX)
          throw new ApiError(409, ALERT_ERROR_CODES.tooMany, 'alert.tooMany', id, {
            max: ALERTS_PER_MEMBER_MAX,
          });
        this.statements.insert.run(memNo, id, put.coin, ...fields, at, at);
      }
      return toAlert(this.statements.byId.get(memNo, id)!);
    })();
    this.tell({ kind: 'put', memNo, alert });
    return alert;
  }

  /** Deletes the member's alert `id` at `version`; stale at another version, not found without it. */
  delete(memNo: number, id: string, version: number): void {
    this.db.transaction(() => {
      const stored = this.statements.byId.get(memNo, id);
      if (!stored) throw notFound(id);
      if (stored.version !== version) throw stale(stored);
      this.statements.delete.run(memNo, id);
    })();
    this.tell({ kind: 'deleted', memNo, id });
  }

  /** `drawing` when a drawing alert names a drawing the member has not on the alert's coin, or no line of it. */
  private drawingProblem(memNo: number, put: AlertPutRequest): AlertProblem | undefined {
    const { condition } = put;
    if (condition.kind !== 'drawing') return undefined;
    const drawing = this.statements.drawingTool.get(memNo, condition.drawingId, put.coin);
    const lines = drawing ? (DRAWING_LINES[drawing.tool] ?? 0) : 0;
    return condition.line < lines ? undefined : 'drawing';
  }
}
