/**
 * The deposit application page (/inout/application/deposit; chart spec §3 depositRequestDetail): the
 * exchange or provider the deposit came from, its sending address and memo/tag, the supporting
 * documents and the two consents.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyForDeposit } from '../../api/inout-client';
import { ApplicationPage, type LoadedDeposit } from './ApplicationPage';
import { depositValuesOf, judgeDeposit } from './application-form';
import { AddressFields, FormEnd, TextField, useProblemText } from './FormParts';
import { useApplicationForm } from './use-application-form';
import { useSubmitApplication } from './use-submit-application';

export function DepositApplicationPage() {
  return <ApplicationPage kind="deposit" form={(deposit) => <DepositApplicationForm deposit={deposit} />} />;
}

function DepositApplicationForm({ deposit }: { deposit: LoadedDeposit }) {
  const { t } = useTranslation();
  const form = useApplicationForm(() => depositValuesOf(deposit.entry, deposit.record));
  const { problems, request } = judgeDeposit(deposit.seq, form.values);
  const problemText = useProblemText('deposit', form, problems);
  const { submitting, submit } = useSubmitApplication('deposit');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request) void submit(() => applyForDeposit(request));
  };
  return (
    <form
      className="td-application"
      noValidate
      aria-label={t('inoutApplication.deposit.heading')}
      onSubmit={onSubmit}
    >
      {deposit.record?.depositRequestDetail && (
        <p className="td-application__reapplication">{t('inoutApplication.reapplication')}</p>
      )}
      <TextField
        form={form}
        field="exchangeName"
        label={t('inoutApplication.deposit.exchangeName')}
        validate="general"
        required
        problem={problemText('exchangeName')}
      />
      <AddressFields kind="deposit" form={form} problemText={problemText} />
      <FormEnd
        kind="deposit"
        form={form}
        consents={['isAgreePersonalInformation', 'isAgreeNoMoneyLaundering']}
        problemText={problemText}
        ready={request !== null}
        submitting={submitting}
      />
    </form>
  );
}
