import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CORPORATE_TYPES } from '../../../../contract';
import { openCorporateGuide } from '../../../../src/features/corporate-guide';
import { i18n } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { mountApp, stubApi } from '../../shell/harness';

async function mountedApp() {
  stubApi();
  mountApp('/insight');
  await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
}

const itemTexts = () =>
  page
    .getByRole('alertdialog')
    .getByRole('listitem')
    .elements()
    .map((item) => item.textContent);

describe('corporate-type guide', () => {
  test('lists the ten types with a line each, in Korean and then English; Confirm closes it', async () => {
    await mountedApp();
    openCorporateGuide();
    const ko = page.getByRole('alertdialog', { name: '법인 유형 안내' });
    await expect.element(ko).toBeVisible();
    await expect.poll(itemTexts).toHaveLength(10);
    expect(itemTexts()[0]).toBe('비영리법인 공익이나 비영리 목적으로 설립된 사단법인·재단법인 등');
    await expect.element(ko.getByText('가상자산사업자(VASP)')).toBeVisible();
    await expect.element(ko.getByText('해외법인', { exact: true })).toBeVisible();

    setLanguage('en', { broadcast: false });
    const en = page.getByRole('alertdialog', { name: 'Corporate types' });
    await expect.element(en).toBeVisible();
    const t = i18n.getFixedT('en');
    await expect
      .poll(itemTexts)
      .toEqual(
        CORPORATE_TYPES.map(
          (type) =>
            `${t(`corporateGuide.types.${type}.name`)} ${t(`corporateGuide.types.${type}.description`)}`,
        ),
      );
    await expect.element(en.getByText('Non-profit corporation')).toBeVisible();
    await expect.element(en.getByText('Overseas corporation')).toBeVisible();
    await en.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(en).not.toBeInTheDocument();
  });

  test('Escape and the close button dismiss it', async () => {
    await mountedApp();
    openCorporateGuide();
    const guide = page.getByRole('alertdialog', { name: '법인 유형 안내' });
    await expect.element(guide).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(guide).not.toBeInTheDocument();
    openCorporateGuide();
    await guide.getByRole('button', { name: '닫기' }).click();
    await expect.element(guide).not.toBeInTheDocument();
  });
});
