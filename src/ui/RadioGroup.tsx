/**
 * Radio group (chart spec §5: sizes 16, 20, 24, 28): native radio inputs under one name, so the browser
 * gives the radiogroup keyboard (arrows move and select, Tab leaves). It keeps its selected value itself
 * unless the caller controls it with `value`.
 */
import { useId, useState } from 'react';
import './blocks.css';

export type RadioSize = 16 | 20 | 24 | 28;

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly RadioOption<T>[];
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  size?: RadioSize;
  disabled?: boolean;
}

export function RadioGroup<T extends string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  size = 20,
  disabled = false,
}: RadioGroupProps<T>) {
  const name = useId();
  const [own, setOwn] = useState<T | undefined>(defaultValue);
  const selected = value ?? own;
  return (
    <div role="radiogroup" aria-label={label} className={`td-radio-group td-radio--${size}`}>
      {options.map((option) => (
        <label key={option.value} className="td-radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={selected === option.value}
            disabled={disabled || option.disabled}
            onChange={() => {
              setOwn(option.value);
              onChange?.(option.value);
            }}
          />
          <span className="td-radio__mark" aria-hidden="true" />
          <span className="td-radio__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
