/**
 * The order panel's figures: the balance the order spends (available, locked by open orders, locked by a
 * Plus buy loan when there is one), and the summary (the minimum order, the fee rate, the amount, the fee
 * and the expected total, marked estimated on a market order; the Plus buy figures as children).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_AVAILABLE } from '../../lib/format';
import { PLUS_BUY } from '../../../contract/plus-buy';
import { roundTo, TRADING_RULES, type OrderSide } from '../../../contract/trading';
import type { MarketSymbol } from '../../../contract/markets';
import type { Balance, OrderSummary } from './rules';

/** An amount in a currency, as the panel shows it ("—" when not known). */
export type Money = (value: number | undefined, currency: string) => string;

export function BalanceFigures({
  balance,
  spent,
  money,
}: {
  balance: Balance | undefined;
  /** The currency the order spends. */
  spent: string;
  money: Money;
}) {
  const { t } = useTranslation();
  return (
    <dl className="td-order-panel__figures">
      <div>
        <dt>{t('orderPanel.available')}</dt>
        <dd data-testid="order-available">{money(balance?.available, spent)}</dd>
      </div>
      <div>
        <dt>{t('orderPanel.locked')}</dt>
        <dd data-testid="order-locked">{money(balance?.locked, spent)}</dd>
      </div>
      {balance !== undefined && balance.loanLocked > 0 && (
        <div>
          <dt>{t('orderPanel.loanLocked')}</dt>
          <dd data-testid="order-loan-locked">{money(balance.loanLocked, spent)}</dd>
        </div>
      )}
    </dl>
  );
}

export function SummaryFigures({
  summary,
  side,
  marketSymbol,
  plusBuy,
  money,
  children,
}: {
  summary: OrderSummary;
  side: OrderSide;
  marketSymbol: MarketSymbol;
  /** The Plus buy mode is on: its minimum. */
  plusBuy: boolean;
  money: Money;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const rules = TRADING_RULES[marketSymbol];
  const estimate = (text: string) =>
    summary.estimated && text !== NOT_AVAILABLE ? t('orderPanel.estimated', { value: text }) : text;
  return (
    <dl className="td-order-panel__figures" data-testid="order-summary">
      <div>
        <dt>{t(plusBuy ? 'orderPanel.plusBuy.minimum' : 'orderPanel.minimum')}</dt>
        <dd data-testid="order-minimum">
          {money(plusBuy ? PLUS_BUY.minOrderAmount : rules.minOrderAmount, marketSymbol)}
        </dd>
      </div>
      <div>
        <dt>{t('orderPanel.feeRate')}</dt>
        <dd>{t('orderPanel.rate', { value: roundTo(rules.feeRate * 100, 4) })}</dd>
      </div>
      <div>
        <dt>{t('orderPanel.amount')}</dt>
        <dd data-testid="order-amount">{estimate(money(summary.amount, marketSymbol))}</dd>
      </div>
      <div>
        <dt>{t('orderPanel.fee')}</dt>
        <dd data-testid="order-fee">{estimate(money(summary.fee, marketSymbol))}</dd>
      </div>
      <div className="td-order-panel__total">
        <dt>{t(`orderPanel.expected.${side}`)}</dt>
        <dd data-testid="order-total">{estimate(money(summary.total, marketSymbol))}</dd>
      </div>
      {children}
    </dl>
  );
}
