/**
 * Page components of the routes the shell itself fills: home, the not-found page (the one every route
 * shows for an address that shows nothing: NotFoundMessage), and the pages whose content later work fills,
 * shown meanwhile as their title and description in the page layout.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRADE_ORDER_PATH } from '../lib/paths';
import { PageLayout } from '../ui/PageLayout';
import { pageDescriptionKey, pageTitleKey, type PageId } from '../shell/pages';
import { NotFoundMessage } from '../workspace/NotFoundMessage';

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
  return <NotFoundMessage title={t('pages.notFound.title')} text={t('pages.notFound.description')} />;
}
