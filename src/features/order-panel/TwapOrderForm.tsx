/**
 * The TWAP form (rules/twap-form.ts): a sell's total quantity or a buy's total amount before fee, the
 * duration (presets or a number and unit, 5 min – 24 h), the slice interval with its bounds for that
 * duration, best-price IOC (default) or market slices, a price limit for best-price slices, a
 * randomisation; the plan's line ("N slices of about X every Y, ends at HH:mm") as the user types, the
 * contract's twapProblem before sending (its ko/en message) and the exchange's refusal after. Loaded when
 * the kind is chosen (OrderPanel.tsx).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TWAP_CHILD_TYPES, TWAP_PROBLEM_MESSAGES } from '../../../contract/algo-orders';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import type { Language } from '../../../contract/texts';
import { TRADING_RULES, type OrderSide } from '../../../contract/trading';
import { startTwap } from '../../api/client';
import { formatNumber } from '../../lib/format';
import { formatKstTime } from '../../lib/kst';
import { formatQuantity } from '../../lib/price-format';
import { Input } from '../../ui/input';
import { RadioGroup } from '../../ui/RadioGroup';
import {
  checkTwap,
  emptyTwapForm,
  refusedTwapProblem,
  TWAP_DURATION_PRESETS,
  TWAP_DURATION_UNITS,
  twapDurationMs,
  twapIntervalBounds,
  type TwapForm,
} from './rules/twap-form';
import { AlgoFormFooter } from './AlgoFormFooter';
import { useAlgoSubmit } from './use-algo-submit';

export interface TwapOrderFormProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  side: OrderSide;
  lastPrice: number | undefined;
  loggedIn: boolean;
  tradePassword: string | null;
  disabled: boolean;
  onPlaced: () => void;
  /** The time the plan's end counts from. */
  now: () => number;
  children?: ReactNode;
}

export function TwapOrderForm(props: TwapOrderFormProps) {
  const { coin, symbol, marketSymbol, side, lastPrice, loggedIn, tradePassword } = props;
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language.startsWith('en') ? 'en' : 'ko';
  const [form, setForm] = useState<TwapForm>(emptyTwapForm);
  const { notice, setNotice, sending, send } = useAlgoSubmit({ tradePassword, onPlaced: props.onPlaced });
  const check = checkTwap(form, {
    side,
    key: coin,
    market: marketSymbol,
    lastPrice: lastPrice ?? 0,
    nowMs: props.now(),
  });
  const problemText =
    check.kind === 'form'
      ? t(`orderPanel.twap.problems.${check.problem}`)
      : check.kind === 'problem'
        ? TWAP_PROBLEM_MESSAGES[check.problem][language]
        : null;
  const durationMs = twapDurationMs(form);
  const bounds = durationMs === undefined ? undefined : twapIntervalBounds(durationMs);
  const decimals = side === 'sell' ? 8 : TRADING_RULES[marketSymbol].quoteDecimals;
  const unit = side === 'sell' ? symbol : marketSymbol;

  const change = (field: keyof TwapForm) => (value: string) => {
    setNotice(null);
    setForm((current) => ({ ...current, [field]: value }));
  };
  const intervalText = (ms: number) => {
    const minutes = Math.floor(ms / 60_000);
    const seconds = Math.round((ms % 60_000) / 1000);
    if (minutes === 0) return t('orderPanel.twap.seconds', { count: seconds });
    if (seconds === 0) return t('orderPanel.twap.minutes', { count: minutes });
    return t('orderPanel.twap.minutesSeconds', { minutes, seconds });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.kind !== 'ready') {
      setNotice(problemText ?? t('orderPanel.twap.incomplete'));
      return;
    }
    void send(
      (password) => startTwap({ ...check.params, ...password }),
      () => t('orderPanel.twap.placed'),
      (data) => {
        const problem = refusedTwapProblem(data);
        return problem && TWAP_PROBLEM_MESSAGES[problem][language];
      },
    );
  };

  return (
    <form className="td-order-panel__form" onSubmit={submit} noValidate>
      <Input
        label={t(`orderPanel.twap.total.${side}`, { unit })}
        type="number"
        maxDecimal={decimals}
        value={form.total}
        onChange={change('total')}
      />
      <RadioGroup
        label={t('orderPanel.twap.duration')}
        options={TWAP_DURATION_PRESETS.map((preset) => ({
          value: preset,
          label: t(`orderPanel.twap.presets.${preset}`),
        }))}
        value={form.preset}
        onChange={(preset) => {
          setNotice(null);
          setForm((current) => ({ ...current, preset }));
        }}
        size={16}
      />
      {form.preset === 'custom' && (
        <div className="td-order-panel__fields">
          <Input
            label={t('orderPanel.twap.customDuration')}
            type="number"
            value={form.customDuration}
            onChange={change('customDuration')}
          />
          <RadioGroup
            label={t('orderPanel.twap.unit')}
            options={TWAP_DURATION_UNITS.map((value) => ({
              value,
              label: t(`orderPanel.twap.units.${value}`),
            }))}
            value={form.customUnit}
            onChange={(customUnit) => {
              setNotice(null);
              setForm((current) => ({ ...current, customUnit }));
            }}
            size={16}
          />
        </div>
      )}
      <Input
        label={t('orderPanel.twap.interval')}
        type="number"
        validate="number"
        value={form.intervalSec}
        onChange={change('intervalSec')}
        hintMessage={
          bounds &&
          t('orderPanel.twap.intervalBounds', {
            min: intervalText(bounds.minMs),
            max: intervalText(bounds.maxMs),
          })
        }
      />
      <RadioGroup
        label={t('orderPanel.twap.childType')}
        options={TWAP_CHILD_TYPES.map((value) => ({
          value,
          label: t(`orderPanel.twap.childTypes.${value}`),
        }))}
        value={form.childType}
        onChange={(childType) => {
          setNotice(null);
          setForm((current) => ({ ...current, childType }));
        }}
        size={16}
      />
      {form.childType === 'best' && (
        <Input
          label={t('orderPanel.twap.priceLimit', { currency: marketSymbol })}
          type="number"
          value={form.priceLimit}
          onChange={change('priceLimit')}
        />
      )}
      <Input
        label={t('orderPanel.twap.randomPct')}
        type="number"
        validate="number"
        value={form.randomPct}
        onChange={change('randomPct')}
      />
      {check.kind === 'ready' && (
        <p role="status" className="td-order-panel__plan">
          {t('orderPanel.twap.plan', {
            count: check.plan.slices,
            share: `${side === 'sell' ? formatQuantity(check.plan.share) : formatNumber(check.plan.share, decimals, 'down')} ${unit}`,
            interval: intervalText(check.plan.intervalMs),
            time: formatKstTime(check.plan.endsAt).slice(0, 5),
          })}
        </p>
      )}
      <AlgoFormFooter
        problemText={problemText}
        notice={notice}
        loggedIn={loggedIn}
        sending={sending}
        disabled={props.disabled}
        submitLabel={t(`orderPanel.twap.submit.${side}`)}
      >
        {props.children}
      </AlgoFormFooter>
    </form>
  );
}
