/**
 * The trade numeric input: the shared Input with − and + buttons and ArrowUp/ArrowDown (chart spec §3,
 * §9). The step rules live in src/lib/trade-step.ts: a fixed step, a unit price to snap to, a coin's price
 * step at the price, or 1.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseNumberText } from '../../lib/input-value';
import { decimalPlaces, priceUnit, stepValue, type StepOptions } from '../../lib/trade-step';
import { Input, type InputChangeInfo, type InputProps } from './Input';

export type TradeNumberValidator = 'number' | 'numberFloat' | 'price' | 'priceFloat';

export interface TradeNumberInputProps extends Omit<InputProps, 'validate' | 'type' | 'addon'> {
  /** Defaults to priceFloat (thousands separators, decimals). */
  validate?: TradeNumberValidator;
  /** A fixed step the buttons add or subtract. */
  step?: number;
  /** The value snaps to multiples of this unit. */
  unitPrice?: number;
  /** The traded coin; marks the field (data-coin-type). */
  coinType?: string;
  /** The coin's price steps: the one at the price is the unit, and its decimals the limit. */
  ticks?: StepOptions['ticks'];
}

/** The − and + buttons after the field, in order: the step direction, ui.stepper.<name>, and the sign. */
const STEPPER_BUTTONS = [
  { direction: -1, name: 'decrease', sign: '−' },
  { direction: 1, name: 'increase', sign: '+' },
] as const;

export function TradeNumberInput({
  validate = 'priceFloat',
  step,
  unitPrice,
  coinType,
  ticks,
  value,
  defaultValue = '',
  onChange,
  maxDecimal,
  min,
  max,
  disabled,
  readOnly,
  label,
  className,
  ...rest
}: TradeNumberInputProps) {
  const { t } = useTranslation();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const number = parseNumberText(current) ?? 0;

  const decimals = (() => {
    if (maxDecimal !== undefined) return maxDecimal;
    if (step !== undefined && step > 0) return decimalPlaces(step);
    if (unitPrice !== undefined && unitPrice > 0) return decimalPlaces(unitPrice);
    return ticks === undefined ? undefined : priceUnit(ticks, number).decimals;
  })();

  const change = (next: string, info: InputChangeInfo) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next, info);
  };

  const stepBy = (direction: 1 | -1) => {
    if (disabled || readOnly) return;
    const result = stepValue(number, direction, { step, unitPrice, ticks, min, max });
    change(result.value.toFixed(Math.min(20, result.decimals)), { stripped: false });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    rest.onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <div className={['td-stepper', className].filter(Boolean).join(' ')} data-coin-type={coinType}>
      <Input
        {...rest}
        label={label}
        validate={validate}
        value={current}
        onChange={change}
        maxDecimal={decimals}
        min={min}
        max={max}
        disabled={disabled}
        readOnly={readOnly}
        onKeyDown={onKeyDown}
        addon={STEPPER_BUTTONS.map(({ direction, name, sign }) => (
          <button
            key={name}
            type="button"
            className="td-stepper__button"
            tabIndex={-1}
            aria-label={t(`ui.stepper.${name}`, { label })}
            disabled={disabled || readOnly}
            onClick={() => stepBy(direction)}
          >
            {sign}
          </button>
        ))}
      />
    </div>
  );
}
