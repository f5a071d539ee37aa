/**
 * The start-up checks of the database: the file is an SQLite database whose pages are sound, its schema
 * is not newer than this code's last migration, and its ledger adds up. A database that fails one is
 * refused before the server listens (a DatabaseStartupError with the finding and the way out), instead
 * of surfacing later as a 500 at login or as money that does not reconcile. The checks are pure functions
 * over rows (table-tested); `ledgerProblems` reads the rows.
 */
import type Database from 'better-sqlite3';
import { lockedCoinTypeOf, decimalsOf } from '../trading/amounts';
import { symbolOf } from '../trading/ledger';
import { keyCodes } from '../market/listings';

/** The exit code of `npm start` when the database refuses to start (options errors are 2, the rest 1). */
export const DATABASE_EXIT_CODE = 3;

export class DatabaseStartupError extends Error {
  override readonly name = 'DatabaseStartupError';
  readonly exitCode = DATABASE_EXIT_CODE;
}

/** What `--reset` costs, said wherever it is the way out. */
export const RESET_LOSES =
  '`npm start -- --reset` wipes it (every order, fill, balance, favourite and session in it) and seeds the demo members again';

/** The refusal of a database whose schema is newer than the code, or undefined when the code knows it. */
export function schemaRefusal(file: string, found: number, lastKnown: number): string | undefined {
  if (found <= lastKnown) return undefined;
  return (
    `${file} has schema version ${found}, but this Tradedeck knows versions up to ${lastKnown} (its last ` +
    'migration): a newer Tradedeck wrote it, and this one would misread it. The server did not start and ' +
    `changed nothing. Way out: run the newer Tradedeck on it, or ${RESET_LOSES}.`
  );
}

/** integrity_check's findings of rows that break a CHECK or NOT NULL of their table: a ledger problem. */
const CONSTRAINT_FINDING = /^(CHECK constraint failed in |NULL value in )/;

/**
 * The findings of `PRAGMA integrity_check` (one row "ok" when the file is sound): damage to the file's
 * structure, and rows that break their table's constraints.
 */
export function pageFindings(rows: readonly { integrity_check: string }[]): {
  damage: string[];
  constraints: string[];
} {
  const findings = rows.map((row) => row.integrity_check).filter((text) => text !== 'ok');
  return {
    damage: findings.filter((text) => !CONSTRAINT_FINDING.test(text)),
    constraints: findings.filter((text) => CONSTRAINT_FINDING.test(text)),
  };
}

/** The refusal of a damaged file (findings of integrity_check, or SQLite's own error). */
export function damagedRefusal(file: string, findings: readonly string[]): string {
  const shown = findings.slice(0, 3).join('; ') + (findings.length > 3 ? '; …' : '');
  return (
    `${file} is damaged (SQLite: ${shown}). The server did not start and changed nothing. Way out: ` +
    `restore it from a copy, or ${RESET_LOSES}.`
  );
}

/** The refusal of a file that is not an SQLite database at all. */
export function notDatabaseRefusal(file: string): string {
  return (
    `${file} is not an SQLite database (another program's file, or one damaged from its first page). ` +
    `The server did not start and changed nothing. Way out: point --data at another folder, or ${RESET_LOSES}.`
  );
}

/** The refusal of a database SQLite could not open or migrate for another reason (permissions, disk…). */
export function openRefusal(file: string, what: string, sqliteMessage: string): string {
  return (
    `${what} ${file} failed (SQLite: ${sqliteMessage}). The server did not start. Way out: check that ` +
    `the folder is writable and the disk not full, or ${RESET_LOSES}.`
  );
}

export interface BalanceRecord {
  memNo: number;
  coinType: string;
  balance: unknown;
  locked: unknown;
}

export interface OpenOrderRecord {
  orderId: number;
  memNo: number;
  key: string;
  side: string;
  lockedCoinType: string;
  lockedAmount: unknown;
}

/** Coin an open Plus buy loan holds locked for itself (migration 5). */
export interface LoanHoldRecord {
  loanId: number;
  memNo: number;
  key: string;
  quantity: unknown;
}

/** A row of `PRAGMA foreign_key_check`: a row of `table` whose `parent` row is missing. */
export interface OrphanRecord {
  table: string;
  rowid: number;
  parent: string;
}

export type LedgerProblem =
  | { kind: 'badBalance'; memNo: number; coinType: string; balance: unknown; locked: unknown }
  | { kind: 'lockAboveBalance'; memNo: number; coinType: string; balance: number; locked: number }
  | { kind: 'lockMismatch'; memNo: number; coinType: string; locked: number; held: number; loans?: number }
  | { kind: 'unknownCoin'; orderId: number; key: string }
  | { kind: 'badOrderLock'; orderId: number; lockedCoinType: string; lockedAmount: unknown }
  | { kind: 'orphans'; table: string; parent: string; rowids: number[] }
  | { kind: 'constraint'; finding: string };

