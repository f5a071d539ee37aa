/**
 * The search field over a picker's list, as the indicator picker and the compare picker use it: a
 * combobox over the listbox (the focus stays in the field, the arrows move the active row, Enter acts on
 * it), the keys' help, why nothing can be added (when so) and a polite status line (no match, loading).
 */
import { useId, type KeyboardEvent, type RefObject } from 'react';
import { isListboxKey, listboxIndex } from '../../lib/listbox';

export interface ListboxSearchProps<Row extends { key: string }> {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  placeholder: string;
  listId: string;
  /** The rows shown, in order; `active` is one of them (or none). */
  rows: readonly Row[];
  active: Row | undefined;
  /** The element id of a row (aria-activedescendant). */
  rowId(key: string): string;
  setActiveKey(key: string | null): void;
  /** Enter on the active row (`shift`: Shift+Enter). */
  onEnter(row: Row, shift: boolean): void;
  query: string;
  setQuery(query: string): void;
  keysText: string;
  /** Why rows cannot be added now (the list is full); null while they can. */
  fullText: string | null;
  statusText: string;
}

export function ListboxSearch<Row extends { key: string }>({
  inputRef,
  label,
  placeholder,
  listId,
  rows,
  active,
  rowId,
  setActiveKey,
  onEnter,
  query,
  setQuery,
  keysText,
  fullText,
  statusText,
}: ListboxSearchProps<Row>) {
  const id = useId();
  const keysId = `${id}-keys`;
  const fullId = `${id}-full`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A Korean IME's Enter that ends a syllable is the IME's; the Enter after it is the trader's.
    if (event.nativeEvent.isComposing) return;
    const { key } = event;
    // Home and End stay the field's: they move the caret in what was typed.
    if (isListboxKey(key) && key !== 'Home' && key !== 'End') {
      event.preventDefault();
      const at = active ? rows.indexOf(active) : -1;
      const next = rows[listboxIndex(key, at, rows.length)];
      if (next) setActiveKey(next.key);
    } else if (key === 'Enter' && active) {
      event.preventDefault();
      onEnter(active, event.shiftKey);
    }
  };

  return (
    <>
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        className="td-indicator-picker__search"
        aria-label={label}
        placeholder={placeholder}
        aria-expanded={rows.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? rowId(active.key) : undefined}
        aria-describedby={fullText !== null ? `${keysId} ${fullId}` : keysId}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={keysId} className="td-indicator-picker__keys">
        {keysText}
      </p>
      {fullText !== null && (
        <p id={fullId} className="td-indicator-picker__full">
          {fullText}
        </p>
      )}
      <p role="status" className="td-indicator-picker__empty">
        {statusText}
      </p>
    </>
  );
}
