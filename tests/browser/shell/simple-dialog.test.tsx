import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openDialog } from '../../../src/shell';
import { setLanguage } from '../../../src/state/settings';
import { mountApp, stubApi } from './harness';

async function mountedApp() {
  stubApi();
  mountApp('/insight');
  await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
}

describe('a simple dialog (a row of data, one component)', () => {
  test('shows its title, body and button in the app language, and follows a language switch', async () => {
    await mountedApp();
    openDialog({ type: 'tooManyRequests', props: {} });
    const ko = page.getByRole('alertdialog', { name: '요청 횟수 초과' });
    await expect
      .element(ko)
      .toHaveTextContent('짧은 시간에 너무 많은 요청이 발생했습니다. 잠시 후 다시 시도해 주세요.');
    await expect.element(ko.getByRole('button', { name: '확인' })).toBeVisible();
    await expect.element(ko.getByRole('button', { name: '닫기' })).toBeVisible();

    setLanguage('en', { broadcast: false });
    const en = page.getByRole('alertdialog', { name: 'Too many requests' });
    await expect
      .element(en)
      .toHaveTextContent('Too many requests were made in a short time. Please wait a moment and try again.');
    await en.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(en).not.toBeInTheDocument();
  });

  test('sanitises hostile HTML in a body that came from the server', async () => {
    await mountedApp();
    const pwned = vi.fn();
    Object.assign(window, { __pwned: pwned });
    openDialog({
      type: 'message',
      props: {
        title: '안내',
        body: '<img src=x onerror="window.__pwned()">입력값을<script>window.__pwned()</script> <b>확인</b>해 주세요.',
      },
    });
    const dialog = page.getByRole('alertdialog', { name: '안내' });
    await expect.element(dialog).toHaveTextContent('입력값을 확인해 주세요.');
    const element = dialog.element();
    expect(element.querySelector('img, script, [onerror]')).toBeNull();
    expect(element.querySelector('b')?.textContent).toBe('확인');
    expect(pwned).not.toHaveBeenCalled();
  });

  test('two buttons, the main one last; a dialog that may not be dismissed has no close and ignores Escape', async () => {
    await mountedApp();
    const onReset = vi.fn();
    openDialog({ type: 'resetLayout', props: { onReset } });
    const ask = page.getByRole('alertdialog', { name: '레이아웃을 초기화할까요?' });
    await expect.element(ask).toBeVisible();
    const labels = [...ask.element().querySelectorAll('footer button')].map((button) => button.textContent);
    expect(labels).toEqual(['취소', '초기화']);
    await ask.getByRole('button', { name: '취소' }).click();
    await expect.element(ask).not.toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();

    openDialog({ type: 'serviceBlock', props: { title: '차단', body: '' } });
    const block = page.getByRole('alertdialog', { name: '차단' });
    await expect.element(block).toHaveTextContent('현재 고객님의 계정으로는 이 서비스를 이용할 수 없습니다.');
    expect(block.getByRole('button', { name: '닫기' }).query()).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect.element(block).toBeInTheDocument();
  });
});
