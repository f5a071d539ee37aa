// The member-notice table: every page it serves is a member page of the page table that tells what
// happened, why and the steps in ko and en, and offers buttons that lead somewhere.
import { describe, expect, test } from 'vitest';
import { EXTERNAL_PAGE_IDS } from '../../../../contract';
import { en, ko } from '../../../fixtures/texts';
import {
  isNoticePage,
  NOTICE_ACTIONS,
  NOTICE_PAGE_IDS,
} from '../../../../src/features/member-notices/notice-pages';
import { PAGES } from '../../../../src/shell/pages';

describe.each(NOTICE_PAGE_IDS)('%s', (id) => {
  test('is a member page of the page table', () => {
    expect(PAGES.find((page) => page.id === id)?.access).toBe('member');
    expect(isNoticePage(id)).toBe(true);
  });

  test.each([
    ['ko', ko],
    ['en', en],
  ])('says what happened, why and at least two steps in %s', (_language, texts) => {
    const page = texts.block.pages[id];
    expect(page.what.length).toBeGreaterThan(20);
    expect(page.why.length).toBeGreaterThan(20);
    expect(Object.keys(page.steps)).toEqual(['1', '2', '3', '4'].slice(0, Object.keys(page.steps).length));
    expect(Object.keys(page.steps).length).toBeGreaterThanOrEqual(2);
  });

  test('offers buttons that lead to a known page (or open a dialog, tested with the page)', () => {
    expect(NOTICE_ACTIONS[id].length).toBeGreaterThan(0);
    for (const action of NOTICE_ACTIONS[id]) {
      if ('dialog' in action) continue;
      if ('external' in action) expect(EXTERNAL_PAGE_IDS).toContain(action.external);
      else expect(PAGES.map((page) => page.id)).toContain(action.page);
      expect(en.block.actions[action.id]).toBeTruthy();
      expect(ko.block.actions[action.id]).toBeTruthy();
    }
  });
});

test('the KYC block page offers the re-authentication guide after its main button', () => {
  expect(NOTICE_ACTIONS.blockKyc.map((action) => action.id)).toEqual([
    'appDownload',
    'reauthGuide',
    'kycPolicy',
    'chat',
    'home',
  ]);
  expect(NOTICE_ACTIONS.blockKyc[1]).toEqual({ id: 'reauthGuide', dialog: 'reauthGuide' });
  expect(NOTICE_ACTIONS.blockKyc[2]).toEqual({ id: 'kycPolicy', dialog: 'kycPolicy' });
});

test('other pages are not notices', () => {
  expect(isNoticePage('home')).toBe(false);
  expect(isNoticePage('myPage')).toBe(false);
});
