/**
 * The withdraw page (/inout/withdraw/:coin; chart spec §2 patterns): a coin goes to an address on one of
 * its networks at a fee level, won go to the member's bank account with the fixed fee. The checks are the
 * server's, run here first (withdraw-rules.ts); a member with a trade password names it; SMS verification
 * (withdrawCoin, withdrawKrw) precedes the request, which is sent once the code is confirmed; the
 * exchange's refusal is shown as its message. Each form asks for its terms consents first
 * (consent-rules.ts), each readable in the terms dialog.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  FEE_LEVELS,
  INOUT,
  networkNameIn,
  secondAddressNameIn,
  type FeeLevel,
} from '../../../contract/inout';
import { type CoinWithdrawRequest, type KrwWithdrawRequest } from '../../../contract/inout-requests';
import { asksTradePassword } from '../../../contract/trade-password';
import { requestKrwWithdrawal, requestWithdrawal } from '../../api/inout-client';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { formatCoinAmount, formatKrw } from '../../lib/inout-format';
import { RadioGroup } from '../../ui/RadioGroup';
import { Input, Select } from '../../ui/input';
import { KRW_SYMBOL } from './coin-rules';
import {
  Figure,
  KrwAmountInput,
  SubmitAndOutcome,
  TradePasswordInput,
  WithdrawVerification,
} from './InoutParts';
import { CoinPage, type CoinBodyProps } from './CoinPage';
import { FormConsents, useConsents } from './FormConsents';
import { useTransfer } from './use-transfer';
import {
  checkCoinWithdraw,
  checkKrwAmount,
  checkTradePasswordEntry,
  isCoinWithdrawValid,
  maxQuantity,
  numberOfUnits,
  textOfUnits,
  type CoinWithdrawForm,
} from './withdraw-rules';

/** The trade password field's state: asked of a member who has one (asksTradePassword). */
function useTradePasswordEntry() {
  const needed = asksTradePassword(useSnapshot(session).user?.useTradePasswordStatus);
  const [text, setText] = useState('');
  return {
    needed,
    text,
    setText,
    problem: checkTradePasswordEntry(needed, text),
    /** What the request carries: the six digits when asked, else nothing. */
    value: needed ? text : undefined,
  };
}

export function WithdrawPage() {
  return (
    <CoinPage
      kind="withdraw"
      body={(props) =>
        props.coin.symbol === KRW_SYMBOL ? (
          <KrwWithdrawForm {...props} />
        ) : (
          <CoinWithdrawFormView {...props} />
        )
      }
    />
  );
}

const EMPTY_FORM: CoinWithdrawForm = { address: '', secondAddress: '', quantity: '', feeLevel: 'STANDARD' };

