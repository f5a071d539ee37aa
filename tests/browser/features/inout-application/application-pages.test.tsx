import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { INOUT_ERROR_MESSAGES } from '../../../../contract';
import { getQueryClient, queryKeys } from '../../../../src/api/query';
import type { Language } from '../../../../src/i18n';
import {
  applicationRecord,
  DEPOSIT_SEQ,
  previousDepositDetail,
  previousRefundDetail,
} from '../../../fixtures/inout-application';
import { callsTo, envelope } from '../../shell/harness';
import {
  bitcoinWith,
  COIN,
  DEPOSIT_APPLICATION,
  NETWORKS,
  limitReached,
  mountApplication,
  RECORD,
  REFUND_APPLICATION,
  TRANSFER,
} from './harness';

const KO = {
  noSeqTitle: '먼저 입금 내역을 선택하세요',
  notice: '알림',
  toStatement: '입출금 내역으로 이동',
  summary: '입금 내역',
  coin: '비트코인 (BTC)',
  deposited: '2026-11-20 14:30:15',
  reapplication: '이전 신청 내용으로 채웠습니다. 서류는 다시 첨부하세요. 이전에 제출한 서류는 초기화됩니다.',
  attach: '이미지 첨부',
  noFiles: '첨부 0건 / 최대 3건',
  incomplete: '필수 항목을 입력하고 서류를 첨부한 뒤 모든 항목에 동의해야 신청할 수 있습니다.',
  deposit: {
    form: '입금 신청',
    exchangeName: '보낸 거래소 또는 사업자',
    firstAddress: '보낸 주소',
    secondAddressName: '메모/태그 이름 (선택)',
    secondAddress: '메모/태그 (선택)',
    submit: '입금 신청하기',
    done: '입금 신청이 접수되었습니다. 심사는 최대 7영업일 걸릴 수 있습니다.',
    noExchange: '입금을 보낸 거래소 또는 사업자를 입력하세요.',
    noAddress: '입금을 보낸 주소를 입력하세요.',
  },
  return: {
    form: '자산 반환 신청',
    refundType: '반환 대상',
    toExchange: '다른 거래소',
    toWallet: '개인 지갑',
    exchangeName: '받는 거래소',
    networkName: '네트워크',
    networks: ['라이트닝', '비트코인', '스택스'],
    firstAddress: '반환 주소',
    secondAddressName: '메모/태그 이름 (선택)',
    secondAddress: '메모/태그 (선택)',
    custType: '받는 사람',
    personal: '개인',
    corporation: '법인',
    corpName: '법인명',
    corpRepName: '대표자명',
    quantity: '반환 수량',
    fee: '반환 시 네트워크 수수료는 이 수량에서 차감되며, 주소에는 수수료를 뺀 수량이 도착합니다.',
    submit: '반환 신청하기',
    done: '자산 반환 신청이 접수되었습니다. 심사는 최대 7영업일 걸릴 수 있습니다.',
    noExchange: '반환받을 거래소를 입력하세요.',
    noCorpName: '법인명을 입력하세요.',
    noCorpRepName: '대표자명을 입력하세요.',
  },
  consents: {
    refund:
      '이 입금을 위 주소로 반환해 줄 것을 요청하며, 잘못된 주소로 보낸 자산은 되찾을 수 없음을 이해합니다. (필수)',
    personal: '이 신청의 심사를 위한 개인정보 수집 및 이용에 동의합니다. (필수)',
    laundering: '이 자산이 자금 세탁 등 불법 행위와 관련이 없음을 확인합니다. (필수)',
  },
  noPersonal: '신청하려면 개인정보 수집 및 이용에 동의하세요.',
  noDocuments: '증빙 서류를 한 장 이상 첨부하세요.',
};

type Ui = typeof KO;

