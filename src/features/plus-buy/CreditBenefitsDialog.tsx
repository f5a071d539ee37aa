import { useTranslation } from 'react-i18next';
import { openDialog } from '../../shell';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { faqItems, type FaqId } from './faq-items';
import { FaqAccordion } from './FaqAccordion';
import { languageOf } from '../../lib/languages';
import { PLUS_BUY_VALUES } from './plus-buy-values';
import './plus-buy.css';

const BENEFITS = ['lend', 'autoRepay', 'feeBack'] as const;
const FAQ: readonly FaqId[] = ['eligibility', 'fees', 'early'];

/** The credit (Plus buy) benefits and FAQ modal (shell spec §2.4); its second button opens the full notice. */
export function CreditBenefitsDialog({
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['creditBenefits']>) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      name="creditBenefits"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t('plusBuy.benefits.title')}
      footer={
        <>
          <button
            type="button"
            className="td-button"
            onClick={() => openDialog({ type: 'creditNotice', props: {} })}
          >
            {t('plusBuy.benefits.seeNotice')}
          </button>
          <button type="button" className="td-button td-button--primary" onClick={close}>
            {t('common.close')}
          </button>
        </>
      }
    >
      <div className="td-plus">
        <p>{t('plusBuy.benefits.intro')}</p>
        <ul className="td-plus__benefits">
          {BENEFITS.map((key) => (
            <li key={key}>{t(`plusBuy.benefits.${key}`, PLUS_BUY_VALUES)}</li>
          ))}
        </ul>
        <section>
          <h3>{t('plusBuy.benefits.faqTitle')}</h3>
          <FaqAccordion items={faqItems(FAQ, t, languageOf(i18n.language))} />
        </section>
      </div>
    </Modal>
  );
}
