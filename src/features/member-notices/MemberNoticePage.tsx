/**
 * One page for every member notice (the block pages, the member-operation pages, personal information
 * protection): the page's title, then what happened, why, the steps and the buttons of its row in
 * notice-pages.ts. `children` is the page's slot for a form of its own (login security's SMS check and
 * new trade password, features/login-security, mounted by the router).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { externalPageUrl } from '../../api/config';
import { openDialog } from '../../shell';
import { pageDescriptionKey, pagePath, pageTitleKey } from '../../shell/pages';
import { PageLayout } from '../../ui/PageLayout';
import { readTerms } from '../../widgets/terms-consent';
import { NOTICE_ACTIONS, type NoticeAction, type NoticeDialogId, type NoticePageId } from './notice-pages';
import './member-notices.css';

/** Each dialog button's opener (the terms feature's dialogs, by their type) and text. */
const DIALOG_BUTTONS = {
  reauthGuide: {
    open: () => openDialog({ type: 'reauthGuide', props: {} }),
    label: 'loginSecurity.reauthGuide',
  },
  // The policy the KYC block is about (chart spec §3 terms type "customer confirm policy").
  kycPolicy: {
    open: () => void readTerms({ type: 'customer_confirm_policy' }),
    label: 'block.dialogs.kycPolicy',
  },
} as const satisfies Record<NoticeDialogId, { open: () => void; label: string }>;

function ActionButton({ action, primary }: { action: NoticeAction; primary: boolean }) {
  const { t } = useTranslation();
  const className = `td-button${primary ? ' td-button--primary' : ''}`;
  if ('dialog' in action) {
    const { open, label } = DIALOG_BUTTONS[action.dialog];
    return (
      <button type="button" className={className} onClick={open}>
        {t(label)}
      </button>
    );
  }
  const label = t(`block.actions.${action.id}`);
  if ('external' in action)
    return (
      <a
        className={className}
        href={externalPageUrl(action.external)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label}
      </a>
    );
  return (
    <Link className={className} to={pagePath(action.page)}>
      {label}
    </Link>
  );
}

export function MemberNoticePage({ id, children }: { id: NoticePageId; children?: ReactNode }) {
  const { t } = useTranslation();
  // Numbered keys (the locales hold strings only), in their order.
  const steps = Object.values(t(`block.pages.${id}.steps`, { returnObjects: true }));
  return (
    <PageLayout title={t(pageTitleKey(id))} description={t(pageDescriptionKey(id))}>
      <section className="td-notice" aria-labelledby={`td-notice-what-${id}`}>
        <h2 id={`td-notice-what-${id}`}>{t('block.headings.what')}</h2>
        <p>{t(`block.pages.${id}.what`)}</p>
        <h2>{t('block.headings.why')}</h2>
        <p>{t(`block.pages.${id}.why`)}</p>
        <h2>{t('block.headings.steps')}</h2>
        <ol className="td-notice__steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {children && <div className="td-notice__slot">{children}</div>}
        <div className="td-notice__actions">
          {NOTICE_ACTIONS[id].map((action, index) => (
            <ActionButton key={action.id} action={action} primary={index === 0} />
          ))}
        </div>
      </section>
    </PageLayout>
  );
}
