/**
 * The split order form (rules/split-form.ts): from and to price, the count of orders (2–10), the total
 * quantity and its weighting; the contract's preview table (each order's price on the tick, quantity and
 * amount) as the user types, or its problem inline naming the order; placed all at once (all or none) with
 * the trade password of a member who set one, and the exchange's answer said after. Loaded when the kind
 * is chosen (OrderPanel.tsx), so the trade page does not carry it.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SPLIT, SPLIT_WEIGHTINGS } from '../../../contract/algo-orders';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import type { Language } from '../../../contract/texts';
import type { OrderSide } from '../../../contract/trading';
import { placeSplitOrder } from '../../api/client';
import { useCoinTicks } from '../../api/market-source';
import { formatAmount, formatPrice, formatQuantity } from '../../lib/price-format';
import { Input } from '../../ui/input';
import { RadioGroup } from '../../ui/RadioGroup';
import {
  checkSplit,
  emptySplitForm,
  refusedSplitProblem,
  splitProblemText,
  type SplitForm,
} from './rules/split-form';
import { AlgoFormFooter } from './AlgoFormFooter';
import { useAlgoSubmit } from './use-algo-submit';

export interface SplitOrderFormProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  side: OrderSide;
  lastPrice: number | undefined;
  loggedIn: boolean;
  /** The trade password typed (null: the member set none); its field comes as `children`. */
  tradePassword: string | null;
  disabled: boolean;
  onPlaced: () => void;
  children?: ReactNode;
}

export function SplitOrderForm(props: SplitOrderFormProps) {
  const { coin, symbol, marketSymbol, side, lastPrice, loggedIn, tradePassword } = props;
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language.startsWith('en') ? 'en' : 'ko';
  const [form, setForm] = useState<SplitForm>(() => emptySplitForm(lastPrice));
  const { notice, setNotice, sending, send } = useAlgoSubmit({ tradePassword, onPlaced: props.onPlaced });
  const ticks = useCoinTicks(coin);
  const check = checkSplit(form, side, coin, marketSymbol, ticks);
  const childLabel = (n: number) => t('orderPanel.split.child', { n });
  const problemText =
    check.kind === 'problem' ? splitProblemText(check.problem, check.index, language, childLabel) : null;

  const change = (field: keyof SplitForm) => (value: string) => {
    setNotice(null);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.kind !== 'ready') {
      setNotice(problemText ?? t('orderPanel.split.incomplete'));
      return;
    }
    void send(
      (password) => placeSplitOrder({ ...check.params, ...password }),
      (parent) => t('orderPanel.split.placed', { count: parent.childOrderIds.length }),
      (data) => {
        const refused = refusedSplitProblem(data);
        return refused && splitProblemText(refused.problem, refused.index, language, childLabel);
      },
    );
  };

  return (
    <form className="td-order-panel__form" onSubmit={submit} noValidate>
      <div className="td-order-panel__fields">
        <Input
          label={t('orderPanel.split.fromPrice', { currency: marketSymbol })}
          type="number"
          value={form.fromPrice}
          onChange={change('fromPrice')}
        />
        <Input
          label={t('orderPanel.split.toPrice', { currency: marketSymbol })}
          type="number"
          value={form.toPrice}
          onChange={change('toPrice')}
        />
        <Input
          label={t('orderPanel.split.count', { min: SPLIT.minCount, max: SPLIT.maxCount })}
          type="number"
          validate="number"
          value={form.count}
          onChange={change('count')}
        />
        <Input
          label={t('orderPanel.split.quantity', { symbol })}
          type="number"
          maxDecimal={8}
          value={form.quantity}
          onChange={change('quantity')}
        />
      </div>
      <RadioGroup
        label={t('orderPanel.split.weighting.label')}
        options={SPLIT_WEIGHTINGS.map((weighting) => ({
          value: weighting,
          label: t(`orderPanel.split.weighting.${weighting}`),
        }))}
        value={form.weighting}
        onChange={(weighting) => {
          setNotice(null);
          setForm((current) => ({ ...current, weighting }));
        }}
        size={16}
      />
      {check.kind === 'ready' && (
        <table className="td-order-panel__split" aria-label={t('orderPanel.split.preview')}>
          <thead>
            <tr>
              <th scope="col">{t('orderPanel.split.columns.order')}</th>
              <th scope="col">{t('orderPanel.split.columns.price')}</th>
              <th scope="col">{t('orderPanel.split.columns.quantity')}</th>
              <th scope="col">{t('orderPanel.split.columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {check.preview.children.map((child, index) => (
              <tr key={child.price}>
                <td>{index + 1}</td>
                <td className="td-num">{formatPrice(ticks, child.price)}</td>
                <td className="td-num">{formatQuantity(child.quantity)}</td>
                <td className="td-num">{formatAmount(marketSymbol, child.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('orderPanel.split.columns.total')}
              </th>
              <td className="td-num">{formatQuantity(check.preview.quantity)}</td>
              <td className="td-num">{formatAmount(marketSymbol, check.preview.amount)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <AlgoFormFooter
        problemText={problemText}
        notice={notice}
        loggedIn={loggedIn}
        sending={sending}
        disabled={props.disabled}
        submitLabel={t(`orderPanel.split.submit.${side}`)}
      >
        {props.children}
      </AlgoFormFooter>
    </form>
  );
}
