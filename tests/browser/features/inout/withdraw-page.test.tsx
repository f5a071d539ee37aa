/**
 * The withdraw page (/inout/withdraw/:coin): the form's checks before anything is sent, "max", the
 * SMS verification before the request (withdrawCoin, withdrawKrw), success (the notice, the link to the statement, the coin's
 * data asked again) and the exchange's refusal in its own words; a coin with a second address; KRW; an
 * unknown coin; Korean; the trade password of a member who has one.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { getQueryClient } from '../../../../src/api/query';
import { clearToasts, closeAllDialogs } from '../../../../src/shell';
import { demoUser } from '../../../fixtures/user';
import { envelope } from '../../shell/harness';
import {
  agreeToConsents,
  bodiesTo,
  historyEntry,
  mountInout,
  mountInoutWithTerms,
  queriesTo,
} from './inout-harness';
import { agreeInTermsDialog } from '../terms/terms-harness';

const WITHDRAW = '/v1/coin-inout/withdraw';
const KRW_WITHDRAW = '/v1/coin-inout/krw/withdraw';
const BTC_INFO = '/v1/coin-inout/coins/C0101';

afterEach(() => {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
});

const form = () => page.getByRole('form', { name: 'Withdraw BTC' });
const field = (name: string) => page.getByRole('textbox', { name });
const figure = (term: string) =>
  Array.from(document.querySelectorAll('.td-inout__summary div'))
    .find((row) => row.querySelector('dt')?.textContent === term)
    ?.querySelector('dd')?.textContent;
const verification = () => page.getByRole('region', { name: 'Withdrawal verification' });

/** Requests a code in the withdrawal's SMS verification and enters it (the stub takes any code). */
async function verifyBySms() {
  await verification().getByRole('button', { name: 'Request', exact: true }).click();
  await expect
    .element(verification().getByRole('status'))
    .toHaveTextContent('The authentication number has been sent.');
  await verification().getByRole('textbox', { name: 'Verification code' }).fill('123456');
}

