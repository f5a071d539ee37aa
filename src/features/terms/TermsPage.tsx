/**
 * A /terms page (chart spec §2 routes, §3 "Terms show a history of dated versions selectable by date"):
 * the page's document in its current version by default; the date select lists every published version
 * (newest first, the current one marked) and choosing a day shows that version, its day kept in the
 * address (`?date=`). A version no longer in effect brings the old-terms notice, whose button goes back to
 * the current one.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { closeDialogById } from '../../shell';
import { pageDescriptionKey, pageForPath, pageTitleKey } from '../../shell/pages';
import { Select } from '../../ui/input';
import { PageLayout } from '../../ui/PageLayout';
import { openOldTermsNotice } from './open-dialogs';
import { TermsBody } from './TermsBody';
import {
  dateParamFor,
  TERMS_DATE_PARAM,
  termsDateOptions,
  termsRefOfDateParam,
  termsTypeOfPage,
  type TermsDateOption,
} from './terms-rules';
import { useTermsHistory, useTermsVersion } from './use-terms';
import './terms.css';

export function TermsPage() {
  const { t } = useTranslation();
  const page = pageForPath(useLocation().pathname);
  const type = termsTypeOfPage(page.id);
  if (!type) throw new Error(`${page.id} is not a terms page`);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const history = useTermsHistory(type);
  const version = useTermsVersion(type, termsRefOfDateParam(search.get(TERMS_DATE_PARAM)));

  const options = history.data ? termsDateOptions(history.data) : [];
  const currentDate = options.find((option) => option.current)?.date;
  const shown = version.data;

  const showDate = (option: TermsDateOption) => {
    const date = dateParamFor(option);
    setSearch((params) => {
      if (date === null) params.delete(TERMS_DATE_PARAM);
      else params.set(TERMS_DATE_PARAM, date);
      return params;
    });
  };

  const pastDate = shown && !shown.isCurrent ? shown.effectiveDate : null;
  useEffect(() => {
    if (pastDate === null || currentDate === undefined) return;
    const id = openOldTermsNotice({
      effectiveDate: pastDate,
      currentDate,
      // The page's plain address shows the current version.
      onShowCurrent: () => void navigate({ search: '' }),
    });
    return () => closeDialogById(id);
  }, [pastDate, currentDate, navigate]);

  return (
    <PageLayout title={t(pageTitleKey(page.id))} description={t(pageDescriptionKey(page.id))}>
      {options.length > 0 && (
        <div className="td-terms__toolbar">
          <Select
            label={t('terms.page.date')}
            options={options.map((option) => ({
              key: option.date,
              value: option,
              title: option.current ? t('terms.page.current', { date: option.date }) : option.date,
            }))}
            value={options.find((option) => option.date === shown?.effectiveDate) ?? null}
            onChange={showDate}
          />
        </div>
      )}
      {version.isPending && <p role="status">{t('terms.loading')}</p>}
      {version.isError && !shown && <p role="alert">{t('terms.failed')}</p>}
      {shown && (
        <article className="td-terms" aria-busy={version.isFetching}>
          <h2 className="td-terms__title">{shown.title}</h2>
          <p className="td-terms__effective">{t('terms.effective', { date: shown.effectiveDate })}</p>
          <TermsBody body={shown.body} label={shown.title} />
        </article>
      )}
    </PageLayout>
  );
}
