/**
 * The balance-complete modal's figures and link (shell spec §2.2, §3): the KRW deposit interest payment's
 * interest, pre-tax income and tax in whole won, and the link to the balance-history page, which replaces
 * the history entry instead of pushing one when the modal shows on the my-assets page (isMyAssetPage).
 */
import type { InterestPayment } from '../../../contract';
import { formatNumber } from '../../lib/format';
import { pageForPath, pagePath } from '../../shell/pages';

export interface InterestFigures {
  interest: string;
  preTaxIncome: string;
  sumOfTax: string;
}

export function interestFigures(payment: Pick<InterestPayment, keyof InterestFigures>): InterestFigures {
  return {
    interest: formatNumber(payment.interest, 0),
    preTaxIncome: formatNumber(payment.preTaxIncome, 0),
    sumOfTax: formatNumber(payment.sumOfTax, 0),
  };
}

/** §3 "isMyAssetPage": the current path is the my-assets page. */
export function isMyAssetPage(pathname: string): boolean {
  return pageForPath(pathname).id === 'myAssets';
}

export function balanceHistoryLink(pathname: string): { to: string; replace: boolean } {
  return { to: pagePath('balanceHistory'), replace: isMyAssetPage(pathname) };
}