const EN: Ui = {
  noSeqTitle: 'Choose a deposit first',
  notice: 'Notice',
  toStatement: 'Go to the statement',
  summary: 'The deposit',
  coin: 'Bitcoin (BTC)',
  deposited: '2026-11-20 14:30:15',
  reapplication:
    'Filled in from your previous application. Attach the documents again: the documents submitted before are not kept.',
  attach: 'Attach images',
  noFiles: '0 of 3 attached',
  incomplete: 'Fill in the required fields, attach the documents and give every consent to apply.',
  deposit: {
    form: 'Deposit application',
    exchangeName: 'Sending exchange or provider',
    firstAddress: 'Sending address',
    secondAddressName: 'Memo/tag name (optional)',
    secondAddress: 'Memo/tag (optional)',
    submit: 'Apply for the deposit',
    done: 'Your deposit application was submitted. The review can take up to 7 business days.',
    noExchange: 'Enter the exchange or provider that sent the deposit.',
    noAddress: 'Enter the address the deposit was sent from.',
  },
  return: {
    form: 'Asset return application',
    refundType: 'Return to',
    toExchange: 'Another exchange',
    toWallet: 'A personal wallet',
    exchangeName: 'Receiving exchange',
    networkName: 'Network',
    networks: ['Lightning', 'Bitcoin', 'Stacks'],
    firstAddress: 'Return address',
    secondAddressName: 'Memo/tag name (optional)',
    secondAddress: 'Memo/tag (optional)',
    custType: 'Recipient',
    personal: 'Individual',
    corporation: 'Corporation',
    corpName: 'Corporation name',
    corpRepName: "Representative's name",
    quantity: 'Quantity to return',
    fee: 'The network fee of the return is taken from this quantity: the address receives it less the fee.',
    submit: 'Apply for the return',
    done: 'Your return application was submitted. The review can take up to 7 business days.',
    noExchange: 'Enter the exchange that receives the return.',
    noCorpName: "Enter the corporation's name.",
    noCorpRepName: "Enter the representative's name.",
  },
  consents: {
    refund:
      'I ask for this deposit to be returned to the address above, and I understand that an asset sent to a wrong address cannot be recovered. (required)',
    personal:
      'I agree to the collection and use of my personal information to review this application. (required)',
    laundering:
      'I confirm that this asset has nothing to do with money laundering or any other illegal act. (required)',
  },
  noPersonal: 'Agree to the use of personal information to apply.',
  noDocuments: 'Attach at least one supporting document.',
};

const UI: Record<Language, Ui> = { ko: KO, en: EN };

// A 1×1 transparent PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const ATTACHMENT_ID = 'att-proof.png-0123456789abcdef';

const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
const checkbox = (label: string) => page.getByRole('checkbox', { name: label, exact: true });
const combobox = (label: string) => page.getByRole('combobox', { name: label, exact: true });
const radio = (label: string) => page.getByRole('radio', { name: label, exact: true });
const button = (label: string) => page.getByRole('button', { name: label, exact: true });
const sent = (fetchStub: ReturnType<typeof mountApplication>['fetchStub'], path: string) =>
  callsTo(fetchStub, path).map((init) => JSON.parse(String(init.body)) as unknown);

async function attachProof(ui: Ui) {
  await userEvent.upload(page.getByLabelText(ui.attach), [
    new File([PNG], 'proof.png', { type: 'image/png' }),
  ]);
  await expect.element(page.getByRole('img', { name: /proof\.png/ })).toBeVisible();
}

/** Attaches the proof, gives every consent of a return and sends it; the statement follows. */
async function completeReturn(ui: Ui) {
  await attachProof(ui);
  for (const consent of [ui.consents.refund, ui.consents.personal, ui.consents.laundering])
    await checkbox(consent).click();
  await button(ui.return.submit).click();
  await expect.element(page.getByText('statement page at /inout/statement')).toBeVisible();
}

