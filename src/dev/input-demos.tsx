/**
 * Demos of the input half of the blocks (src/ui/input): Input with validators and statuses, the trade
 * numeric stepper, Select and DatePicker, each in its states.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { specTicks } from '../../contract/price-ticks';
import { DatePicker, Input, Select, TradeNumberInput, type SelectOption } from '../ui/input';

export function InputDemo() {
  const { t } = useTranslation();
  return (
    <div className="td-gallery__column">
      <Input label={t('ui.gallery.inputs.name')} validate="korean" maxLength={10} />
      <Input label={t('ui.gallery.inputs.email')} validate="email" />
      <Input
        label={t('ui.gallery.inputs.password')}
        type="password"
        validate="password"
        hintMessage={t('ui.gallery.inputs.hint')}
      />
      <Input
        label={t('ui.gallery.inputs.price')}
        type="number"
        validate="price"
        min={1_000}
        max={1_000_000}
      />
      <Input label={t('ui.gallery.inputs.required')} require />
      <Input
        label={t('ui.gallery.inputs.withError')}
        status="error"
        errorMessage={t('ui.gallery.inputs.errorMessage')}
        defaultValue="abc"
      />
      <Input
        label={t('ui.gallery.inputs.complete')}
        status="complete"
        completeMessage={t('ui.gallery.inputs.completeMessage')}
        defaultValue="tradedeck"
      />
      <Input label={t('ui.gallery.inputs.disabled')} disabled defaultValue="tradedeck" />
    </div>
  );
}

export function StepperDemo() {
  const { t } = useTranslation();
  return (
    <div className="td-gallery__column">
      <TradeNumberInput
        label={t('ui.gallery.stepper.price')}
        ticks={specTicks('KRW')}
        coinType="BTC"
        defaultValue="143250000"
      />
      <TradeNumberInput label={t('ui.gallery.stepper.unitPrice')} unitPrice={500} defaultValue="3000" />
      <TradeNumberInput
        label={t('ui.gallery.stepper.amount')}
        step={0.1}
        validate="numberFloat"
        defaultValue="1.5"
      />
      <TradeNumberInput label={t('ui.gallery.stepper.plain')} validate="number" defaultValue="3" disabled />
    </div>
  );
}

export function SelectDemo() {
  const { t } = useTranslation();
  const [market, setMarket] = useState('KRW');
  const options: SelectOption[] = [
    { key: 'KRW', value: 'KRW', title: t('ui.gallery.selects.krw') },
    { key: 'BTC', value: 'BTC', title: t('ui.gallery.selects.btc') },
    { key: 'USDT', value: 'USDT', title: t('ui.gallery.selects.usdt') },
  ];
  return (
    <div className="td-gallery__column">
      <Select label={t('ui.gallery.selects.market')} options={options} value={market} onChange={setMarket} />
      <Select label={t('ui.gallery.selects.large')} options={options} size={48} defaultValue="BTC" />
      <Select label={t('ui.gallery.selects.disabled')} options={options} defaultValue="USDT" disabled />
      <Select label={t('ui.gallery.selects.empty')} options={[]} />
    </div>
  );
}

export function DatePickerDemo() {
  const { t } = useTranslation();
  return (
    <div className="td-gallery__column">
      <DatePicker label={t('ui.gallery.dates.date')} defaultValue="2025-01-15" />
      <DatePicker
        label={t('ui.gallery.dates.bounded')}
        defaultValue="2025-03-01"
        minDate="2025-01-10"
        maxDate="2025-02-20"
      />
      <DatePicker label={t('ui.gallery.dates.disabled')} defaultValue="2025-01-31" disabled />
    </div>
  );
}
