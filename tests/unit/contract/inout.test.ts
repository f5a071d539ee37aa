import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FROM,
  applicationKindOf,
  canMove,
  CREDITING_CODES,
  entryFlags,
  feeRewardTakenBack,
  isFinalState,
  KRW_COIN_TYPE,
  RECORD_KINDS,
  recordKind,
  refundApplicationRequest,
  STATE_CODES,
  STATE_CODES_BY_KIND,
  STATE_TRANSITIONS,
  networkNameIn,
  secondAddressNameIn,
  statementQuery,
  type StateCode,
} from '../../../contract';

describe('inout state codes (chart spec §4)', () => {
  it.each([
    ['IN', 'C0102', 'coinIn'],
    ['OUT', 'C0102', 'coinOut'],
    ['IN', KRW_COIN_TYPE, 'krwIn'],
    ['OUT', KRW_COIN_TYPE, 'krwOut'],
  ] as const)('%s of %s is a %s record', (processType, coinType, kind) =>
    expect(recordKind(processType, coinType)).toBe(kind),
  );

  it('every code the spec names occurs on some kind of record', () => {
    const used = new Set(Object.values(STATE_CODES_BY_KIND).flat());
    expect([...STATE_CODES].filter((code) => !used.has(code))).toEqual([]);
  });

  it('moves stay within the codes of their kind', () => {
    for (const kind of RECORD_KINDS)
      for (const [from, targets] of Object.entries(STATE_TRANSITIONS[kind]))
        for (const to of [from, ...(targets ?? [])]) expect(STATE_CODES_BY_KIND[kind]).toContain(to);
  });

  it('every code of a kind is reachable from where the kind starts', () => {
    const member: Partial<Record<string, StateCode[]>> = {
      coinOut: ['02'],
      krwOut: ['02'],
      coinIn: ['11', '20'],
    };
    for (const kind of RECORD_KINDS) {
      const reached = new Set<StateCode>(['01', ...(member[kind] ?? [])]);
      let grew = true;
      while (grew) {
        grew = false;
        for (const from of [...reached])
          for (const to of STATE_TRANSITIONS[kind][from] ?? [])
            if (!reached.has(to)) {
              reached.add(to);
              grew = true;
            }
      }
      expect([...reached].sort()).toEqual([...STATE_CODES_BY_KIND[kind]].sort());
    }
  });

  it.each([
    ['coinOut', '01', '05', true],
    ['coinOut', '05', '01', false],
    ['coinIn', '11', '14', true],
    ['coinIn', '43', '44', false],
    ['krwIn', '01', '34', true],
    ['krwOut', '01', '05', false],
  ] as const)('%s %s → %s allowed: %s', (kind, from, to, allowed) =>
    expect(canMove(kind, from, to)).toBe(allowed),
  );

  it.each(
    STATE_CODES.map((code) => [code, ['11', '14', '32', '33', '34'].includes(code) ? 'deposit' : 'return']),
  )('code %s belongs to a %s application', (code, kind) => expect(applicationKindOf(code)).toBe(kind));

  it.each([
    ['coinOut', '01', [true, false, false, false]],
    ['krwOut', '01', [true, false, false, false]],
    ['coinOut', '05', [false, false, false, false]],
    ['coinIn', '04', [false, true, true, false]],
    ['coinIn', '05', [false, true, true, false]],
    ['coinIn', '14', [false, true, true, true]],
    ['coinIn', '34', [false, false, true, true]],
    ['coinIn', '24', [false, true, true, true]],
    ['coinIn', '11', [false, false, false, true]],
    ['coinIn', '43', [false, false, false, true]],
    ['coinIn', '02', [false, false, false, false]],
    ['krwIn', '01', [false, false, false, false]],
  ] as const)('flags of %s %s', (kind, code, [cancel, deposit, refund, detail]) =>
    expect(entryFlags(kind, code)).toEqual({
      isShowWithdrawCancelButton: cancel,
      isShowDepositRequestButton: deposit,
      isShowAssetRefundButton: refund,
      isShowRequestDetailButton: detail,
    }),
  );

  it('applications start only from codes of coin deposits, and crediting codes exist on their kind', () => {
    for (const code of [...APPLICATION_FROM.deposit, ...APPLICATION_FROM.return])
      expect(STATE_CODES_BY_KIND.coinIn).toContain(code);
    for (const kind of RECORD_KINDS)
      for (const code of CREDITING_CODES[kind]) expect(STATE_CODES_BY_KIND[kind]).toContain(code);
  });

  it.each([
    ['coinIn', '43', true],
    ['coinIn', '14', false],
    ['coinOut', '01', false],
    ['coinOut', '02', true],
    ['krwOut', '03', false],
    ['krwOut', '05', true],
  ] as const)('%s %s is final: %s', (kind, code, final) => expect(isFinalState(kind, code)).toBe(final));

  it.each([
    ['coinOut', '02', 120, 120],
    ['coinOut', '03', 120, 120],
    ['coinOut', '04', 120, 120],
    ['coinOut', '05', 120, 0],
    ['coinOut', '01', 120, 0],
    ['coinOut', '02', null, 0],
    ['coinOut', '02', 0, 0],
    ['krwOut', '02', 120, 0],
    ['coinIn', '02', 120, 0],
  ] as const)('a %s entering %s with a reward of %s points takes %s back', (kind, code, reward, takenBack) =>
    expect(feeRewardTakenBack(kind, code, reward)).toBe(takenBack),
  );
});

