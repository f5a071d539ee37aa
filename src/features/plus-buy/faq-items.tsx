/**
 * The Plus buy FAQ (chart spec §5 "Plus buy eligibility", §9 "Plus buy"): each question with its answer,
 * numbers and lists from the contract. The notice shows them all, the benefits modal a few.
 */
import type { TFunction } from 'i18next';
import { PLUS_BUY_ASSETS } from '../../../contract/plus-buy';
import { CREDIT_RESTRICTION_MESSAGES, CREDIT_RESTRICTIONS } from '../../../contract/credit-status';
import type { Language } from '../../lib/languages';
import type { FaqItem } from './FaqAccordion';
import { PLUS_BUY_VALUES, plusBuyValuesIn } from './plus-buy-values';

export const FAQ_IDS = ['eligibility', 'fees', 'expiry', 'early', 'restrictions', 'assets'] as const;
export type FaqId = (typeof FAQ_IDS)[number];

const ELIGIBILITY_CONDITIONS = [
  'eligibilityVerified',
  'eligibilityConsent',
  'eligibilityNoAuto',
  'eligibilityGrade',
  'eligibilityNotRestricted',
] as const;

function answer(id: FaqId, t: TFunction, language: Language) {
  switch (id) {
    case 'eligibility':
      return (
        <>
          <p>{t('plusBuy.faq.eligibilityIntro')}</p>
          <ul>
            {ELIGIBILITY_CONDITIONS.map((condition) => (
              <li key={condition}>{t(`plusBuy.faq.${condition}`, plusBuyValuesIn(language))}</li>
            ))}
          </ul>
          <p>{t('plusBuy.faq.eligibilityAmount', PLUS_BUY_VALUES)}</p>
        </>
      );
    case 'fees':
      return <p>{t('plusBuy.faq.feesAnswer')}</p>;
    case 'expiry':
      return <p>{t('plusBuy.faq.expiryAnswer', PLUS_BUY_VALUES)}</p>;
    case 'early':
      return <p>{t('plusBuy.faq.earlyAnswer')}</p>;
    case 'restrictions':
      return (
        <ul>
          {CREDIT_RESTRICTIONS.map((restriction) => (
            <li key={restriction}>{CREDIT_RESTRICTION_MESSAGES[restriction][language]}</li>
          ))}
        </ul>
      );
    case 'assets':
      return (
        <>
          <p>{t('plusBuy.faq.assetsAnswer', PLUS_BUY_VALUES)}</p>
          <ul className="td-plus-faq__assets">
            {PLUS_BUY_ASSETS.map((symbol) => (
              <li key={symbol}>{symbol}</li>
            ))}
          </ul>
        </>
      );
  }
}

/** The FAQ items `ids`, in that order, in the current language. */
export function faqItems(ids: readonly FaqId[], t: TFunction, language: Language): FaqItem[] {
  return ids.map((id) => ({ id, question: t(`plusBuy.faq.${id}`), answer: answer(id, t, language) }));
}
