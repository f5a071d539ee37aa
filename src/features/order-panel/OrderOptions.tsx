/**
 * The order's options under its type: the time in force its type offers (order-kinds.ts; none for market
 * and stop-limit orders), with the chosen one's one-line reading, and in the "advanced" fold the
 * self-trade prevention mode, not shown for a post-only order (it never takes, so it sends none).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../ui/RadioGroup';
import { SMP_TYPES, type SmpType, type TimeInForce } from '../../../contract/trading';
import { offeredTimesInForce, takesSmpType, withSmpType, withTimeInForce, type OrderForm } from './rules';

export function OrderOptions({
  form,
  update,
}: {
  form: OrderForm;
  update(change: (current: OrderForm) => OrderForm): void;
}) {
  const { t } = useTranslation();
  const timeHelp = useId();
  const smpHelp = useId();
  const offered = offeredTimesInForce(form.orderType);
  return (
    <>
      {offered.length > 0 && form.timeInForce !== null && (
        <div className="td-order-panel__option" aria-describedby={timeHelp}>
          <RadioGroup<TimeInForce>
            label={t('orderPanel.timeInForce.label')}
            options={offered.map((value) => ({ value, label: t(`orderPanel.timeInForce.${value}`) }))}
            value={form.timeInForce}
            onChange={(value) => update((current) => withTimeInForce(current, value))}
            size={16}
          />
          <p id={timeHelp} className="td-order-panel__help">
            {t(`orderPanel.timeInForceHelp.${form.timeInForce}`)}
          </p>
        </div>
      )}
      {takesSmpType(form.timeInForce) && (
        <details className="td-order-panel__advanced">
          <summary>{t('orderPanel.advanced')}</summary>
          <div className="td-order-panel__option" aria-describedby={smpHelp}>
            <RadioGroup<SmpType>
              label={t('orderPanel.smp.label')}
              options={SMP_TYPES.map((value) => ({ value, label: t(`orderPanel.smp.${value}`) }))}
              value={form.smpType}
              onChange={(value) => update((current) => withSmpType(current, value))}
              size={16}
            />
            <p id={smpHelp} className="td-order-panel__help">
              {t(`orderPanel.smpHelp.${form.smpType}`)}
            </p>
          </div>
        </details>
      )}
    </>
  );
}
