/**
 * The history dialogs' rules as tables, one row per state code: the deposit guidance (§4), the struck
 * total per kind of record (§4), the fee line (§9), the application modal's kind, consent and TXID link
 * (§4), the re-application decision's four branches in the spec's order (§5), the fee reward's view, the
 * smart-sell fee and the safety of explorer links.
 */
import { describe, expect, test } from 'vitest';
import {
  RECORD_KINDS,
  STATE_CODES,
  type FeeRewardInfo,
  type RecordKind,
  type StateCode,
} from '../../../../contract';
import {
  afterRecheck,
  applicationView,
  coinLabel,
  consentsOf,
  depositGuidance,
  documentImageSrc,
  explorerHref,
  feeLine,
  feeRewardView,
  hasApplication,
  hasFeeReward,
  isSameEntry,
  isTotalStruck,
  reapplyDecision,
  smartSellFee,
  type Guidance,
} from '../../../../src/features/history-dialogs/rules';
import { coin } from '../../../fixtures/coins';
import { applicationRecord, BTC, DEPOSIT_DETAIL, historyEntry, KRW, REWARD_POSSIBLE } from './fixtures';

const KIND_OF: Record<RecordKind, { processType: 'IN' | 'OUT'; coinType: string }> = {
  coinIn: { processType: 'IN', coinType: BTC },
  coinOut: { processType: 'OUT', coinType: BTC },
  krwIn: { processType: 'IN', coinType: KRW },
  krwOut: { processType: 'OUT', coinType: KRW },
};

describe('deposit guidance by state code (coin deposits)', () => {
  const applied = { ...DEPOSIT_DETAIL, applyCount: 1 };
  const rows: [StateCode, Guidance | null][] = [
    ['01', null],
    ['02', null],
    ['03', null],
    ['04', 'restricted'],
    ['05', 'restricted'],
    ['11', 'review'],
    ['14', 'rejected'],
    ['20', 'review'],
    ['22', 'review'],
    ['24', 'returnCancelled'],
    ['25', 'returnCancelled'],
    ['26', 'returnProcessed'],
    ['32', null],
    ['33', 'depositCompleted'],
    ['34', 'depositCancelled'],
    ['41', 'returnApproved'],
    ['43', 'returnProcessed'],
    ['44', 'returnCancelled'],
  ];
  test('every code the spec names has a row', () => {
    expect(rows.map(([code]) => code)).toEqual([...STATE_CODES]);
  });
  test.each(rows)('%s → %s (with an application behind it)', (code, guidance) => {
    expect(depositGuidance(historyEntry('IN', code, { depositRequestDetail: applied }))).toBe(guidance);
  });
  test('33 says completed only when the request detail has an apply count', () => {
    expect(depositGuidance(historyEntry('IN', '33', { depositRequestDetail: null }))).toBeNull();
    expect(
      depositGuidance(
        historyEntry('IN', '33', { depositRequestDetail: { ...DEPOSIT_DETAIL, applyCount: 0 } }),
      ),
    ).toBeNull();
    expect(depositGuidance(historyEntry('IN', '33', { depositRequestDetail: applied }))).toBe(
      'depositCompleted',
    );
  });
  test.each(STATE_CODES)('withdrawals and KRW deposits have none (%s)', (code) => {
    expect(depositGuidance(historyEntry('OUT', code))).toBeNull();
    expect(depositGuidance(historyEntry('OUT', code, { coinType: KRW }))).toBeNull();
    expect(depositGuidance(historyEntry('IN', code, { coinType: KRW }))).toBeNull();
  });
});

describe('the same entry', () => {
  const withdrawal = historyEntry('OUT', '01');
  test.each([
    ['itself, in another state', historyEntry('OUT', '02'), true],
    ['another sequence', historyEntry('OUT', '01', { seq: withdrawal.seq + 1 }), false],
    ['a deposit with the same sequence', historyEntry('IN', '01', { seq: withdrawal.seq }), false],
    ['another coin with the same sequence', historyEntry('OUT', '01', { coinType: KRW }), false],
  ])('%s: %s', (_name, other, same) => {
    expect(isSameEntry(withdrawal, other)).toBe(same);
    expect(isSameEntry(other, withdrawal)).toBe(same);
  });
});

describe('struck-through total by kind and code', () => {
  const STRUCK: Record<RecordKind, StateCode[]> = {
    coinOut: ['02', '03', '04'],
    coinIn: ['34', '44'],
    krwOut: ['02'],
    krwIn: ['34'],
  };
  const rows = RECORD_KINDS.flatMap((kind) =>
    STATE_CODES.map((code) => [kind, code, STRUCK[kind].includes(code)] as const),
  );
  test.each(rows)('%s %s → struck %s', (kind, code, struck) => {
    expect(isTotalStruck({ ...KIND_OF[kind], stateCode: code })).toBe(struck);
  });
});

describe('fee line', () => {
  test.each([
    ['a deposit with a fee shows it', 'IN', 0.001, { kind: 'amount', quantity: 0.001 }],
    ['a deposit without a fee shows no line', 'IN', 0, null],
    ['a withdrawal with a fee shows it', 'OUT', 0.0005, { kind: 'amount', quantity: 0.0005 }],
    ['a withdrawal charged nothing says free', 'OUT', 0, { kind: 'free' }],
  ] as const)('%s', (_name, processType, feeQuantity, line) => {
    expect(feeLine({ processType, feeQuantity })).toEqual(line);
  });
});

