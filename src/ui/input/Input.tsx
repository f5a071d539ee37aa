/**
 * The shared text and number input (chart spec §3, §4, §5, §9). The rules live in src/lib/validators.ts
 * and src/lib/input-value.ts; this component binds them to a field: it filters each edit, keeps the caret
 * where the user typed, resets a value under min after validDelay, sets a value over max at once, flags
 * a required empty field on blur, blocks paste unless allowed and shows shadows where text overflows.
 */
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyEdit,
  finishValue,
  mapCaret,
  numberToText,
  overflowPosition,
  rangeError,
  shownText,
  type InputValueOptions,
  type OverflowPosition,
} from '../../lib/input-value';
import { isAllowedCharacter, validatorRule, type ValidatorName } from '../../lib/validators';
import './input.css';

export const DEFAULT_VALID_DELAY_MS = 500;
export const FOCUS_DELAY_MS = 300;

export type InputType = 'text' | 'number' | 'password';
export type InputStatus = 'default' | 'error' | 'complete';
/** default: required and empty; custom: the caller's errorMessage; min/max: out of range. */
export type InputErrorKind = 'default' | 'custom' | 'min' | 'max';

export interface InputChangeInfo {
  /** Characters were stripped from the edit or it was refused (email and passwords report this). */
  stripped: boolean;
}

export interface InputHandle {
  /** Focuses the field after FOCUS_DELAY_MS (so it lands after an opening animation). */
  requestFocus(): void;
}

export interface InputProps {
  /** The accessible name; shown above the field unless hideLabel. */
  label: string;
  hideLabel?: boolean;
  /** The value without separators ("1234.5"); leave undefined to let the field keep its own. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, info: InputChangeInfo) => void;
  /** 'number' without validate uses the numberFloat validator. */
  type?: InputType;
  validate?: ValidatorName;
  min?: number;
  max?: number;
  maxLength?: number;
  maxDecimal?: number;
  fixedDecimal?: boolean;
  require?: boolean;
  zeroStart?: boolean;
  /** The caller's status; an error of the field itself (required, min, max) overrides it. */
  status?: InputStatus;
  errorMessage?: string;
  completeMessage?: string;
  hintMessage?: string;
  /** Delay before a value under min is reset to min. */
  validDelay?: number;
  allowPaste?: boolean;
  /** Each new number requests focus (after FOCUS_DELAY_MS), like the handle's requestFocus. */
  focusRequest?: number;
  onErrorChange?: (kind: InputErrorKind | null) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  id?: string;
  className?: string;
  /** Controls inside the field box after the text (the stepper's buttons). */
  addon?: ReactNode;
  ref?: Ref<InputHandle>;
}

function inputModeOf(validate: ValidatorName | undefined): 'decimal' | 'numeric' | 'tel' | 'email' | 'text' {
  if (!validate) return 'text';
  if (validate === 'tel') return 'tel';
  if (validate === 'email') return 'email';
  const numeric = validatorRule(validate).numeric;
  if (numeric === 'decimal') return 'decimal';
  return numeric === 'integer' || validate === 'account' ? 'numeric' : 'text';
}

