/**
 * KRW deposit interest (the balance-complete modal, shell §2.4): a payment credits the interest after
 * tax (contract interestAfterTax) to the member's KRW and records what was paid, in one transaction, so
 * the ledger never holds one without the other.
 */
import type Database from 'better-sqlite3';
import { interestAfterTax, roundTo, type InterestPayment } from '../../contract';
import { KRW_COIN_TYPE } from '../market/catalogue';
import { kstIso } from '../market/kst-time';
import { decimalsOf } from '../trading/amounts';
import { Ledger } from '../trading/ledger';

interface PaymentRecord {
  paymentId: number;
  preTaxIncome: number;
  sumOfTax: number;
  interest: number;
  paidAt: number;
}

export const PAYMENT_COLUMNS = `payment_id AS paymentId, pre_tax_income AS preTaxIncome,
  sum_of_tax AS sumOfTax, interest, paid_at AS paidAt`;

export function toInterestPayment(record: PaymentRecord): InterestPayment {
  return { ...record, paidAt: kstIso(record.paidAt) };
}

/** Pays `preTaxIncome` (whole won) of interest to the member at `paidAtMs`; answers the payment. */
export function payInterest(
  db: Database.Database,
  memNo: number,
  preTaxIncome: number,
  paidAtMs: number,
): InterestPayment {
  const { sumOfTax, interest } = interestAfterTax(preTaxIncome);
  const ledger = new Ledger(db);
  return db.transaction(() => {
    const krw = ledger.balance(memNo, KRW_COIN_TYPE);
    ledger.writeBalance(memNo, {
      ...krw,
      balance: roundTo(krw.balance + interest, decimalsOf(KRW_COIN_TYPE)),
    });
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO interest_payments (mem_no, pre_tax_income, sum_of_tax, interest, paid_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(memNo, preTaxIncome, sumOfTax, interest, paidAtMs);
    return toInterestPayment({
      paymentId: Number(lastInsertRowid),
      preTaxIncome,
      sumOfTax,
      interest,
      paidAt: paidAtMs,
    });
  })();
}
