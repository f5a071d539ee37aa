/**
 * The order panel's Plus buy parts: the "Plus buy" toggle with the reasons it stayed off, and the
 * figures of an order in the mode (loan, own KRW, expected repayment level in its band colour, expiry
 * in KST). The state is use-plus-buy.ts's, the numbers rules/plus-buy.ts's.
 */
import { useTranslation } from 'react-i18next';
import { ELIGIBILITY_MESSAGES, PLUS_BUY_ORDER_MESSAGES } from '../../../contract/plus-buy';
import { formatNumber, NOT_AVAILABLE } from '../../lib/format';
import { formatKst } from '../../lib/kst';
import { bandColour } from '../../lib/risk-band-colours';
import { ProblemList } from '../../ui/ProblemList';
import { ToggleButton } from '../../ui/ToggleButton';
import type { PlusBuyPreview } from './rules';
import type { PlusBuyMode } from './use-plus-buy';

export function PlusBuyToggle({ mode, language }: { mode: PlusBuyMode; language: 'ko' | 'en' }) {
  const { t } = useTranslation();
  return (
    <div className="td-order-panel__plus-buy" data-testid="plus-buy-toggle">
      <ToggleButton pressed={mode.on} onChange={mode.toggle} disabled={mode.waiting}>
        {t('orderPanel.plusBuy.toggle')}
      </ToggleButton>
      {mode.problems.length > 0 && (
        <ProblemList
          heading={t('orderPanel.plusBuy.ineligible')}
          messages={mode.problems.map((problem) => ELIGIBILITY_MESSAGES[problem][language])}
          role="alert"
          className="td-order-panel__alert"
        />
      )}
    </div>
  );
}

/**
 * Rows of the summary's list for an order in the mode, live as the amount is typed: the loan it takes
 * and what it costs (none while it breaks a Plus buy rule: PlusBuyProblem says which).
 */
export function PlusBuyFigures({
  preview,
  money,
}: {
  preview: PlusBuyPreview | undefined;
  money: (value: number | undefined) => string;
}) {
  const { t } = useTranslation();
  const taken = preview?.kind === 'loan' ? preview : undefined;
  return (
    <>
      <div>
        <dt>{t('orderPanel.plusBuy.loan')}</dt>
        <dd data-testid="plus-buy-loan">{money(taken?.loan)}</dd>
      </div>
      <div>
        <dt>{t('orderPanel.plusBuy.ownPay')}</dt>
        <dd data-testid="plus-buy-own">{money(taken?.ownPay)}</dd>
      </div>
      <div>
        <dt>{t('orderPanel.plusBuy.level')}</dt>
        <dd data-testid="plus-buy-level">
          {taken?.level == null || taken.band === null ? (
            NOT_AVAILABLE
          ) : (
            <span style={{ color: bandColour(taken.band) }} data-band={taken.band}>
              {t('creditStatus.levelWithBand', {
                value: formatNumber(taken.level, 1),
                band: t(`creditStatus.bands.${taken.band}`),
              })}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('orderPanel.plusBuy.expiry')}</dt>
        <dd data-testid="plus-buy-expiry">
          {taken === undefined ? NOT_AVAILABLE : formatKst(taken.expiresAtMs)}
        </dd>
      </div>
    </>
  );
}

/** The Plus buy rule the typed order breaks, said before sending (the contract's message). */
export function PlusBuyProblem({
  preview,
  language,
}: {
  preview: PlusBuyPreview | undefined;
  language: 'ko' | 'en';
}) {
  if (preview?.kind !== 'refused') return null;
  return (
    <p role="status" className="td-order-panel__plus-buy-problem" data-testid="plus-buy-problem">
      {PLUS_BUY_ORDER_MESSAGES[preview.problem][language]}
    </p>
  );
}
