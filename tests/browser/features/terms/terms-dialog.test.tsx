/**
 * The terms dialog (chart spec §5): a document's current version; the agree checkbox enables Confirm;
 * with bottom scroll required the first press scrolls to the end and only the next one confirms; the
 * caller hears whether the reader agreed. In English and Korean.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { TermsVersion } from '../../../../contract';
import { readTerms } from '../../../../src/widgets/terms-consent';
import { mountTerms, termsRoutes } from './terms-harness';

/** A long document (80 paragraphs), so the dialog's body scrolls. */
const LONG: TermsVersion = {
  versionId: 500,
  type: 'withdraw_transfer_precaution',
  effectiveDate: '2024-07-19',
  title: 'Before you transfer virtual assets',
  isCurrent: true,
  body: Array.from({ length: 80 }, (_, index) => `<p>Caution ${index + 1}: check the network.</p>`).join(''),
};

async function mounted(language: 'en' | 'ko', long = false) {
  mountTerms(
    '/insight',
    language,
    termsRoutes((type) => (long && type === LONG.type ? LONG : undefined)),
  );
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Whether the promise has settled yet, and how. */
function watch(outcome: Promise<boolean>) {
  const seen: { value?: boolean } = {};
  void outcome.then((value) => {
    seen.value = value;
  });
  return seen;
}

describe('terms dialog', () => {
  test('en: the agree checkbox enables Confirm; Confirm answers true and closes', async () => {
    await mounted('en');
    const outcome = readTerms({ type: 'customer', agree: true });
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Effective 2025-10-01', { exact: true })).toBeVisible();
    await expect.element(dialog.getByRole('document', { name: 'Privacy Policy' })).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect.element(confirm).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I have read and agree to the above.' }).click();
    await expect.element(confirm).toBeEnabled();
    await confirm.click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect(outcome).resolves.toBe(true);
  });

  test('ko: the same dialog in Korean; unchecking disables Confirm again; Close answers false', async () => {
    await mounted('ko');
    const outcome = readTerms({ type: 'unique_identification', agree: true });
    const dialog = page.getByRole('dialog', { name: '고유식별정보 처리 동의 (필수)' });
    await expect.element(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: '확인' });
    const agree = dialog.getByRole('checkbox', { name: '위 내용을 모두 읽었으며 이에 동의합니다.' });
    await expect.element(confirm).toBeDisabled();
    await agree.click();
    await expect.element(confirm).toBeEnabled();
    await agree.click();
    await expect.element(confirm).toBeDisabled();
    await dialog.getByRole('button', { name: '닫기' }).last().click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect(outcome).resolves.toBe(false);
  });

  test('en: with bottom scroll required, the first press scrolls to the end, the second confirms', async () => {
    await mounted('en', true);
    const outcome = readTerms({ type: LONG.type, requireScroll: true });
    const seen = watch(outcome);
    const dialog = page.getByRole('dialog', { name: LONG.title });
    const document = dialog.getByRole('document', { name: LONG.title });
    await expect.element(document.getByText('Caution 1:')).toBeVisible();
    const body = document.element();
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    expect(body.scrollTop).toBe(0);
    await expect
      .element(dialog.getByText('Please read to the end. The first press of Confirm takes you there.'))
      .toBeVisible();

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => body.scrollHeight - body.scrollTop - body.clientHeight).toBeLessThanOrEqual(2);
    await expect.element(document.getByText('Caution 80:')).toBeVisible();
    await expect
      .element(dialog.getByText('Please read to the end.', { exact: false }))
      .not.toBeInTheDocument();
    expect(seen.value).toBeUndefined();
    await expect.element(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect(outcome).resolves.toBe(true);
  });

  test('ko: scrolling to the end by hand, with the checkbox, lets the first press confirm', async () => {
    await mounted('ko', true);
    const outcome = readTerms({ type: LONG.type, requireScroll: true, agree: true });
    const dialog = page.getByRole('dialog', { name: LONG.title });
    const document = dialog.getByRole('document', { name: LONG.title });
    await expect.element(document.getByText('Caution 1:')).toBeVisible();
    await expect
      .element(dialog.getByText('끝까지 읽어 주세요. 확인을 처음 누르면 마지막으로 이동합니다.'))
      .toBeVisible();
    const body = document.element();
    body.scrollTop = body.scrollHeight;
    await expect.element(dialog.getByText('끝까지 읽어 주세요.', { exact: false })).not.toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: '확인' });
    await expect.element(confirm).toBeDisabled();
    await dialog.getByRole('checkbox', { name: '위 내용을 모두 읽었으며 이에 동의합니다.' }).click();
    await confirm.click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect(outcome).resolves.toBe(true);
  });

  test('a short document that fits needs no scrolling press; Escape answers false', async () => {
    await mounted('en');
    const first = readTerms({ type: 'withdraw_sign', requireScroll: true });
    const dialog = page.getByRole('dialog', { name: 'Signature of a withdrawal application' });
    await expect.element(dialog.getByRole('document')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(first).resolves.toBe(true);

    const second = readTerms({ type: 'withdraw_sign' });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect(second).resolves.toBe(false);
  });
});
