/**
 * Sortable list headers (chart spec §3, §4): one column header per item (key, subKey, value, disableSort,
 * render). A sortable header is a button; the current sort shows as aria-sort. The sort rules live in
 * src/lib/sort.ts. It renders a row: place it inside an element with role table, grid or rowgroup.
 */
import type { ReactNode } from 'react';
import { ariaSortFor, nextSort, type SortOption } from '../lib/sort';
import './blocks.css';

export interface ListHeaderItem {
  key: string;
  subKey?: string;
  /** The header's text (translated by the caller). */
  value: string;
  disableSort?: boolean;
  /** Custom content of the header in place of its text; the text stays its accessible name. */
  render?: (item: ListHeaderItem) => ReactNode;
}

export interface SortableListHeaderProps {
  items: readonly ListHeaderItem[];
  sort: SortOption | null;
  onSortChange: (next: SortOption) => void;
}

export function SortableListHeader({ items, sort, onSortChange }: SortableListHeaderProps) {
  return (
    <div role="row" className="td-list-header">
      {items.map((item) => {
        const ariaSort = item.disableSort ? undefined : ariaSortFor(sort, item.key, item.subKey);
        const content = item.render ? item.render(item) : item.value;
        return (
          <div
            key={item.subKey ? `${item.key}.${item.subKey}` : item.key}
            role="columnheader"
            aria-sort={ariaSort}
            className="td-list-header__cell"
          >
            {item.disableSort ? (
              content
            ) : (
              <button
                type="button"
                className="td-text-button td-list-header__button"
                aria-label={item.render ? item.value : undefined}
                onClick={() => onSortChange(nextSort(sort, item.key, item.subKey))}
              >
                {content}
                <span className={`td-sort-mark td-sort-mark--${ariaSort}`} aria-hidden="true" />
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
