/**
 * The deposit page (/inout/deposit/:coin; chart spec §2 routes): a coin's deposit address on each network,
 * with the second address (memo, tag) where the network names one, each with a copy button; for KRW (the user
 * panel links here) a bank-transfer request, credited when the transfer arrives.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestKrwDeposit } from '../../api/client';
import { formatKrw } from '../../lib/inout-format';
import { showToast } from '../../shell';
import { KRW_SYMBOL } from './coin-rules';
import { CoinPage, type CoinBodyProps } from './CoinPage';
import { Figure, KrwAmountInput, SubmitAndOutcome } from './InoutParts';
import { useTransfer } from './use-transfer';
import { checkKrwAmount } from './withdraw-rules';

export function DepositPage() {
  return (
    <CoinPage
      kind="deposit"
      body={(props) =>
        props.coin.symbol === KRW_SYMBOL ? <KrwDepositForm /> : <CoinDepositAddresses {...props} />
      }
    />
  );
}

function CoinDepositAddresses({ coin, info }: CoinBodyProps) {
  const { t } = useTranslation();
  if (info.depositAddresses.length === 0) return <p role="alert">{t('inout.deposit.noAddress')}</p>;
  return (
    <>
      {info.depositAddresses.map((deposit) => {
        const secondName =
          info.networks.find((network) => network.networkName === deposit.networkName)?.secondAddressName ??
          t('inout.deposit.secondAddress');
        return (
          <section
            key={deposit.networkName}
            className="td-inout__address"
            aria-label={t('inout.deposit.addressOf', { symbol: coin.symbol, network: deposit.networkName })}
          >
            <h2>{deposit.networkName}</h2>
            <dl>
              <CopyableFigure term={t('inout.deposit.address')} value={deposit.address} />
              {deposit.secondAddress && <CopyableFigure term={secondName} value={deposit.secondAddress} />}
            </dl>
          </section>
        );
      })}
    </>
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
        <code>{value}</code>{' '}
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
  const check = checkKrwAmount(amount, null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.problem || check.amount === null) return;
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
