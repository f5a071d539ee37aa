/**
 * The four documents of the /terms pages (chart spec §2; exchange spec §2.3 footer), each with dated
 * versions: the terms of service (`terms`), the Open API terms (`api`), the privacy policy (`customer`)
 * and the fixed video device policy (`image_information`). Later versions amend earlier ones
 * (articles.ts), as an exchange's terms history does: the 2024-07-19 versions follow the Virtual Asset
 * User Protection Act taking effect that day.
 */
import type { TermsType } from '../../contract';
import { amend, articlesBody, type Article, type SeedVersion, type Texts } from './articles';

const TITLES: Record<'terms' | 'api' | 'customer' | 'image_information', Texts> = {
  terms: { ko: '트레이드덱 서비스 이용약관', en: 'Tradedeck Terms of Service' },
  api: { ko: '트레이드덱 Open API 이용약관', en: 'Tradedeck Open API Terms of Use' },
  customer: { ko: '개인정보 처리방침', en: 'Privacy Policy' },
  image_information: {
    ko: '고정형 영상정보처리기기 운영·관리 방침',
    en: 'Fixed Video Device Operation and Management Policy',
  },
};

// ---------------------------------------------------------------------------------------------------
// Terms of service
// ---------------------------------------------------------------------------------------------------

const SERVICE_2023: readonly Article[] = [
  {
    heading: { ko: '목적', en: 'Purpose' },
    lines: {
      ko: [
        '이 약관은 주식회사 트레이드덱(이하 "회사")이 제공하는 디지털 자산 거래 서비스(이하 "서비스")의 이용과 관련하여 회사와 회원의 권리, 의무 및 책임 사항을 정함을 목적으로 합니다.',
      ],
      en: [
        'These terms set out the rights, duties and responsibilities of Tradedeck Inc. (the "Company") and its members in the use of the digital asset trading service the Company provides (the "Service").',
      ],
    },
  },
  {
    heading: { ko: '정의', en: 'Definitions' },
    lines: {
      ko: [
        '1. "회원"이란 이 약관에 동의하고 회사와 서비스 이용계약을 체결한 자를 말합니다.',
        '2. "디지털 자산"이란 경제적 가치를 지닌 것으로서 전자적으로 거래 또는 이전될 수 있는 전자적 증표를 말합니다.',
        '3. "실명확인 입출금계정"이란 회원 본인 명의의 은행 계좌로서 회사와 원화 입출금에 사용하는 계정을 말합니다.',
      ],
      en: [
        '1. A "member" is a person who has agreed to these terms and entered into a service agreement with the Company.',
        '2. A "digital asset" is an electronic token of economic value that can be traded or transferred electronically.',
        '3. A "real-name deposit and withdrawal account" is a bank account in the member\'s own name used for KRW deposits and withdrawals with the Company.',
      ],
    },
  },
  {
    heading: { ko: '이용계약의 성립', en: 'Formation of the agreement' },
    lines: {
      ko: [
        '이용계약은 가입 신청자가 약관에 동의하고 회원가입을 신청한 후 회사가 본인확인을 거쳐 승낙함으로써 성립합니다.',
        '원화 거래는 실명확인 입출금계정을 연결한 회원에 한하여 이용할 수 있습니다.',
      ],
      en: [
        'The agreement is formed when an applicant agrees to these terms, applies for membership and the Company accepts after verifying their identity.',
        'KRW trading is available only to members who have linked a real-name deposit and withdrawal account.',
      ],
    },
  },
  {
    heading: { ko: '서비스의 내용', en: 'The Service' },
    lines: {
      ko: [
        '회사는 원화 및 디지털 자산 마켓의 거래 중개, 디지털 자산의 입출금, 시세 정보 제공 및 이에 부수하는 서비스를 제공합니다.',
      ],
      en: [
        'The Company brokers trades on its KRW and digital asset markets, handles deposits and withdrawals of digital assets, provides price information and related services.',
      ],
    },
  },
  {
    heading: { ko: '수수료', en: 'Fees' },
    lines: {
      ko: ['거래 수수료와 입출금 수수료는 회사가 수수료 안내 화면에 게시한 바에 따릅니다.'],
      en: ['Trading fees and deposit and withdrawal fees are those the Company posts on its fee pages.'],
    },
  },
  {
    heading: { ko: '회원의 의무', en: "Members' duties" },
    lines: {
      ko: [
        '회원은 계정과 비밀번호를 스스로 관리하여야 하며, 이를 제3자에게 양도하거나 대여할 수 없습니다.',
        '회원은 타인의 명의를 도용하거나 자금세탁 등 불법적인 목적으로 서비스를 이용하여서는 안 됩니다.',
      ],
      en: [
        'Members keep their own account and password and may not transfer or lend them to anyone.',
        "Members may not use another person's identity or use the Service for money laundering or any other unlawful purpose.",
      ],
    },
  },
  {
    heading: { ko: '서비스의 중단', en: 'Suspension of the Service' },
    lines: {
      ko: [
        '회사는 시스템 점검, 설비 교체 및 고장, 통신 장애 등의 사유가 있는 경우 서비스의 전부 또는 일부를 일시적으로 중단할 수 있으며, 이 경우 사전에 공지합니다. 다만 긴급한 경우에는 사후에 공지할 수 있습니다.',
      ],
      en: [
        'The Company may suspend all or part of the Service for maintenance, replacement or failure of equipment, or a communication failure, announcing it in advance, or afterwards in an emergency.',
      ],
    },
  },
  {
    heading: { ko: '약관의 변경', en: 'Changes to these terms' },
    lines: {
      ko: [
        '회사가 약관을 변경하는 경우 시행일 7일 전부터 공지합니다. 회원에게 불리한 변경은 시행일 30일 전부터 공지하고 개별 통지합니다.',
      ],
      en: [
        "The Company announces changes to these terms 7 days before they take effect; changes to a member's disadvantage are announced 30 days before and notified to each member.",
      ],
    },
  },
];

