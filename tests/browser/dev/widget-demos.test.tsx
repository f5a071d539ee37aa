import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { GalleryPage } from '../../../src/dev/GalleryPage';
import { envelope, resetStores, stubApi } from '../shell/harness';
import { mount } from '../ui/mount';

describe('gallery: the shell widgets that talk to the exchange', () => {
  test('the nation picker in both views, the image upload and the guide button, in Korean and English', async () => {
    resetStores({ member: false, language: 'ko' });
    stubApi({
      'GET /v1/comn/nations': () =>
        envelope([
          {
            nationCode: 'KR',
            nationName: '대한민국',
            nationNameEn: 'Korea',
            intnlPhoneNo: '82',
            isBlocked: false,
          },
        ]),
    });
    mount(<GalleryPage />);
    const pickers = page.getByRole('region', { name: '국가 선택', exact: true });
    await expect.element(pickers).toBeVisible();
    await pickers.getByRole('button', { name: '국가번호 국가 선택' }).click();
    await page.getByRole('option', { name: '대한민국 +82' }).click();
    await expect.element(pickers.getByText('선택한 국가: 대한민국 +82')).toBeVisible();
    await pickers.getByRole('button', { name: '국적 국가 선택' }).click();
    await page.getByRole('option', { name: '대한민국', exact: true }).click();
    await expect.element(pickers.getByText('선택한 국가: 대한민국', { exact: true })).toBeVisible();

    await expect.element(page.getByRole('region', { name: '이미지 업로드', exact: true })).toBeVisible();
    await expect.element(page.getByRole('region', { name: '증빙 서류' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '법인 유형 안내 보기' })).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect.element(page.getByRole('region', { name: 'Nation picker' })).toBeVisible();
    await expect.element(page.getByText('Chosen nation: Korea +82')).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Supporting documents' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Show the corporate-type guide' })).toBeVisible();
  });
});
