/**
 * The order's options under its type: the time in force its type offers (order-kinds.ts; none for market
 * and stop-limit orders) as a choice whose reading is its tooltip and its description for assistive
 * technology, and beside it the "advanced" toggle that unfolds the self-trade prevention mode, not shown for
 * a post-only order (it never takes, so it sends none). Folded, the two sit at the right end of the first
 * field's label line (order-panel.css), so that the options cost the panel no line of its own and its submit
 * stays in view in the default layouts.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../ui/RadioGroup';
import { SMP_TYPES, type SmpType } from '../../../contract/trading';
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
  const [advanced, setAdvanced] = useState(false);
  const smpPanel = useId();
  const takesSmp = takesSmpType(form.timeInForce);
  const timeOffered = offered.length > 0 && form.timeInForce !== null;
  if (!timeOffered && !takesSmp) return null;
  return (
    <>
      <div className="td-order-panel__options" data-folded={!(takesSmp && advanced) || undefined}>
        {timeOffered && (
          <label className="td-order-panel__time-in-force">
            <select
              aria-label={t('orderPanel.timeInForce.label')}
              value={form.timeInForce!}
              title={t(`orderPanel.timeInForceHelp.${form.timeInForce!}`)}
              aria-describedby={timeHelp}
              onChange={(event) => {
                const value = offered.find((offer) => offer === event.target.value);
                if (value) update((current) => withTimeInForce(current, value));
              }}
            >
              {offered.map((value) => (
                <option key={value} value={value}>
                  {t(`orderPanel.timeInForce.${value}`)}
                </option>
              ))}
            </select>
            <span id={timeHelp} className="td-visually-hidden">
              {t(`orderPanel.timeInForceHelp.${form.timeInForce!}`)}
            </span>
          </label>
        )}
        {takesSmp && (
          <button
            type="button"
            className="td-order-panel__advanced"
            aria-expanded={advanced}
            aria-controls={smpPanel}
            onClick={() => setAdvanced((open) => !open)}
          >
            {t('orderPanel.advanced')}
          </button>
        )}
      </div>
      {takesSmp && advanced && (
        <div id={smpPanel} className="td-order-panel__option" aria-describedby={smpHelp}>
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
      )}
    </>
  );
}
