/**
 * Demo members seeded into a new database: one per role and account state named in the specs, all with
 * the password DEMO_PASSWORD. The README lists this table; tests log in with these loginIds.
 */
import {
  DEMO_LOGIN,
  type BlockType,
  type CreditProfile,
  type LimitRaiseCase,
  type UserInfo,
} from '../../contract';

/** Every demo member shares the password of the login page's suggested demo member. */
export const DEMO_PASSWORD = DEMO_LOGIN.password;

export interface DemoHolding {
  symbol: string;
  quantity: number;
  /** Average buy price in KRW. */
  avgBuyAmt: number;
}

/** A pending limit order placed at seed time; `priceFactor` times the catalogue price, snapped to the tick. */
export interface DemoOrder {
  key: `${string}-${string}`;
  side: 'buy' | 'sell';
  priceFactor: number;
  quantity: number;
}

/** A member's credit profile less the grade (the member's nameOfGrade). */
export type CreditFlags = Omit<CreditProfile, 'grade'>;

/** A seeded member: the user info the API serves (memNo is assigned by the database) and what they hold. */
export interface DemoMember extends Omit<UserInfo, 'memNo'> {
  /** What the member demonstrates (README table). */
  role: string;
  credit: CreditFlags;
  krw: number;
  holdings: DemoHolding[];
  pendingOrders: DemoOrder[];
  /** The limit-raise condition case (contract LIMIT_RAISE_CASES; '05' opens the limit-raise tab). */
  limitRaiseCase: LimitRaiseCase;
  /** Pre-tax KRW deposit interest paid at seed time and not yet seen (the balance-complete modal). */
  unseenInterest: readonly number[];
  /** Logins ask for an SMS code after the password (migration 9). */
  smsLogin?: true;
  /** The exchange's block on the member (contract/blocks.ts), or null. */
  blockType: BlockType | null;
}

/** Verified, linked, consented, no auto-trading service, not restricted: Plus buy is up to the grade. */
const COMPLETE_PROFILE: CreditFlags = {
  customerVerified: true,
  accountLinked: true,
  plusBuyConsent: true,
  usesAutoProfitTrading: false,
  usesAutoTrading: false,
  restricted: false,
};

const REGULAR: Omit<DemoMember, 'loginId' | 'role' | 'name' | 'email'> = {
  phoneNoMaskedVer2: '010-****-1234',
  isBusiness: false,
  isMinor: false,
  status: 'N',
  retCd: 0,
  // Not set: a member sets it on login security (then Y; contract/trade-password.ts).
  useTradePasswordStatus: 'N',
  isPasswordChgCampaignTarget: false,
  joinType: 0,
  language: 'ko',
  nameOfGrade: 'Orange',
  colorOfGrade: '#ff7a00',
  gradeGroup: 'NONE',
  isVirtualAccount: false,
  isLimitAccount: false,
  limitCustType: null,
  credit: COMPLETE_PROFILE,
  krw: 10_000_000,
  holdings: [
    { symbol: 'BTC', quantity: 0.05, avgBuyAmt: 128_000_000 },
    { symbol: 'ETH', quantity: 1.2, avgBuyAmt: 4_500_000 },
  ],
  pendingOrders: [],
  limitRaiseCase: '01',
  unseenInterest: [],
  blockType: null,
};

/**
 * Plus buy: `demo-plus` may use it (Orange grade, 100,000,000 KRW, no coins); each other one fails
 * exactly one condition of eligibility (contract/plus-buy.ts), in the FAQ's order.
 */
function plusBuyMembers(): DemoMember[] {
  const plus: DemoMember = {
    ...REGULAR,
    loginId: 'demo-plus',
    role: 'Plus buy: eligible, 100,000,000 KRW and no coins',
    name: '플러스',
    email: 'pl***@tradedeck.test',
    krw: 100_000_000,
    holdings: [],
  };
  const failing = (
    suffix: string,
    role: string,
    change: Partial<CreditFlags>,
    grade: Partial<DemoMember> = {},
  ): DemoMember => ({
    ...plus,
    ...grade,
    loginId: `demo-plus-${suffix}`,
    role: `Plus buy refused: ${role}`,
    email: `p${suffix.slice(0, 1)}***@tradedeck.test`,
    credit: { ...COMPLETE_PROFILE, ...change },
  });
  return [
    plus,
    failing('kyc', 'customer verification (KYC) not complete', { customerVerified: false }),
    failing('account', 'no bank account linked', { accountLinked: false }),
    failing('consent', 'no Plus buy consent', { plusBuyConsent: false }),
    failing('autoprofit', 'uses auto profit trading', { usesAutoProfitTrading: true }),
    failing('autotrade', 'uses auto trading', { usesAutoTrading: true }),
    failing('grade', 'grade Yellow, below Orange', {}, { nameOfGrade: 'Yellow', colorOfGrade: '#f5c400' }),
    failing('restricted', 'restricted by policy', { restricted: true }),
  ];
}

