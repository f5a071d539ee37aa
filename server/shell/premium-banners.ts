/**
 * The premium grade banner (shell §2.2 user panel, §3 "Premium grade banner", §6: only the two grade
 * groups see it): the slides of each group, in both languages. PREMIUM_BENEFIT has two slides, so its
 * banner loops (§9); ALL_VOUCHER has one, so it does not.
 */
import { PREMIUM_GROUPS, type GradeGroup, type PremiumGrade, type PremiumGroup } from '../../contract';
import type { Language } from '../errors/messages';

/** Where the simulator serves the slides' images (banner-image.ts draws them). */
export const BANNER_IMAGE_PATH = '/resources/banner';

/** The app's premium grade page (src/shell/pages.ts `premiumGrade`; the user panel links it too). */
const PREMIUM_GRADE_PAGE = '/member/premium-grade';

export interface BannerSlide {
  bannerId: number;
  /** The image's file name, without `.svg`. */
  name: string;
  group: PremiumGroup;
  title: Record<Language, string>;
  /** The line under the title on the image. */
  caption: Record<Language, string>;
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    bannerId: 101,
    name: 'premium-benefit-lounge',
    group: 'PREMIUM_BENEFIT',
    title: { ko: '프리미엄 회원 전용 혜택', en: 'Benefits for premium members' },
    caption: {
      ko: '전담 매니저와 우선 상담을 이용해 보세요',
      en: 'A dedicated manager and priority support',
    },
  },
  {
    bannerId: 102,
    name: 'premium-benefit-fee',
    group: 'PREMIUM_BENEFIT',
    title: { ko: '프리미엄 거래 수수료 우대', en: 'Premium trading fee discount' },
    caption: { ko: '이번 달 우대 수수료가 적용되고 있어요', en: 'Your discounted fee applies this month' },
  },
  {
    bannerId: 201,
    name: 'all-voucher',
    group: 'ALL_VOUCHER',
    title: { ko: '전 종목 거래 바우처 지급', en: 'Your all-coin trading voucher' },
    caption: { ko: '모든 코인 거래에 바우처를 쓸 수 있어요', en: 'Use it on a trade of any coin' },
  },
];

export function isPremiumGroup(group: GradeGroup): group is PremiumGroup {
  return (PREMIUM_GROUPS as readonly string[]).includes(group);
}

export function bannerSlide(name: string): BannerSlide | undefined {
  return BANNER_SLIDES.find((slide) => slide.name === name);
}

/** The image of a slide in a language (the image carries the title as text). */
export function bannerImageUrl(slide: BannerSlide, language: Language): string {
  return `${BANNER_IMAGE_PATH}/${slide.name}.svg?lang=${language}`;
}

/** The member's premium grade answer: its group and slides, or no group and no slides. */
export function premiumGradeOf(group: GradeGroup, language: Language): PremiumGrade {
  if (!isPremiumGroup(group)) return { groupName: null, banners: [] };
  return {
    groupName: group,
    banners: BANNER_SLIDES.filter((slide) => slide.group === group).map((slide) => ({
      bannerId: slide.bannerId,
      bannerUrl: bannerImageUrl(slide, language),
      title: slide.title[language],
      linkPath: PREMIUM_GRADE_PAGE,
    })),
  };
}
