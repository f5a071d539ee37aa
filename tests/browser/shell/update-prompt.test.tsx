/**
 * The update prompt (src/shell/app-update.ts, UpdatePrompt.tsx): a newer build is offered, never forced
 * while an order is being entered — a typed order value or an open dialog holds the automatic reload that
 * follows a take-over from another window; the trader's own Reload always reloads.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { closeAllDialogs, openDialog, pageActions } from '../../../src/shell';
import { actionAfterTakeOver, appUpdate } from '../../../src/shell/app-update';
import { mountOrderPanel } from '../features/order-panel/harness';
import { mountApp, stubApi } from './harness';

afterEach(() => {
  appUpdate.ready = false;
  closeAllDialogs();
});

const field = (name: string) => page.getByRole('textbox', { name, exact: true });

describe('the update prompt', () => {
  test('offers the new build; Reload reloads, Later hides it', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    expect(page.getByRole('status', { name: '앱 업데이트' }).query()).toBeNull();

    appUpdate.ready = true;
    const prompt = page.getByRole('status', { name: '앱 업데이트' });
    await expect.element(prompt).toHaveTextContent('새 버전이 준비되었습니다.');
    await prompt.getByRole('button', { name: '나중에' }).click();
    await expect.element(prompt).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    appUpdate.ready = true;
    await page.getByRole('button', { name: '새로고침' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });

  test('a take-over from another window waits while an order is typed, and reloads once it is cleared', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await expect.element(page.getByTestId('order-available')).not.toHaveTextContent('—');
    expect(actionAfterTakeOver(false)).toBe('reload');

    await field('Quantity (BTC)').fill('0.001');
    await expect.poll(() => actionAfterTakeOver(false)).toBe('offer');
    // The trader's own Reload is theirs to press.
    expect(actionAfterTakeOver(true)).toBe('reload');

    await field('Quantity (BTC)').fill('');
    await expect.poll(() => actionAfterTakeOver(false)).toBe('reload');
  });

  test('an open dialog (a confirm) holds it too', () => {
    expect(actionAfterTakeOver(false)).toBe('reload');
    openDialog({ type: 'tooManyRequests', props: {} });
    expect(actionAfterTakeOver(false)).toBe('offer');
    closeAllDialogs();
    expect(actionAfterTakeOver(false)).toBe('reload');
  });
});
