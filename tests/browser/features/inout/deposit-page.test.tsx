/**
 * The deposit page (/inout/deposit/:coin): the network choice, the address with its QR code and second
 * address and copy buttons, the minimum, the confirmations and the wrong-network warning, the coin picker,
 * the layout beside the side menu with no links repeating it; KRW: the amount's checks, the request and
 * the notice that it is credited when the transfer arrives, after consent to the KRW terms read in the
 * terms dialog; Korean.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { getQueryClient } from '../../../../src/api/query';
import { qrModules, qrPath } from '../../../../src/lib/qr-code';
import { clearToasts, closeAllDialogs, toastState } from '../../../../src/shell';
import { envelope } from '../../shell/harness';
import { agreeToConsents, bodiesTo, historyEntry, mountInout, mountInoutWithTerms } from './inout-harness';
import { agreeInTermsDialog } from '../terms/terms-harness';

const KRW_DEPOSIT = '/v1/coin-inout/krw/deposit';

afterEach(() => {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
});

const field = (name: string) => page.getByRole('textbox', { name });

/** The QR image named `name` draws exactly the generator's code of `text`. */
async function expectQrOf(name: string, text: string) {
  const image = page.getByRole('img', { name });
  await expect.element(image).toHaveAttribute('data-text', text);
  const drawn = image.element().querySelector('path')?.getAttribute('d');
  expect(drawn).toBe(qrPath(await qrModules(text)));
}

