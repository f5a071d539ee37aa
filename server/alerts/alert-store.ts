/**
 * Members' alerts in SQLite (migration 18, contract/alert-calls.ts): a member's, on any coin. Each write
 * is one transaction that checks the version it was made on against the stored one, so the last write wins
 * per alert and a write made on an older version (or creating an id the member has) is refused with the
 * alert as it is now. A member's ids are their own: every lookup names the member, so another member's id
 * is not found, as any id the member does not have. A write also keeps the coin's price at that moment
 * (`priceOf`), the "previous" price of the alert's first evaluation (contract/alert-rules.ts: a crossing
 * counts from the price at the write), and checks the expiry against the exchange's clock (`now`).
 */
import type Database from 'better-sqlite3';
import {
  ALERT_ERROR_CODES,
  ALERTS_PER_MEMBER_MAX,
  alertExpiryProblem,
  DRAWING_LINES,
  type Alert,
  type AlertCondition,
  type AlertProblem,
  type AlertPutRequest,
  type AlertStale,
  type CoinKey,
  type DrawingTool,
} from '../../contract';
import { ApiError } from '../errors/api-error';
import { alertProblemKey } from '../errors/messages';

interface AlertRecord {
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

const COLUMNS = `alert_id AS id, coin_key AS coin, condition, trigger, expires_at AS expiresAt, message, active,
  version, created_at AS createdAt, updated_at AS updatedAt`;

function toAlert(record: AlertRecord): Alert {
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

export class AlertStore {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
    private readonly priceOf: PriceOf,
  ) {
    this.statements = {
      all: db.prepare<[number], AlertRecord>(`SELECT ${COLUMNS} FROM alerts WHERE mem_no = ? ORDER BY seq`),
      byCoin: db.prepare<[number, string], AlertRecord>(
        `SELECT ${COLUMNS} FROM alerts WHERE mem_no = ? AND coin_key = ? ORDER BY seq`,
      ),
      byId: db.prepare<[number, string], AlertRecord>(
        `SELECT ${COLUMNS} FROM alerts WHERE mem_no = ? AND alert_id = ?`,
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
           previous_price = ?, version = version + 1, updated_at = ? WHERE mem_no = ? AND alert_id = ?`,
      ),
      delete: db.prepare<[number, string]>('DELETE FROM alerts WHERE mem_no = ? AND alert_id = ?'),
    };
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
   * exchange's clock, a drawing the member has not on the coin or without that line), too many (creating
   * an alert past ALERTS_PER_MEMBER_MAX).
   */
  put(memNo: number, id: string, put: AlertPutRequest): Alert {
    return this.db.transaction(() => {
      const stored = this.statements.byId.get(memNo, id);
      const at = this.now();
      if (stored) {
        if (stored.version !== put.baseVersion) throw stale(stored);
        if (stored.coin !== put.coin) throw invalid(id, 'coinChanged');
      } else if (put.baseVersion !== 0) throw notFound(id);
      const problem = alertExpiryProblem(put.expiresAt, at) ?? this.drawingProblem(memNo, put);
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
  }

  /** Deletes the member's alert `id` at `version`; stale at another version, not found without it. */
  delete(memNo: number, id: string, version: number): void {
    this.db.transaction(() => {
      const stored = this.statements.byId.get(memNo, id);
      if (!stored) throw notFound(id);
      if (stored.version !== version) throw stale(stored);
      this.statements.delete.run(memNo, id);
    })();
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
