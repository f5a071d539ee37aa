/**
 * The inout pages through the real app router and shell as a member, REST stubbed: the coin catalogue,
 * the records, one coin's inout data, the SMS verification (any code matches); the date is fixed (only Date is faked) so the default range is known.
 */
import { expect, onTestFinished, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { HistoryEntry, InoutCoin, SmartSellEntry, UserInfo } from '../../../../contract';
import { entryFlags, recordKind } from '../../../../contract/inout-states';
import { KRW_COIN_TYPE } from '../../../../contract/markets';
import { configureApiClient } from '../../../../src/api/transport';
import { CONSENT_DOCUMENTS, READING_DOCUMENTS } from '../../../../src/features/inout/consent-rules';
import type { Language } from '../../../../src/i18n';
import { settings } from '../../../../src/state/settings';
import { termsRoutes } from '../terms/terms-harness';
import { session } from '../../../../src/state/session';
import { coin } from '../../../fixtures/coins';
import { demoUser } from '../../../fixtures/user';
import { envelope, mountAppWithFeed, resetStores, stubApi, type Route } from '../../shell/harness';
import { FakeFeed } from '../../workspace/harness';

/** 2026-11-26 12:00 KST. */
export const NOW = Date.parse('2026-11-26T03:00:00Z');

export const CATALOGUE = [
  coin('BTC', 'KRW'),
  coin('ETH', 'KRW'),
  coin('XRP', 'KRW'),
  coin('USDT', 'KRW'),
  coin('ETH', 'BTC'),
];

export function historyEntry(change: Partial<HistoryEntry> & Pick<HistoryEntry, 'seq'>): HistoryEntry {
  const base = {
    coinType: 'C0101',
    stateCode: '01',
    processType: 'OUT',
    ...change,
  } as const;
  return {
    stateMessage: 'Requested',
    stateDetailMessage: '',
    processTypeName: base.processType === 'IN' ? 'Deposit' : 'Withdrawal',
    requestDate: '2026-11-20T05:05:00Z',
    completionDate: null,
    networkName: 'Bitcoin',
    txId: null,
    txIdUrl: null,
    feeQuantity: 0.0002,
    quantity: 0.5,
    totalQuantity: 0.5002,
    totalKrwValue: 50_020_000,
    firstAddress: 'bc1qexampleaddress',
    secondAddress: null,
    secondAddressName: null,
    depositRequestDetail: null,
    ...entryFlags(recordKind(base.processType, base.coinType), base.stateCode),
    ...base,
  };
}

export function smartSell(change: Partial<SmartSellEntry> & Pick<SmartSellEntry, 'seq'>): SmartSellEntry {
  return {
    coinType: 'C0102',
    coinName: 'Ethereum',
    coinSymbol: 'ETH',
    coinAmt: 1.25,
    requestDtm: '2026-11-21T01:30:00Z',
    status: 'SOLD',
    failReason: null,
    tradeDtm: '2026-11-21T01:31:00Z',
    quote: 4_000_000,
    fee: -500,
    krwAmt: 4_999_500,
    ...change,
  };
}

export const BTC_INOUT: InoutCoin = {
  coinType: 'C0101',
  coinSymbol: 'BTC',
  coinName: 'Bitcoin',
  withdrawable: 1,
  networks: [
    {
      networkName: 'Bitcoin',
      networkNameKo: '비트코인',
      fees: { LOW: 0.0001, STANDARD: 0.0002, FAST: 0.0005 },
      minQuantity: 0.001,
      secondAddressName: null,
    },
    {
      networkName: 'Lightning',
      networkNameKo: '라이트닝',
      fees: { LOW: 0.00001, STANDARD: 0.00002, FAST: 0.00005 },
      minQuantity: 0.0001,
      secondAddressName: null,
    },
  ],
  depositAddresses: [
    {
      networkName: 'Bitcoin',
      networkNameKo: '비트코인',
      address: 'bc1qdepositaddress0001',
      secondAddress: null,
      minDeposit: 0.00005,
      confirmations: 2,
    },
  ],
  pointBalance: 0,
};

export const XRP_INOUT: InoutCoin = {
  coinType: 'C0104',
  coinSymbol: 'XRP',
  coinName: 'XRP',
  withdrawable: 500,
  networks: [
    {
      networkName: 'XRP Ledger',
      networkNameKo: 'XRP 레저',
      fees: { LOW: 0.1, STANDARD: 0.2, FAST: 0.5 },
      minQuantity: 20,
      secondAddressName: 'Destination Tag',
      secondAddressNameKo: '데스티네이션 태그',
    },
  ],
  depositAddresses: [
    {
      networkName: 'XRP Ledger',
      networkNameKo: 'XRP 레저',
      address: 'rDepositAddress0XRP',
      secondAddress: '123456',
      minDeposit: 1.5,
      confirmations: 1,
    },
  ],
  pointBalance: 0,
};

export const USDT_INOUT: InoutCoin = {
  coinType: 'C0106',
  coinSymbol: 'USDT',
  coinName: 'Tether',
  withdrawable: 100,
  networks: [
    ['Ethereum (ERC-20)', '이더리움 (ERC-20)'],
    ['Tron (TRC-20)', '트론 (TRC-20)'],
  ].map(([networkName, networkNameKo]) => ({
    networkName: networkName!,
    networkNameKo,
    fees: { LOW: 0.7, STANDARD: 2, FAST: 4 },
    minQuantity: 7,
    secondAddressName: null,
  })),
  depositAddresses: [
    {
      networkName: 'Ethereum (ERC-20)',
      networkNameKo: '이더리움 (ERC-20)',
      address: '0x52908400098527886e0f7030069857d2e4169ee7',
      secondAddress: null,
      minDeposit: 3.5,
      confirmations: 12,
    },
    {
      networkName: 'Tron (TRC-20)',
      networkNameKo: '트론 (TRC-20)',
      address: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
      secondAddress: null,
      minDeposit: 3.5,
      confirmations: 19,
    },
  ],
  pointBalance: 0,
};

export const KRW_INOUT: InoutCoin = {
  coinType: KRW_COIN_TYPE,
  coinSymbol: 'KRW',
  coinName: 'Korean won',
  withdrawable: 10_000,
  networks: [],
  depositAddresses: [],
  pointBalance: 0,
};

const INOUT_COINS: Record<string, InoutCoin> = {
  C0101: BTC_INOUT,
  C0104: XRP_INOUT,
  C0106: USDT_INOUT,
  [KRW_COIN_TYPE]: KRW_INOUT,
};

/**
 * Mounts the app at `path` as `user` (by default the demo member, who never set a trade password, so is
 * not asked for one) in `language`; answers the stub (its calls) and the router.
 */
export function mountInout(
  path: string,
  routes: Record<string, Route> = {},
  language: Language = 'en',
  user: UserInfo = demoUser(),
) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  resetStores({ member: true, language });
  session.user = user;
  const stub = stubApi({
    'GET /v1/members/me': () => envelope(user),
    'GET /v1/coins': () => envelope(CATALOGUE),
    // SMS verification before a withdrawal: every code is sent and every code matches.
    'GET /v1/sms/token': ({ url }) =>
      envelope({ smsSendWork: url.searchParams.get('smsSendWork'), validSeconds: 180 }),
    'POST /v1/sms/token': ({ init }) =>
      envelope({
        smsSendWork: (JSON.parse(String(init?.body)) as { smsSendWork: string }).smsSendWork,
        verified: true,
      }),
    ...Object.fromEntries(
      Object.entries(INOUT_COINS).map(([coinType, info]) => [
        `GET /v1/coin-inout/coins/${coinType}`,
        () => envelope(info),
      ]),
    ),
    ...routes,
  });
  const router = mountAppWithFeed(path, new FakeFeed(), () => stub.mockRestore());
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return { stub, router };
}