const SERVICE_2024 = amend(
  SERVICE_2023,
  {
    6: {
      heading: { ko: '회원의 의무 및 불공정거래행위의 금지', en: "Members' duties and unfair trading" },
      lines: {
        ko: [
          '회원은 계정과 비밀번호를 스스로 관리하여야 하며, 이를 제3자에게 양도하거나 대여할 수 없습니다.',
          '회원은 「가상자산 이용자 보호 등에 관한 법률」 제10조에 따른 미공개중요정보 이용행위, 시세조종행위 및 부정거래행위를 하여서는 안 됩니다.',
          '회사는 이상거래가 의심되는 경우 해당 거래를 제한하고 관계 기관에 통보할 수 있습니다.',
        ],
        en: [
          'Members keep their own account and password and may not transfer or lend them to anyone.',
          'Members may not trade on undisclosed material information, manipulate prices or trade fraudulently as prohibited by Article 10 of the Virtual Asset User Protection Act.',
          'Where trading appears abnormal, the Company may restrict it and report it to the authorities.',
        ],
      },
    },
  },
  [
    {
      heading: { ko: '이용자 자산의 보호', en: "Protection of members' assets" },
      lines: {
        ko: [
          '회사는 회원의 예치금을 회사의 고유재산과 분리하여 은행에 예치 또는 신탁하여 관리합니다.',
          '회사는 회원이 맡긴 디지털 자산의 경제적 가치의 80% 이상을 인터넷과 분리된 콜드월렛에 보관합니다.',
        ],
        en: [
          "The Company keeps members' deposits apart from its own property, deposited or in trust with a bank.",
          'The Company keeps at least 80% of the economic value of the digital assets members entrust to it in cold wallets disconnected from the internet.',
        ],
      },
    },
  ],
);

