import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../contract';
import { MenuEntryLink } from './MenuEntryLink';
import { ALL_MENU, visibleEntries } from './menu-table';
import { noticeIsNew, type MenuContext } from './rules/visibility';
import { useMenuButton } from './use-menu-button';

export interface AllMenuProps {
  context: MenuContext;
  notices: readonly Notice[] | undefined;
  /** The toggle was hovered, focused or opened: the menu's data may be fetched now. */
  onWanted(): void;
}

/**
 * The all-menu (shell spec §2.2): a toggle button and, while open, one menu of the products and services,
 * customer support and business sections, each group named, the entries filtered by their rules.
 */
export function AllMenu({ context, notices, onWanted }: AllMenuProps) {
  const { t } = useTranslation();
  const menu = useMenuButton();
  const label = t('allMenu.toggle');
  // Judged at the moment the menu opened: it is open for seconds, and a dot vanishing mid-read helps no one.
  const noticeNew = menu.openedAt !== null && noticeIsNew(notices, menu.openedAt);

  return (
    <div className="td-all-menu" {...menu.rootProps}>
      <button
        {...menu.buttonProps}
        className="td-all-menu__toggle"
        onPointerEnter={onWanted}
        onFocus={onWanted}
        onClick={() => {
          onWanted();
          menu.buttonProps.onClick();
        }}
      >
        <span className="td-all-menu__icon" aria-hidden="true" />
        <span className="td-visually-hidden">{label}</span>
      </button>
      {menu.open && (
        <div {...menu.menuProps} aria-label={label} className="td-header-menu td-all-menu__panel">
          {ALL_MENU.map((section) => {
            const groups = section.groups
              .map((group) => ({ group, entries: visibleEntries(group, context) }))
              .filter(({ entries }) => entries.length > 0);
            if (groups.length === 0) return null;
            return (
              <div key={section.id} role="none" className="td-all-menu__section">
                <div className="td-all-menu__section-title" aria-hidden="true">
                  {t(section.label)}
                </div>
                {groups.map(({ group, entries }) => (
                  <div key={group.id} role="group" aria-label={t(group.label)} className="td-all-menu__group">
                    <div className="td-all-menu__group-title" aria-hidden="true">
                      {t(group.label)}
                    </div>
                    {entries.map((entry) => (
                      <MenuEntryLink
                        key={entry.id}
                        entry={entry}
                        isNew={entry.newDot === true && noticeNew}
                        onSelect={() => menu.close(false)}
                      />
                    ))}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
