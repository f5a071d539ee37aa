/**
 * The dropdown select (chart spec §3, §4, §9) as a WAI-ARIA select-only combobox: a combobox that opens
 * a listbox of options {key, value, title}. It closes on choosing or an outside click; a disabled select
 * or one without options never opens (the latter shows comp.select.msg001). Keys: arrows, Home/End,
 * PageUp/PageDown, Enter/Space, Escape, Tab and type-ahead. Sizes 32 and 48.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isListboxKey, listboxIndex, typeAheadIndex, TYPE_AHEAD_RESET_MS } from '../../lib/listbox';
import { useOutsidePointerDown } from '../use-outside-pointer-down';
import './input.css';

export interface SelectOption<V = string> {
  key: string;
  value: V;
  title: string;
}

export type SelectSize = 32 | 48;

export interface SelectProps<V = string> {
  /** The accessible name; shown above the select unless hideLabel. */
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  /** The chosen option's value; leave undefined to let the select keep its own. */
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V, option: SelectOption<V>) => void;
  size?: SelectSize;
  disabled?: boolean;
  /** Shown when nothing is chosen; the translated "Select" by default. */
  placeholder?: string;
  className?: string;
}

export function Select<V = string>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue = null,
  onChange,
  size = 32,
  disabled = false,
  placeholder,
  className,
}: SelectProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [ownValue, setOwnValue] = useState<V | null>(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef('');
  const typeAheadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const chosen = value !== undefined ? value : ownValue;
  const selectedIndex = options.findIndex((option) => Object.is(option.value, chosen));
  const selected = options[selectedIndex];
  const empty = options.length === 0;
  const canOpen = !disabled && !empty;

  useEffect(() => () => clearTimeout(typeAheadTimer.current), []);

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const show = (index: number) => {
    if (!canOpen) return;
    setOpen(true);
    setActive(index);
  };

  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (!option) return;
    if (value === undefined) setOwnValue(option.value);
    if (index !== selectedIndex) onChange?.(option.value, option);
  };

  const typeAhead = (char: string) => {
    clearTimeout(typeAheadTimer.current);
    typed.current += char;
    typeAheadTimer.current = setTimeout(() => {
      typed.current = '';
    }, TYPE_AHEAD_RESET_MS);
    const found = typeAheadIndex(
      options.map((option) => option.title),
      typed.current,
      open ? active : selectedIndex,
    );
    if (found >= 0) show(found);
    else if (!open) show(Math.max(0, selectedIndex));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canOpen) return;
    const { key } = event;
    if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeAhead(key);
      return;
    }
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        show(selectedIndex >= 0 ? selectedIndex : 0);
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        show(listboxIndex(key, selectedIndex, options.length));
      }
      return;
    }
    if (event.altKey && key === 'ArrowUp') {
      event.preventDefault();
      choose(active);
    } else if (isListboxKey(key)) {
      event.preventDefault();
      setActive(listboxIndex(key, active, options.length));
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (key === 'Tab') {
      choose(active);
    }
  };

  const text = empty
    ? t('comp.select.msg001')
    : (selected?.title ?? placeholder ?? t('ui.select.placeholder'));

  return (
    <div ref={rootRef} className={['td-select', `td-select--${size}`, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={hideLabel ? 'td-visually-hidden' : 'td-select__label'}>
        {label}
      </span>
      <div
        role="combobox"
        className="td-select__trigger"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-controls={listId}
        aria-expanded={open}
        aria-disabled={!canOpen || undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : show(selectedIndex >= 0 ? selectedIndex : 0))}
        onKeyDown={onKeyDown}
      >
        <span className="td-select__value">{text}</span>
      </div>
      <ul id={listId} role="listbox" aria-labelledby={labelId} className="td-select__list" hidden={!open}>
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            className="td-select__option"
            aria-selected={index === selectedIndex}
            data-active={index === active}
            onPointerDown={(event) => event.preventDefault()}
            onPointerEnter={() => setActive(index)}
            onClick={() => choose(index)}
          >
            {option.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
