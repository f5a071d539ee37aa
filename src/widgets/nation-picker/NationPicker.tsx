/**
 * The nation picker (shell spec §3 Nation, §4, §5, §7): a button showing the chosen nation (with its
 * calling code unless the view is country-only) that opens a popup with a search box and the list of
 * nations the member may choose. The search box is an editable combobox over the listbox (active option
 * by aria-activedescendant; arrows, Home/End, PageUp/PageDown, Enter, Escape). The list comes from
 * GET nations through the query cache (a failed call is an empty list, and the popup says so).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Nation } from '../../../contract';
import { getQueryClient } from '../../api/query';
import { nationsQuery } from '../../api/widgets';
import { isListboxKey, listboxIndex } from '../../lib/listbox';
import { useOutsidePointerDown } from '../../ui/use-outside-pointer-down';
import {
  nationName,
  nationSearchIndex,
  phoneCodeLabel,
  searchNations,
  type NationSearchEntry,
} from './nation-search';
import './nation-picker.css';

export interface NationPickerProps {
  /** The accessible name; shown above the button unless hideLabel. */
  label: string;
  hideLabel?: boolean;
  /** The chosen nation's code; null when none is chosen. */
  value: string | null;
  onChange: (nation: Nation) => void;
  /** Names only: no calling code shown, none searched (shell spec §5). */
  countryOnly?: boolean;
  disabled?: boolean;
  /** Marks the button invalid and names the element that says why (a form's field message). */
  invalid?: boolean;
  describedBy?: string;
}

export function NationPicker({
  label,
  hideLabel = false,
  value,
  onChange,
  countryOnly = false,
  disabled = false,
  invalid = false,
  describedBy,
}: NationPickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const popupId = `${id}-popup`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const nations = useQuery(nationsQuery, getQueryClient());
  const index = useMemo(() => nationSearchIndex(nations.data ?? []), [nations.data]);
  const chosen = index.find((entry) => entry.nation.nationCode === value)?.nation;

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const choose = (nation: Nation) => {
    close(true);
    if (nation.nationCode !== value) onChange(nation);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={rootRef} className="td-nation-picker">
      <span id={labelId} className={hideLabel ? 'td-visually-hidden' : 'td-nation-picker__label'}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="td-nation-picker__button"
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {chosen ? (
          <NationText nation={chosen} language={i18n.language} countryOnly={countryOnly} />
        ) : (
          <span className="td-nation-picker__placeholder">{t('nationPicker.placeholder')}</span>
        )}
      </button>
      {/* The popup unmounts when it closes, so its search starts empty next time (shell spec §4). */}
      {open && (
        <NationPopup
          id={popupId}
          label={label}
          index={index}
          loading={nations.isPending}
          value={value}
          countryOnly={countryOnly}
          language={i18n.language}
          onChoose={choose}
          onClose={close}
        />
      )}
    </div>
  );
}

function NationText({
  nation,
  language,
  countryOnly,
}: {
  nation: Nation;
  language: string;
  countryOnly: boolean;
}) {
  return (
    <>
      <span className="td-nation-picker__name">{nationName(nation, language)}</span>
      {!countryOnly && <span className="td-nation-picker__code"> {phoneCodeLabel(nation)}</span>}
    </>
  );
}

interface NationPopupProps {
  id: string;
  label: string;
  index: readonly NationSearchEntry[];
  loading: boolean;
  value: string | null;
  countryOnly: boolean;
  language: string;
  onChoose: (nation: Nation) => void;
  onClose: (refocus: boolean) => void;
}

function NationPopup({
  id,
  label,
  index,
  loading,
  value,
  countryOnly,
  language,
  onChoose,
  onClose,
}: NationPopupProps) {
  const { t } = useTranslation();
  const listId = `${id}-list`;
  const optionId = (at: number) => `${id}-option-${at}`;
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchNations(index, query, { countryOnly }), [index, query, countryOnly]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      found.findIndex((n) => n.nationCode === value),
    ),
  );
  const activeIndex = found.length === 0 ? -1 : Math.min(active, found.length - 1);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (isListboxKey(key)) {
      event.preventDefault();
      setActive(listboxIndex(key, activeIndex, found.length));
    } else if (key === 'Enter') {
      event.preventDefault();
      const nation = found[activeIndex];
      if (nation) onChoose(nation);
    } else if (key === 'Escape') {
      // Only the popup closes, not a dialog around the picker.
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (key === 'Tab') {
      onClose(false);
    }
  };

  const message = loading
    ? t('nationPicker.loading')
    : index.length === 0
      ? t('nationPicker.unavailable')
      : found.length === 0
        ? t('nationPicker.noResults')
        : '';

  return (
    <div id={id} className="td-nation-picker__popup">
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        className="td-nation-picker__search"
        value={query}
        placeholder={t(countryOnly ? 'nationPicker.searchCountryOnly' : 'nationPicker.searchPlaceholder')}
        aria-label={t('nationPicker.search')}
        aria-autocomplete="list"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={label} className="td-nation-picker__list">
        {found.map((nation, at) => (
          <li
            key={nation.nationCode}
            id={optionId(at)}
            role="option"
            className="td-nation-picker__option"
            aria-selected={nation.nationCode === value}
            data-active={at === activeIndex}
            // The search box keeps the focus while the pointer chooses.
            onPointerDown={(event) => event.preventDefault()}
            onPointerEnter={() => setActive(at)}
            onClick={() => onChoose(nation)}
          >
            <NationText nation={nation} language={language} countryOnly={countryOnly} />
          </li>
        ))}
      </ul>
      <p className="td-nation-picker__message" role="status">
        {message}
      </p>
    </div>
  );
}
