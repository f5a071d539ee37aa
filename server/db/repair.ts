/**
 * `npm start -- --repair`: makes an inconsistent ledger whole again in one transaction, and says what it
 * changed. Rows of a member (or order) that does not exist are deleted, as the schema's ON DELETE CASCADE
 * would have; open orders that cannot stand (on a key of no market this code knows, or holding an impossible
 * lock) are cancelled; every lock is set to what the member's open orders hold, and where that is more
 * than the balance, the member's newest open orders on that coin are cancelled until it fits. A balance
 * that is itself impossible (negative, not finite) has no right value to restore: that, and anything the
 * checks still find after the repair, rolls it all back and is refused with `--reset` as the way out.
 */
import type Database from 'better-sqlite3';
import { roundTo } from '../../contract';
import { kstIso } from '../market/kst-time';
import { decimalsOf } from '../trading/amounts';
import { symbolOf } from '../trading/ledger';
import {
  balanceProblems,
  DatabaseStartupError,
  describeProblem,
  isAmount,
  ledgerProblems,
  loanCoinType,
  openOrderProblems,
  orphanProblems,
  RESET_LOSES,
  readBalances,
  readLoanHolds,
  readPageFindings,
  readOpenOrders,
  readOrphans,
  type OpenOrderRecord,
} from './integrity';

/** Deletions cascade (an order's fills): orphans are looked for again until none are left. */
const MAX_ORPHAN_PASSES = 5;

/** Repairs the ledger of a migrated database; answers each change in words ([] when it was whole). */
export function repairLedger(db: Database.Database, nowMs: number): string[] {
  const changes: string[] = [];
  const at = kstIso(nowMs);
  const cancel = db.prepare<[string, number]>(
    "UPDATE orders SET status = 'cancelled', locked_amount = 0, updated_at = ? WHERE order_id = ?",
  );
  db.transaction(() => {
    for (let pass = 0; pass < MAX_ORPHAN_PASSES; pass += 1) {
      const orphans = orphanProblems(readOrphans(db));
      if (orphans.length === 0) break;
      for (const orphan of orphans) {
        const remove = db.prepare<[number]>(
          `DELETE FROM "${orphan.table.replaceAll('"', '""')}" WHERE rowid = ?`,
        );
        for (const rowid of orphan.rowids) remove.run(rowid);
        changes.push(`deleted: ${describeProblem(orphan)}`);
      }
    }

    // A lock is recomputed below; a balance has nothing to be recomputed from.
    const impossible = balanceProblems(readBalances(db)).filter(
      (problem) => problem.kind === 'badBalance' && !isAmount(problem.balance),
    );
    if (impossible.length > 0)
      throw new DatabaseStartupError(unrepairable(db.name, impossible.map(describeProblem)));

    for (const problem of openOrderProblems(readOpenOrders(db))) {
      if (problem.kind !== 'unknownCoin' && problem.kind !== 'badOrderLock') continue;
      cancel.run(at, problem.orderId);
      changes.push(`cancelled: ${describeProblem(problem)}`);
    }

    changes.push(...settleLocks(db, at, cancel));

    const left = ledgerProblems(db, readPageFindings(db).constraints);
    if (left.length > 0) throw new DatabaseStartupError(unrepairable(db.name, left.map(describeProblem)));
  })();
  return changes;
}

/**
 * Sets every lock to what the open orders hold; where that passes the balance, cancels the member's
 * newest open orders on that coin until it fits. Answers the changes.
 */
function settleLocks(
  db: Database.Database,
  at: string,
  cancel: Database.Statement<[string, number]>,
): string[] {
  const changes: string[] = [];
  /** A member's coin: its balance row, or a balance of 0 where open orders hold a coin with no row. */
  interface Slot {
    memNo: number;
    coinType: string;
    balance: number;
    locked: unknown;
    stored: boolean;
  }
  const slots = new Map<string, Slot>();
  // Impossible balances were refused before: every balance here is an amount.
  for (const row of readBalances(db))
    slots.set(`${row.memNo} ${row.coinType}`, { ...row, balance: row.balance as number, stored: true });
  const orders = readOpenOrders(db);
  // Coin locked for open Plus buy loans stays locked: a loan is not cancelled to make room.
  const loanHeld = new Map<string, number>();
  for (const hold of readLoanHolds(db)) {
    const coinType = loanCoinType(hold);
    if (coinType === undefined || !isAmount(hold.quantity)) continue;
    const id = `${hold.memNo} ${coinType}`;
    loanHeld.set(id, (loanHeld.get(id) ?? 0) + hold.quantity);
  }
  const holding = new Map<string, OpenOrderRecord[]>();
  for (const order of orders) {
    const id = `${order.memNo} ${order.lockedCoinType}`;
    if (!slots.has(id))
      slots.set(id, {
        memNo: order.memNo,
        coinType: order.lockedCoinType,
        balance: 0,
        locked: 0,
        stored: false,
      });
    holding.set(id, [...(holding.get(id) ?? []), order]);
  }
  const setLock = db.prepare<[number, number, string]>(
    'UPDATE balances SET locked = ? WHERE mem_no = ? AND coin_type = ?',
  );
  for (const [id, slot] of slots) {
    const { memNo, coinType, balance, locked } = slot;
    const decimals = decimalsOf(coinType);
    // Oldest first: the newest are cancelled first when the balance cannot hold them all.
    const open = [...(holding.get(id) ?? [])];
    const loans = loanHeld.get(id) ?? 0;
    const sum = () =>
      roundTo(
        open.reduce((total, order) => total + (order.lockedAmount as number), loans),
        decimals,
      );
    while (open.length > 0 && sum() > balance) {
      const newest = open.pop()!;
      cancel.run(at, newest.orderId);
      changes.push(
        `cancelled: open order ${newest.orderId} of member ${memNo} (its ${String(newest.lockedAmount)} ${symbolOf(coinType)} lock did not fit the balance of ${balance})`,
      );
    }
    const held = sum();
    if (slot.stored && (!isAmount(locked) || Math.abs(locked - held) >= 10 ** -decimals / 2)) {
      setLock.run(held, memNo, coinType);
      changes.push(
        `member ${memNo}'s ${symbolOf(coinType)} lock: ${String(locked)} → ${held} (what the open orders${loans > 0 ? ' and Plus buy loans' : ''} hold)`,
      );
    }
  }
  return changes;
}

function unrepairable(file: string, findings: readonly string[]): string {
  return (
    `the ledger in ${file} cannot be repaired: ${findings.slice(0, 5).join('; ')}` +
    `${findings.length > 5 ? `; and ${findings.length - 5} more` : ''}. Nothing was changed. Way out: ` +
    `${RESET_LOSES}.`
  );
}
