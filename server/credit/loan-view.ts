/**
 * What the member sees of a loan (LoanRow of contract/plus-buy.ts): its assets' value at the last price,
 * the repayment level and band, the auto-repayment price. The KRW still locked by the order's unfilled
 * part counts at face value (price × open quantity).
 */
import {
  autoRepayPrice,
  repaymentLevel,
  riskBand,
  roundTo,
  type CreditAlertRow,
  type FeeRefundRow,
  type LoanRow,
} from '../../contract';
import { kstIso } from '../market/kst-time';
import type { StoredOrder } from '../trading/ledger';
import type { StoredLoan } from '../trading/credit-port';
import type { StoredAlert, StoredRefund } from './credit-store';
import { openQuantity } from '../trading/order-rows';

/** The KRW an open order still holds for its unfilled part, at face value; 0 once it is closed. */
export function reservedKrw(
  order:
    Pick<StoredOrder, 'status' | 'price' | 'quantity' | 'filledQuantity' | 'preventedQuantity'> | undefined,
): number {
  if (!order || order.status !== 'pending') return 0;
  return Math.round(order.price * openQuantity(order));
}

/** An open loan's value and level at `price`. */
export function measureLoan(
  loan: Pick<StoredLoan, 'quantity' | 'outstanding'>,
  price: number,
  reserved: number,
): { assetValue: number; level: number | null } {
  const assetValue = roundTo(loan.quantity * price + reserved, 0);
  return { assetValue, level: repaymentLevel(assetValue, loan.outstanding) };
}

export function loanRow(loan: StoredLoan, price: number, reserved: number): LoanRow {
  const open = loan.state !== 'repaid';
  const { assetValue, level } = measureLoan(loan, price, open ? reserved : 0);
  return {
    loanId: loan.loanId,
    orderId: loan.orderId,
    key: loan.key,
    principal: loan.principal,
    outstanding: loan.outstanding,
    quantity: loan.quantity,
    reservedKrw: open ? reserved : 0,
    assetValue: open ? assetValue : 0,
    level: open ? level : null,
    band: open && level !== null ? riskBand(level) : null,
    autoRepayPrice: open ? autoRepayPrice(loan.outstanding, loan.quantity, reserved) : null,
    state: loan.state,
    closeReason: loan.closeReason,
    takenAt: kstIso(loan.takenAt),
    expiresAt: kstIso(loan.expiresAt),
    closedAt: loan.closedAt === null ? null : kstIso(loan.closedAt),
    loanFee: loan.loanFee,
    shortfall: loan.shortfall,
  };
}

export function alertRow({ memNo: _member, at, ...alert }: StoredAlert): CreditAlertRow {
  return { ...alert, at: kstIso(at) };
}

export function refundRow({ day, amount, loanIds, paidAt }: StoredRefund): FeeRefundRow {
  return { day, amount, loanIds, paidAt: paidAt === null ? null : kstIso(paidAt) };
}
