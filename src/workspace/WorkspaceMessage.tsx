/** A full-page message of the workspace (bad coin, bad pop-out address) with a way back to a good page. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COIN, tradeOrderPath } from './coin-param';

export function WorkspaceMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className="td-workspace-message" role="alert">
      <p>{text}</p>
      <Link to={tradeOrderPath(DEFAULT_COIN)}>{t('workspace.goToDefaultCoin')}</Link>
    </section>
  );
}