describe('/inout/withdraw/BTC', () => {
  test('the summary lines its labels up in one column and their values in the next, apart', async () => {
    mountInout('/inout/withdraw/BTC');
    const summary = form().getByRole('definition');
    await expect.element(summary.first()).toBeVisible();
    const terms = [...document.querySelectorAll('.td-inout__summary dt')].map((dt) =>
      dt.getBoundingClientRect(),
    );
    const values = [...document.querySelectorAll('.td-inout__summary dd')].map((dd) =>
      dd.getBoundingClientRect(),
    );
    expect(terms.length).toBeGreaterThanOrEqual(3);
    expect(new Set(terms.map((box) => Math.round(box.left))).size).toBe(1);
    expect(new Set(values.map((box) => Math.round(box.left))).size).toBe(1);
    // Each value beside its label, at least 16 px from the widest label, on its own row.
    const widest = Math.max(...terms.map((box) => box.right));
    expect(values[0]!.left - widest).toBeGreaterThanOrEqual(16);
    terms.forEach((box, row) => {
      expect(Math.abs(box.top - values[row]!.top)).toBeLessThan(4);
      if (row > 0) expect(box.top).toBeGreaterThanOrEqual(terms[row - 1]!.bottom + 6);
    });
  });

  test('says what is wrong before sending anything', async () => {
    const { stub } = mountInout('/inout/withdraw/BTC');
    await expect.element(form()).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.element(form().getByText('Enter the withdrawal address.')).toBeVisible();
    await expect.element(form().getByText('Enter the quantity.')).toBeVisible();
    await field('Quantity (BTC)').fill('0.0009');
    await expect.element(form().getByText('The minimum withdrawal is 0.00100000 BTC.')).toBeVisible();
    // 0.9999 + the standard fee 0.0002 is more than the 1 BTC withdrawable
    await field('Quantity (BTC)').fill('0.9999');
    await expect
      .element(form().getByText('The quantity and the fee exceed what you can withdraw.'))
      .toBeVisible();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    expect(bodiesTo(stub, WITHDRAW)).toEqual([]);
    await expect.element(verification()).not.toBeInTheDocument();
  });

  test('max is the withdrawable less the chosen fee; the total is quantity plus fee', async () => {
    mountInout('/inout/withdraw/BTC');
    await expect.element(form()).toBeVisible();
    expect(figure('Withdrawable')).toBe('1.00000000 BTC');
    await page.getByRole('button', { name: 'Max' }).click();
    await expect.element(field('Quantity (BTC)')).toHaveValue('0.9998');
    expect(figure('Total (quantity + fee)')).toBe('1.00000000 BTC');
    await page.getByRole('radio', { name: /Fast/ }).click();
    expect(figure('Fee')).toBe('0.00050000 BTC');
    await page.getByRole('button', { name: 'Max' }).click();
    await expect.element(field('Quantity (BTC)')).toHaveValue('0.9995');
    await page.getByRole('combobox', { name: 'Network' }).click();
    await page.getByRole('option', { name: 'Lightning' }).click();
    await expect.poll(() => figure('Fee')).toBe('0.00005000 BTC');
    expect(figure('Minimum withdrawal')).toBe('0.00010000 BTC');
  });

  test('verifies by SMS, sends, then says it was received, links to the statement and reloads the coin', async () => {
    const { stub, router } = mountInout('/inout/withdraw/BTC', {
      [`POST ${WITHDRAW}`]: () => envelope(historyEntry({ seq: 41 })),
    });
    await agreeToConsents();
    await expect.element(form()).toBeVisible();
    await field('Withdrawal address').fill('bc1qdestination');
    await field('Quantity (BTC)').fill('0.5');
    await page.getByRole('radio', { name: /Low/ }).click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.element(verification()).toHaveTextContent('0.50000000 BTC');
    await expect.element(verification()).toHaveTextContent('bc1qdestination');
    // Cancel sends nothing; the confirmed code sends the request.
    await verification().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(verification()).not.toBeInTheDocument();
    expect(bodiesTo(stub, WITHDRAW)).toEqual([]);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await verifyBySms();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'received' }))
      .toHaveTextContent('Your withdrawal request has been received.');
    expect(bodiesTo(stub, WITHDRAW)).toEqual([
      {
        coinType: 'C0101',
        networkName: 'Bitcoin',
        address: 'bc1qdestination',
        secondAddress: null,
        quantity: 0.5,
        feeLevel: 'LOW',
      },
    ]);
    expect(queriesTo(stub, '/v1/sms/token')).toEqual([{ smsSendWork: 'withdrawCoin' }, {}]);
    await expect.element(verification()).not.toBeInTheDocument();
    await expect.poll(() => queriesTo(stub, BTC_INFO).length).toBe(2);
    await expect.element(field('Quantity (BTC)')).toHaveValue('');
    await page.getByRole('link', { name: 'See it in the history' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/inout/statement');
  });

  test('a refusal by the exchange is shown in its own words', async () => {
    mountInout('/inout/withdraw/BTC', {
      [`POST ${WITHDRAW}`]: () =>
        envelope(null, 400, 'INOUT_INVALID_ADDRESS', 'The address is not in a valid format.'),
    });
    await agreeToConsents();
    await expect.element(form()).toBeVisible();
    await field('Withdrawal address').fill('nonsense');
    await field('Quantity (BTC)').fill('0.01');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await verifyBySms();
    await expect
      .element(form().getByRole('alert'))
      .toHaveTextContent('The address is not in a valid format.');
    await expect.element(field('Quantity (BTC)')).toHaveValue('0.01');
  });

  test('an answer the app cannot read says the request failed', async () => {
    mountInout('/inout/withdraw/BTC', { [`POST ${WITHDRAW}`]: () => envelope({ seq: 41 }) });
    await agreeToConsents();
    await expect.element(form()).toBeVisible();
    await field('Withdrawal address').fill('bc1qdestination');
    await field('Quantity (BTC)').fill('0.01');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await verifyBySms();
    await expect
      .element(form().getByRole('alert'))
      .toHaveTextContent('The request failed. Please try again.');
  });

  test('a Plus buy refusal too', async () => {
    mountInout('/inout/withdraw/BTC', {
      [`POST ${WITHDRAW}`]: () =>
        envelope(
          null,
          409,
          'PLUS_BUY_WITHDRAWAL_BLOCKED',
          'Assets bought with Plus buy cannot be withdrawn.',
        ),
    });
    await agreeToConsents();
    await expect.element(form()).toBeVisible();
    await field('Withdrawal address').fill('bc1qdestination');
    await field('Quantity (BTC)').fill('0.01');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await verifyBySms();
    await expect
      .element(form().getByRole('alert'))
      .toHaveTextContent('Assets bought with Plus buy cannot be withdrawn.');
  });
});

