/**
 * The Korean views read in Korean: each page rendered in ko (texts, and the names assistive technology
 * reads) shows no Latin word but the few a Korean exchange writes in Latin. What a member sees here comes
 * from the ko texts (src/i18n) and from the exchange's answers (grade, network names), so a slip in either
 * fails. The views: the header with the member's grade, the statement, the security page with a key, and
 * the deposit and withdraw pages of coins (one with a tag, one on two token networks).
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { OpenApiKey } from '../../../contract';
import { mountInout } from '../features/inout/inout-harness';
import { envelope } from '../shell/harness';

/**
 * Latin words a Korean page may show. Words in capitals (and words with digits) always may: coin symbols
 * and markets (BTC, KRW), KST, and the abbreviations Korean exchanges write in Latin (API, IP, SMS, QR,
 * KYC, TXID, ON/OFF; IPv4, ERC-20); addresses and keys are letters with digits too.
 */
const ALLOWED = new Set([
  // The exchange's name, a brand written as registered.
  'Tradedeck',
  // "Open API": Korean exchanges name their API service so (업비트 "Open API 안내", 빗썸 "Open API").
  'Open',
  // The language switch names each language in itself, so that its reader finds it (the EN button).
  'English',
]);

/** An e-mail or web address is the member's or the exchange's data, Latin in every language. */
const ADDRESS = /\S+@\S+|https?:\/\/\S+/g;

/** The Latin words of `text` a Korean page may not show: letters only, not all capitals, not allowed. */
function foreignWords(text: string): string[] {
  const words = text.replace(ADDRESS, ' ').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  return words.filter(
    (word) => /^[A-Za-z]+$/.test(word) && word !== word.toUpperCase() && !ALLOWED.has(word),
  );
}

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

describe('the Korean views show no Latin words outside the allowed ones', () => {
  test('the allow-list rule', () => {
    expect(
      foreignWords('Orange 등급, Access Key, BTC-KRW, KST, IPv4, bc1qaddress0001, d***@example.com'),
    ).toEqual(['Orange', 'Access', 'Key']);
  });

  test.each<[string, string, string]>([
    // The header's user menu names the member's grade.
    ['the header with the grade', '/inout/statement', '입출금 내역'],
    ['the security page', '/member/my-page', '마이페이지'],
    ['the deposit page', '/inout/deposit/BTC', '입금'],
    ['the withdraw page', '/inout/withdraw/BTC', '출금'],
    // A network whose deposits need a tag, and a coin on two token networks.
    ['the deposit page with a tag', '/inout/deposit/XRP', '입금'],
    ['the withdraw page with a tag', '/inout/withdraw/XRP', '출금'],
    ['the deposit page of a token', '/inout/deposit/USDT', '입금'],
  ])('%s (%s)', async (_name, path, heading) => {
    mountInout(
      path,
      {
        'GET /v1/members/open-api/keys': () => envelope([KEY]),
        'GET /v1/members/security/sms-login': () => envelope({ enabled: false }),
      },
      'ko',
    );
    await expect.element(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /김데모/ })).toBeVisible();
    if (path === '/member/my-page')
      await expect
        .element(page.getByRole('table', { name: 'Open API 키' }).getByText('모든 IP'))
        .toBeVisible();
    if (path.startsWith('/inout/deposit'))
      await expect.element(page.getByRole('img', { name: /입금 주소 QR 코드/ })).toBeVisible();
    if (path.startsWith('/inout/withdraw'))
      await expect.element(page.getByRole('combobox', { name: '네트워크' })).toBeVisible();
    expect(foreignWords(shownText())).toEqual([]);
  });
});
