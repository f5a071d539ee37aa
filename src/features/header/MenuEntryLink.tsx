import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewWindowLink } from '../../ui/NewWindowLink';
import { menuHref, type MenuEntry } from './menu-table';

export interface MenuEntryLinkProps {
  entry: MenuEntry;
  /** The notice's "new" dot (rules/visibility.ts, noticeIsNew). */
  isNew?: boolean;
  onSelect(): void;
}

/**
 * One item of a header menu: an in-app link, or an external page of the exchange opened in a new window
 * without access to this one (noopener noreferrer). Items take the focus by arrow keys, not by Tab.
 */
export function MenuEntryLink({ entry, isNew = false, onSelect }: MenuEntryLinkProps) {
  const { t } = useTranslation();
  const href = menuHref(entry.target);
  const content: ReactNode = (
    <>
      {t(entry.label)}
      {isNew && (
        <>
          <span className="td-header-menu__dot" aria-hidden="true" />{' '}
          <span className="td-visually-hidden">{t('allMenu.newNotice')}</span>
        </>
      )}
    </>
  );
  if (href.kind === 'external') {
    return (
      <NewWindowLink
        role="menuitem"
        tabIndex={-1}
        className="td-header-menu__item"
        href={href.href}
        onClick={onSelect}
      >
        {content}
      </NewWindowLink>
    );
  }
  return (
    <Link role="menuitem" tabIndex={-1} className="td-header-menu__item" to={href.path} onClick={onSelect}>
      {content}
    </Link>
  );
}
