/**
 * How the desk changes money: a balance change refused when it reaches into locks or Plus buy loans, one
 * transaction per change with the member's socket told afterwards, and a record's move to a state with
 * what that does to the balance, the TXID and the fee reward's points. A withdrawal (coin or KRW) the
 * exchange moves is notified (contract/notifications.ts WithdrawalSubject, with the state's name as the
 * history shows it), stored in the move's transaction and published after it; a cancel the member asked
 * for is answered by that call.
 */
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import {
  CREDIT_RESTRICTION_CODES,
  feeRewardTakenBack,
  isFinalState,
  KRW_COIN_TYPE,
  roundTo,
  type Notification,
  type StateCode,
  type WithdrawalSubject,
} from '../../contract';
import type { StoredLoan } from '../trading/credit-port';
import { withdrawalProblem } from '../credit/restrictions';
import { ApiError } from '../errors/api-error';
import type { MarketSource } from '../sources/market-source';
import type { NotificationPort } from '../notifications/notification-port';
import { decimalsOf } from '../trading/amounts';
import { symbolOf, type Ledger } from '../trading/ledger';
import type { AttachmentStore } from '../uploads/attachment-store';
import { EXCHANGE_RETURN_NAME, STATE_TEXTS } from './inout-messages';
import { balanceEffect, refundTotals } from './inout-rules';
import type { InoutStore, StoredRecord, StoredRefundDetail } from './inout-store';
import { coinOf, withdrawNetworks } from './networks';
import type { Kinded } from './inout-views';

/** What the desk needs from the rest of the server. */
export interface InoutDeps {
  db: Database.Database;
  model: MarketSource;
  /** The member's open Plus buy loans (the coin they hold cannot be withdrawn). */
  openLoans: (memNo: number) => StoredLoan[];
  /** What the member owes of Plus buy shortfalls, in KRW (no withdrawal while it is above 0). */
  debt: (memNo: number) => number;
  attachments: AttachmentStore;
  /** Tells the member's socket about the new balances of these coins. */
  publish: (memNo: number, coinTypes: readonly string[]) => void;
  /** Stores a withdrawal's move as a notification in its transaction, and publishes it after the commit. */
  notices: NotificationPort;
  now: () => number;
}

/** Who moves a record: the member (a cancel they asked for) or the exchange (the back office, its switch). */
export type Mover = 'member' | 'exchange';

/** A withdrawal moved to `to`, as its notification tells it. */
function withdrawalSubject(record: Kinded, to: StateCode): WithdrawalSubject {
  return {
    kind: 'withdrawal',
    recordId: record.seq,
    coinType: symbolOf(record.coinType),
    amount: record.quantity,
    stateCode: to,
    state: STATE_TEXTS[record.kind][to]!.message,
  };
}

/** A TXID the simulator makes up for a transfer: 64 hex characters, like most chains'. */
export function newTxId(): string {
  return randomBytes(32).toString('hex');
}

export class InoutMoves {
  private readonly names;

  constructor(
    private readonly deps: InoutDeps,
    private readonly store: InoutStore,
    private readonly ledger: Ledger,
  ) {
    this.names = deps.db.prepare<[number], { name: string }>('SELECT name FROM members WHERE mem_no = ?');
  }

  /** The member's name ('' when none). */
  nameOf(memNo: number): string {
    return this.names.get(memNo)?.name ?? '';
  }

  /** The coin's KRW price now (KRW itself 1; a coin without a KRW market 0). */
  krwPrice(coinType: string): number {
    if (coinType === KRW_COIN_TYPE) return 1;
    const coin = coinOf(coinType);
    const listing = coin && this.deps.model.catalogue.listing(`${coin.symbol}-KRW`);
    return listing ? this.deps.model.price(listing) : 0;
  }

  private loanQuantity(memNo: number, coinType: string): number {
    return this.deps
      .openLoans(memNo)
      .filter((loan) => this.deps.model.catalogue.listing(loan.key)?.coin.coinType === coinType)
      .reduce((sum, loan) => sum + loan.quantity, 0);
  }