test('a network with a second address asks for it and sends it', async () => {
  const { stub } = mountInout('/inout/withdraw/XRP', {
    [`POST ${WITHDRAW}`]: () => envelope(historyEntry({ seq: 42, coinType: 'C0104' })),
  });
  await agreeToConsents();
  await expect.element(page.getByRole('form', { name: 'Withdraw XRP' })).toBeVisible();
  await field('Withdrawal address').fill('rDestination');
  await field('Destination Tag').fill('778899');
  await field('Quantity (XRP)').fill('25');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await verifyBySms();
  await expect
    .poll(() => bodiesTo(stub, WITHDRAW))
    .toEqual([
      {
        coinType: 'C0104',
        networkName: 'XRP Ledger',
        address: 'rDestination',
        secondAddress: '778899',
        quantity: 25,
        feeLevel: 'STANDARD',
      },
    ]);
});

test('an unknown coin says so, and the picker leads to another', async () => {
  const { router } = mountInout('/inout/withdraw/NOPE');
  await expect
    .element(page.getByRole('alert'))
    .toHaveTextContent('There is no coin "NOPE" to deposit or withdraw. Choose another coin.');
  await page.getByRole('combobox', { name: 'Coin' }).click();
  await page.getByRole('option', { name: 'Ethereum (ETH)' }).click();
  await expect.poll(() => router.state.location.pathname).toBe('/inout/withdraw/ETH');
});

describe('/inout/withdraw/KRW', () => {
  test('checks the amount, verifies by SMS and sends it', async () => {
    const { stub } = mountInout('/inout/withdraw/KRW', {
      [`POST ${KRW_WITHDRAW}`]: () => envelope(historyEntry({ seq: 43, coinType: 'C0100' })),
    });
    await agreeToConsents();
    const krw = page.getByRole('form', { name: 'Withdraw KRW' });
    await expect.element(krw).toBeVisible();
    expect(figure('Fee')).toBe('1,000 KRW');
    expect(figure('Withdrawable')).toBe('10,000 KRW');
    await field('Amount (KRW)').fill('4000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.element(krw.getByText('The minimum is 5,000 KRW.')).toBeVisible();
    // 9,001 + the 1,000 fee is more than the 10,000 withdrawable
    await field('Amount (KRW)').fill('9001');
    await expect.element(krw.getByText('The amount and the fee exceed your withdrawable KRW.')).toBeVisible();
    await field('Amount (KRW)').fill('9000');
    expect(figure('Total (quantity + fee)')).toBe('10,000 KRW');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.element(verification()).toHaveTextContent('9,000 KRW');
    await verifyBySms();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'received' }))
      .toHaveTextContent('Your KRW withdrawal request has been received.');
    expect(bodiesTo(stub, KRW_WITHDRAW)).toEqual([{ amount: 9000 }]);
    expect(queriesTo(stub, '/v1/sms/token')).toEqual([{ smsSendWork: 'withdrawKrw' }, {}]);
  });
});