function CoinWithdrawFormView({ coin, info }: CoinBodyProps) {
  const { t } = useTranslation();
  const { language } = useSnapshot(settings);
  const [networkName, setNetworkName] = useState(info.networks[0]?.networkName ?? '');
  const [form, setForm] = useState(EMPTY_FORM);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  /** A checked request waiting for its SMS verification, with what it says of itself. */
  const [pending, setPending] = useState<{ request: CoinWithdrawRequest; summary: string } | null>(null);
  const { mutation, refusal } = useTransfer(requestWithdrawal);
  const tradePassword = useTradePasswordEntry();
  const consents = useConsents('coinWithdraw');
  const network = info.networks.find((candidate) => candidate.networkName === networkName);
  if (!network) return <p role="alert">{t('inout.withdraw.noNetwork')}</p>;

  const symbol = coin.symbol;
  const secondName = secondAddressNameIn(network, language);
  const check = checkCoinWithdraw(form, network, info.withdrawable);
  const fee = network.fees[form.feeLevel];
  const set = (change: Partial<CoinWithdrawForm>) => {
    setDone(false);
    setPending(null);
    setForm((current) => ({ ...current, ...change }));
  };
  const quantityMessage =
    check.quantity &&
    t(`inout.withdraw.problems.${check.quantity}`, { min: formatCoinAmount(network.minQuantity), symbol });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isCoinWithdrawValid(check) || tradePassword.problem || consents.missing.length > 0) return;
    const secondAddress = network.secondAddressName ? form.secondAddress.trim() || null : null;
    const request = {
      coinType: coin.coinType,
      networkName: network.networkName,
      address: form.address.trim(),
      secondAddress,
      quantity: Number(form.quantity.trim()),
      feeLevel: form.feeLevel,
      tradePassword: tradePassword.value,
    };
    setPending({
      request,
      summary: t('sms.withdraw.coin', {
        quantity: formatCoinAmount(request.quantity),
        fee: formatCoinAmount(fee),
        symbol,
        network: networkNameIn(network, language),
        address: request.address,
      }),
    });
  };

  const send = (request: CoinWithdrawRequest) => {
    setPending(null);
    mutation.mutate(request, {
      onSuccess: () => {
        setForm(EMPTY_FORM);
        tradePassword.setText('');
        setTried(false);
        setDone(true);
      },
    });
  };

  return (
    <>
      <form
        className="td-inout__form"
        aria-label={t('inout.withdraw.form', { symbol })}
        noValidate
        onSubmit={submit}
      >
        <Select
          label={t('inout.withdraw.network')}
          options={info.networks.map((option) => ({
            key: option.networkName,
            value: option.networkName,
            title: networkNameIn(option, language),
          }))}
          value={network.networkName}
          onChange={(name) => {
            setNetworkName(name);
            set({ secondAddress: '' });
          }}
        />
        <Input
          label={t('inout.withdraw.address')}
          value={form.address}
          onChange={(address) => set({ address })}
          maxLength={INOUT.maxAddressLength}
          status={tried && check.address ? 'error' : 'default'}
          errorMessage={check.address ? t('inout.withdraw.problems.address') : undefined}
        />
        {secondName && (
          <Input
            label={secondName}
            value={form.secondAddress}
            onChange={(secondAddress) => set({ secondAddress })}
            maxLength={INOUT.maxAddressLength}
          />
        )}
        <Input
          label={t('inout.withdraw.quantity', { symbol })}
          validate="numberFloat"
          maxDecimal={INOUT.coinDecimals}
          value={form.quantity}
          onChange={(quantity) => set({ quantity })}
          status={tried && check.quantity ? 'error' : 'default'}
          errorMessage={quantityMessage || undefined}
          addon={
            <button
              type="button"
              className="td-text-button"
              onClick={() => set({ quantity: textOfUnits(maxQuantity(info.withdrawable, fee)) })}
            >
              {t('inout.withdraw.max')}
            </button>
          }
        />
        <RadioGroup<FeeLevel>
          label={t('inout.withdraw.feeLevel')}
          options={FEE_LEVELS.map((level) => ({
            value: level,
            label: t('inout.withdraw.feeOption', {
              level: t(`inout.withdraw.feeLevels.${level}`),
              fee: formatCoinAmount(network.fees[level]),
              symbol,
            }),
          }))}
          value={form.feeLevel}
          onChange={(feeLevel) => set({ feeLevel })}
        />
        {tradePassword.needed && (
          <TradePasswordInput
            value={tradePassword.text}
            onChange={(text) => {
              set({});
              tradePassword.setText(text);
            }}
            problem={tried ? tradePassword.problem : null}
          />
        )}
        <FormConsents consents={consents} tried={tried} />
        <dl className="td-inout__summary" aria-label={t('inout.summary')}>
          <Figure
            term={t('inout.withdraw.minimum')}
            value={`${formatCoinAmount(network.minQuantity)} ${symbol}`}
          />
          <Figure term={t('inout.fee')} value={`${formatCoinAmount(fee)} ${symbol}`} />
          <Figure
            term={t('inout.total')}
            value={check.total === null ? '-' : `${formatCoinAmount(numberOfUnits(check.total))} ${symbol}`}
          />
          <Figure term={t('inout.withdrawable')} value={`${formatCoinAmount(info.withdrawable)} ${symbol}`} />
        </dl>
        <SubmitAndOutcome
          label={t('inout.withdraw.submit')}
          pending={mutation.isPending}
          refusal={refusal}
          done={done ? t('inout.withdraw.done') : null}
        />
      </form>
      {pending && (
        <WithdrawVerification
          work="withdrawCoin"
          summary={pending.summary}
          onVerified={() => send(pending.request)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}

function KrwWithdrawForm({ info }: CoinBodyProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState<KrwWithdrawRequest | null>(null);
  const { mutation, refusal } = useTransfer(requestKrwWithdrawal);
  const tradePassword = useTradePasswordEntry();
  const consents = useConsents('krwWithdraw');
  const check = checkKrwAmount(amount, info.withdrawable);
  const fee = INOUT.krwWithdrawFee;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.problem || check.amount === null || tradePassword.problem || consents.missing.length > 0)
      return;
    setPending({ amount: check.amount, tradePassword: tradePassword.value });
  };

  const send = (request: KrwWithdrawRequest) => {
    setPending(null);
    mutation.mutate(request, {
      onSuccess: () => {
        setAmount('');
        tradePassword.setText('');
        setTried(false);
        setDone(true);
      },
    });
  };

  return (
    <>
      <form className="td-inout__form" aria-label={t('inout.krw.withdrawForm')} noValidate onSubmit={submit}>
        <KrwAmountInput
          value={amount}
          onChange={(value) => {
            setDone(false);
            setPending(null);
            setAmount(value);
          }}
          problem={tried ? check.problem : null}
        />
        {tradePassword.needed && (
          <TradePasswordInput
            value={tradePassword.text}
            onChange={(text) => {
              setDone(false);
              setPending(null);
              tradePassword.setText(text);
            }}
            problem={tried ? tradePassword.problem : null}
          />
        )}
        <FormConsents consents={consents} tried={tried} />
        <dl className="td-inout__summary" aria-label={t('inout.summary')}>
          <Figure term={t('inout.fee')} value={`${formatKrw(fee)} ${KRW_SYMBOL}`} />
          <Figure
            term={t('inout.total')}
            value={check.amount === null ? '-' : `${formatKrw(check.amount + fee)} ${KRW_SYMBOL}`}
          />
          <Figure term={t('inout.withdrawable')} value={`${formatKrw(info.withdrawable)} ${KRW_SYMBOL}`} />
        </dl>
        <SubmitAndOutcome
          label={t('inout.withdraw.submit')}
          pending={mutation.isPending}
          refusal={refusal}
          done={done ? t('inout.krw.withdrawDone') : null}
        />
      </form>
      {pending && (
        <WithdrawVerification
          work="withdrawKrw"
          summary={t('sms.withdraw.krw', { amount: formatKrw(pending.amount), fee: formatKrw(fee) })}
          onVerified={() => send(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
