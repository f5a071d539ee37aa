/**
 * The four documents of the /terms pages (chart spec §2; exchange spec §2.3 footer), each with dated
 * versions: the terms of service (`terms`), the Open API terms (`api`), the privacy policy (`customer`)
 * and the fixed video device policy (`image_information`). Later versions amend earlier ones
 * (articles.ts), as an exchange's terms history does: the 2024-07-19 versions follow the Virtual Asset
 * User Protection Act taking effect that day.
 */
import type { TermsType } from '../../contract';
import { API_TERMS } from './api-terms';
import { articlesBody, type DatedArticles, type SeedVersion, type Texts } from './articles';
import { PRIVACY_POLICY } from './privacy-policy';
import { SERVICE_TERMS } from './service-terms';
import { VIDEO_DEVICE_POLICY } from './video-device-policy';

const TITLES: Record<'terms' | 'api' | 'customer' | 'image_information', Texts> = {
  terms: { ko: '트레이드덱 서비스 이용약관', en: 'Tradedeck Terms of Service' },
  api: { ko: '트레이드덱 Open API 이용약관', en: 'Tradedeck Open API Terms of Use' },
  customer: { ko: '개인정보 처리방침', en: 'Privacy Policy' },
  image_information: {
    ko: '고정형 영상정보처리기기 운영·관리 방침',
    en: 'Fixed Video Device Operation and Management Policy',
  },
};

const versions = (type: keyof typeof TITLES, dated: DatedArticles): SeedVersion[] =>
  dated.map(([effectiveDate, articles]) => ({
    effectiveDate,
    title: TITLES[type],
    body: articlesBody(articles),
  }));

export const PAGE_DOCUMENTS = {
  terms: versions('terms', SERVICE_TERMS),
  api: versions('api', API_TERMS),
  customer: versions('customer', PRIVACY_POLICY),
  image_information: versions('image_information', VIDEO_DEVICE_POLICY),
} satisfies Partial<Record<TermsType, SeedVersion[]>>;
