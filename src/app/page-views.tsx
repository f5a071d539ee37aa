/**
 * Page components of the routes the shell itself fills: home, the not-found page, and the pages whose
 * content later work fills, shown meanwhile as their title and description in the page layout.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH, TRADE_ORDER_PATH } from '../lib/paths';
import { PageLayout } from '../ui/PageLayout';
import { pageDescriptionKey, pageTitleKey, type PageId } from '../shell/pages';

export function InfoPage({ id }: { id: PageId }) {
  const { t } = useTranslation();
  return <PageLayout title={t(pageTitleKey(id))} description={t(pageDescriptionKey(id))} />;
}

export function HomePage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('pages.home.title')} description={t('pages.home.description')}>
      <p>{t('home.markets')}</p>
      <Link className="td-button td-button--primary" to={TRADE_ORDER_PATH}>
        {t('home.goExchange')}
      </Link>
    </PageLayout>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('pages.notFound.title')} description={t('pages.notFound.description')}>
      <Link className="td-button" to={HOME_PATH}>
        {t('notFound.goHome')}
      </Link>
    </PageLayout>
  );
}
