/**
 * Deposits and withdrawals in SQLite (migration 8): the records, their applications and documents, the
 * members' points and the smart sales. Plain reads and writes; the desk (inout-desk.ts) decides what
 * goes together in a transaction and what it does to the ledger.
 */
import type Database from 'better-sqlite3';
import {
  INOUT,
  type ApplicationKind,
  type DepositRequestDetail,
  type FeeLevel,
  type ProcessType,
  type RefundRequestDetail,
  type RewardStatus,
  type SmartSellFailure,
  type SmartSellStatus,
  type StateCode,
  type UploadMediaType,
} from '../../contract';

export interface StoredRecord {
  seq: number;
  memNo: number;
  coinType: string;
  processType: ProcessType;
  stateCode: StateCode;
  networkName: string | null;
  feeLevel: FeeLevel | null;
  feeQuantity: number;
  quantity: number;
  totalQuantity: number;
  totalKrwValue: number;
  firstAddress: string | null;
  secondAddress: string | null;
  secondAddressName: string | null;
  txId: string | null;
  requestedAt: number;
  completedAt: number | null;
  stateAt: number;
  autoAdvance: boolean;
  rewardStatus: RewardStatus | null;
  rewardPoints: number | null;
  depositApplyCount: number;
  depositApplyLimit: number;
  returnApplyCount: number;
  returnApplyLimit: number;
  documentsExpired: boolean;
}

export type NewRecord = Omit<
  StoredRecord,
  | 'seq'
  | 'rewardStatus'
  | 'rewardPoints'
  | 'depositApplyCount'
  | 'depositApplyLimit'
  | 'returnApplyCount'
  | 'returnApplyLimit'
  | 'documentsExpired'
> &
  Partial<
    Pick<
      StoredRecord,
      | 'rewardStatus'
      | 'rewardPoints'
      | 'depositApplyCount'
      | 'depositApplyLimit'
      | 'returnApplyCount'
      | 'returnApplyLimit'
      | 'documentsExpired'
    >
  >;

/** A deposit application's detail as stored: applyCount comes from the record. */
export type StoredDepositDetail = Omit<DepositRequestDetail, 'applyCount'>;
/** A return application's detail as stored: the TXID comes from the record once returned. */
export type StoredRefundDetail = Omit<RefundRequestDetail, 'txId' | 'txIdUrl'>;
export type StoredDetail = StoredDepositDetail | StoredRefundDetail;

export interface StoredDocument {
  imgSeq: number;
  fileName: string;
  mediaType: UploadMediaType;
  bytes: Buffer;
}

/**
 * One move of points (negative: a fee reward taken back); seq is the withdrawal it belongs to (null once
 * that record is gone).
 */
export interface StoredPointEntry {
  seq: number | null;
  points: number;
  createdAt: number;
}

export interface StoredSmartSell {
  seq: number;
  memNo: number;
  coinType: string;
  coinAmt: number;
  requestedAt: number;
  status: SmartSellStatus;
  failReason: SmartSellFailure | null;
  tradedAt: number | null;
  quote: number | null;
  fee: number | null;
  krwAmt: number | null;
  autoSettle: boolean;
}

export interface RecordFilter {
  memNo: number;
  processType: ProcessType | null;
  coinType: string | null;
  fromMs: number;
  toMs: number;
  limit: number;
  offset: number;
}

const RECORD_COLUMNS = `seq, mem_no AS memNo, coin_type AS coinType, process_type AS processType,
  state_code AS stateCode, network_name AS networkName, fee_level AS feeLevel, fee_quantity AS feeQuantity,
  quantity, total_quantity AS totalQuantity, total_krw_value AS totalKrwValue, first_address AS firstAddress,
  second_address AS secondAddress, second_address_name AS secondAddressName, tx_id AS txId,
  requested_at AS requestedAt, completed_at AS completedAt, state_at AS stateAt, auto_advance AS autoAdvance,
  reward_status AS rewardStatus, reward_points AS rewardPoints, deposit_apply_count AS depositApplyCount,
  deposit_apply_limit AS depositApplyLimit, return_apply_count AS returnApplyCount,
  return_apply_limit AS returnApplyLimit, documents_expired AS documentsExpired`;

