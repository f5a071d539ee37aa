/**
 * One field of the order form: the price and stop price with the trade stepper (snapping to the coin's step),
 * the quantity at 8 decimals, the total at the market's quote decimals; each edit goes through the form
 * rules (rules/order-form.ts), the linked fields following.
 */
import type { RefObject } from 'react';
import { Input, TradeNumberInput } from '../../ui/input';
import { TRADING_RULES } from '../../../contract/trading';
import type { MarketSymbol } from '../../../contract/markets';
import type { PriceTicks } from '../../../contract/price-ticks';
import {
  editPrice,
  editQuantity,
  editStopPrice,
  editTotal,
  type FormContext,
  type OrderField,
  type OrderForm,
} from './rules';

export function OrderFieldInput({
  name,
  label,
  form,
  marketSymbol,
  ticks,
  context,
  update,
}: {
  name: OrderField;
  label: string;
  form: OrderForm;
  marketSymbol: MarketSymbol;
  /** The coin's price steps on the window's source: the stepper's unit at the price. */
  ticks: PriceTicks;
  /** The form's context when the edit comes (balances, market, Plus buy). */
  context: RefObject<FormContext>;
  update(change: (current: OrderForm) => OrderForm): void;
}) {
  switch (name) {
    case 'stopPrice':
    case 'price':
      return (
        <TradeNumberInput
          label={label}
          value={form[name]}
          onChange={(text) =>
            update((current) =>
              name === 'price' ? editPrice(current, text, context.current) : editStopPrice(current, text),
            )
          }
          ticks={ticks}
        />
      );
    case 'quantity':
      return (
        <Input
          label={label}
          validate="priceFloat"
          maxDecimal={8}
          value={form.quantity}
          onChange={(text) => update((current) => editQuantity(current, text, context.current))}
        />
      );
    case 'total':
      return (
        <Input
          label={label}
          validate="priceFloat"
          maxDecimal={TRADING_RULES[marketSymbol].quoteDecimals}
          value={form.total}
          onChange={(text) => update((current) => editTotal(current, text))}
        />
      );
  }
}
