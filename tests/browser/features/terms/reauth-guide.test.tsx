/** The re-authentication guide (chart spec §2, §9): the steps and the two vendors' numbers, in Korean and English. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openDialog } from '../../../../src/shell';
import { initI18n } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { mountTerms } from './terms-harness';

const itemTexts = () =>
  page
    .getByRole('alertdialog')
    .getByRole('listitem')
    .elements()
    .map((item) => item.textContent);

describe('re-authentication guide', () => {
  test('ko then en: why, the steps and each vendor with its number; Confirm closes it', async () => {
    mountTerms('/insight', 'ko');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    openDialog({ type: 'reauthGuide', props: {} });
    const ko = page.getByRole('alertdialog', { name: '본인인증 재진행 안내' });
    await expect.element(ko).toBeVisible();
    await expect
      .element(ko.getByText('고객확인 정보를 최신으로 유지하기 위해', { exact: false }))
      .toBeVisible();
    await expect
      .poll(itemTexts)
      .toEqual([
        '본인 명의의 휴대폰으로 본인인증을 진행해 주세요. 회원 정보의 이름과 생년월일이 같아야 합니다.',
        '인증을 마친 뒤 고객확인 정보를 확인하고 제출해 주세요.',
        'NICE평가정보 고객센터: 1600-1522',
        '코리아크레딧뷰로(KCB) 고객센터: 02-708-1000',
      ]);

    // The app's language switch: the setting, and i18next following it.
    setLanguage('en', { broadcast: false });
    initI18n('en');
    const en = page.getByRole('alertdialog', { name: 'Verify your identity again' });
    await expect.element(en).toBeVisible();
    await expect.element(en.getByText('NICE Information Service support: 1600-1522')).toBeVisible();
    await expect.element(en.getByText('Korea Credit Bureau (KCB) support: 02-708-1000')).toBeVisible();
    await en.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(en).not.toBeInTheDocument();
  });

  test('Escape dismisses it', async () => {
    mountTerms('/insight', 'en');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    openDialog({ type: 'reauthGuide', props: {} });
    const guide = page.getByRole('alertdialog', { name: 'Verify your identity again' });
    await expect.element(guide).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(guide).not.toBeInTheDocument();
  });
});
