/**
 * Paginator (exchange spec §2.4): first, previous, a block of page numbers (rules in paginator-rules.ts),
 * next and last; the current page is marked with aria-current. Nothing renders without pages.
 */
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_BLOCK, pageWindow } from './paginator-rules';
import './blocks.css';

export interface PaginatorProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  blockSize?: number;
}

export function Paginator({ page, totalPages, onChange, blockSize = DEFAULT_PAGE_BLOCK }: PaginatorProps) {
  const { t } = useTranslation();
  const view = pageWindow(page, totalPages, blockSize);
  if (view.pages.length === 0) return null;
  const last = Math.floor(totalPages);
  const go = (target: number) => {
    if (target !== view.page) onChange(target);
  };
  return (
    <nav className="td-paginator" aria-label={t('ui.paginator.label')}>
      <button type="button" disabled={!view.hasPrevious} onClick={() => go(1)}>
        <span aria-hidden="true">«</span>
        <span className="td-visually-hidden">{t('ui.paginator.first')}</span>
      </button>
      <button type="button" disabled={!view.hasPrevious} onClick={() => go(view.page - 1)}>
        <span aria-hidden="true">‹</span>
        <span className="td-visually-hidden">{t('ui.paginator.previous')}</span>
      </button>
      {view.pages.map((number) => (
        <button
          key={number}
          type="button"
          className="td-paginator__page"
          aria-current={number === view.page ? 'page' : undefined}
          aria-label={t('ui.paginator.page', { page: number })}
          onClick={() => go(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" disabled={!view.hasNext} onClick={() => go(view.page + 1)}>
        <span aria-hidden="true">›</span>
        <span className="td-visually-hidden">{t('ui.paginator.next')}</span>
      </button>
      <button type="button" disabled={!view.hasNext} onClick={() => go(last)}>
        <span aria-hidden="true">»</span>
        <span className="td-visually-hidden">{t('ui.paginator.last')}</span>
      </button>
    </nav>
  );
}