const SERVICE_2025 = amend(
  SERVICE_2024,
  {
    5: {
      heading: { ko: '수수료', en: 'Fees' },
      lines: {
        ko: [
          '거래 수수료와 입출금 수수료는 회사가 수수료 안내 화면에 게시한 바에 따릅니다.',
          '회사가 수수료를 인상하는 경우 시행일 30일 전부터 공지합니다.',
        ],
        en: [
          'Trading fees and deposit and withdrawal fees are those the Company posts on its fee pages.',
          'The Company announces a fee increase 30 days before it takes effect.',
        ],
      },
    },
  },
  [
    {
      heading: { ko: '분쟁의 해결', en: 'Disputes' },
      lines: {
        ko: [
          '회사는 회원의 불만과 피해를 신속히 처리하기 위하여 고객센터를 운영합니다.',
          '이 약관과 관련한 분쟁은 대한민국 법을 준거법으로 하며, 민사소송법에 따른 관할 법원에 제기합니다.',
        ],
        en: [
          "The Company runs a customer centre to handle members' complaints and losses promptly.",
          'Disputes about these terms are governed by the laws of the Republic of Korea and brought before the court with jurisdiction under the Civil Procedure Act.',
        ],
      },
    },
  ],
);

// ---------------------------------------------------------------------------------------------------
// Open API terms
// ---------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------
// Privacy policy
// ---------------------------------------------------------------------------------------------------

const PRIVACY_2023: readonly Article[] = [
  {
    heading: { ko: '수집하는 개인정보 항목', en: 'Personal information collected' },
    lines: {
      ko: [
        '필수: 이름, 생년월일, 성별, 휴대폰 번호, 이메일 주소, 실명확인 입출금계정 정보',
        '자동 수집: 접속 IP 주소, 접속 일시, 기기 정보, 서비스 이용 기록',
      ],
      en: [
        'Required: name, date of birth, sex, mobile number, e-mail address, real-name deposit and withdrawal account',
        'Collected automatically: IP address, access times, device information, service records',
      ],
    },
  },
  {
    heading: { ko: '수집 및 이용 목적', en: 'Why it is collected' },
    lines: {
      ko: [
        '회원 식별 및 본인확인, 고객확인(KYC) 및 자금세탁방지 의무 이행, 거래 및 입출금 처리, 고객 문의 응대',
      ],
      en: [
        'To identify members and verify their identity, to meet customer due diligence (KYC) and anti-money-laundering duties, to process trades, deposits and withdrawals, and to answer enquiries',
      ],
    },
  },
  {
    heading: { ko: '보유 및 이용 기간', en: 'How long it is kept' },
    lines: {
      ko: [
        '회원 탈퇴 시까지 보유하며, 「특정 금융거래정보의 보고 및 이용 등에 관한 법률」에 따라 거래 기록은 거래 관계 종료 후 5년간 보관합니다.',
      ],
      en: [
        'Until the member leaves; trading records are kept for 5 years after the business relationship ends, as the Act on Reporting and Using Specified Financial Transaction Information requires.',
      ],
    },
  },
  {
    heading: { ko: '개인정보의 제3자 제공', en: 'Provision to third parties' },
    lines: {
      ko: [
        '회사는 실명확인 입출금계정 발급 은행에 실명확인에 필요한 정보를, 디지털 자산을 받는 가상자산사업자에게 트래블룰 이행에 필요한 정보를 제공합니다.',
      ],
      en: [
        'The Company provides the bank of the real-name account with what it needs to confirm the real name, and the virtual asset service provider receiving a transfer with what the travel rule requires.',
      ],
    },
  },
  {
    heading: { ko: '개인정보 처리의 위탁', en: 'Processing on our behalf' },
    lines: {
      ko: [
        '본인확인: NICE평가정보, 코리아크레딧뷰로 / 문자 발송: 메시지 발송 대행사 / 데이터 보관: 국내 클라우드 사업자',
      ],
      en: [
        'Identity verification: NICE Information Service, Korea Credit Bureau / Text messages: a messaging agency / Data storage: a Korean cloud provider',
      ],
    },
  },
  {
    heading: { ko: '정보주체의 권리', en: 'Your rights' },
    lines: {
      ko: [
        '회원은 언제든지 자신의 개인정보 열람, 정정, 삭제, 처리정지를 요구할 수 있습니다. 다만 법령에 따라 보관하여야 하는 정보는 삭제할 수 없습니다.',
      ],
      en: [
        'Members may ask at any time to see, correct, delete or stop processing their personal information, except what the law requires us to keep.',
      ],
    },
  },
  {
    heading: { ko: '개인정보 보호책임자', en: 'Privacy officer' },
    lines: {
      ko: ['개인정보 관련 문의는 개인정보 보호책임자(privacy@tradedeck.example)에게 하실 수 있습니다.'],
      en: ['Questions about personal information go to our privacy officer (privacy@tradedeck.example).'],
    },
  },
];

