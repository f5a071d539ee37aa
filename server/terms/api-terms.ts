/** The Open API terms (`api`): the 2023 version and its amendment. */
import { amend, type Article, type DatedArticles } from './articles';

const API_2023: readonly Article[] = [
  {
    heading: { ko: '목적', en: 'Purpose' },
    lines: {
      ko: ['이 약관은 회사가 제공하는 Open API(이하 "API")의 이용 조건과 절차를 정합니다.'],
      en: [
        'These terms set out the conditions and procedure for using the Open API (the "API") the Company provides.',
      ],
    },
  },
  {
    heading: { ko: 'API 키의 발급', en: 'API keys' },
    lines: {
      ko: [
        'API 키는 본인확인과 2채널 인증을 마친 회원에게 발급하며, 발급과 삭제 시 휴대폰 인증을 거칩니다.',
        '회원은 API 키마다 조회, 주문 등 이용 권한을 선택할 수 있습니다.',
      ],
      en: [
        'API keys are issued to members who have verified their identity and set up two-channel authentication; issuing and deleting a key requires SMS verification.',
        'Members choose the permissions of each key, such as reading and ordering.',
      ],
    },
  },
  {
    heading: { ko: '이용 한도', en: 'Limits' },
    lines: {
      ko: [
        '회사는 안정적인 서비스 제공을 위하여 API 요청 수를 제한할 수 있으며, 한도를 넘는 요청은 일시적으로 거부됩니다.',
      ],
      en: [
        'To keep the Service stable the Company may limit the number of API requests; requests over the limit are refused for a while.',
      ],
    },
  },
  {
    heading: { ko: '회원의 책임', en: "Members' responsibility" },
    lines: {
      ko: [
        'API 키와 비밀 키의 관리 책임은 회원에게 있으며, 유출이 의심되는 경우 즉시 해당 키를 삭제하여야 합니다.',
        'API를 통해 이루어진 주문은 회원 본인의 주문으로 봅니다.',
      ],
      en: [
        'Members are responsible for keeping their API keys and secret keys; a key suspected of leaking must be deleted at once.',
        "Orders placed through the API are the member's own orders.",
      ],
    },
  },
  {
    heading: { ko: '이용 제한', en: 'Restrictions' },
    lines: {
      ko: [
        '회사는 시세에 부당한 영향을 줄 수 있는 대량 주문·취소의 반복 등 비정상적인 이용을 제한할 수 있습니다.',
      ],
      en: [
        'The Company may restrict abnormal use, such as repeatedly placing and cancelling large orders that may unduly move prices.',
      ],
    },
  },
];

const API_2025 = amend(
  API_2023,
  {
    2: {
      heading: { ko: 'API 키의 발급', en: 'API keys' },
      lines: {
        ko: [
          'API 키는 본인확인과 2채널 인증을 마친 회원에게 발급하며, 발급과 삭제, 허용 IP 변경 시 휴대폰 인증을 거칩니다.',
          '주문 권한이 있는 API 키는 허용 IP를 등록한 경우에만 사용할 수 있으며, 모든 요청은 비밀 키로 서명하고 일회용 값(nonce)을 포함하여야 합니다.',
        ],
        en: [
          'API keys are issued to members who have verified their identity and set up two-channel authentication; issuing or deleting a key and changing its allowed IP addresses require SMS verification.',
          'A key with the order permission works only from registered allowed IP addresses, and every request must be signed with the secret key and carry a one-time value (nonce).',
        ],
      },
    },
  },
  [
    {
      heading: { ko: '플러스 매수 이용 중의 제한', en: 'While using Plus buy' },
      lines: {
        ko: ['플러스 매수로 대여받은 자산을 보유한 동안에는 API를 통한 매도 주문을 할 수 없습니다.'],
        en: [
          'While holding assets bought with a Plus buy loan, members cannot place sell orders through the API.',
        ],
      },
    },
  ],
);

/** Each version by the date it took effect. */
export const API_TERMS: DatedArticles = [
  ['2023-06-01', API_2023],
  ['2025-02-10', API_2025],
];
