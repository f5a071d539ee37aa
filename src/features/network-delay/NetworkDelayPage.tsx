/**
 * The network-delay page (shell spec §2.4, §8): the access-delay guide as a page, for where a dialog will
 * not do (the route /network-delay, or a page whose own data timed out). Its texts are the network-delay
 * dialog's (i18n shell.networkDelay). With `onConfirm` it offers a confirm button that runs it (a retry,
 * say); without, a link home.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../lib/paths';
import { PageLayout } from '../../ui/PageLayout';

export interface NetworkDelayPageProps {
  /** Shows a confirm button that runs this; without it the page links home. */
  onConfirm?: () => void;
}

export function NetworkDelayPage({ onConfirm }: NetworkDelayPageProps) {
  const { t } = useTranslation();
  return (
    <PageLayout
      title={t('shell.networkDelay.title')}
      description={t('shell.networkDelay.body')}
      width="narrow"
    >
      {onConfirm ? (
        <button type="button" className="td-button td-button--primary" onClick={onConfirm}>
          {t('common.confirm')}
        </button>
      ) : (
        <Link className="td-button td-button--primary" to={HOME_PATH}>
          {t('networkDelayPage.goHome')}
        </Link>
      )}
    </PageLayout>
  );
}
