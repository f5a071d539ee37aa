/**
 * Search box (chart spec §5, §8): a search field whose maxLength blocks extra input (typed or pasted),
 * a search button titled "search" and a Reset button that empties it.
 */
import { useTranslation } from 'react-i18next';
import { limitLength } from './search-rules';
import './blocks.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSearch?: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  /** Accessible name of the field (default: the search title). */
  label?: string;
}

export function SearchBox({ value, onChange, onSearch, maxLength, placeholder, label }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      className="td-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch?.(value);
      }}
    >
      <input
        type="search"
        className="td-search__input"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={label ?? t('ui.search.title')}
        onChange={(event) => onChange(limitLength(event.target.value, maxLength))}
      />
      {value !== '' && (
        <button type="button" className="td-search__reset" onClick={() => onChange('')}>
          {t('ui.search.reset')}
        </button>
      )}
      <button
        type="submit"
        className="td-search__submit"
        title={t('ui.search.title')}
        aria-label={t('ui.search.title')}
      >
        <span className="td-search__icon" aria-hidden="true" />
      </button>
    </form>
  );
}