const SMART_SELL_COLUMNS = `seq, mem_no AS memNo, coin_type AS coinType, coin_amt AS coinAmt,
  requested_at AS requestedAt, status, fail_reason AS failReason, traded_at AS tradedAt, quote, fee,
  krw_amt AS krwAmt, auto_settle AS autoSettle`;

type Flagged<T, K extends keyof T> = Omit<T, K> & Record<K, number>;
type RecordRow = Flagged<StoredRecord, 'autoAdvance' | 'documentsExpired'>;
type SmartSellRow = Flagged<StoredSmartSell, 'autoSettle'>;

const fromRow = (row: RecordRow): StoredRecord => ({
  ...row,
  autoAdvance: row.autoAdvance === 1,
  documentsExpired: row.documentsExpired === 1,
});
const smartSellFromRow = (row: SmartSellRow): StoredSmartSell => ({
  ...row,
  autoSettle: row.autoSettle === 1,
});

const WHERE_FILTER = `mem_no = @memNo AND (@processType IS NULL OR process_type = @processType)
  AND (@coinType IS NULL OR coin_type = @coinType) AND requested_at >= @fromMs AND requested_at < @toMs`;

export class InoutStore {
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO inout_records (mem_no, coin_type, process_type, state_code, network_name, fee_level,
           fee_quantity, quantity, total_quantity, total_krw_value, first_address, second_address,
           second_address_name, tx_id, requested_at, completed_at, state_at, auto_advance, reward_status,
           reward_points, deposit_apply_count, deposit_apply_limit, return_apply_count, return_apply_limit,
           documents_expired)
         VALUES (@memNo, @coinType, @processType, @stateCode, @networkName, @feeLevel, @feeQuantity, @quantity,
           @totalQuantity, @totalKrwValue, @firstAddress, @secondAddress, @secondAddressName, @txId,
           @requestedAt, @completedAt, @stateAt, @autoAdvance, @rewardStatus, @rewardPoints,
           @depositApplyCount, @depositApplyLimit, @returnApplyCount, @returnApplyLimit, @documentsExpired)`,
      ),
      record: db.prepare<[number], RecordRow>(`SELECT ${RECORD_COLUMNS} FROM inout_records WHERE seq = ?`),
      page: db.prepare<[RecordFilter], RecordRow>(
        `SELECT ${RECORD_COLUMNS} FROM inout_records WHERE ${WHERE_FILTER}
         ORDER BY requested_at DESC, seq DESC LIMIT @limit OFFSET @offset`,
      ),
      count: db.prepare<[Omit<RecordFilter, 'limit' | 'offset'>], { count: number }>(
        `SELECT COUNT(*) AS count FROM inout_records WHERE ${WHERE_FILTER}`,
      ),
      moving: db.prepare<[], RecordRow>(
        `SELECT ${RECORD_COLUMNS} FROM inout_records WHERE auto_advance = 1 ORDER BY state_at, seq`,
      ),
      setState: db.prepare<[StateCode, number, number | null, string | null, number]>(
        `UPDATE inout_records SET state_code = ?, state_at = ?, completed_at = ?, tx_id = ? WHERE seq = ?`,
      ),
      stopAdvance: db.prepare<[number]>('UPDATE inout_records SET auto_advance = 0 WHERE seq = ?'),
      setReward: db.prepare<[RewardStatus, number, number]>(
        'UPDATE inout_records SET reward_status = ?, reward_points = ? WHERE seq = ?',
      ),
      countApplication: db.prepare<[number]>(
        'UPDATE inout_records SET deposit_apply_count = deposit_apply_count + 1 WHERE seq = ?',
      ),
      countReturn: db.prepare<[number]>(
        'UPDATE inout_records SET return_apply_count = return_apply_count + 1 WHERE seq = ?',
      ),
      saveApplication: db.prepare<[number, ApplicationKind, string, number]>(
        `INSERT INTO inout_applications (seq, kind, detail, applied_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (seq, kind) DO UPDATE SET detail = excluded.detail, applied_at = excluded.applied_at`,
      ),
      application: db.prepare<[number, ApplicationKind], { detail: string }>(
        'SELECT detail FROM inout_applications WHERE seq = ? AND kind = ?',
      ),
      dropDocuments: db.prepare<[number, ApplicationKind]>(
        `DELETE FROM attachments WHERE attachment_id IN
           (SELECT attachment_id FROM inout_documents WHERE seq = ? AND kind = ?)`,
      ),
      addDocument: db.prepare<[number, ApplicationKind, string]>(
        'INSERT INTO inout_documents (seq, kind, attachment_id) VALUES (?, ?, ?)',
      ),
      documents: db.prepare<[number, ApplicationKind], StoredDocument>(
        `SELECT d.img_seq AS imgSeq, a.file_name AS fileName, a.media_type AS mediaType, a.bytes
         FROM inout_documents d JOIN attachments a ON a.attachment_id = d.attachment_id
         WHERE d.seq = ? AND d.kind = ? ORDER BY d.img_seq`,
      ),
      points: db.prepare<[number], { balance: number }>('SELECT balance FROM member_points WHERE mem_no = ?'),
      addPoints: db.prepare<[number, number]>(
        `INSERT INTO member_points (mem_no, balance) VALUES (?, ?)
         ON CONFLICT (mem_no) DO UPDATE SET balance = balance + excluded.balance`,
      ),
      pointHistory: db.prepare<[number, number | null, number, number]>(
        'INSERT INTO point_history (mem_no, seq, points, created_at) VALUES (?, ?, ?, ?)',
      ),
      pointEntries: db.prepare<[number, number, number], StoredPointEntry>(
        `SELECT seq, points, created_at AS createdAt FROM point_history WHERE mem_no = ?
         ORDER BY created_at DESC, point_id DESC LIMIT ? OFFSET ?`,
      ),
      pointEntryCount: db.prepare<[number], { count: number }>(
        'SELECT COUNT(*) AS count FROM point_history WHERE mem_no = ?',
      ),
      insertSmartSell: db.prepare(
        `INSERT INTO smart_sells (mem_no, coin_type, coin_amt, requested_at, status, fail_reason, traded_at,
           quote, fee, krw_amt, auto_settle)
         VALUES (@memNo, @coinType, @coinAmt, @requestedAt, @status, @failReason, @tradedAt, @quote, @fee,
           @krwAmt, @autoSettle)`,
      ),
      smartSell: db.prepare<[number], SmartSellRow>(
        `SELECT ${SMART_SELL_COLUMNS} FROM smart_sells WHERE seq = ?`,
      ),
      settleSmartSell: db.prepare(
        `UPDATE smart_sells SET status = @status, fail_reason = @failReason, traded_at = @tradedAt,
           quote = @quote, fee = @fee, krw_amt = @krwAmt WHERE seq = @seq`,
      ),
      smartSells: db.prepare<[number, number, number], SmartSellRow>(
        `SELECT ${SMART_SELL_COLUMNS} FROM smart_sells WHERE mem_no = ? ORDER BY requested_at DESC, seq DESC
         LIMIT ? OFFSET ?`,
      ),
      smartSellCount: db.prepare<[number], { count: number }>(
        'SELECT COUNT(*) AS count FROM smart_sells WHERE mem_no = ?',
      ),
      applyingSmartSells: db.prepare<[number], SmartSellRow>(
        `SELECT ${SMART_SELL_COLUMNS} FROM smart_sells
         WHERE status = 'APPLYING' AND auto_settle = 1 AND requested_at <= ? ORDER BY seq`,
      ),
    };
  }

  insert(record: NewRecord): StoredRecord {
    const { lastInsertRowid } = this.statements.insert.run({
      rewardStatus: null,
      rewardPoints: null,
      depositApplyCount: 0,
      depositApplyLimit: INOUT.defaultApplyLimit.deposit,
      returnApplyCount: 0,
      returnApplyLimit: INOUT.defaultApplyLimit.return,
      ...record,
      autoAdvance: record.autoAdvance ? 1 : 0,
      documentsExpired: record.documentsExpired ? 1 : 0,
    });
    return this.record(Number(lastInsertRowid))!;
  }

  record(seq: number): StoredRecord | undefined {
    const row = this.statements.record.get(seq);
    return row && fromRow(row);
  }

  page(filter: RecordFilter): { records: StoredRecord[]; total: number } {
    const { limit: _limit, offset: _offset, ...where } = filter;
    return {
      records: this.statements.page.all(filter).map(fromRow),
      total: this.statements.count.get(where)!.count,
    };
  }

  /** Records the back office moves by itself, longest unchanged first. */
  moving(): StoredRecord[] {
    return this.statements.moving.all().map(fromRow);
  }

  setState(
    seq: number,
    code: StateCode,
    atMs: number,
    completedAt: number | null,
    txId: string | null,
  ): void {
    this.statements.setState.run(code, atMs, completedAt, txId, seq);
  }

  stopAdvance(seq: number): void {
    this.statements.stopAdvance.run(seq);
  }

  setReward(seq: number, status: RewardStatus, points: number): void {
    this.statements.setReward.run(status, points, seq);
  }

  /** Counts one more application of `kind` and keeps its detail (the latest replaces the one before). */
  saveApplication(
    seq: number,
    kind: ApplicationKind,
    detail: StoredDetail,
    atMs: number,
    counted: boolean,
  ): void {
    if (counted)
      (kind === 'deposit' ? this.statements.countApplication : this.statements.countReturn).run(seq);
    this.statements.saveApplication.run(seq, kind, JSON.stringify(detail), atMs);
  }

  application<D extends StoredDetail>(seq: number, kind: ApplicationKind): D | undefined {
    const row = this.statements.application.get(seq, kind);
    return row && (JSON.parse(row.detail) as D);
  }

  /** The application's documents become these claimed files; the files of the one before are deleted. */
  replaceDocuments(seq: number, kind: ApplicationKind, attachmentIds: readonly string[]): void {
    this.statements.dropDocuments.run(seq, kind);
    for (const id of attachmentIds) this.statements.addDocument.run(seq, kind, id);
  }

  documents(seq: number, kind: ApplicationKind): StoredDocument[] {
    return this.statements.documents.all(seq, kind);
  }

  points(memNo: number): number {
    return this.statements.points.get(memNo)?.balance ?? 0;
  }

  /** Moves the member's points by `points` (negative: takes them back) with its point-history entry. */
  addPoints(memNo: number, seq: number | null, points: number, atMs: number): void {
    this.statements.addPoints.run(memNo, points);
    this.statements.pointHistory.run(memNo, seq, points, atMs);
  }

  /** The member's point entries, newest first, and how many there are in all. */
  pointEntries(memNo: number, limit: number, offset: number): { entries: StoredPointEntry[]; total: number } {
    return {
      entries: this.statements.pointEntries.all(memNo, limit, offset),
      total: this.statements.pointEntryCount.get(memNo)!.count,
    };
  }

  insertSmartSell(sale: Omit<StoredSmartSell, 'seq'>): StoredSmartSell {
    const { lastInsertRowid } = this.statements.insertSmartSell.run({
      ...sale,
      autoSettle: sale.autoSettle ? 1 : 0,
    });
    return this.smartSell(Number(lastInsertRowid))!;
  }

  smartSell(seq: number): StoredSmartSell | undefined {
    const row = this.statements.smartSell.get(seq);
    return row && smartSellFromRow(row);
  }

  settleSmartSell(
    sale: Pick<StoredSmartSell, 'seq' | 'status' | 'failReason' | 'tradedAt' | 'quote' | 'fee' | 'krwAmt'>,
  ): void {
    this.statements.settleSmartSell.run(sale);
  }

  smartSells(memNo: number, limit: number, offset: number): { sales: StoredSmartSell[]; total: number } {
    return {
      sales: this.statements.smartSells.all(memNo, limit, offset).map(smartSellFromRow),
      total: this.statements.smartSellCount.get(memNo)!.count,
    };
  }

  /** Sales the back office settles by itself that were opened at or before `beforeMs`. */
  applyingSmartSells(beforeMs: number): StoredSmartSell[] {
    return this.statements.applyingSmartSells.all(beforeMs).map(smartSellFromRow);
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }
}
