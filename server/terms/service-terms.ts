/** The terms of service (`terms`): the 2023 version and its amendments. */
import { amend, type Article, type DatedArticles } from './articles';

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

/** Each version by the date it took effect. */
export const SERVICE_TERMS: DatedArticles = [
  ['2023-03-01', SERVICE_2023],
  ['2024-07-19', SERVICE_2024],
  ['2025-09-01', SERVICE_2025],
];