test('in Korean', async () => {
  mountInout(
    '/inout/withdraw/BTC',
    { [`POST ${WITHDRAW}`]: () => envelope(historyEntry({ seq: 44 })) },
    'ko',
  );
  await agreeToConsents('ko');
  await expect.element(page.getByRole('heading', { name: '출금', level: 1 })).toBeVisible();
  await expect.element(page.getByRole('form', { name: 'BTC 출금' })).toBeVisible();
  await expect.element(field('출금 주소')).toBeVisible();
  await page.getByRole('button', { name: '출금하기' }).click();
  await expect.element(page.getByText('출금 주소를 입력해 주세요.')).toBeVisible();
  await expect.element(page.getByRole('radiogroup', { name: '수수료 등급' })).toBeVisible();

  await field('출금 주소').fill('bc1qdestination');
  await field('수량 (BTC)').fill('0.01');
  await page.getByRole('button', { name: '출금하기' }).click();
  const step = page.getByRole('region', { name: '출금 인증' });
  await expect.element(step).toHaveTextContent('출금하려면 휴대폰으로 받은 인증번호를 확인해 주세요.');
  await step.getByRole('button', { name: '인증요청' }).click();
  await expect.element(step.getByRole('status')).toHaveTextContent('인증번호가 발송되었습니다.');
  await step.getByRole('textbox', { name: '인증번호' }).fill('123456');
  await expect.element(page.getByText('출금 신청이 접수되었습니다.')).toBeVisible();
});

describe('a member with a trade password (status Y)', () => {
  const withTradePassword = demoUser({ useTradePasswordStatus: 'Y' });
  const tradePassword = () => page.getByLabelText('Trade password');

  test('a coin withdrawal asks for its six digits before anything is sent, then sends them', async () => {
    const { stub } = mountInout(
      '/inout/withdraw/BTC',
      {
        [`POST ${WITHDRAW}`]: ({ init }) =>
          (JSON.parse(String(init?.body)) as { tradePassword?: string }).tradePassword === '480159'
            ? envelope(historyEntry({ seq: 45 }))
            : envelope(null, 400, 'TRADE_PASSWORD_MISMATCH', 'The trade password is wrong.'),
      },
      'en',
      withTradePassword,
    );
    await agreeToConsents();
    await expect.element(form()).toBeVisible();
    await field('Withdrawal address').fill('bc1qdestination');
    await field('Quantity (BTC)').fill('0.01');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.element(form().getByText('Enter your six-digit trade password.')).toBeVisible();
    await expect.element(verification()).not.toBeInTheDocument();
    // A wrong one: the exchange's words.
    await tradePassword().fill('135792');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await verifyBySms();
    await expect.element(form().getByRole('alert')).toHaveTextContent('The trade password is wrong.');
    await tradePassword().fill('480159');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await verifyBySms();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'received' }))
      .toHaveTextContent('Your withdrawal request has been received.');
    expect(bodiesTo(stub, WITHDRAW).map((body) => (body as { tradePassword: string }).tradePassword)).toEqual(
      ['135792', '480159'],
    );
    await expect.element(tradePassword()).toHaveValue('');
  });

  test('a KRW withdrawal sends them too', async () => {
    const { stub } = mountInout(
      '/inout/withdraw/KRW',
      { [`POST ${KRW_WITHDRAW}`]: () => envelope(historyEntry({ seq: 46, coinType: 'C0100' })) },
      'en',
      withTradePassword,
    );
    await agreeToConsents();
    await expect.element(page.getByRole('form', { name: 'Withdraw KRW' })).toBeVisible();
    await field('Amount (KRW)').fill('9000');
    await tradePassword().fill('480159');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await verifyBySms();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'received' }))
      .toHaveTextContent('Your KRW withdrawal request has been received.');
    expect(bodiesTo(stub, KRW_WITHDRAW)).toEqual([{ amount: 9000, tradePassword: '480159' }]);
  });

  test('without one (status N) there is no field', async () => {
    mountInout('/inout/withdraw/KRW');
    await expect.element(page.getByRole('form', { name: 'Withdraw KRW' })).toBeVisible();
    await expect.element(tradePassword()).not.toBeInTheDocument();
  });
});