describe('fee reward', () => {
  test.each(
    RECORD_KINDS.flatMap((kind) =>
      STATE_CODES.map((code) => [kind, code, kind === 'coinOut' && code === '01']),
    ),
  )('%s %s → fetched %s', (kind, code, fetched) => {
    expect(hasFeeReward({ ...KIND_OF[kind as RecordKind], stateCode: code as StateCode })).toBe(fetched);
  });

  const info = (overrides: Partial<FeeRewardInfo>): FeeRewardInfo => ({ ...REWARD_POSSIBLE, ...overrides });
  test.each([
    ['possible', info({}), null, { kind: 'possible' }],
    ['service not available', info({ isRewardServiceAvailable: false }), null, { kind: 'unavailable' }],
    ['no longer possible', info({ isRewardApplicationPossible: false }), null, { kind: 'notPossible' }],
    [
      'just applied: completed',
      info({}),
      { rewardStatus: 'COMPLETED', pointQuantity: 1234 },
      { kind: 'completed', points: 1234 },
    ],
    [
      'just applied: not qualified',
      info({}),
      { rewardStatus: 'NOT_QUALIFIED', pointQuantity: 0 },
      { kind: 'notQualified' },
    ],
    [
      'read back: completed',
      info({ isRewardApplicationPossible: false, rewardStatus: 'COMPLETED', pointQuantity: 99 }),
      null,
      { kind: 'completed', points: 99 },
    ],
    [
      'read back: not qualified',
      info({ isRewardApplicationPossible: false, rewardStatus: 'NOT_QUALIFIED', pointQuantity: 0 }),
      null,
      { kind: 'notQualified' },
    ],
  ] as const)('%s', (_name, given, applied, view) => {
    expect(feeRewardView(given, applied)).toEqual(view);
  });
});

describe('re-application decision (§5, in its order)', () => {
  test.each([
    ['count 0 goes straight on, whatever the limit', 0, 3, { kind: 'go' }],
    ['count 0 goes straight on even without a limit', 0, 0, { kind: 'go' }],
    ['limit 0 asks to confirm the documents reset', 2, 0, { kind: 'confirmReset' }],
    ['count at the limit is restricted', 3, 3, { kind: 'restricted' }],
    ['count over the limit is restricted', 4, 3, { kind: 'restricted' }],
    ['otherwise a confirm with count/limit', 1, 3, { kind: 'confirmCount', count: 1, limit: 3 }],
    ['one below the limit still asks', 2, 3, { kind: 'confirmCount', count: 2, limit: 3 }],
  ] as const)('%s', (_name, applyCount, applyLimitCount, decision) => {
    expect(reapplyDecision({ applyCount, applyLimitCount })).toEqual(decision);
  });

  test.each([
    [1, 3, 'go'],
    [3, 3, 'restricted'],
    [2, 0, 'go'],
  ] as const)('after the confirm, count %i of %i → %s', (applyCount, applyLimitCount, next) => {
    expect(afterRecheck({ applyCount, applyLimitCount })).toBe(next);
  });
});

describe('application modal by state code', () => {
  const DEPOSIT = ['11', '14', '32', '33', '34'];
  test.each(STATE_CODES)('%s', (code) => {
    expect(applicationView(code)).toEqual({
      kind: DEPOSIT.includes(code) ? 'deposit' : 'return',
      showConsent: code !== '26',
      txIdIsLink: code === '43',
    });
  });

  test('consents are those of the application the title names', () => {
    const record = applicationRecord('20');
    expect(consentsOf('deposit', record)).toEqual([
      ['agreePersonalInformation', true],
      ['agreeNoMoneyLaundering', true],
    ]);
    expect(consentsOf('return', record)).toEqual([
      ['agreeRefundRequest', true],
      ['agreePersonalInformation', true],
      ['agreeNoMoneyLaundering', false],
    ]);
    expect(consentsOf('return', { ...record, refundRequestDetail: null })).toEqual([]);
  });

  test('an application of a kind exists only with its detail', () => {
    const record = applicationRecord('26', { refundRequestDetail: null });
    expect(hasApplication('deposit', record)).toBe(true);
    expect(hasApplication('return', record)).toBe(false);
    expect(hasApplication('deposit', { ...record, depositRequestDetail: null })).toBe(false);
  });

  test('a document is a data: URL of its type', () => {
    expect(documentImageSrc({ examFileType: 'image/png', encodedFile: 'iVBORw0=' })).toBe(
      'data:image/png;base64,iVBORw0=',
    );
  });
});

describe('explorer links', () => {
  test.each([
    ['https://explorer.example/tx/1', 'https://explorer.example/tx/1'],
    ['http://explorer.example/tx/1', 'http://explorer.example/tx/1'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['/tx/1', null],
    ['mailto:a@b.c', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, href) => {
    expect(explorerHref(url)).toBe(href);
  });
});

describe('coin label', () => {
  const coins = [coin('BTC', 'KRW'), coin('BTC', 'USDT')];
  test.each([
    [BTC, 'en', { symbol: 'BTC', name: 'Bitcoin' }],
    [BTC, 'ko', { symbol: 'BTC', name: '비트코인' }],
    [KRW, 'en', { symbol: 'KRW', name: 'KRW' }],
    ['C7777', 'en', { symbol: 'C7777', name: 'C7777' }],
  ])('%s in %s', (coinType, language, label) => {
    expect(coinLabel(coins, coinType, language)).toEqual(label);
  });
  test('before the catalogue arrives the coinType stands in', () => {
    expect(coinLabel(undefined, BTC, 'en')).toEqual({ symbol: BTC, name: BTC });
  });
});

describe('smart-sell fee', () => {
  test.each([
    [-1250, { kind: 'discount', amount: 1250 }],
    [800, { kind: 'premium', amount: 800 }],
    [0, { kind: 'none', amount: 0 }],
  ] as const)('%d', (fee, shown) => {
    expect(smartSellFee(fee)).toEqual(shown);
  });
});