  /** Adds `amount` (negative: takes) to the member's balance; refused when it reaches into locks or loans. */
  changeBalance(memNo: number, coinType: string, amount: number, touched: Set<string>): void {
    if (amount === 0) return;
    const row = this.ledger.balance(memNo, coinType);
    if (amount < 0) {
      const problem = withdrawalProblem(row, this.loanQuantity(memNo, coinType), -amount);
      if (problem === CREDIT_RESTRICTION_CODES.withdrawal)
        throw new ApiError(409, problem, 'plusBuy.restriction.withdrawal');
      if (problem) throw new ApiError(400, 'INSUFFICIENT_BALANCE', 'insufficientBalance');
    }
    this.ledger.writeBalance(memNo, { ...row, balance: roundTo(row.balance + amount, decimalsOf(coinType)) });
    touched.add(coinType);
  }

  /** Runs `work` in one transaction, then tells the member's socket about the balances it changed. */
  run<T>(memNo: number, work: (touched: Set<string>) => T): T {
    const touched = new Set<string>();
    const result = this.store.transaction(() => work(touched));
    if (touched.size > 0) this.deps.publish(memNo, [...touched]);
    return result;
  }

  /**
   * Moves a record to `to` with what that does to the balance (no check of STATE_TRANSITIONS); a withdrawal
   * the exchange moves is notified.
   */
  moveNow(record: Kinded, to: StateCode, by: Mover): StoredRecord {
    const nowMs = this.deps.now();
    const withdrawal = record.kind === 'coinOut' || record.kind === 'krwOut';
    let notice: Notification | undefined;
    const moved = this.run(record.memNo, (touched) => {
      this.changeBalance(
        record.memNo,
        record.coinType,
        balanceEffect(record.kind, to, record.totalQuantity),
        touched,
      );
      // A coin leaves on chain when a withdrawal is sent or a return completes: it gets its TXID then.
      const sent = (record.kind === 'coinOut' && to === '05') || (record.kind === 'coinIn' && to === '43');
      const txId = sent ? newTxId() : record.txId;
      this.store.setState(record.seq, to, nowMs, isFinalState(record.kind, to) ? nowMs : null, txId);
      const takenBack = feeRewardTakenBack(record.kind, to, record.rewardPoints);
      if (takenBack > 0) this.store.addPoints(record.memNo, record.seq, -takenBack, nowMs);
      if (to === '26')
        this.store.saveApplication(record.seq, 'return', this.exchangeReturn(record), nowMs, false);
      if (withdrawal && by === 'exchange')
        notice = this.deps.notices.add(record.memNo, withdrawalSubject(record, to));
      return this.store.record(record.seq)!;
    });
    if (notice) this.deps.notices.publish(record.memNo, [notice]);
    return moved;
  }

  /** The return detail of a deposit the exchange sends back on its own (code 26): no member consents. */
  private exchangeReturn(record: StoredRecord): StoredRefundDetail {
    const coin = coinOf(record.coinType);
    const network = coin && withdrawNetworks(coin)[0];
    const lowFee = network?.fees.LOW ?? 0;
    const totals = refundTotals(record.totalQuantity, lowFee) ?? {
      quantity: record.totalQuantity,
      feeQuantity: 0,
      totalQuantity: record.totalQuantity,
    };
    return {
      refundType: 'EXCHANGE',
      refundTypeName: '',
      exchangeName: EXCHANGE_RETURN_NAME,
      networkName: record.networkName ?? network?.networkName ?? '',
      firstAddress: record.firstAddress ?? '',
      secondAddress: record.secondAddress,
      secondAddressName: record.secondAddressName,
      custName: this.nameOf(record.memNo),
      custType: 'personal',
      custTypeName: '',
      corpName: null,
      corpRepName: null,
      ...totals,
      isAgreeRefundRequest: false,
      isAgreePersonalInformation: false,
      isAgreeNoMoneyLaundering: false,
    };
  }
}
