/**
 * The point history page (/b-point/history): the balance and the limit, the credits with their KST date,
 * reason and points, the paginator asking for the next page, and the empty state; in English and Korean.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { PointEntry } from '../../../../contract';
import { getQueryClient } from '../../../../src/api/query';
import { envelope } from '../../shell/harness';
import { mountInout, queriesTo } from '../inout/inout-harness';

const POINTS = '/v1/points/history';

const ENTRIES: PointEntry[] = [
  { seq: 12, points: 1_500, createdAt: '2026-11-25T15:30:00Z', reason: 'feeReward' },
  { seq: null, points: 20, createdAt: '2026-11-20T01:00:00Z', reason: 'feeReward' },
];

afterEach(() => getQueryClient().clear());

const pointsPage = (entries: PointEntry[], total: number, language: 'en' | 'ko' = 'en') =>
  mountInout(
    '/b-point/history',
    {
      [`GET ${POINTS}`]: ({ url }) =>
        envelope({
          balance: 1_520,
          maxBalance: 1_000_000,
          entries,
          total,
          page: Number(url.searchParams.get('page')),
          size: 20,
        }),
    },
    language,
  );

const rowTexts = (tableName: string) =>
  page
    .getByRole('table', { name: tableName })
    .getByRole('row')
    .elements()
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('point history page', () => {
  test('en: the balance, the limit and each credit; the paginator asks for page 2', async () => {
    const { stub } = pointsPage(ENTRIES, 25);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Point history' })).toBeVisible();
    await expect.element(page.getByText('Points held')).toBeVisible();
    await expect.element(page.getByText('1,520P', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Most you can hold')).toBeVisible();
    await expect.element(page.getByText('1,000,000P', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('table', { name: 'Point history' })).toBeVisible();
    expect(rowTexts('Point history')).toEqual([
      ['2026-11-26 00:30', 'Withdrawal fee reward', '+1,500P'],
      ['2026-11-20 10:00', 'Withdrawal fee reward', '+20P'],
    ]);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => queriesTo(stub, POINTS).at(-1)).toEqual({ page: '2', size: '20' });
  });

  test('ko: the same page in Korean', async () => {
    pointsPage(ENTRIES, 2, 'ko');
    await expect.element(page.getByRole('table', { name: '포인트 내역' })).toBeVisible();
    await expect.element(page.getByText('보유 포인트')).toBeVisible();
    await expect.element(page.getByText('최대 보유 가능')).toBeVisible();
    expect(rowTexts('포인트 내역')[0]).toEqual(['2026-11-26 00:30', '출금 수수료 리워드', '+1,500P']);
  });

  test.each([
    ['en', 'No points earned yet.'],
    ['ko', '적립된 포인트가 없습니다.'],
  ] as const)('%s: no credits says so', async (language, text) => {
    pointsPage([], 0, language);
    await expect.element(page.getByText(text)).toBeVisible();
    expect(rowTexts(language === 'en' ? 'Point history' : '포인트 내역')).toEqual([]);
  });
});