/** A stored amount that can be money: a finite number, not negative. */
export function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Balances and locks are finite, not negative, and no lock is more than its balance. */
export function balanceProblems(balances: readonly BalanceRecord[]): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  for (const { memNo, coinType, balance, locked } of balances) {
    if (!isAmount(balance) || !isAmount(locked))
      problems.push({ kind: 'badBalance', memNo, coinType, balance, locked });
    else if (locked > balance) problems.push({ kind: 'lockAboveBalance', memNo, coinType, balance, locked });
  }
  return problems;
}

/** Every open order is on a coin key of a market this code knows and holds a sound lock of the coin its side spends. */
export function openOrderProblems(orders: readonly OpenOrderRecord[]): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  for (const order of orders) {
    const listing = keyCodes(order.key);
    if (!listing) problems.push({ kind: 'unknownCoin', orderId: order.orderId, key: order.key });
    else if (
      !isAmount(order.lockedAmount) ||
      (order.side !== 'buy' && order.side !== 'sell') ||
      order.lockedCoinType !== lockedCoinTypeOf(listing, order.side)
    )
      problems.push({
        kind: 'badOrderLock',
        orderId: order.orderId,
        lockedCoinType: order.lockedCoinType,
        lockedAmount: order.lockedAmount,
      });
  }
  return problems;
}

/** The coin type of a loan's coin (undefined for a key of no market this code knows). */
export function loanCoinType(hold: Pick<LoanHoldRecord, 'key'>): string | undefined {
  return keyCodes(hold.key)?.coin.coinType;
}

/**
 * Every lock is what the member's open orders hold of that coin plus the coin open Plus buy loans hold
 * locked for themselves, to the coin's last decimal (each side is rounded to it after every change, so
 * sound books agree exactly). A coin held with no balance row counts as a lock of 0. Unsound amounts are
 * left to the other checks.
 */
export function lockProblems(
  balances: readonly BalanceRecord[],
  orders: readonly OpenOrderRecord[],
  loanHolds: readonly LoanHoldRecord[] = [],
): LedgerProblem[] {
  const slot = (memNo: number, coinType: string) => `${memNo} ${coinType}`;
  const held = new Map<string, { memNo: number; coinType: string; held: number; loans: number }>();
  const add = (memNo: number, coinType: string, amount: number, loans: number) => {
    const id = slot(memNo, coinType);
    const entry = held.get(id) ?? { memNo, coinType, held: 0, loans: 0 };
    entry.held += amount;
    entry.loans += loans;
    held.set(id, entry);
  };
  for (const order of orders)
    if (isAmount(order.lockedAmount)) add(order.memNo, order.lockedCoinType, order.lockedAmount, 0);
  for (const hold of loanHolds) {
    const coinType = loanCoinType(hold);
    if (coinType !== undefined && isAmount(hold.quantity))
      add(hold.memNo, coinType, hold.quantity, hold.quantity);
  }
  const problems: LedgerProblem[] = [];
  const compare = (memNo: number, coinType: string, locked: number, sum: number, loans: number) => {
    const unit = 10 ** -decimalsOf(coinType);
    if (Math.abs(locked - sum) >= unit / 2)
      problems.push({
        kind: 'lockMismatch',
        memNo,
        coinType,
        locked,
        held: sum,
        ...(loans > 0 ? { loans } : {}),
      });
  };
  for (const { memNo, coinType, locked } of balances) {
    if (!isAmount(locked)) continue;
    const id = slot(memNo, coinType);
    const entry = held.get(id);
    compare(memNo, coinType, locked, entry?.held ?? 0, entry?.loans ?? 0);
    held.delete(id);
  }
  for (const entry of held.values()) compare(entry.memNo, entry.coinType, 0, entry.held, entry.loans);
  return problems;
}

type Orphans = Extract<LedgerProblem, { kind: 'orphans' }>;

