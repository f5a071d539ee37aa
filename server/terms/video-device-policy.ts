/** The fixed video device policy (`image_information`): the 2022 version and its amendment. */
import { amend, type Article, type DatedArticles } from './articles';

const VIDEO_2022: readonly Article[] = [
  {
    heading: { ko: '설치 근거 및 목적', en: 'Grounds and purpose' },
    lines: {
      ko: [
        '회사는 「개인정보 보호법」 제25조에 따라 시설 안전, 화재 예방 및 고객센터 방문 고객의 안전을 위하여 고정형 영상정보처리기기를 설치·운영합니다.',
      ],
      en: [
        'Under Article 25 of the Personal Information Protection Act, the Company installs and operates fixed video devices for the safety of its premises, fire prevention and the safety of visitors to its customer centre.',
      ],
    },
  },
  {
    heading: { ko: '설치 대수, 위치 및 촬영 범위', en: 'Number, places and range' },
    lines: {
      ko: [
        '본사 건물 출입구 2대, 고객센터 안내 데스크 1대, 전산실 출입구 1대를 설치하여 각 출입구와 안내 데스크 주변을 촬영합니다.',
      ],
      en: [
        'Two at the entrances of the head office, one at the customer centre desk and one at the server room door, each filming the entrance or desk around it.',
      ],
    },
  },
  {
    heading: { ko: '관리책임자 및 접근 권한자', en: 'Manager and access' },
    lines: {
      ko: ['관리책임자: 정보보호팀장 / 접근 권한자: 정보보호팀 담당자'],
      en: ['Manager: head of the information security team / Access: information security staff'],
    },
  },
  {
    heading: { ko: '촬영 시간, 보관 기간 및 보관 장소', en: 'Hours, retention and storage' },
    lines: {
      ko: [
        '24시간 촬영하며, 촬영일로부터 30일간 보관한 뒤 지체 없이 파기합니다. 영상은 전산실의 전용 저장 장치에 보관합니다.',
      ],
      en: [
        'Filming runs 24 hours; footage is kept for 30 days from filming and then destroyed without delay, on a dedicated storage device in the server room.',
      ],
    },
  },
  {
    heading: { ko: '영상정보의 열람 등 요구', en: 'Requests to view footage' },
    lines: {
      ko: [
        '정보주체는 자신이 촬영된 영상정보의 열람 또는 존재 확인을 요구할 수 있으며, 회사는 지체 없이 필요한 조치를 합니다.',
      ],
      en: [
        'Anyone filmed may ask to view the footage of them or to confirm it exists; the Company acts on the request without delay.',
      ],
    },
  },
];

const VIDEO_2025 = amend(VIDEO_2022, {
  2: {
    heading: { ko: '설치 대수, 위치 및 촬영 범위', en: 'Number, places and range' },
    lines: {
      ko: [
        '본사 이전에 따라 본사 건물 출입구 3대, 고객센터 안내 데스크 2대, 전산실 출입구 1대를 설치하여 각 출입구와 안내 데스크 주변을 촬영합니다.',
      ],
      en: [
        'Since the head office moved: three at its entrances, two at the customer centre desks and one at the server room door, each filming the entrance or desk around it.',
      ],
    },
  },
});

/** Each version by the date it took effect. */
export const VIDEO_DEVICE_POLICY: DatedArticles = [
  ['2022-12-01', VIDEO_2022],
  ['2025-04-01', VIDEO_2025],
];
