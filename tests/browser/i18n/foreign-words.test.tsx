/**
 * Each language reads in itself: a page rendered in ko (texts, and the names assistive technology reads)
 * shows no Latin word but the few a Korean exchange writes in Latin, and its twin in en shows no Hangul
 * but the member's own name. What a member sees comes from the texts (src/i18n) and from the exchange's
 * answers (grade, network names), so a slip in either fails. The views: the header with the member's
 * grade, the statement, the security page with a key, and the deposit and withdraw pages of coins (one
 * with a tag, one on two token networks).
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { OpenApiKey } from '../../../contract';
import type { Language } from '../../../src/i18n';
import { hangulWords, latinWords } from '../../fixtures/foreign-words';
import { demoUser } from '../../fixtures/user';
import { mountInout } from '../features/inout/inout-harness';
import { envelope } from '../shell/harness';

const FOREIGN: Record<Language, (text: string) => string[]> = {
  ko: latinWords,
  // A member's name is their data, written as they wrote it.
  en: (text) => hangulWords(text, [demoUser().name]),
};

/** What the page shows and names: each text, and the labels, titles, placeholders and alt texts. */
function shownText(): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
      texts.push(element.getAttribute(name) ?? '');
  return texts.join(' ');
}

const KEY: OpenApiKey = {
  accessKey: '1'.repeat(40),
  allowedIps: [],
  createdAt: '2026-11-26T12:00:00+09:00',
  lastUsedAt: null,
};

/** A view: its path, its heading in each language, and what shows once its content has arrived. */
interface View {
  path: string;
  heading: Record<Language, string>;
  ready: Record<Language, () => ReturnType<typeof page.getByRole>>;
}

const menu = {
  ko: () => page.getByRole('button', { name: /김데모님/ }),
  en: () => page.getByRole('button', { name: /Hello, 김데모/ }),
};
const qr = {
  ko: () => page.getByRole('img', { name: /입금 주소 QR 코드/ }),
  en: () => page.getByRole('img', { name: /^QR code of the/ }),
};
const network = {
  ko: () => page.getByRole('combobox', { name: '네트워크' }),
  en: () => page.getByRole('combobox', { name: 'Network' }),
};
const deposit = { ko: '입금', en: 'Deposit' };
const withdraw = { ko: '출금', en: 'Withdrawal' };

const VIEWS: [string, View][] = [
  // The header's user menu names the member's grade.
  [
    'the header with the grade',
    {
      path: '/inout/statement',
      heading: { ko: '입출금 내역', en: 'Deposit and withdrawal history' },
      ready: menu,
    },
  ],
  [
    'the security page',
    {
      path: '/member/my-page',
      heading: { ko: '마이페이지', en: 'My page' },
      ready: {
        ko: () => page.getByRole('table', { name: 'Open API 키' }).getByText('모든 IP'),
        en: () => page.getByRole('table', { name: 'Open API keys' }).getByText('Any address'),
      },
    },
  ],
  ['the deposit page', { path: '/inout/deposit/BTC', heading: deposit, ready: qr }],
  ['the withdraw page', { path: '/inout/withdraw/BTC', heading: withdraw, ready: network }],
  // A network whose deposits need a tag, and a coin on two token networks.
  ['the deposit page with a tag', { path: '/inout/deposit/XRP', heading: deposit, ready: qr }],
  ['the withdraw page with a tag', { path: '/inout/withdraw/XRP', heading: withdraw, ready: network }],
  ['the deposit page of a token', { path: '/inout/deposit/USDT', heading: deposit, ready: qr }],
];

describe('what a word foreign to the page is', () => {
  test('in ko: Latin words but capitals, words with digits, addresses and the allowed ones', () => {
    expect(
      latinWords('Orange 등급, Access Key, BTC-KRW, KST, IPv4, bc1qaddress0001, d***@example.com, Tradedeck'),
    ).toEqual(['Orange', 'Access', 'Key']);
  });

  test("in en: Hangul words but the member's name and the KR button's", () => {
    expect(FOREIGN.en('Hello, 김데모 · 한국어 · Network 비트코인')).toEqual(['비트코인']);
  });
});

describe.each<Language>(['ko', 'en'])('the views in %s show no words of the other language', (language) => {
  test.each(VIEWS)('%s', async (_name, view) => {
    mountInout(
      view.path,
      {
        'GET /v1/members/open-api/keys': () => envelope([KEY]),
        'GET /v1/members/security/sms-login': () => envelope({ enabled: false }),
      },
      language,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: view.heading[language] })).toBeVisible();
    await expect.element(menu[language]()).toBeVisible();
    await expect.element(view.ready[language]()).toBeVisible();
    expect(FOREIGN[language](shownText())).toEqual([]);
  });
});
