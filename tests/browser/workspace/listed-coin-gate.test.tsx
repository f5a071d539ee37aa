/**
 * A coin page whose coin's listings timed out (src/workspace/ListedCoinGate.tsx; asked for by symbol, not the
 * catalogue): the network-delay page instead of the shell's dialog over an empty page; its confirm asks
 * again and the page comes back.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ERROR_CODES } from '../../../contract';
import { getQueryClient, queryKeys } from '../../../src/api/query';
import { closeAllDialogs, isDialogOpen } from '../../../src/shell';
import { i18n, initI18n } from '../../../src/i18n';
import { session } from '../../../src/state/session';
import { setLanguage } from '../../../src/state/settings';
import { callsTo, envelope, mountAppWithFeed, stubApi } from '../shell/harness';
import { coin } from '../../fixtures/coins';
import { FakeFeed } from './harness';

const CATALOGUE = [coin('BTC', 'KRW'), coin('ETH', 'KRW')];
const timeout = () => envelope(null, 504, ERROR_CODES.timeout, 'timed out');

beforeEach(() => {
  Object.assign(session, { status: 'guest', user: null });
  getQueryClient().clear();
});

afterEach(async () => {
  closeAllDialogs();
  getQueryClient().clear();
  await i18n.changeLanguage('en');
});

describe('a coin page whose catalogue timed out', () => {
  test.each([
    ['en', 'Access delay guide', 'Confirm', 'ETH/KRW trade status'],
    ['ko', '접속 지연 안내', '확인', 'ETH/KRW 거래 현황'],
  ] as const)(
    '%s: shows the network-delay page, not the dialog; confirm retries',
    async (language, title, confirm, loaded) => {
      setLanguage(language, { broadcast: false });
      initI18n(language);
      const answers = [timeout, timeout, () => envelope(CATALOGUE)];
      const fetchStub = stubApi({ 'GET /v1/coins': () => answers.shift()!() });
      mountAppWithFeed('/trade/status/ETH-KRW', new FakeFeed());

      await expect.element(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect.poll(() => isDialogOpen('networkDelay')).toBe(false);
      await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
      // A retry that times out again keeps the page, still without the dialog.
      await page.getByRole('button', { name: confirm }).click();
      await expect.poll(() => callsTo(fetchStub, '/v1/coins')).toHaveLength(2);
      await expect
        .poll(() => getQueryClient().getQueryState(queryKeys.symbolCoins('ETH'))?.errorUpdateCount)
        .toBe(2);
      await expect.element(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect.poll(() => isDialogOpen('networkDelay')).toBe(false);
      await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();

      await page.getByRole('button', { name: confirm }).click();
      await expect.element(page.getByRole('heading', { name: loaded })).toBeVisible();
      expect(page.getByRole('heading', { level: 1, name: title }).query()).toBeNull();
    },
  );
});