describe.each(['ko', 'en'] as const)('application pages (%s)', (language) => {
  const ui = UI[language];

  test.each(['deposit', 'return'] as const)(
    'the %s page without a sequence number says how to get here and links to the statement',
    async (kind) => {
      const { fetchStub } = mountApplication({ page: kind, language, state: null });
      await expect.element(page.getByRole('heading', { name: ui.noSeqTitle })).toBeVisible();
      expect(page.getByRole('form').elements()).toHaveLength(0);
      await page.getByRole('link', { name: ui.toStatement }).click();
      await expect.element(page.getByText('statement page at /inout/statement')).toBeVisible();
      expect(callsTo(fetchStub, TRANSFER)).toHaveLength(0);
    },
  );

  test('deposit: the deposit on top, its sending address given, then a complete form is sent as is', async () => {
    const { fetchStub, router } = mountApplication({ page: 'deposit', language });
    const summary = page.getByRole('region', { name: ui.summary });
    await expect.element(summary.getByText(ui.coin)).toBeVisible();
    await expect.element(summary.getByText('0.50000000 BTC')).toBeVisible();
    await expect.element(summary.getByText(ui.return.networks[1]!, { exact: true })).toBeVisible();
    await expect.element(summary.getByText('bc1qsender0address9xyz')).toBeVisible();
    await expect.element(summary.getByText(ui.deposited)).toBeVisible();
    await expect.element(summary.getByText('Deposit held')).toBeVisible();

    await expect.element(field(ui.deposit.firstAddress)).toHaveValue('bc1qsender0address9xyz');
    await expect.element(page.getByText(ui.reapplication)).not.toBeInTheDocument();
    const submit = button(ui.deposit.submit);
    await expect.element(submit).toBeDisabled();
    await expect.element(submit).toHaveAccessibleDescription(ui.incomplete);

    await field(ui.deposit.exchangeName).fill('Upland Exchange');
    await field(ui.deposit.secondAddressName).fill('Memo');
    await field(ui.deposit.secondAddress).fill('memo_42');
    await attachProof(ui);
    await checkbox(ui.consents.personal).click();
    await expect.element(submit).toBeDisabled();
    await checkbox(ui.consents.laundering).click();
    await expect.element(submit).toBeEnabled();

    await submit.click();
    await expect.element(page.getByText('statement page at /inout/statement')).toBeVisible();
    await expect.element(page.getByText(ui.deposit.done)).toBeVisible();
    expect(sent(fetchStub, DEPOSIT_APPLICATION)).toEqual([
      {
        coinInSeq: DEPOSIT_SEQ,
        exchangeName: 'Upland Exchange',
        firstAddress: 'bc1qsender0address9xyz',
        secondAddressName: 'Memo',
        secondAddress: 'memo_42',
        attachmentIds: [ATTACHMENT_ID],
        isAgreePersonalInformation: true,
        isAgreeNoMoneyLaundering: true,
      },
    ]);
    expect(router.state.location.pathname).toBe('/inout/statement');
  });

  test('deposit: a re-application is filled in from the previous one, never its documents or consents', async () => {
    mountApplication({
      page: 'deposit',
      language,
      routes: {
        [`GET ${RECORD}`]: () =>
          envelope(applicationRecord({ depositRequestDetail: previousDepositDetail() })),
      },
    });
    await expect.element(page.getByText(ui.reapplication)).toBeVisible();
    await expect.element(field(ui.deposit.exchangeName)).toHaveValue('Upland Exchange');
    await expect.element(field(ui.deposit.firstAddress)).toHaveValue('bc1qprevious0address77');
    await expect.element(field(ui.deposit.secondAddressName)).toHaveValue('Memo');
    await expect.element(field(ui.deposit.secondAddress)).toHaveValue('memo-42');
    await expect.element(page.getByLabelText(ui.noFiles)).toBeVisible();
    await expect.element(checkbox(ui.consents.personal)).not.toBeChecked();
    await expect.element(checkbox(ui.consents.laundering)).not.toBeChecked();
    await expect.element(button(ui.deposit.submit)).toBeDisabled();
  });

  test('deposit: each field says its problem once left or changed; documents and consents too', async () => {
    mountApplication({ page: 'deposit', language });
    const exchange = field(ui.deposit.exchangeName);
    await expect.element(exchange).toHaveAttribute('aria-invalid', 'false');
    await exchange.click();
    await userEvent.tab();
    await expect.element(exchange).toHaveAttribute('aria-invalid', 'true');
    await expect.element(exchange).toHaveAccessibleDescription(ui.deposit.noExchange);

    await field(ui.deposit.firstAddress).clear();
    await userEvent.tab();
    await expect.element(field(ui.deposit.firstAddress)).toHaveAccessibleDescription(ui.deposit.noAddress);
    // The address takes Latin letters and digits only.
    await field(ui.deposit.firstAddress).fill('bc1q-한글');
    await expect.element(field(ui.deposit.firstAddress)).toHaveValue('bc1q');

    const personal = checkbox(ui.consents.personal);
    await personal.click();
    await personal.click();
    await expect.element(personal).toHaveAttribute('aria-invalid', 'true');
    await expect.element(personal).toHaveAccessibleDescription(ui.noPersonal);

    await attachProof(ui);
    await page.getByRole('button', { name: /proof\.png/ }).click();
    await expect.element(page.getByRole('alert').getByText(ui.noDocuments)).toBeVisible();
    await expect.element(button(ui.deposit.submit)).toBeDisabled();
  });

  test('deposit: the form outlives a refresh of the inout data elsewhere', async () => {
    const { fetchStub } = mountApplication({ page: 'deposit', language });
    await field(ui.deposit.exchangeName).fill('Upland Exchange');
    await getQueryClient().invalidateQueries({ queryKey: queryKeys.inout });
    expect(callsTo(fetchStub, TRANSFER)).toHaveLength(2);
    await expect.element(field(ui.deposit.exchangeName)).toHaveValue('Upland Exchange');
  });

  test('deposit: a refusal shows the exchange’s message and the form keeps what was typed', async () => {
    const { router } = mountApplication({
      page: 'deposit',
      language,
      routes: { [`POST ${DEPOSIT_APPLICATION}`]: limitReached },
    });
    await field(ui.deposit.exchangeName).fill('Upland Exchange');
    await attachProof(ui);
    await checkbox(ui.consents.personal).click();
    await checkbox(ui.consents.laundering).click();
    await button(ui.deposit.submit).click();

    const dialog = page.getByRole('alertdialog', { name: ui.notice });
    await expect.element(dialog.getByText(INOUT_ERROR_MESSAGES.applyLimitReached.en)).toBeVisible();
    expect(router.state.location.pathname).toBe('/inout/application/deposit');
    await expect.element(field(ui.deposit.exchangeName)).toHaveValue('Upland Exchange');
    await expect.element(checkbox(ui.consents.laundering)).toBeChecked();
    await expect.element(page.getByRole('img', { name: /proof\.png/ })).toBeVisible();
    await expect.element(button(ui.deposit.submit)).toBeEnabled();
  });

  test('return: the exchange is asked only of a return to an exchange; a corporation names itself and its representative', async () => {
    mountApplication({ page: 'return', language });
    await expect.element(radio(ui.return.toExchange)).toBeChecked();
    await expect.element(combobox(ui.return.networkName)).toHaveTextContent(ui.return.networks[1]!);
    const quantity = page.getByRole('status', { name: ui.return.quantity });
    await expect.element(quantity).toHaveTextContent('0.50000000');
    await expect.element(quantity).toHaveAccessibleDescription(ui.return.fee);

    await field(ui.return.exchangeName).click();
    await userEvent.tab();
    await expect.element(field(ui.return.exchangeName)).toHaveAccessibleDescription(ui.return.noExchange);
    await radio(ui.return.toWallet).click();
    await expect.element(field(ui.return.exchangeName)).not.toBeInTheDocument();

    await expect.element(field(ui.return.corpName)).not.toBeInTheDocument();
    await radio(ui.return.corporation).click();
    for (const [label, message] of [
      [ui.return.corpName, ui.return.noCorpName],
      [ui.return.corpRepName, ui.return.noCorpRepName],
    ] as const) {
      await field(label).click();
      await userEvent.tab();
      await expect.element(field(label)).toHaveAttribute('aria-invalid', 'true');
      await expect.element(field(label)).toHaveAccessibleDescription(message);
    }
    await radio(ui.return.personal).click();
    await expect.element(field(ui.return.corpName)).not.toBeInTheDocument();
  });

  test('return: a complete corporation’s return to an exchange is sent as is, then the statement', async () => {
    const { fetchStub, router } = mountApplication({ page: 'return', language });
    await field(ui.return.exchangeName).fill('Harbor Exchange');
    await field(ui.return.firstAddress).fill('bc1qreturn0address55');
    await field(ui.return.secondAddressName).fill('Tag');
    await field(ui.return.secondAddress).fill('tag_9');
    await radio(ui.return.corporation).click();
    await field(ui.return.corpName).fill('Gildong Trading Co.');
    await field(ui.return.corpRepName).fill('Hong Gildong');
    await attachProof(ui);
    await checkbox(ui.consents.refund).click();
    await checkbox(ui.consents.personal).click();
    const submit = button(ui.return.submit);
    await expect.element(submit).toBeDisabled();
    await checkbox(ui.consents.laundering).click();
    await expect.element(submit).toBeEnabled();

    await submit.click();
    await expect.element(page.getByText('statement page at /inout/statement')).toBeVisible();
    await expect.element(page.getByText(ui.return.done)).toBeVisible();
    expect(sent(fetchStub, REFUND_APPLICATION)).toEqual([
      {
        coinInSeq: DEPOSIT_SEQ,
        refundType: 'EXCHANGE',
        exchangeName: 'Harbor Exchange',
        networkName: 'Bitcoin',
        firstAddress: 'bc1qreturn0address55',
        secondAddressName: 'Tag',
        secondAddress: 'tag_9',
        custType: 'corporation',
        corpName: 'Gildong Trading Co.',
        corpRepName: 'Hong Gildong',
        attachmentIds: [ATTACHMENT_ID],
        isAgreeRefundRequest: true,
        isAgreePersonalInformation: true,
        isAgreeNoMoneyLaundering: true,
      },
    ]);
    expect(router.state.location.pathname).toBe('/inout/statement');
  });

  test('return: the network is chosen among the coin’s; one whose memo is named fills the memo’s name', async () => {
    const { fetchStub } = mountApplication({ page: 'return', language });
    const network = combobox(ui.return.networkName);
    // Each network named in the page's language (the Korean names the exchange serves).
    await expect.element(network).toHaveTextContent(ui.return.networks[1]!);
    await expect.element(field(ui.return.secondAddressName)).toHaveValue('');
    expect(callsTo(fetchStub, COIN)).toHaveLength(1);

    await network.click();
    expect(
      page
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual(ui.return.networks);
    await page.getByRole('option', { name: ui.return.networks[2] }).click();
    await expect.element(network).toHaveTextContent(ui.return.networks[2]!);
    await expect.element(field(ui.return.secondAddressName)).toHaveValue('Memo');

    await field(ui.return.exchangeName).fill('Harbor Exchange');
    await field(ui.return.firstAddress).fill('bc1qreturn0address55');
    await completeReturn(ui);
    expect(sent(fetchStub, REFUND_APPLICATION)).toMatchObject([
      { networkName: 'Stacks', secondAddressName: 'Memo' },
    ]);
  });

  test('return: a deposit on a network the coin no longer has starts on the coin’s first', async () => {
    mountApplication({
      page: 'return',
      language,
      routes: { [`GET ${COIN}`]: () => envelope(bitcoinWith(NETWORKS.slice(2))) },
    });
    await expect.element(combobox(ui.return.networkName)).toHaveTextContent(ui.return.networks[2]!);
    await expect.element(field(ui.return.secondAddressName)).toHaveValue('Memo');
  });

  test('return: a re-application is filled in from the previous one (a personal wallet, a person) and sent without the hidden fields', async () => {
    const { fetchStub } = mountApplication({
      page: 'return',
      language,
      routes: {
        [`GET ${RECORD}`]: () =>
          envelope(
            applicationRecord({
              stateCode: '24',
              refundRequestDetail: previousRefundDetail({
                refundType: 'PERSONAL_WALLET',
                exchangeName: '',
                custType: 'personal',
                corpName: null,
                corpRepName: null,
              }),
            }),
          ),
      },
    });
    await expect.element(page.getByText(ui.reapplication)).toBeVisible();
    await expect.element(radio(ui.return.toWallet)).toBeChecked();
    await expect.element(radio(ui.return.personal)).toBeChecked();
    await expect.element(field(ui.return.firstAddress)).toHaveValue('bc1qreturn0address55');
    await expect.element(field(ui.return.secondAddress)).toHaveValue('tag_9');
    await expect.element(page.getByLabelText(ui.noFiles)).toBeVisible();
    await expect.element(checkbox(ui.consents.refund)).not.toBeChecked();

    await completeReturn(ui);
    expect(sent(fetchStub, REFUND_APPLICATION)).toMatchObject([
      {
        refundType: 'PERSONAL_WALLET',
        exchangeName: null,
        custType: 'personal',
        corpName: null,
        corpRepName: null,
      },
    ]);
  });
});