/** Rows whose member (or order) is gone, grouped by table and parent. */
export function orphanProblems(rows: readonly OrphanRecord[]): Orphans[] {
  const groups = new Map<string, Orphans>();
  for (const row of rows) {
    const id = `${row.table} ${row.parent}`;
    const group = groups.get(id) ?? { kind: 'orphans', table: row.table, parent: row.parent, rowids: [] };
    group.rowids.push(row.rowid);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** Every balance row, by member and coin. */
export function readBalances(db: Database.Database): BalanceRecord[] {
  return db
    .prepare<[], BalanceRecord>(
      'SELECT mem_no AS memNo, coin_type AS coinType, balance, locked FROM balances ORDER BY mem_no, coin_type',
    )
    .all();
}

/** Every open order, oldest first. */
export function readOpenOrders(db: Database.Database): OpenOrderRecord[] {
  return db
    .prepare<[], OpenOrderRecord>(
      `SELECT order_id AS orderId, mem_no AS memNo, coin_key AS key, side, locked_coin_type AS lockedCoinType,
         locked_amount AS lockedAmount
       FROM orders WHERE status = 'pending' ORDER BY order_id`,
    )
    .all();
}

/** The coin every open Plus buy loan holds, oldest loan first. */
export function readLoanHolds(db: Database.Database): LoanHoldRecord[] {
  return db
    .prepare<[], LoanHoldRecord>(
      `SELECT loan_id AS loanId, mem_no AS memNo, coin_key AS key, quantity
       FROM loans WHERE state != 'repaid' AND quantity != 0 ORDER BY loan_id`,
    )
    .all();
}

/** integrity_check's findings on the file (at most 20). */
export function readPageFindings(db: Database.Database): ReturnType<typeof pageFindings> {
  return pageFindings(db.pragma('integrity_check(20)') as { integrity_check: string }[]);
}

/** Rows whose member (or order) is gone. */
export function readOrphans(db: Database.Database): OrphanRecord[] {
  return db.pragma('foreign_key_check') as OrphanRecord[];
}

/**
 * Every ledger problem of a migrated database, in a stable order; `constraints` are integrity_check's
 * findings of rows breaking their table's constraints (listed after the specific problems).
 */
export function ledgerProblems(db: Database.Database, constraints: readonly string[] = []): LedgerProblem[] {
  const balances = readBalances(db);
  const orders = readOpenOrders(db);
  return [
    ...orphanProblems(readOrphans(db)),
    ...balanceProblems(balances),
    ...openOrderProblems(orders),
    ...lockProblems(balances, orders, readLoanHolds(db)),
    ...constraints.map((finding) => ({ kind: 'constraint' as const, finding })),
  ];
}

function amount(coinType: string, value: unknown): string {
  return `${String(value)} ${symbolOf(coinType)}`;
}

/** One finding in words. */
export function describeProblem(problem: LedgerProblem): string {
  switch (problem.kind) {
    case 'badBalance':
      return `member ${problem.memNo} has an impossible ${symbolOf(problem.coinType)} balance (${String(problem.balance)}, locked ${String(problem.locked)})`;
    case 'lockAboveBalance':
      return `member ${problem.memNo} has ${amount(problem.coinType, problem.locked)} locked but only ${amount(problem.coinType, problem.balance)}`;
    case 'lockMismatch':
      return `member ${problem.memNo} has ${amount(problem.coinType, problem.locked)} locked while the open orders${problem.loans ? ` and Plus buy loans (${amount(problem.coinType, problem.loans)})` : ''} hold ${amount(problem.coinType, problem.held)}`;
    case 'unknownCoin':
      return `open order ${problem.orderId} is on ${problem.key}, a key of no market this Tradedeck knows`;
    case 'badOrderLock':
      return `open order ${problem.orderId} holds an impossible lock (${String(problem.lockedAmount)} of ${problem.lockedCoinType})`;
    case 'constraint':
      return `a row breaks its table's rule (SQLite: ${problem.finding})`;
    case 'orphans': {
      const shown = problem.rowids.slice(0, 5).join(', ') + (problem.rowids.length > 5 ? ', …' : '');
      const whose = problem.parent === 'members' ? 'a member' : `a row of ${problem.parent}`;
      return `${problem.rowids.length} row(s) of ${problem.table} belong to ${whose} that does not exist (rowid ${shown})`;
    }
  }
}

/** The findings shown in a refusal at most; the count of the rest follows. */
const SHOWN_PROBLEMS = 5;

/** The one-paragraph refusal of an inconsistent ledger. */
export function ledgerRefusal(file: string, problems: readonly LedgerProblem[]): string {
  const shown = problems.slice(0, SHOWN_PROBLEMS).map(describeProblem).join('; ');
  const more = problems.length > SHOWN_PROBLEMS ? `; and ${problems.length - SHOWN_PROBLEMS} more` : '';
  return (
    `the ledger in ${file} does not add up: ${shown}${more}. The server did not start and left the ` +
    'ledger as it was. Way out: `npm start -- --repair` deletes the rows of missing members, cancels the open orders ' +
    "that cannot stand, sets every lock to what the open orders hold (cancelling a member's newest orders " +
    `where they hold more than the balance) and prints each change; or ${RESET_LOSES}.`
  );
}
