/** The privacy policy (`customer`): the 2023 version and its amendments. */
import { amend, type Article, type DatedArticles } from './articles';

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

/** Each version by the date it took effect. */
export const PRIVACY_POLICY: DatedArticles = [
  ['2023-03-01', PRIVACY_2023],
  ['2024-07-19', PRIVACY_2024],
  ['2025-10-01', PRIVACY_2025],
];
