/**
 * The asset-return application page (/inout/application/asset-return; chart spec §3 refundRequestDetail,
 * §6 recipient types): where the deposit goes back to (an exchange, named, or a personal wallet), on which
 * network and address, who receives it (a person, or a corporation with its representative), the quantity
 * returned, the supporting documents and the three consents.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { CUST_TYPES, networkNameIn, REFUND_TYPES, type WithdrawNetwork } from '../../../contract';
import { applyForReturn, getInoutCoin } from '../../api/inout-client';
import { getQueryClient, queryKeys } from '../../api/query';
import { formatCoinAmount } from '../../lib/inout-format';
import { settings } from '../../state/settings';
import { Select } from '../../ui/input';
import { ApplicationPage, LoadNotice, type LoadedDeposit } from './ApplicationPage';
import { judgeReturn, networkChange, returnValuesOf, showsExchangeName } from './application-form';
import { AddressFields, ChoiceField, FormEnd, TextField, useProblemText } from './FormParts';
import { useApplicationForm } from './use-application-form';
import { useSubmitApplication } from './use-submit-application';

export function AssetReturnApplicationPage() {
  return <ApplicationPage kind="return" form={(deposit) => <ReturnApplicationForm deposit={deposit} />} />;
}

/** The form waits for the coin's networks: the network is chosen among them. */
function ReturnApplicationForm({ deposit }: { deposit: LoadedDeposit }) {
  const { coinType } = deposit.entry;
  const coin = useQuery(
    {
      queryKey: queryKeys.inoutCoin(coinType),
      queryFn: ({ signal }) => getInoutCoin(coinType, { signal }),
    },
    getQueryClient(),
  );
  if (!coin.isSuccess) return <LoadNotice failed={coin.isError} />;
  return <ReturnForm deposit={deposit} networks={coin.data.networks} />;
}

function ReturnForm({ deposit, networks }: { deposit: LoadedDeposit; networks: readonly WithdrawNetwork[] }) {
  const { t } = useTranslation();
  const { language } = useSnapshot(settings);
  const id = useId();
  const form = useApplicationForm(() => returnValuesOf(deposit.entry, deposit.record, networks));
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
      <Select
        label={t('inoutApplication.return.networkName')}
        options={networks.map((network) => ({
          key: network.networkName,
          value: network.networkName,
          title: networkNameIn(network, language),
        }))}
        value={values.networkName}
        onChange={(networkName) => {
          const network = networks.find((candidate) => candidate.networkName === networkName);
          if (network) form.update(networkChange(network));
        }}
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
      <FormEnd
        kind="return"
        form={form}
        consents={['isAgreeRefundRequest', 'isAgreePersonalInformation', 'isAgreeNoMoneyLaundering']}
        problemText={problemText}
        ready={request !== null}
        submitting={submitting}
      />
    </form>
  );
}
