import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuEntryLink } from './MenuEntryLink';
import { MAIN_MENU, pageHref, visibleEntries, type MainMenuSection, type MenuGroup } from './menu-table';
import type { MenuContext } from './rules/visibility';
import { useMenuButton } from './use-menu-button';

/**
 * The main menu (shell spec §2.2), visible to all: Exchange, Assets and Deposit/withdrawal open a
 * dropdown (by click, keys, or the mouse resting on them); Market insights is a link.
 */
export function MainMenu({ context }: { context: MenuContext }) {
  const { t } = useTranslation();
  return (
    <nav className="td-header__nav" aria-label={t('header.mainMenu')}>
      <ul className="td-header__nav-list">
        {MAIN_MENU.map((section) => (
          <li key={section.id} className="td-header__nav-entry">
            <MainMenuEntry section={section} context={context} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MainMenuEntry({ section, context }: { section: MainMenuSection; context: MenuContext }) {
  const { t } = useTranslation();
  if ('link' in section.content) {
    return (
      <Link to={pageHref(section.content.link)} className="td-header__nav-button">
        {t(section.label)}
      </Link>
    );
  }
  return <Dropdown label={t(section.label)} group={section.content.group} context={context} />;
}

function Dropdown({ label, group, context }: { label: string; group: MenuGroup; context: MenuContext }) {
  const menu = useMenuButton();
  return (
    <div className="td-header__dropdown" {...menu.rootProps} {...menu.hoverProps}>
      <button {...menu.buttonProps} className="td-header__nav-button">
        {label}
      </button>
      {menu.open && (
        <div {...menu.menuProps} aria-label={label} className="td-header-menu td-header-menu--dropdown">
          {visibleEntries(group, context).map((entry) => (
            <MenuEntryLink key={entry.id} entry={entry} onSelect={() => menu.close(false)} />
          ))}
        </div>
      )}
    </div>
  );
}
