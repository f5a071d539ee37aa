/**
 * The asset-return application page (/inout/application/asset-return; chart spec §3 refundRequestDetail,
 * §6 recipient types): where the deposit goes back to (an exchange, named, or a personal wallet), on which
 * network and address, who receives it (a person, or a corporation with its representative), the quantity
 * returned, the supporting documents and the three consents.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUST_TYPES, REFUND_TYPES } from '../../../contract';
import { applyForReturn } from '../../api/client';
import { formatCoinAmount } from '../../lib/inout-format';
import { RadioGroup } from '../../ui/RadioGroup';
import { ApplicationPage, type LoadedDeposit } from './ApplicationPage';
import { judgeReturn, returnValuesOf, showsExchangeName } from './application-form';
import { ConsentFields, DocumentsField, SubmitRow, TextField, useProblemText } from './FormParts';
import { useApplicationForm } from './use-application-form';
import { useSubmitApplication } from './use-submit-application';

export function AssetReturnApplicationPage() {
  return <ApplicationPage kind="return" form={(deposit) => <ReturnApplicationForm deposit={deposit} />} />;
}

function ReturnApplicationForm({ deposit }: { deposit: LoadedDeposit }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useApplicationForm(() => returnValuesOf(deposit.entry, deposit.record));
  const { values } = form;
  const { problems, request } = judgeReturn(deposit.seq, values);
  const problemText = useProblemText('return', form, problems);
  const { submitting, submit } = useSubmitApplication('return');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request) void submit(() => applyForReturn(request));
  };
  return (
    <form
      className="td-application"
      noValidate
      aria-label={t('inoutApplication.return.heading')}
      onSubmit={onSubmit}
    >
      {deposit.record?.refundRequestDetail && (
        <p className="td-application__reapplication">{t('inoutApplication.reapplication')}</p>
      )}
      <div className="td-application__choice">
        {/* Seen by sight; the group is named by its own label. */}
        <span className="td-application__label" aria-hidden="true">
          {t('inoutApplication.return.refundType')}
        </span>
        <RadioGroup
          label={t('inoutApplication.return.refundType')}
          options={REFUND_TYPES.map((type) => ({
            value: type,
            label: t(`inoutApplication.return.refundTypes.${type}`),
          }))}
          value={values.refundType}
          onChange={(refundType) => form.set('refundType', refundType)}
        />
      </div>
      {showsExchangeName(values.refundType) && (
        <TextField
          form={form}
          field="exchangeName"
          label={t('inoutApplication.return.exchangeName')}
          validate="general"
          required
          problem={problemText('exchangeName')}
        />
      )}
      <TextField
        form={form}
        field="networkName"
        label={t('inoutApplication.return.networkName')}
        validate="general"
        required
        problem={problemText('networkName')}
      />
      <TextField
        form={form}
        field="firstAddress"
        label={t('inoutApplication.return.firstAddress')}
        validate="address"
        required
        problem={problemText('firstAddress')}
      />
      <TextField
        form={form}
        field="secondAddressName"
        label={t('inoutApplication.return.secondAddressName')}
        validate="NumberKoEnSpace"
        required={false}
        problem={problemText('secondAddressName')}
      />
      <TextField
        form={form}
        field="secondAddress"
        label={t('inoutApplication.return.secondAddress')}
        validate="secondAddress"
        required={false}
        problem={problemText('secondAddress')}
      />
      <div className="td-application__choice">
        {/* Seen by sight; the group is named by its own label. */}
        <span className="td-application__label" aria-hidden="true">
          {t('inoutApplication.return.custType')}
        </span>
        <RadioGroup
          label={t('inoutApplication.return.custType')}
          options={CUST_TYPES.map((type) => ({
            value: type,
            label: t(`inoutApplication.return.custTypes.${type}`),
          }))}
          value={values.custType}
          onChange={(custType) => form.set('custType', custType)}
        />
      </div>
      {values.custType === 'corporation' && (
        <>
          <TextField
            form={form}
            field="corpName"
            label={t('inoutApplication.return.corpName')}
            validate="general"
            required
            problem={problemText('corpName')}
          />
          <TextField
            form={form}
            field="corpRepName"
            label={t('inoutApplication.return.corpRepName')}
            validate="koEn"
            required
            problem={problemText('corpRepName')}
          />
        </>
      )}
      <div className="td-application__quantity">
        <span id={`${id}quantity`} className="td-application__label">
          {t('inoutApplication.return.quantity')}
        </span>
        <output aria-labelledby={`${id}quantity`} aria-describedby={`${id}fee`}>
          {formatCoinAmount(deposit.entry.quantity)}
        </output>
        <p id={`${id}fee`} className="td-application__hint">
          {t('inoutApplication.return.fee')}
        </p>
      </div>
      <DocumentsField
        value={values.attachments}
        problem={problemText('attachments')}
        onChange={(attachments) => form.set('attachments', attachments)}
      />
      <ConsentFields
        consents={['isAgreeRefundRequest', 'isAgreePersonalInformation', 'isAgreeNoMoneyLaundering']}
        form={form}
        problemText={problemText}
      />
      <SubmitRow
        label={t('inoutApplication.return.submit')}
        ready={request !== null}
        submitting={submitting}
      />
    </form>
  );
}
