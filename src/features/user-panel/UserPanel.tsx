/**
 * The dropdown user panel (shell spec §2.2, §3, §4): the asset summary with its visibility switch, the
 * member's links (premium grade, my page, hotkeys, my assets, KRW deposit), the premium grade banner, the
 * new-deposit-support banner and the logout action. The summary values with live prices, so it reads
 * the window's feed (provided here when the page above gives none).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_MARKET } from '../../../contract/markets';
import { reportApiError } from '../../api/query';
import { WithWindowFeed } from '../../shell/feed-context';
import { pagePath } from '../../shell/pages';
import { logout } from '../../state/session';
import { AssetSummary } from './AssetSummary';
import { depositPath } from './banner-rules';
import { DepositSupportBanner } from './DepositSupportBanner';
import { PremiumBanner } from './PremiumBanner';

export function UserPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <section id={id} className="td-user-panel" aria-label={t('userPanel.label')}>
      <WithWindowFeed>
        <AssetSummary />
      </WithWindowFeed>
      <nav className="td-user-panel__links" aria-label={t('userPanel.links')}>
        <Link to={pagePath('premiumGrade')}>{t('userPanel.premiumGrade')}</Link>
        <Link to={pagePath('myPage')}>{t('userPanel.myPage')}</Link>
        <Link to={pagePath('hotkeySettings')}>{t('userPanel.hotkeys')}</Link>
        <Link to={pagePath('myAssets')}>{t('userPanel.myAssets')}</Link>
        <Link to={depositPath(DEFAULT_MARKET)}>{t('userPanel.deposit')}</Link>
      </nav>
      <PremiumBanner />
      <DepositSupportBanner />
      <button
        type="button"
        className="td-text-button td-user-panel__logout"
        onClick={() => {
          logout().catch(reportApiError);
        }}
      >
        {t('userPanel.logout')}
      </button>
    </section>
  );
}
