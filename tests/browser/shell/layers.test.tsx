import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openDialog } from '../../../src/shell';
import { prepareServiceCheckNotice } from '../../../src/shell/rules';
import { mountApp, stubApi } from './harness';

function layerOf(name: string): number {
  const layer = document.querySelector<HTMLElement>(`[data-modal="${name}"]`);
  if (!layer) throw new Error(`${name} is not open`);
  return Number(layer.style.zIndex);
}

describe('dialog layers', () => {
  test('maintenance sits above the service block and takes the focus, whichever opened first', async () => {
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    openDialog({ type: 'maintenance', props: { notice: prepareServiceCheckNotice({ title: '점검' }) } });
    openDialog({ type: 'serviceBlock', props: { title: '차단', body: '이용할 수 없습니다.' } });
    const maintenance = page.getByRole('dialog', { name: '점검' });
    const block = page.getByRole('alertdialog', { name: '차단' });
    await expect.element(maintenance).toBeVisible();
    await expect.element(block).toBeInTheDocument();
    expect(layerOf('maintenance')).toBe(9999);
    expect(layerOf('serviceBlock')).toBe(9000);
    expect(maintenance.element().contains(document.activeElement)).toBe(true);

    await maintenance.getByRole('button', { name: '확인' }).click();
    await expect.element(maintenance).not.toBeInTheDocument();
    await expect.poll(() => block.element().contains(document.activeElement)).toBe(true);
  });

  test('the retry dialog sits between them; generic modals stack at 100 + index below all three', async () => {
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    openDialog({ type: 'message', props: { title: '첫째', body: '' } });
    openDialog({ type: 'tooManyRequests', props: {} });
    openDialog({ type: 'retryConnect', props: { attempt: 1, onRetry: () => undefined } });
    openDialog({ type: 'serviceBlock', props: { title: '차단', body: '' } });
    await expect.element(page.getByRole('alertdialog', { name: '연결 끊김' })).toBeVisible();
    expect(layerOf('message')).toBe(100);
    expect(layerOf('tooManyRequests')).toBe(101);
    expect(layerOf('serviceBlock')).toBe(9000);
    expect(layerOf('retryConnect')).toBe(9997);
  });
});
