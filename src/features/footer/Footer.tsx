/**
 * The footer of every page but the pop-outs and the full-window workspace (shell spec §2.3): the terms
 * pages, the contact entries and social channels (external pages, in a new window), the company block of
 * the simulated exchange, the certification marks and the risk warning. No support phone number.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { externalPageUrl } from '../../api/config';
import { pagePath, pageTitleKey } from '../../shell/pages';
import { NewWindowLink } from '../../ui/NewWindowLink';
import { CertificationBadge } from './CertificationBadge';
import { CERTIFICATIONS, COMPANY_ROWS, FOOTER_LINK_GROUPS, type FooterLink } from './footer-content';
import { SocialIcon } from './SocialIcon';
import './footer.css';

function FooterLinkItem({ link, newWindowId }: { link: FooterLink; newWindowId: string }) {
  const { t } = useTranslation();
  if (link.kind === 'page') {
    return (
      <Link
        to={pagePath(link.page)}
        className={link.strong ? 'td-footer__link td-footer__link--strong' : 'td-footer__link'}
      >
        {t(pageTitleKey(link.page))}
      </Link>
    );
  }
  const label = t(link.label);
  return (
    <NewWindowLink
      href={externalPageUrl(link.page)}
      aria-describedby={newWindowId}
      className={link.icon ? 'td-footer__social' : 'td-footer__link'}
      title={link.icon ? label : undefined}
    >
      {link.icon ? (
        <>
          <SocialIcon channel={link.icon} />
          <span className="td-visually-hidden">{label}</span>
        </>
      ) : (
        label
      )}
    </NewWindowLink>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const newWindowId = useId();
  const groupsId = useId();
  const companyHeadingId = useId();
  const badgesHeadingId = useId();
  const riskHeadingId = useId();
  return (
    <footer className="td-footer" aria-label={t('footer.label')}>
      <div className="td-footer__inner">
        <div className="td-footer__groups">
          {FOOTER_LINK_GROUPS.map((group) => (
            <nav
              key={group.id}
              className={`td-footer__group td-footer__group--${group.id}`}
              aria-labelledby={`${groupsId}-${group.id}`}
            >
              <h2 id={`${groupsId}-${group.id}`} className="td-footer__heading">
                {t(group.heading)}
              </h2>
              <ul className="td-footer__list">
                {group.links.map((link) => (
                  <li key={link.page}>
                    <FooterLinkItem link={link} newWindowId={newWindowId} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <span id={newWindowId} hidden>
          {t('footer.newWindow')}
        </span>

        <section className="td-footer__company" aria-labelledby={companyHeadingId}>
          <h2 id={companyHeadingId} className="td-footer__heading">
            {t('footer.company.heading')}
          </h2>
          <p className="td-footer__simulated">{t('footer.company.simulated')}</p>
          <dl className="td-footer__facts">
            {COMPANY_ROWS.map(([label, value]) => (
              <div key={label} className="td-footer__fact">
                <dt>{t(label)}</dt>
                <dd>{t(value)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="td-footer__badges" aria-labelledby={badgesHeadingId}>
          <h2 id={badgesHeadingId} className="td-footer__heading">
            {t('footer.badges.heading')}
          </h2>
          <ul className="td-footer__list td-footer__list--badges">
            {CERTIFICATIONS.map((badge) => (
              <CertificationBadge key={badge.id} mark={badge.mark} detail={badge.detail} />
            ))}
          </ul>
        </section>

        <section className="td-footer__risk" aria-labelledby={riskHeadingId}>
          <h2 id={riskHeadingId} className="td-footer__heading">
            {t('footer.risk.heading')}
          </h2>
          <p>{t('footer.risk.text')}</p>
        </section>

        <p className="td-footer__copyright">{t('footer.company.copyright')}</p>
      </div>
    </footer>
  );
}
