/**
 * The alert dialog's two kinds of field, each a label around its control: a choice among typed options (the
 * option picked is read back by its index, so the form gets the option itself, not its text) and a number
 * typed as text (its problem marked by `invalid`; the form's rules read the text: alert-form.ts).
 */
export interface ChoiceFieldProps<Option extends string | number> {
  label: string;
  value: Option;
  options: readonly Option[];
  text(option: Option): string;
  onChange(option: Option): void;
}

export function ChoiceField<Option extends string | number>({
  label,
  value,
  options,
  text,
  onChange,
}: ChoiceFieldProps<Option>) {
  return (
    <label className="td-alert-dialog__field">
      {label}
      <select value={value} onChange={(event) => onChange(options[event.target.selectedIndex]!)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface NumberFieldProps {
  /** The input's id: a refused submit focuses the field of the first problem by it. */
  id: string;
  label: string;
  value: string;
  /** Whole numbers only (minutes): the numeric keypad without a decimal point. */
  whole?: boolean;
  invalid: boolean;
  onChange(text: string): void;
}

export function NumberField({ id, label, value, whole = false, invalid, onChange }: NumberFieldProps) {
  return (
    <label className="td-alert-dialog__field">
      {label}
      <input
        id={id}
        inputMode={whole ? 'numeric' : 'decimal'}
        value={value}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
