import { describe, expect, test } from 'vitest';
import { EXTERNAL_PAGE_IDS } from '../../../../contract';
import {
  CERTIFICATIONS,
  COMPANY_ROWS,
  FOOTER_LINK_GROUPS,
  SOCIAL_CHANNELS,
  type FooterLink,
} from '../../../../src/features/footer/footer-content';
import { en, ko } from '../../../fixtures/texts';
import { NOT_FOUND_PAGE, PAGES, pageForPath, pagePath } from '../../../../src/shell/pages';
import { PHONE_NUMBER } from '../../../fixtures/phone-number';

const LOCALES = { ko, en } as const;
const ALL_LINKS: FooterLink[] = FOOTER_LINK_GROUPS.flatMap((group) => [...group.links]);
const pageLinks = ALL_LINKS.filter((link) => link.kind === 'page');
const externalLinks = ALL_LINKS.filter((link) => link.kind === 'external');

/** The i18n text at a dotted key, or undefined. */
function text(locale: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
}

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

describe('the footer link table', () => {
  test('holds the 4 terms pages, the 7 contact entries and the 7 social channels', () => {
    const groups = Object.fromEntries(
      FOOTER_LINK_GROUPS.map((group) => [group.id, group.links.map((link) => link.page)]),
    );
    expect(groups).toEqual({
      terms: ['termsService', 'termsApi', 'termsPrivacy', 'termsVideoDevice'],
      contact: [
        'listing-support',
        'partnership',
        'tip',
        'privacy-center',
        'phone-support',
        'chat-consultation',
        'investor-protection',
      ],
      social: ['telegram', 'blog', 'video', 'chat', 'photo', 'facebook', 'x'],
    });
  });

  test.each(pageLinks.map((link) => [link.page] as const))(
    'the internal link %s resolves to its page of the page table, titled in ko and en',
    (id) => {
      const path = pagePath(id);
      expect(PAGES.some((page) => page.id === id)).toBe(true);
      expect(pageForPath(path).id).toBe(id);
      expect(pageForPath(path)).not.toBe(NOT_FOUND_PAGE);
      for (const locale of Object.values(LOCALES)) {
        const title = text(locale, `pages.${id}.title`);
        expect(typeof title === 'string' && title.trim().length > 0).toBe(true);
      }
    },
  );

  test.each(externalLinks.map((link) => [link.page, link.label] as const))(
    'the external link %s is an external page of the contract, labelled in ko and en',
    (id, label) => {
      expect(EXTERNAL_PAGE_IDS).toContain(id);
      for (const locale of Object.values(LOCALES)) {
        const value = text(locale, label);
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
      }
    },
  );

  test('every social channel shows its own mark', () => {
    const social = FOOTER_LINK_GROUPS.find((group) => group.id === 'social')!;
    expect(social.links.map((link) => ('icon' in link ? link.icon : null))).toEqual([...SOCIAL_CHANNELS]);
  });

  test('no link is listed twice', () => {
    expect(new Set(ALL_LINKS.map((link) => link.page)).size).toBe(ALL_LINKS.length);
  });

  test.each(Object.keys(LOCALES))('every heading, badge and company row has its %s text', (language) => {
    const locale = LOCALES[language as keyof typeof LOCALES];
    const keys = [
      ...FOOTER_LINK_GROUPS.map((group) => group.heading),
      ...CERTIFICATIONS.flatMap((badge) => [badge.mark, badge.detail]),
      ...COMPANY_ROWS.flat(),
    ];
    for (const key of keys) expect(typeof text(locale, key), key).toBe('string');
  });
});

describe('no support phone number', () => {
  test.each([
    '1588-1234',
    '1577 7777',
    '02-123-4567',
    '(02) 1234 5678',
    '010-1234-5678',
    '+82-2-1234-5678',
    '+82 10 1234 5678',
    'tel:15881234',
  ])('the pattern finds %s', (phone) => {
    expect(phone).toMatch(PHONE_NUMBER);
  });

  test.each(['123-45-67890', '제2026-서울중구-0815호', 'No. 2026-Seoul Jung-gu-0815', '9,000 KRW'])(
    'the pattern leaves %s alone',
    (notPhone) => {
      expect(notPhone).not.toMatch(PHONE_NUMBER);
    },
  );

  test.each(Object.keys(LOCALES))('no footer text of %s holds one', (language) => {
    const locale = LOCALES[language as keyof typeof LOCALES];
    const shown = [
      ...strings(locale.footer),
      ...pageLinks.map((link) => String(text(locale, `pages.${link.page}.title`))),
    ];
    expect(shown.length).toBeGreaterThan(30);
    for (const value of shown) expect(value).not.toMatch(PHONE_NUMBER);
  });
});
