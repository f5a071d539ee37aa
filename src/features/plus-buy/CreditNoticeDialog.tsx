import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { creditFilingQuery } from '../../api/credit';
import { getQueryClient } from '../../api/query';
import { openDialog } from '../../shell';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { FAQ_IDS, faqItems } from './faq-items';
import { FaqAccordion } from './FaqAccordion';
import { languageOf } from '../../lib/languages';
import { bandRanges, expiryExample, filingValidity, PLUS_BUY_VALUES } from './plus-buy-values';
import './plus-buy.css';

const NOTICES = ['market', 'noLoanFee', 'alerts'] as const;
const GUIDE = ['limits', 'expiry'] as const;
const AUTO_REPAY = ['autoRepay', 'domino'] as const;
const CAUTIONS = [
  'cautionLoss',
  'cautionMarketSell',
  'cautionKeepKrw',
  'cautionAlerts',
  'cautionUnfilled',
] as const;

/**
 * The credit notice (chart spec §2 "Plus buy" 1): intro, notices with the filing's validity, the usage
 * guide, the FAQ and the cautions. From the trade flow its button goes on to the quiz; otherwise it closes.
 */
export function CreditNoticeDialog({
  isTrade,
  onQuizFinished,
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['creditNotice']>) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  // The period in force comes from the simulator's clock (§9, renewed yearly); left out until it is known.
  const filing = useQuery(creditFilingQuery, getQueryClient()).data;
  return (
    <Modal
      name="creditNotice"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t('plusBuy.notice.title')}
      footer={
        isTrade ? (
          <button
            type="button"
            className="td-button td-button--primary"
            onClick={() => openDialog({ type: 'creditQuiz', props: { onQuizFinished } })}
          >
            {t('plusBuy.notice.goPlusBuy')}
          </button>
        ) : (
          <button type="button" className="td-button td-button--primary" onClick={close}>
            {t('common.close')}
          </button>
        )
      }
    >
      <div className="td-plus">
        <section className="td-plus__intro">
          <h3>{t('plusBuy.notice.introTitle')}</h3>
          <p>{t('plusBuy.notice.intro', PLUS_BUY_VALUES)}</p>
        </section>
        <section>
          <h3>{t('plusBuy.notice.listTitle')}</h3>
          <ul>
            {filing && <li>{t('plusBuy.notice.filing', filingValidity(filing, language))}</li>}
            {NOTICES.map((key) => (
              <li key={key}>{t(`plusBuy.notice.${key}`, PLUS_BUY_VALUES)}</li>
            ))}
          </ul>
        </section>
        <section>
          <h3>{t('plusBuy.notice.guideTitle')}</h3>
          <ul>
            {GUIDE.map((key) => (
              <li key={key}>{t(`plusBuy.notice.${key}`, PLUS_BUY_VALUES)}</li>
            ))}
            <li>{t('plusBuy.notice.expiryExample', expiryExample(language))}</li>
            <li>{t('plusBuy.notice.level')}</li>
          </ul>
          <table className="td-plus__bands">
            <caption>{t('plusBuy.notice.bandsTitle')}</caption>
            <tbody>
              {bandRanges().map(({ band, from, below }) => (
                <tr key={band} data-band={band}>
                  <th scope="row">{t(`plusBuy.band.${band}`)}</th>
                  <td>
                    {below === null
                      ? t('plusBuy.band.from', { from })
                      : t('plusBuy.band.between', { from, below })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul>
            {AUTO_REPAY.map((key) => (
              <li key={key}>{t(`plusBuy.notice.${key}`, PLUS_BUY_VALUES)}</li>
            ))}
          </ul>
        </section>
        <section>
          <h3>{t('plusBuy.notice.faqTitle')}</h3>
          <FaqAccordion items={faqItems(FAQ_IDS, t, language)} />
        </section>
        <section>
          <h3>{t('plusBuy.notice.cautionsTitle')}</h3>
          <ul className="td-plus__cautions">
            {CAUTIONS.map((key) => (
              <li key={key}>{t(`plusBuy.notice.${key}`)}</li>
            ))}
          </ul>
        </section>
      </div>
    </Modal>
  );
}
