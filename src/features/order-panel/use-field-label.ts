/**
 * A field's label, for its input and for the kept order's figures: the quantity in the coin, the price
 * and stop price in the market's currency, the total named the amount on an order naming no price (market, best-price).
 */
import { useTranslation } from 'react-i18next';
import type { MarketSymbol } from '../../../contract/markets';
import { namesNoPrice } from '../../../contract/trading';
import type { OrderField, OrderForm } from './rules';

export function useFieldLabel(
  symbol: string,
  marketSymbol: MarketSymbol,
): (name: OrderField, of: Pick<OrderForm, 'orderType'>) => string {
  const { t } = useTranslation();
  return (name, of) =>
    name === 'quantity'
      ? t('orderPanel.fields.quantity', { currency: symbol })
      : name === 'total'
        ? t(namesNoPrice(of.orderType) ? 'orderPanel.fields.amount' : 'orderPanel.fields.total', {
            currency: marketSymbol,
          })
        : t(`orderPanel.fields.${name}`, { currency: marketSymbol });
}