describe('the terms documents each withdrawal form asks consent to, read in the terms dialog', () => {
  test.each([
    [
      'en',
      'BTC',
      'View the transfer precautions',
      'Before you transfer virtual assets',
      'I have read the transfer precautions (required)',
    ],
    [
      'ko',
      'BTC',
      '가상자산 이전 서비스 이용 동의 보기',
      '가상자산 이전 서비스 이용 동의',
      '가상자산 이전 서비스 이용에 동의합니다 (필수)',
    ],
    [
      'en',
      'BTC',
      "View collecting the recipient's information",
      "Consent to collecting the recipient's information",
      "I agree to collecting the recipient's information (required)",
    ],
    [
      'ko',
      'BTC',
      '개인정보 제3자 제공 동의 보기',
      '가상자산 이전을 위한 개인정보 제3자 제공 동의',
      '개인정보 제3자 제공에 동의합니다 (필수)',
    ],
    [
      'en',
      'BTC',
      'View personal information for transfers to a personal wallet',
      'Consent to personal information for transfers to a personal wallet',
      'I agree to personal information for transfers to a personal wallet (required)',
    ],
    [
      'en',
      'KRW',
      'View the KRW deposit and withdrawal terms',
      'KRW Deposit and Withdrawal Terms',
      'I agree to the KRW deposit and withdrawal terms (required)',
    ],
    [
      'ko',
      'KRW',
      '원화 입출금 서비스 이용약관 보기',
      '원화 입출금 서비스 이용약관',
      '원화 입출금 서비스 이용약관에 동의합니다 (필수)',
    ],
  ] as const)(
    '%s %s: "%s" shows "%s"; agreeing there ticks its box',
    async (language, coin, view, title, box) => {
      mountInoutWithTerms(`/inout/withdraw/${coin}`, language);
      await agreeInTermsDialog(language, view, title, box);
    },
  );

  test.each([
    ['en', 'View the Korean providers you can transfer to', 'Korean providers you can transfer to'],
    ['ko', '이전 가능 해외 사업자 보기', '가상자산 이전 가능 해외 사업자 안내'],
  ] as const)('%s: "%s" shows "%s" to read', async (language, view, title) => {
    mountInoutWithTerms('/inout/withdraw/BTC', language);
    await page.getByRole('button', { name: view }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect.element(dialog.getByRole('document', { name: title })).toBeVisible();
    await expect.element(dialog.getByRole('checkbox')).not.toBeInTheDocument();
  });

  test('a KRW withdrawal waits for its consent: nothing is verified or sent before it is given', async () => {
    const { stub } = mountInoutWithTerms('/inout/withdraw/KRW', 'en', {
      [`POST ${KRW_WITHDRAW}`]: () => envelope(historyEntry({ seq: 45, coinType: 'C0100' })),
    });
    await field('Amount (KRW)').fill('9000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const box = page.getByRole('checkbox', {
      name: 'I agree to the KRW deposit and withdrawal terms (required)',
    });
    await expect.element(box).toHaveAccessibleDescription('Agree to this to continue.');
    await expect.element(verification()).not.toBeInTheDocument();
    await box.click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await verifyBySms();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'received' }))
      .toHaveTextContent('Your KRW withdrawal request has been received.');
    expect(bodiesTo(stub, KRW_WITHDRAW)).toEqual([{ amount: 9000 }]);
  });
});
