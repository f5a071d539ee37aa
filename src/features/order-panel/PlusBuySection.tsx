/**
 * The order panel's Plus buy parts: the "Plus buy" toggle with the reasons it stayed off, and the
 * figures of an order in the mode (loan, own KRW, expected repayment level in its band colour, expiry
 * in KST). The state is use-plus-buy.ts's, the numbers rules/plus-buy.ts's.
 */
import { useTranslation } from 'react-i18next';
import { EligibilityProblems } from '../plus-buy';
import { formatNumber, NOT_AVAILABLE } from '../../lib/format';
import { formatKst } from '../../lib/kst';
import { ToggleButton } from '../../ui/ToggleButton';
import { bandColour } from '../credit-status';
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
        <EligibilityProblems
          heading={t('orderPanel.plusBuy.ineligible')}
          problems={mode.problems}
          language={language}
          role="alert"
          className="td-order-panel__alert"
        />
      )}
    </div>
  );
}

/** Rows of the summary's list for an order in the mode. */
export function PlusBuyFigures({
  preview,
  money,
}: {
  preview: PlusBuyPreview | undefined;
  money: (value: number | undefined) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <dt>{t('orderPanel.plusBuy.loan')}</dt>
        <dd data-testid="plus-buy-loan">{money(preview?.loan)}</dd>
      </div>
      <div>
        <dt>{t('orderPanel.plusBuy.ownPay')}</dt>
        <dd data-testid="plus-buy-own">{money(preview?.ownPay)}</dd>
      </div>
      <div>
        <dt>{t('orderPanel.plusBuy.level')}</dt>
        <dd data-testid="plus-buy-level">
          {preview?.level == null || preview.band === null ? (
            NOT_AVAILABLE
          ) : (
            <span style={{ color: bandColour(preview.band) }} data-band={preview.band}>
              {t('creditStatus.levelWithBand', {
                value: formatNumber(preview.level, 1),
                band: t(`creditStatus.bands.${preview.band}`),
              })}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('orderPanel.plusBuy.expiry')}</dt>
        <dd data-testid="plus-buy-expiry">
          {preview === undefined ? NOT_AVAILABLE : formatKst(preview.expiresAtMs)}
        </dd>
      </div>
    </>
  );
}
