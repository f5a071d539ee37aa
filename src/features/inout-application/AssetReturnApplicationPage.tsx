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
import { ApplicationPage, type LoadedDeposit } from './ApplicationPage';
import { judgeReturn, returnValuesOf, showsExchangeName } from './application-form';
import {
  AddressFields,
  ChoiceField,
  ConsentFields,
  DocumentsField,
  SubmitRow,
  TextField,
  useProblemText,
} from './FormParts';
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
      <ChoiceField
        form={form}
        field="refundType"
        types={REFUND_TYPES}
        typeLabel={(type) => t(`inoutApplication.return.refundTypes.${type}`)}
      />
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
      <AddressFields kind="return" form={form} problemText={problemText} />
      <ChoiceField
        form={form}
        field="custType"
        types={CUST_TYPES}
        typeLabel={(type) => t(`inoutApplication.return.custTypes.${type}`)}
      />
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