export function Input({
  label,
  hideLabel = false,
  value,
  defaultValue = '',
  onChange,
  type = 'text',
  validate,
  min,
  max,
  maxLength,
  maxDecimal,
  fixedDecimal = false,
  require = false,
  zeroStart = false,
  status = 'default',
  errorMessage,
  completeMessage,
  hintMessage,
  validDelay = DEFAULT_VALID_DELAY_MS,
  allowPaste = false,
  focusRequest,
  onErrorChange,
  onBlur,
  onKeyDown,
  placeholder,
  disabled,
  readOnly,
  name,
  id,
  className,
  addon,
  ref,
}: InputProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const messageId = `${ownId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState(defaultValue);
  /** An error the field found, tied to the value it was found at: any other value clears it. */
  const [fieldError, setFieldError] = useState<{ kind: InputErrorKind; at: string } | null>(null);
  const [overflow, setOverflow] = useState<OverflowPosition>('none');
  /** Text typed while an IME composes a syllable, shown as is until the composition ends. */
  const [draft, setDraft] = useState<string | null>(null);
  const composing = useRef(false);
  const minTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const current = value ?? ownValue;
  const error = fieldError?.at === current ? fieldError.kind : null;
  /** The value as last rendered, for the min timer: a value changed meanwhile (a stepper) is not reset. */
  const renderedValue = useRef(current);
  useLayoutEffect(() => {
    renderedValue.current = current;
  });
  const validator = validate ?? (type === 'number' ? 'numberFloat' : undefined);
  const options: InputValueOptions = { validate: validator, maxLength, maxDecimal, fixedDecimal, zeroStart };
  const grouped = validator !== undefined && validatorRule(validator).grouped === true;

  const setError = (kind: InputErrorKind | null, at: string) => {
    setFieldError(kind ? { kind, at } : null);
    if (kind !== error) onErrorChange?.(kind);
  };

  const commit = (next: string, info: InputChangeInfo) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next, info);
  };

  const requestFocus = useCallback(() => {
    clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
  }, []);

  useImperativeHandle(ref, () => ({ requestFocus }), [requestFocus]);

  useEffect(() => {
    if (focusRequest !== undefined) requestFocus();
  }, [focusRequest, requestFocus]);

  useEffect(
    () => () => {
      clearTimeout(minTimer.current);
      clearTimeout(focusTimer.current);
    },
    [],
  );

  const measureOverflow = useCallback(() => {
    const element = inputRef.current;
    if (element) setOverflow(overflowPosition(element.scrollLeft, element.scrollWidth, element.clientWidth));
  }, []);

  const shown = draft ?? shownText(current, options);
  const mounted = useRef(false);
  // The shown text changed, and its width may have (typed, or set from outside). Not as the field mounts:
  // the ResizeObserver's first report measures it after the page's own layout, where measuring here made
  // each field force a layout of its own while a page of dozens (the trade page) mounted.
  useLayoutEffect(() => {
    if (mounted.current) measureOverflow();
    mounted.current = true;
  }, [shown, measureOverflow]);

  useEffect(() => {
    const element = inputRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measureOverflow);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measureOverflow]);

  const isKept = (char: string) =>
    validator === undefined ? true : (!grouped || char !== ',') && isAllowedCharacter(validator, char);

  const edit = (element: HTMLInputElement) => {
    const typed = element.value;
    const caret = element.selectionStart ?? typed.length;
    const result = applyEdit(current, typed, options);
    const shown = shownText(result.value, options);
    // Written here rather than left to React so the caret stays where the user typed.
    element.value = shown;
    const position = mapCaret(typed, caret, shown, isKept);
    if (document.activeElement === element) element.setSelectionRange(position, position);

    clearTimeout(minTimer.current);
    const range = rangeError(result.value, min, max);
    if (range === 'max' && max !== undefined) {
      const capped = numberToText(max, maxDecimal);
      element.value = shownText(capped, options);
      setError('max', capped);
      commit(capped, { stripped: result.stripped });
      return;
    }
    if (range === 'min' && min !== undefined) {
      setError('min', result.value);
      const floor = numberToText(min, maxDecimal);
      minTimer.current = setTimeout(() => {
        if (renderedValue.current !== result.value) return;
        setFieldError({ kind: 'min', at: floor });
        commit(floor, { stripped: false });
      }, validDelay);
    } else {
      setError(null, result.value);
    }
    if (result.value !== current || result.stripped) commit(result.value, { stripped: result.stripped });
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (composing.current) {
      setDraft(event.currentTarget.value);
      return;
    }
    edit(event.currentTarget);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!allowPaste) event.preventDefault();
  };

  const onFieldBlur = () => {
    const finished = finishValue(current, options);
    if (finished !== current) commit(finished, { stripped: false });
    if (require && finished === '') setError('default', finished);
    onBlur?.();
  };

  const shownError: InputErrorKind | null = error ?? (status === 'error' && errorMessage ? 'custom' : null);
  const effectiveStatus: InputStatus = error ? 'error' : status;
  const message = (() => {
    if (effectiveStatus === 'error') {
      if (shownError === 'min' && min !== undefined)
        return t('ui.input.min', { min: shownText(numberToText(min), options) });
      if (shownError === 'max' && max !== undefined)
        return t('ui.input.max', { max: shownText(numberToText(max), options) });
      if (shownError === 'default') return errorMessage ?? t('ui.input.required');
      return errorMessage;
    }
    if (effectiveStatus === 'complete' && completeMessage) return completeMessage;
    return hintMessage;
  })();

  return (
    <div className={['td-input', `td-input--${effectiveStatus}`, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'td-visually-hidden' : 'td-input__label'}>
        {label}
      </label>
      <div className="td-input__box" data-overflow={overflow}>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className="td-input__field"
          type={type === 'password' ? 'password' : 'text'}
          inputMode={inputModeOf(validator)}
          autoComplete={
            type === 'password'
              ? validator === 'newPassword'
                ? 'new-password'
                : 'current-password'
              : undefined
          }
          value={shown}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={effectiveStatus === 'error'}
          aria-required={require || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={onInputChange}
          onCompositionStart={(event) => {
            composing.current = true;
            setDraft(event.currentTarget.value);
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            setDraft(null);
            edit(event.currentTarget);
          }}
          onPaste={onPaste}
          onBlur={onFieldBlur}
          onKeyDown={onKeyDown}
          onScroll={measureOverflow}
        />
        {addon}
      </div>
      <p id={messageId} className="td-input__message" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
