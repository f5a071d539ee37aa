import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { DEMO_USER, envelope, mountApp, stubApi } from './harness';

describe('network loading overlay', () => {
  test('shows a wait message while a request stays in flight, and goes when it ends', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({ 'GET /v1/members/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    mountApp('/insight');
    const overlay = page.getByRole('status').filter({ hasText: '잠시만 기다려 주세요' });
    await expect.element(overlay).toBeVisible();
    answer(envelope(DEMO_USER));
    await expect.element(overlay).not.toBeInTheDocument();
    await expect.element(page.getByText('김데모님')).toBeVisible();
  });
});
