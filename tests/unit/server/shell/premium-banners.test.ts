import { describe, expect, test } from 'vitest';
import { premiumGradeSchema, PREMIUM_GROUPS, type GradeGroup } from '../../../../contract';
import { bannerSvg } from '../../../../server/shell/banner-image';
import {
  BANNER_SLIDES,
  bannerSlide,
  isPremiumGroup,
  premiumGradeOf,
  type BannerSlide,
} from '../../../../server/shell/premium-banners';

describe('premiumGradeOf', () => {
  test.each([
    ['PREMIUM_BENEFIT', 2],
    ['ALL_VOUCHER', 1],
  ] as const)('%s: its %i slide(s), valid against the contract in both languages', (group, count) => {
    for (const language of ['ko', 'en'] as const) {
      const grade = premiumGradeSchema.parse(premiumGradeOf(group, language));
      expect(grade.groupName).toBe(group);
      expect(grade.banners).toHaveLength(count);
      for (const banner of grade.banners) expect(banner.bannerUrl).toMatch(new RegExp(`lang=${language}$`));
    }
  });

  test('NONE: no group, no slides', () => {
    expect(premiumGradeOf('NONE', 'ko')).toEqual({ groupName: null, banners: [] });
  });

  test('the groups are the contract’s; slide ids and names are unique', () => {
    const groups: GradeGroup[] = ['ALL_VOUCHER', 'PREMIUM_BENEFIT', 'NONE'];
    expect(groups.filter(isPremiumGroup)).toEqual([...PREMIUM_GROUPS].sort());
    expect(new Set(BANNER_SLIDES.map((slide) => slide.bannerId)).size).toBe(BANNER_SLIDES.length);
    expect(new Set(BANNER_SLIDES.map((slide) => slide.name)).size).toBe(BANNER_SLIDES.length);
    expect(bannerSlide('nope')).toBeUndefined();
  });
});

describe('bannerSvg', () => {
  test('the title and caption are text, however hostile', () => {
    const hostile: BannerSlide = {
      ...BANNER_SLIDES[0]!,
      title: { ko: '</text><script>alert(1)</script>', en: 'x' },
      caption: { ko: '" onload="alert(1)', en: 'y' },
    };
    const svg = bannerSvg(hostile, 'ko');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
    expect(svg).not.toContain('" onload="');
    expect(svg.match(/<text /g)).toHaveLength(2);
  });
});
