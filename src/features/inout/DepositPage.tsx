/**
 * The deposit page (/inout/deposit/:coin; chart spec §2 routes): a coin's networks to choose from and, on the one chosen, the
 * deposit address with its QR code and the second address (memo, tag) where the network names one, each
 * with a copy button; beside them what a depositor needs to know: the minimum deposit, the confirmations
 * before crediting, and the warning against another network. For KRW (the user panel links here) a
 * bank-transfer request, credited when the transfer arrives, after consent to the KRW deposit and
 * withdrawal terms (consent-rules.ts).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { networkNameIn, secondAddressNameIn } from '../../../contract/inout';
import { requestKrwDeposit } from '../../api/inout-client';
import { formatCoinAmount, formatKrw } from '../../lib/inout-format';
import { showToast } from '../../shell';
import { settings } from '../../state/settings';
import { Select } from '../../ui/input';
import { QrImage, useQrCode } from '../../ui/QrCode';
import { KRW_SYMBOL } from './coin-rules';
import { CoinPage, type CoinBodyProps } from './CoinPage';
import { FormConsents, useConsents } from './FormConsents';
import { Figure, KrwAmountInput, SubmitAndOutcome } from './InoutParts';
import { useTransfer } from './use-transfer';
import { checkKrwAmount } from './withdraw-rules';

export function DepositPage() {
  return (
    <CoinPage
      kind="deposit"
      body={(props) => (props.coin.symbol === KRW_SYMBOL ? <KrwDepositForm /> : <CoinDeposit {...props} />)}
    />
  );
}

function CoinDeposit({ coin, info }: CoinBodyProps) {
  const { t } = useTranslation();
  const { language } = useSnapshot(settings);
  const [chosen, setChosen] = useState<string | null>(null);
  const deposit =
    info.depositAddresses.find((entry) => entry.networkName === chosen) ?? info.depositAddresses[0];
  const qr = useQrCode(deposit?.address ?? null);
  if (!deposit) return <p role="alert">{t('inout.deposit.noAddress')}</p>;
  const network = networkNameIn(deposit, language);
  const withdrawNetwork = info.networks.find((entry) => entry.networkName === deposit.networkName);
  const secondName =
    (withdrawNetwork && secondAddressNameIn(withdrawNetwork, language)) ?? t('inout.deposit.secondAddress');
  const named = { symbol: coin.symbol, network };
  return (
    <div className="td-inout__columns">
      <section className="td-inout__address" aria-label={t('inout.deposit.addressOf', named)}>
        <Select
          label={t('inout.deposit.networkChoice')}
          options={info.depositAddresses.map((entry) => ({
            key: entry.networkName,
            value: entry.networkName,
            title: networkNameIn(entry, language),
          }))}
          value={deposit.networkName}
          onChange={setChosen}
        />
        <div className="td-inout__address-body">
          <QrImage state={qr} label={t('inout.deposit.qr', named)} className="td-inout__qr" />
          <dl className="td-inout__summary">
            <Figure term={t('inout.deposit.network')} value={network} />
            <CopyableFigure term={t('inout.deposit.address')} value={deposit.address} />
            {deposit.secondAddress && <CopyableFigure term={secondName} value={deposit.secondAddress} />}
          </dl>
        </div>
      </section>
      <section className="td-inout__terms" aria-label={t('inout.deposit.terms')}>
        <h2>{t('inout.deposit.terms')}</h2>
        <dl className="td-inout__summary">
          <Figure
            term={t('inout.deposit.minDeposit')}
            value={`${formatCoinAmount(deposit.minDeposit)} ${coin.symbol}`}
          />
          <Figure term={t('inout.deposit.confirmations')} value={String(deposit.confirmations)} />
        </dl>
        <p className="td-inout__warning" role="note">
          {t('inout.deposit.wrongNetwork', named)}
        </p>
        {deposit.secondAddress && (
          <p className="td-inout__warning" role="note">
            {t('inout.deposit.secondRequired', { name: secondName })}
          </p>
        )}
        <p>{t('inout.deposit.belowMinimum')}</p>
      </section>
    </div>
  );
}

function CopyableFigure({ term, value }: { term: string; value: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => showToast(t('inout.deposit.copied', { what: term })),
      () => showToast(t('inout.deposit.copyFailed')),
    );
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <code>{value}</code>
        <button type="button" className="td-button" onClick={() => void copy()}>
          {t('inout.deposit.copy', { what: term })}
        </button>
      </dd>
    </div>
  );
}

function KrwDepositForm() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { mutation, refusal } = useTransfer(requestKrwDeposit);
  const consents = useConsents('krwDeposit');
  const check = checkKrwAmount(amount, null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.problem || check.amount === null || consents.missing.length > 0) return;
    const deposited = check.amount;
    mutation.mutate(
      { amount: deposited },
      {
        onSuccess: () => {
          setAmount('');
          setTried(false);
          setDone(t('inout.krw.depositDone', { amount: formatKrw(deposited) }));
        },
      },
    );
  };

  return (
    <form className="td-inout__form" aria-label={t('inout.krw.depositForm')} noValidate onSubmit={submit}>
      <KrwAmountInput
        value={amount}
        onChange={(value) => {
          setDone(null);
          setAmount(value);
        }}
        problem={tried ? check.problem : null}
      />
      <FormConsents consents={consents} tried={tried} />
      <dl className="td-inout__summary" aria-label={t('inout.summary')}>
        <Figure term={t('inout.fee')} value={t('inout.krw.noFee')} />
      </dl>
      <SubmitAndOutcome
        label={t('inout.krw.depositSubmit')}
        pending={mutation.isPending}
        refusal={refusal}
        done={done}
      />
    </form>
  );
}
