import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { DEMO_USER, envelope, mountApp, stubApi } from './harness';

const BLOCK = () => envelope(null, 403, 'BLOCK', '이용 제한||잠시 이용할 수 없습니다.');

describe('service-block OK', () => {
  test('sends the user home from an ordinary page', async () => {
    stubApi({ 'GET /v1/members/me': BLOCK });
    const { router } = mountApp('/insight');
    const dialog = page.getByRole('alertdialog', { name: '이용 제한' });
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Tradedeck — 디지털 자산 거래소' }))
      .toBeVisible();
  });

  test('keeps the user on the deposit/withdraw/statement pages', async () => {
    let calls = 0;
    // The first `me` logs the member in (the statement page is for members); the reload then is blocked.
    stubApi({ 'GET /v1/members/me': () => (calls++ === 0 ? envelope(DEMO_USER) : BLOCK()) });
    const { router, feed } = mountApp('/inout/statement');
    await expect.element(page.getByRole('heading', { level: 1, name: '입출금 내역' })).toBeVisible();
    feed.reconnected();
    const dialog = page.getByRole('alertdialog', { name: '이용 제한' });
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inout/statement');
  });
});