/** The search parameters of each call to `path`, in order. */
export function queriesTo(stub: ReturnType<typeof stubApi>, path: string): Record<string, string>[] {
  return stub.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.href))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** The JSON bodies of each call to `path`, in order. */
export function bodiesTo(stub: ReturnType<typeof stubApi>, path: string): unknown[] {
  return stub.mock.calls
    .filter(
      ([input]) =>
        new URL(input instanceof Request ? input.url : String(input), location.href).pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/**
 * Ticks every consent the form on the page asks for (reading each in the terms dialog is tested apart), so
 * a test of what the form sends meets its own checks only.
 */
export async function agreeToConsents(language: Language = 'en') {
  const group = page.getByRole('group', { name: language === 'ko' ? '약관 동의' : 'Consents' });
  await expect.element(group).toBeVisible();
  for (const box of group.getByRole('checkbox').all()) await box.click();
}

/** Mounts the app at `path` with every inout terms document answered as the simulator does, in `language`. */
export function mountInoutWithTerms(path: string, language: Language, routes: Record<string, Route> = {}) {
  configureApiClient({ language: () => settings.language });
  const documents = [...CONSENT_DOCUMENTS, ...READING_DOCUMENTS].map((type) => [
    `GET /v1/terms/${type}/current`,
    termsRoutes(),
  ]);
  return mountInout(path, { ...Object.fromEntries(documents), ...routes }, language);
}