/** One member per block type of contract/blocks.ts (chart spec §6), each otherwise a regular member. */
function blockMembers(): DemoMember[] {
  const blocked = (suffix: string, blockType: BlockType, role: string, name: string): DemoMember => ({
    ...REGULAR,
    loginId: `demo-block-${suffix}`,
    role: `Block ${blockType}: ${role}`,
    name,
    email: `b${suffix.slice(0, 1)}***@tradedeck.test`,
    blockType,
  });
  return [
    blocked('kyc', 'CUSTOMER_CONFIRM', 'customer verification again, sent to /block/kyc', '고확인'),
    blocked('email', 'EMAIL_TRANSFER', 'login e-mail to move, sent to the e-mail change page', '이메일'),
    blocked('corporate', 'CORPORATE_MEMBER', 'corporate member, sent to /block/corporate', '(주)법인차단'),
    blocked(
      'check-kyc',
      'CHECK_CUSTOMER_CONFIRM',
      'an order or withdrawal shows the app-download dialog',
      '조확인',
    ),
    blocked(
      'check-account',
      'CHECK_ACCOUNT',
      'an order or withdrawal shows the KRW deposit dialog',
      '계확인',
    ),
    blocked('sub', 'SUB_ACCOUNT', 'sub-account block, sent to /block/sub-accounts-info', '부계정'),
    blocked('service', 'SERVICE_BLOCK', 'every member call shows the service-block dialog', '서비스'),
  ];
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    ...REGULAR,
    loginId: DEMO_LOGIN.loginId,
    role: 'Regular member with KRW, several coins (one worth under 1,000 KRW) and pending orders',
    name: '김데모',
    email: 'de***@tradedeck.test',
    krw: 50_000_000,
    holdings: [
      { symbol: 'BTC', quantity: 0.35, avgBuyAmt: 121_500_000 },
      { symbol: 'ETH', quantity: 4, avgBuyAmt: 4_210_000 },
      { symbol: 'XRP', quantity: 3_000, avgBuyAmt: 2_950 },
      { symbol: 'SOL', quantity: 10, avgBuyAmt: 301_000 },
      { symbol: 'DOGE', quantity: 20_000, avgBuyAmt: 355 },
      { symbol: 'USDT', quantity: 500, avgBuyAmt: 1_402 },
      { symbol: 'SHIB', quantity: 10_000, avgBuyAmt: 0.021 },
    ],
    pendingOrders: [
      { key: 'BTC-KRW', side: 'buy', priceFactor: 0.95, quantity: 0.01 },
      { key: 'BTC-KRW', side: 'buy', priceFactor: 0.9, quantity: 0.02 },
      { key: 'BTC-KRW', side: 'sell', priceFactor: 1.08, quantity: 0.05 },
      { key: 'ETH-KRW', side: 'sell', priceFactor: 1.1, quantity: 0.5 },
    ],
  },
  {
    ...REGULAR,
    loginId: 'demo-business',
    role: 'Business (corporate) account: no referral link',
    name: '(주)데모트레이딩',
    email: 'co***@tradedeck.test',
    isBusiness: true,
    krw: 300_000_000,
    holdings: [{ symbol: 'BTC', quantity: 2, avgBuyAmt: 118_000_000 }],
  },
  {
    ...REGULAR,
    loginId: 'demo-minor',
    role: 'Minor: the shell sends them to the minor page',
    name: '이미성',
    email: 'mi***@tradedeck.test',
    isMinor: true,
    krw: 100_000,
    holdings: [],
  },
  {
    ...REGULAR,
    loginId: 'demo-dormant',
    role: 'Dormant account (status H): the dormant page',
    name: '박휴면',
    email: 'do***@tradedeck.test',
    status: 'H',
  },
  {
    ...REGULAR,
    loginId: 'demo-subaccount',
    role: 'Sub-account (retCd 36): the sub-account info page',
    name: '최부계',
    email: 'su***@tradedeck.test',
    retCd: 36,
  },
  {
    ...REGULAR,
    loginId: 'demo-tradepw-i',
    role: 'Trade password status I: the login-security page',
    name: '정보안',
    email: 'tp***@tradedeck.test',
    useTradePasswordStatus: 'I',
  },
  {
    ...REGULAR,
    loginId: 'demo-pw-campaign',
    role: 'Password-change campaign target with join type 1: personal-information-protection page',
    name: '한비번',
    email: 'pw***@tradedeck.test',
    isPasswordChgCampaignTarget: true,
    joinType: 1,
  },
  {
    ...REGULAR,
    loginId: 'demo-limit',
    role: 'Limit account (LIMIT_ACCOUNT) with a virtual account, raise case 05: the limit-raise tab',
    name: '윤한도',
    email: 'li***@tradedeck.test',
    isVirtualAccount: true,
    isLimitAccount: true,
    limitCustType: 'LIMIT_ACCOUNT',
    limitRaiseCase: '05',
    krw: 2_000_000,
  },
  {
    ...REGULAR,
    loginId: 'demo-voucher',
    role: 'Premium grade group ALL_VOUCHER: premium banner',
    name: '장바우처',
    email: 'vo***@tradedeck.test',
    nameOfGrade: 'Purple',
    colorOfGrade: '#7b4dff',
    gradeGroup: 'ALL_VOUCHER',
    krw: 120_000_000,
  },
  {
    ...REGULAR,
    loginId: 'demo-premium',
    role: 'Premium grade group PREMIUM_BENEFIT: premium banner',
    name: '강프리미엄',
    email: 'pr***@tradedeck.test',
    nameOfGrade: 'VIP',
    colorOfGrade: '#1b1b1b',
    gradeGroup: 'PREMIUM_BENEFIT',
    language: 'en',
    krw: 900_000_000,
    holdings: [
      { symbol: 'BTC', quantity: 5, avgBuyAmt: 110_000_000 },
      { symbol: 'ETH', quantity: 60, avgBuyAmt: 4_100_000 },
    ],
  },
  {
    ...REGULAR,
    loginId: 'demo-delisted',
    role: 'Holds WEMIX, a delisted coin (the no-longer-supported popup)',
    name: '오상폐',
    email: 'dl***@tradedeck.test',
    holdings: [
      { symbol: 'WEMIX', quantity: 1_500, avgBuyAmt: 2_100 },
      { symbol: 'XRP', quantity: 500, avgBuyAmt: 3_050 },
    ],
  },
  {
    ...REGULAR,
    loginId: 'demo-empty',
    role: 'New member without any assets (empty states)',
    name: '신입',
    email: 'ne***@tradedeck.test',
    nameOfGrade: 'White',
    colorOfGrade: '#9e9e9e',
    krw: 0,
    holdings: [],
  },
  ...plusBuyMembers(),
  // Members added after the Plus buy ones keep the numbers of those seeded before them (seed.ts).
  {
    ...REGULAR,
    loginId: 'demo-limit-pending',
    role: 'Limit account with a virtual account, raise case 03 (not yet): no limit-raise tab',
    name: '서대기',
    email: 'lp***@tradedeck.test',
    isVirtualAccount: true,
    isLimitAccount: true,
    limitCustType: 'LIMIT_ACCOUNT',
    limitRaiseCase: '03',
    krw: 2_000_000,
  },
  {
    ...REGULAR,
    loginId: 'demo-interest',
    role: 'Regular member with an unseen KRW deposit interest payment: the balance-complete modal',
    name: '문이자',
    email: 'in***@tradedeck.test',
    unseenInterest: [125_000],
  },
  {
    ...REGULAR,
    loginId: 'demo-inout',
    role: 'Regular member with KRW and coins and no deposit or withdrawal yet (the end-to-end inout test)',
    name: '나입출',
    email: 'io***@tradedeck.test',
    krw: 20_000_000,
    holdings: [
      { symbol: 'BTC', quantity: 0.1, avgBuyAmt: 125_000_000 },
      { symbol: 'ETH', quantity: 2, avgBuyAmt: 4_300_000 },
      { symbol: 'XRP', quantity: 1_000, avgBuyAmt: 3_000 },
      { symbol: 'USDT', quantity: 1_000, avgBuyAmt: 1_420 },
    ],
  },
  {
    ...REGULAR,
    loginId: 'demo-sms',
    role: 'Regular member with SMS login on: after the password, the login page asks for the SMS code',
    name: '문자인',
    email: 'sm***@tradedeck.test',
    phoneNoMaskedVer2: '010-****-5678',
    smsLogin: true,
  },
  {
    ...REGULAR,
    loginId: 'demo-api',
    role: 'Regular member with KRW and XRP and no Open API key yet (the end-to-end Open API test)',
    name: '한에이피',
    email: 'ap***@tradedeck.test',
    krw: 50_000_000,
    holdings: [{ symbol: 'XRP', quantity: 1_000, avgBuyAmt: 3_000 }],
  },
  ...blockMembers(),
];