describe('inout requests', () => {
  it('the statement range starts before it ends and spans at most a year', () => {
    expect(statementQuery.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    expect(statementQuery.safeParse({ from: '2026-02-01', to: '2026-01-31' }).success).toBe(false);
    expect(statementQuery.safeParse({ from: '2025-01-01', to: '2026-06-01' }).success).toBe(false);
    expect(statementQuery.safeParse({ from: '2026-1-1', to: '2026-01-31' }).success).toBe(false);
  });

  const refund = {
    coinInSeq: 1,
    refundType: 'EXCHANGE',
    exchangeName: 'Upbit',
    networkName: 'Ethereum',
    firstAddress: '0xabc',
    custType: 'personal',
    attachmentIds: ['a'.repeat(32)],
    isAgreeRefundRequest: true,
    isAgreePersonalInformation: true,
    isAgreeNoMoneyLaundering: true,
  } as const;

  it.each([
    [{}, true],
    [{ custType: 'corporation' }, false],
    [{ custType: 'corporation', corpName: 'Acme', corpRepName: 'Kim' }, true],
    [{ exchangeName: '' }, false],
    [{ exchangeName: '', refundType: 'PERSONAL_WALLET' }, true],
    [{ isAgreeRefundRequest: false }, false],
    [{ attachmentIds: [] }, false],
  ])('a return application with %j is valid: %s', (change, valid) =>
    expect(refundApplicationRequest.safeParse({ ...refund, ...change }).success).toBe(valid),
  );
});

describe('networkNameIn', () => {
  it.each<[{ networkName: string; networkNameKo?: string }, 'ko' | 'en', string]>([
    [{ networkName: 'Bitcoin', networkNameKo: '비트코인' }, 'ko', '비트코인'],
    [{ networkName: 'Bitcoin', networkNameKo: '비트코인' }, 'en', 'Bitcoin'],
    // An exchange that names the network in English only: the name every call carries.
    [{ networkName: 'Lightning' }, 'ko', 'Lightning'],
  ])('%j in %s reads %s', (network, language, name) => {
    expect(networkNameIn(network, language)).toBe(name);
  });
});

describe('secondAddressNameIn', () => {
  const tag = { secondAddressName: 'Destination Tag', secondAddressNameKo: '데스티네이션 태그' };
  it.each<
    [{ secondAddressName: string | null; secondAddressNameKo?: string | null }, 'ko' | 'en', string | null]
  >([
    [tag, 'ko', '데스티네이션 태그'],
    [tag, 'en', 'Destination Tag'],
    [{ secondAddressName: 'Memo' }, 'ko', 'Memo'],
    [{ secondAddressName: null, secondAddressNameKo: null }, 'ko', null],
  ])('%j in %s reads %s', (network, language, name) => {
    expect(secondAddressNameIn(network, language)).toBe(name);
  });
});
