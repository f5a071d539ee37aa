/**
 * The top header (shell spec §2.2): logo home, the main menu, the all-menu, login and sign-up for guests
 * or the member's user panel (the composition root's `userMenu`), the app-download box and the KR/EN
 * switch; on a paper source the paper-trading banner beside the logo. It turns compact once the page is scrolled from the top (§4, the scroll flag).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { HOME_PATH, JOIN_PATH, loginLink } from '../../lib/paths';
import { session } from '../../state/session';
// An embedding (eslint.config.js FEATURE_EMBEDDINGS): the member's bell of notifications.
import { NotificationBell } from '../notifications';
import { AllMenu } from './AllMenu';
import { AppDownload } from './AppDownload';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { PaperBanner } from './PaperBanner';
import { headerScrolled } from './rules/visibility';
import { useMenuData } from './use-menu-data';
import './header.css';

export interface HeaderProps {
  /** The member's user panel (trigger and dropdown), shown in the member area when logged in. */
  userMenu?: ReactNode;
  /** The composition root's tools beside the app download (the price ticker window), for everyone. */
  tools?: ReactNode;
}

export function Header({ userMenu, tools }: HeaderProps) {
  const { t } = useTranslation();
  const { status } = useSnapshot(session);
  const location = useLocation();
  const [allMenuWanted, setAllMenuWanted] = useState(false);
  const { context, notices } = useMenuData(allMenuWanted);
  const scrolled = useScrolled();
  const link = loginLink(`${location.pathname}${location.search}`);

  return (
    <header className={`td-header${scrolled ? ' td-header--compact' : ''}`} data-scrolled={scrolled}>
      <Link to={HOME_PATH} className="td-header__logo" aria-label={t('header.home')}>
        {t('app.name')}
      </Link>
      <PaperBanner />
      <MainMenu context={context} />
      <div className="td-header__side">
        {status === 'guest' && (
          <>
            <Link to={link.to} state={link.state} className="td-text-button td-header__link">
              {t('header.login')}
            </Link>
            <Link to={JOIN_PATH} className="td-text-button td-header__link td-header__link--strong">
              {t('header.signUp')}
            </Link>
          </>
        )}
        {status === 'member' && <NotificationBell />}
        {status === 'member' && userMenu !== undefined && <div className="td-header__member">{userMenu}</div>}
        {tools}
        <AppDownload />
        <LanguageSwitch />
        <AllMenu context={context} notices={notices} onWanted={() => setAllMenuWanted(true)} />
      </div>
    </header>
  );
}

/** The scroll flag: true while the window is scrolled from the top. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => headerScrolled(window.scrollY));
  useEffect(() => {
    const update = () => setScrolled(headerScrolled(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}