describe('/inout/deposit/:coin', () => {
  test('shows the address of each network with its second address, each copied by its button', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    mountInout('/inout/deposit/XRP');
    const ledger = page.getByRole('region', { name: 'XRP deposit address on XRP Ledger' });
    await expect.element(ledger).toBeVisible();
    await expect.element(ledger.getByText('rDepositAddress0XRP')).toBeVisible();
    await expect.element(ledger.getByText('123456')).toBeVisible();
    await ledger.getByRole('button', { name: 'Copy Deposit address' }).click();
    expect(writeText).toHaveBeenLastCalledWith('rDepositAddress0XRP');
    await ledger.getByRole('button', { name: 'Copy Destination Tag' }).click();
    expect(writeText).toHaveBeenLastCalledWith('123456');
    await expect.poll(() => toastState.toasts.at(-1)?.message).toBe('Destination Tag copied.');
    writeText.mockRestore();
  });

  test('BTC: the Bitcoin network, its address with a QR code of it, the minimum, the confirmations and the warning', async () => {
    mountInout('/inout/deposit/BTC');
    const address = page.getByRole('region', { name: 'BTC deposit address on Bitcoin' });
    await expect.element(address).toBeVisible();
    await expect
      .element(address.getByRole('combobox', { name: 'Deposit network' }))
      .toHaveTextContent('Bitcoin');
    await expect.element(address.getByText('bc1qdepositaddress0001')).toBeVisible();
    await expectQrOf('QR code of the BTC deposit address on Bitcoin', 'bc1qdepositaddress0001');
    const terms = page.getByRole('region', { name: 'Before you deposit' });
    await expect.element(terms).toHaveTextContent('Minimum deposit0.00005000 BTC');
    await expect.element(terms).toHaveTextContent('Network confirmations before crediting2');
    await expect
      .element(terms.getByRole('note'))
      .toHaveTextContent(
        'Send only BTC on the Bitcoin network to this address. A deposit sent on another network, or of another coin, cannot be credited and may be lost.',
      );
  });

  test('USDT: choosing its Tron network shows that network’s address, QR code, confirmations and warning', async () => {
    mountInout('/inout/deposit/USDT');
    const choice = page.getByRole('combobox', { name: 'Deposit network' });
    await expect.element(choice).toHaveTextContent('Ethereum (ERC-20)');
    await expectQrOf(
      'QR code of the USDT deposit address on Ethereum (ERC-20)',
      '0x52908400098527886e0f7030069857d2e4169ee7',
    );
    await choice.click();
    await page.getByRole('option', { name: 'Tron (TRC-20)' }).click();
    const tron = page.getByRole('region', { name: 'USDT deposit address on Tron (TRC-20)' });
    await expect.element(tron.getByText('TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW')).toBeVisible();
    await expectQrOf(
      'QR code of the USDT deposit address on Tron (TRC-20)',
      'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
    );
    const terms = page.getByRole('region', { name: 'Before you deposit' });
    await expect.element(terms).toHaveTextContent('Network confirmations before crediting19');
    await expect
      .element(terms.getByRole('note'))
      .toHaveTextContent('Send only USDT on the Tron (TRC-20) network');
  });

  test('in Korean: the network, the QR code, the minimum, the confirmations, the warnings with the tag', async () => {
    mountInout('/inout/deposit/XRP', {}, 'ko');
    const address = page.getByRole('region', { name: 'XRP 레저 네트워크의 XRP 입금 주소' });
    await expect
      .element(address.getByRole('combobox', { name: '입금 네트워크' }))
      .toHaveTextContent('XRP 레저');
    await expectQrOf('XRP 레저 네트워크의 XRP 입금 주소 QR 코드', 'rDepositAddress0XRP');
    const terms = page.getByRole('region', { name: '입금 전 확인하세요' });
    await expect.element(terms).toHaveTextContent('최소 입금 수량1.50000000 XRP');
    await expect.element(terms).toHaveTextContent('입금 반영까지 필요한 네트워크 컨펌 수1');
    await expect
      .element(terms.getByRole('note').first())
      .toHaveTextContent(
        '이 주소로는 XRP 레저 네트워크의 XRP만 보내 주세요. 다른 네트워크나 다른 코인으로 보낸 입금은 반영되지 않으며 잃을 수 있습니다.',
      );
    await expect
      .element(terms.getByRole('note').last())
      .toHaveTextContent('주소와 함께 데스티네이션 태그을(를) 꼭 입력해 주세요.');
  });

  test('the picker switches coin on the same page', async () => {
    const { router } = mountInout('/inout/deposit/BTC');
    await expect.element(page.getByRole('region', { name: 'BTC deposit address on Bitcoin' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Coin' }).click();
    await page.getByRole('option', { name: 'XRP (XRP)' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/inout/deposit/XRP');
    await expect
      .element(page.getByRole('region', { name: 'XRP deposit address on XRP Ledger' }))
      .toBeVisible();
  });

  test.each(['/inout/deposit/BTC', '/inout/withdraw/BTC', '/inout/statement'])(
    '%s starts beside the side menu, with no link repeating it',
    async (path) => {
      mountInout(path);
      const menu = page.getByRole('navigation', { name: 'Side menu' });
      const main = page.getByRole('main');
      await expect.element(main.getByRole('heading', { level: 1 })).toBeVisible();
      const menuRight = menu.element().getBoundingClientRect().right;
      const heading = main.getByRole('heading', { level: 1 }).element().getBoundingClientRect();
      // The page's text starts within the side layout's gap and the page's padding of the menu.
      expect(heading.left - menuRight).toBeGreaterThanOrEqual(0);
      expect(heading.left - menuRight).toBeLessThanOrEqual(48);
      const menuHrefs = new Set(
        [...menu.element().querySelectorAll('a')].map((link) => link.getAttribute('href')),
      );
      const repeated = [...main.element().querySelectorAll('a')].filter((link) =>
        menuHrefs.has(link.getAttribute('href')),
      );
      expect(repeated.map((link) => link.textContent)).toEqual([]);
    },
  );
});

describe('/inout/deposit/KRW', () => {
  test('checks the amount, sends the request and says it is credited when the transfer arrives', async () => {
    const { stub, router } = mountInout('/inout/deposit/KRW', {
      [`POST ${KRW_DEPOSIT}`]: () =>
        envelope(historyEntry({ seq: 50, coinType: 'C0100', processType: 'IN', quantity: 100_000 })),
    });
    await agreeToConsents();
    const krw = page.getByRole('form', { name: 'Deposit KRW' });
    await expect.element(krw).toBeVisible();
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect.element(krw.getByText('Enter the amount.')).toBeVisible();
    await field('Amount (KRW)').fill('60000000');
    await expect.element(krw.getByText('The maximum is 50,000,000 KRW.')).toBeVisible();
    await field('Amount (KRW)').fill('100000');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect
      .element(krw.getByRole('status'))
      .toHaveTextContent(
        'Your deposit request of 100,000 KRW is registered. It is credited when your bank transfer arrives.',
      );
    expect(bodiesTo(stub, KRW_DEPOSIT)).toEqual([{ amount: 100_000 }]);
    await krw.getByRole('link', { name: 'See it in the history' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/inout/statement');
  });

  test('a refusal by the exchange is shown in its own words', async () => {
    mountInout('/inout/deposit/KRW', {
      [`POST ${KRW_DEPOSIT}`]: () =>
        envelope(
          null,
          400,
          'INOUT_AMOUNT_OUT_OF_RANGE',
          'The quantity (amount) is outside the allowed range.',
        ),
    });
    await agreeToConsents();
    await field('Amount (KRW)').fill('100000');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect
      .element(page.getByRole('form', { name: 'Deposit KRW' }).getByRole('alert'))
      .toHaveTextContent('The quantity (amount) is outside the allowed range.');
  });

  test('in Korean', async () => {
    const { stub } = mountInout(
      '/inout/deposit/KRW',
      {
        [`POST ${KRW_DEPOSIT}`]: () =>
          envelope(historyEntry({ seq: 51, coinType: 'C0100', processType: 'IN' })),
      },
      'ko',
    );
    await agreeToConsents('ko');
    await expect.element(page.getByRole('heading', { name: '입금', level: 1 })).toBeVisible();
    await field('금액 (원)').fill('4000');
    await page.getByRole('button', { name: '입금 신청' }).click();
    await expect.element(page.getByText('최소 금액은 5,000원입니다.')).toBeVisible();
    await field('금액 (원)').fill('5000');
    await page.getByRole('button', { name: '입금 신청' }).click();
    await expect
      .element(page.getByRole('status').filter({ hasText: '입금 신청' }))
      .toHaveTextContent('5,000원 입금 신청이 등록되었습니다. 은행 이체가 도착하면 입금됩니다.');
    expect(bodiesTo(stub, KRW_DEPOSIT)).toEqual([{ amount: 5000 }]);
  });
});

describe('/inout/deposit/KRW: the KRW deposit and withdrawal terms, read in the terms dialog', () => {
  test.each([
    [
      'en',
      'View the KRW deposit and withdrawal terms',
      'KRW Deposit and Withdrawal Terms',
      'I agree to the KRW deposit and withdrawal terms (required)',
    ],
    [
      'ko',
      '원화 입출금 서비스 이용약관 보기',
      '원화 입출금 서비스 이용약관',
      '원화 입출금 서비스 이용약관에 동의합니다 (필수)',
    ],
  ] as const)('%s: "%s" shows "%s"; agreeing there ticks its box', async (language, view, title, box) => {
    mountInoutWithTerms('/inout/deposit/KRW', language);
    await agreeInTermsDialog(language, view, title, box);
  });

  test('nothing is requested before the consent is given', async () => {
    const { stub } = mountInoutWithTerms('/inout/deposit/KRW', 'en', {
      [`POST ${KRW_DEPOSIT}`]: () =>
        envelope(historyEntry({ seq: 52, coinType: 'C0100', processType: 'IN', quantity: 100_000 })),
    });
    await field('Amount (KRW)').fill('100000');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    const box = page.getByRole('checkbox', {
      name: 'I agree to the KRW deposit and withdrawal terms (required)',
    });
    await expect.element(box).toHaveAccessibleDescription('Agree to this to continue.');
    expect(bodiesTo(stub, KRW_DEPOSIT)).toEqual([]);
    await box.click();
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect.poll(() => bodiesTo(stub, KRW_DEPOSIT)).toEqual([{ amount: 100_000 }]);
  });
});