const PRIVACY_2024 = amend(PRIVACY_2023, {
  4: {
    heading: { ko: '개인정보의 제3자 제공', en: 'Provision to third parties' },
    lines: {
      ko: [
        '회사는 실명확인 입출금계정 발급 은행에 실명확인에 필요한 정보를 제공합니다.',
        '디지털 자산을 다른 가상자산사업자로 이전하는 경우, 트래블룰 이행을 위하여 받는 사업자(해외 사업자 포함)에게 송신인의 이름과 지갑 주소를 제공합니다.',
      ],
      en: [
        'The Company provides the bank of the real-name account with what it needs to confirm the real name.',
        "When digital assets are transferred to another virtual asset service provider, the sender's name and wallet address go to the receiving provider (overseas ones included) as the travel rule requires.",
      ],
    },
  },
});

const PRIVACY_2025 = amend(
  PRIVACY_2024,
  {
    3: {
      heading: { ko: '보유 및 이용 기간', en: 'How long it is kept' },
      lines: {
        ko: [
          '회원 탈퇴 시까지 보유하며, 「특정 금융거래정보의 보고 및 이용 등에 관한 법률」에 따라 거래 기록은 거래 관계 종료 후 5년간 보관합니다.',
          '1년 이상 로그인하지 않은 회원의 개인정보는 다른 회원의 정보와 분리하여 보관합니다.',
        ],
        en: [
          'Until the member leaves; trading records are kept for 5 years after the business relationship ends, as the Act on Reporting and Using Specified Financial Transaction Information requires.',
          "The personal information of members who have not logged in for a year or more is kept apart from other members' information.",
        ],
      },
    },
  },
  [
    {
      heading: { ko: '자동 수집 장치의 설치·운영 및 거부', en: 'Cookies' },
      lines: {
        ko: [
          '회사는 로그인 유지와 화면 설정 저장을 위하여 쿠키를 사용합니다. 브라우저 설정에서 쿠키 저장을 거부할 수 있으나, 이 경우 로그인이 필요한 서비스를 이용할 수 없습니다.',
        ],
        en: [
          'The Company uses cookies to keep members logged in and to remember screen settings. Browsers can refuse cookies, but then services that need a login cannot be used.',
        ],
      },
    },
  ],
);

// ---------------------------------------------------------------------------------------------------
// Fixed video device policy
// ---------------------------------------------------------------------------------------------------

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

const versions = (type: keyof typeof TITLES, dated: readonly [string, readonly Article[]][]): SeedVersion[] =>
  dated.map(([effectiveDate, articles]) => ({
    effectiveDate,
    title: TITLES[type],
    body: articlesBody(articles),
  }));

export const PAGE_DOCUMENTS = {
  terms: versions('terms', [
    ['2023-03-01', SERVICE_2023],
    ['2024-07-19', SERVICE_2024],
    ['2025-09-01', SERVICE_2025],
  ]),
  api: versions('api', [
    ['2023-06-01', API_2023],
    ['2025-02-10', API_2025],
  ]),
  customer: versions('customer', [
    ['2023-03-01', PRIVACY_2023],
    ['2024-07-19', PRIVACY_2024],
    ['2025-10-01', PRIVACY_2025],
  ]),
  image_information: versions('image_information', [
    ['2022-12-01', VIDEO_2022],
    ['2025-04-01', VIDEO_2025],
  ]),
} satisfies Partial<Record<TermsType, SeedVersion[]>>;
