/**
 * The top header (shell spec §2.2), small for now: logo home, the exchange link, the KR/EN switch, and
 * login / sign-up for guests or the member's name, grade and logout for members.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { reportApiError } from '../../api/query';
import { logout, session } from '../../state/session';
import { LanguageSwitch } from './LanguageSwitch';
import { JOIN_PATH, LOGIN_PATH, TRADE_ORDER_PATH } from '../../lib/paths';
import './header.css';

export function Header() {
  const { t } = useTranslation();
  const { status, user } = useSnapshot(session);
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  return (
    <header className="td-header">
      <Link to="/" className="td-header__logo" aria-label={t('header.home')}>
        {t('app.name')}
      </Link>
      <nav className="td-header__nav" aria-label={t('header.mainMenu')}>
        <Link to={TRADE_ORDER_PATH}>{t('header.exchange')}</Link>
        {status === 'member' && <Link to="/assets/my">{t('header.myAssets')}</Link>}
      </nav>
      <div className="td-header__side">
        {status === 'guest' && (
          <>
            <Link to={LOGIN_PATH} state={{ from }} className="td-text-button td-header__link">
              {t('header.login')}
            </Link>
            <Link to={JOIN_PATH} className="td-text-button td-header__link td-header__link--strong">
              {t('header.signUp')}
            </Link>
          </>
        )}
        {status === 'member' && user && (
          <div className="td-header__member" role="group" aria-label={t('header.member')}>
            <span className="td-header__grade" style={{ color: user.colorOfGrade || undefined }}>
              {t('header.grade', { grade: user.nameOfGrade })}
            </span>
            <span className="td-header__name">{t('header.greeting', { name: user.name })}</span>
            <button
              type="button"
              className="td-text-button td-header__link td-header__logout"
              onClick={() => {
                logout().catch(reportApiError);
              }}
            >
              {t('header.logout')}
            </button>
          </div>
        )}
        <LanguageSwitch />
      </div>
    </header>
  );
}
