import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  applicationFilesSchema,
  applicationRecordSchema,
  applyCountSchema,
  feeRewardInfoSchema,
  feeRewardResultSchema,
  historyEntrySchema,
  INOUT,
  ERROR_CODES,
  INOUT_ERROR_CODES,
  INOUT_ERROR_MESSAGES,
  inoutCoinSchema,
  KRW_COIN_TYPE,
  pointHistorySchema,
  smartSellEntrySchema,
  smartSellPageSchema,
  statementSchema,
  UPLOAD,
  type HistoryEntry,
  type InoutCoin,
} from '../../../../contract';
import { kstIso } from '../../../../server/market/kst-time';
import { SEED_DOCUMENT_PNG } from '../../../../server/seed/inout-records';
import { injectServer, type InjectServer } from '../routes/inject';

let server: InjectServer;
let inout: string;
let regular: string;
beforeAll(async () => {
  server = await injectServer();
  inout = await server.login('demo-inout');
  regular = await server.login('demo-regular');
});
afterAll(() => server.stop());

const BTC = 'C0101';
const ETH = 'C0102';
const XRP = 'C0103';
const USDT = 'C0106';
const WEMIX = 'C0287';
const MON = 'C0286';
const today = () => kstIso(Date.now()).slice(0, 10);
const daysAgo = (days: number) => kstIso(Date.now() - days * 86_400_000).slice(0, 10);

type Method = 'GET' | 'POST' | 'PUT';
const as = (cookie: string, method: Method, url: string, body?: unknown, language = 'en') =>
  server.call(method, url, body, { cookie, 'accept-language': language });
const admin = (url: string, body: unknown) => server.call('POST', url, body);

async function coin(cookie: string, coinType: string): Promise<InoutCoin> {
  return inoutCoinSchema.parse((await as(cookie, 'GET', API.inoutCoin(coinType))).body.data);
}

async function balance(cookie: string, coinType: string): Promise<number> {
  return (await coin(cookie, coinType)).withdrawable;
}

/** A BTC withdrawal after its SMS verification. */
async function withdraw(cookie: string, overrides: Record<string, unknown> = {}) {
  const info = await coin(cookie, BTC);
  const network = info.networks[0]!;
  server.smsVerified(cookie, 'withdrawCoin');
  return as(cookie, 'POST', API.withdraw, {
    coinType: BTC,
    networkName: network.networkName,
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    quantity: network.minQuantity,
    feeLevel: 'FAST',
    ...overrides,
  });
}

/** A document the member uploads with their session (as the application form does). */
async function upload(cookie = inout): Promise<string> {
  const answer = await server.built.app.inject({
    method: 'POST',
    url: API.attachments,
    remoteAddress: '127.0.0.1',
    headers: {
      'content-type': 'application/octet-stream',
      [UPLOAD.fileNameHeader]: 'proof.png',
      cookie,
    },
    payload: SEED_DOCUMENT_PNG,
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { data: { attachmentId: string } }).data.attachmentId;
}

async function statement(cookie: string, query: string) {
  const answer = await as(cookie, 'GET', `${API.inoutHistory}?${query}`);
  expect(answer.status).toBe(200);
  return statementSchema.parse(answer.body.data);
}

async function heldDeposit(code: '04' | '05' = '04', quantity = 0.5): Promise<HistoryEntry> {
  const answer = await admin(API.adminInoutDeposit, {
    loginId: 'demo-inout',
    coinType: ETH,
    quantity,
    stateCode: code,
  });
  expect(answer.status).toBe(200);
  return historyEntrySchema.parse(answer.body.data);
}

describe('member only', () => {
  test.each([
    ['GET', `${API.inoutHistory}?from=2026-01-01&to=2026-01-02`],
    ['GET', API.inoutTransfer(1)],
    ['GET', API.inoutCoin(BTC)],
    ['POST', API.withdraw],
    ['PUT', API.withdrawCancel],
    ['POST', API.krwDeposit],
    ['GET', API.feeReward(1)],
    ['GET', API.smartSell],
  ] as const)('a guest gets 401 on %s %s', async (method, url) => {
    expect((await server.call(method, url, method === 'GET' ? undefined : {})).status).toBe(401);
  });
});

describe('coin terms', () => {
  test('BTC: networks with fees per level, a minimum, deterministic deposit addresses, withdrawable', async () => {
    const info = await coin(inout, BTC);
    expect(info).toMatchObject({
      coinSymbol: 'BTC',
      coinName: 'Bitcoin',
      withdrawable: 0.1,
      pointBalance: 0,
    });
    const network = info.networks[0]!;
    expect(network.fees.LOW).toBeLessThan(network.fees.STANDARD);
    expect(network.fees.STANDARD).toBeLessThan(network.fees.FAST);
    expect(network.secondAddressName).toBeNull();
    expect((await coin(inout, BTC)).depositAddresses).toEqual(info.depositAddresses);
    expect((await coin(regular, BTC)).depositAddresses[0]!.address).not.toBe(
      info.depositAddresses[0]!.address,
    );
  });

  test('XRP names its tag "Destination Tag" and gives a tag with the address', async () => {
    const info = await coin(inout, XRP);
    expect(info.networks[0]!.secondAddressName).toBe('Destination Tag');
    expect(info.depositAddresses[0]!.secondAddress).toMatch(/^\d+$/);
  });

  test('KRW has no networks; a delisted coin none either; an unknown coin is 404', async () => {
    expect(await coin(inout, KRW_COIN_TYPE)).toMatchObject({
      networks: [],
      withdrawable: expect.any(Number),
    });
    expect((await coin(inout, WEMIX)).networks).toEqual([]);
    expect((await as(inout, 'GET', API.inoutCoin('C9999'))).status).toBe(404);
  });

  test("withdrawable is the balance less the orders' locks", async () => {
    const info = await coin(regular, BTC);
    // demo-regular holds 0.35 BTC with a 0.05 BTC sell order open.
    expect(info.withdrawable).toBeCloseTo(0.3, 8);
  });
});

describe('coin withdrawal', () => {
  test('debits quantity + fee at request and answers the record in 01; the asset frame is the ledger', async () => {
    const before = await balance(inout, BTC);
    const answer = await withdraw(inout);
    expect(answer.status).toBe(200);
    const entry = historyEntrySchema.parse(answer.body.data);
    expect(entry).toMatchObject({
      stateCode: '01',
      processType: 'OUT',
      processTypeName: 'Withdrawal',
      isShowWithdrawCancelButton: true,
      txId: null,
    });
    expect(entry.totalQuantity).toBeCloseTo(entry.quantity + entry.feeQuantity, 8);
    expect(entry.totalKrwValue).toBeGreaterThan(0);
    expect(await balance(inout, BTC)).toBeCloseTo(before - entry.totalQuantity, 8);
  });

  test('cancel (PUT) moves 01 → 02 and gives the total back; a second cancel is WITHDRAW_NOT_CANCELLABLE', async () => {
    const before = await balance(inout, BTC);
    const entry = historyEntrySchema.parse((await withdraw(inout)).body.data);
    const cancel = await as(inout, 'PUT', API.withdrawCancel, { coinOutSeq: entry.seq, coinType: BTC });
    expect(cancel.status).toBe(200);
    expect(historyEntrySchema.parse(cancel.body.data)).toMatchObject({
      stateCode: '02',
      isShowWithdrawCancelButton: false,
    });
    expect(await balance(inout, BTC)).toBeCloseTo(before, 8);
    const again = await as(inout, 'PUT', API.withdrawCancel, { coinOutSeq: entry.seq, coinType: BTC });
    expect(again).toMatchObject({
      status: 409,
      body: { code: INOUT_ERROR_CODES.notCancellable, message: INOUT_ERROR_MESSAGES.notCancellable.en },
    });
  });

  test("another member's withdrawal is not found, to read or to cancel", async () => {
    const entry = historyEntrySchema.parse((await withdraw(inout)).body.data);
    expect((await as(regular, 'GET', API.inoutTransfer(entry.seq))).status).toBe(404);
    expect(
      (await as(regular, 'PUT', API.withdrawCancel, { coinOutSeq: entry.seq, coinType: BTC })).status,
    ).toBe(404);
    expect((await as(inout, 'GET', API.inoutTransfer(entry.seq))).status).toBe(200);
  });

  test.each([
    ['KRW', { coinType: KRW_COIN_TYPE }, 'unsupported'],
    ['a delisted coin', { coinType: WEMIX }, 'unsupported'],
    ['an upcoming coin', { coinType: MON }, 'unsupported'],
    ['an unknown network', { networkName: 'Lightning' }, 'unsupported'],
    [
      'an address of another chain',
      { address: '0x52908400098527886E0F7030069857D2E4169EE7' },
      'invalidAddress',
    ],
    ['a quantity under the minimum', { quantity: 1e-8 }, 'amountOutOfRange'],
    ['more than 8 decimals', { quantity: 0.001000001 }, 'amountOutOfRange'],
  ] as const)('%s is refused with its code', async (_name, overrides, error) => {
    const answer = await withdraw(inout, overrides);
    expect(answer).toMatchObject({
      status: 400,
      body: { code: INOUT_ERROR_CODES[error], message: INOUT_ERROR_MESSAGES[error].en },
    });
  });

  test('more than the balance is INSUFFICIENT_BALANCE and nothing changes', async () => {
    const before = await balance(inout, BTC);
    const answer = await withdraw(inout, { quantity: 5 });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_BALANCE' } });
    expect(await balance(inout, BTC)).toBe(before);
  });
});

describe('SMS verification before a withdrawal', () => {
  test('without a confirmed code for its work a withdrawal is 428 and nothing moves', async () => {
    const before = await balance(inout, BTC);
    const info = await coin(inout, BTC);
    const body = {
      coinType: BTC,
      networkName: info.networks[0]!.networkName,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      quantity: info.networks[0]!.minQuantity,
      feeLevel: 'FAST',
    };
    const refused = await as(inout, 'POST', API.withdraw, body);
    expect(refused.status).toBe(428);
    expect(refused.body.code).toBe(ERROR_CODES.smsVerificationRequired);
    // A code confirmed for another work does not count.
    server.smsVerified(inout, 'withdrawKrw');
    expect((await as(inout, 'POST', API.withdraw, body)).status).toBe(428);
    const krw = await as(inout, 'POST', API.krwWithdraw, { amount: 50_000 });
    expect(krw.status).toBe(200);
    await as(inout, 'PUT', API.withdrawCancel, {
      coinOutSeq: historyEntrySchema.parse(krw.body.data).seq,
      coinType: KRW_COIN_TYPE,
    });
    // Used once: the next KRW withdrawal needs a new code.
    expect((await as(inout, 'POST', API.krwWithdraw, { amount: 50_000 })).status).toBe(428);
    expect(await balance(inout, BTC)).toBe(before);
  });
});

describe('KRW by bank transfer', () => {
  test('a deposit waits in 01 and changes nothing yet; the switch credits it at 02', async () => {
    const before = await balance(inout, KRW_COIN_TYPE);
    const entry = historyEntrySchema.parse(
      (await as(inout, 'POST', API.krwDeposit, { amount: 100_000 })).body.data,
    );
    expect(entry).toMatchObject({
      stateCode: '01',
      processType: 'IN',
      totalKrwValue: 100_000,
      networkName: null,
    });
    expect(await balance(inout, KRW_COIN_TYPE)).toBe(before);
    const moved = await admin(API.adminInoutState, { seq: entry.seq, stateCode: '02' });
    expect(historyEntrySchema.parse(moved.body.data).stateCode).toBe('02');
    expect(await balance(inout, KRW_COIN_TYPE)).toBe(before + 100_000);
  });

  test('a withdrawal debits amount + the fixed fee; cancel gives both back', async () => {
    const before = await balance(inout, KRW_COIN_TYPE);
    server.smsVerified(inout, 'withdrawKrw');
    const entry = historyEntrySchema.parse(
      (await as(inout, 'POST', API.krwWithdraw, { amount: 50_000 })).body.data,
    );
    expect(entry).toMatchObject({
      feeQuantity: INOUT.krwWithdrawFee,
      totalQuantity: 50_000 + INOUT.krwWithdrawFee,
    });
    expect(await balance(inout, KRW_COIN_TYPE)).toBe(before - 50_000 - INOUT.krwWithdrawFee);
    await as(inout, 'PUT', API.withdrawCancel, { coinOutSeq: entry.seq, coinType: KRW_COIN_TYPE });
    expect(await balance(inout, KRW_COIN_TYPE)).toBe(before);
  });

  test('amounts outside the range are refused by the request schema', async () => {
    expect((await as(inout, 'POST', API.krwDeposit, { amount: INOUT.krwMin - 1 })).status).toBe(400);
    expect((await as(inout, 'POST', API.krwWithdraw, { amount: INOUT.krwMax + 1 })).status).toBe(400);
  });
});

describe('the statement', () => {
  test('newest first, filtered by type and coin, paged with its total', async () => {
    const all = await statement(regular, `from=${daysAgo(60)}&to=${today()}&size=100`);
    expect(all.total).toBe(all.entries.length);
    const dates = all.entries.map((entry) => entry.requestDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const outs = await statement(regular, `type=OUT&from=${daysAgo(60)}&to=${today()}&size=100`);
    expect(outs.entries.every((entry) => entry.processType === 'OUT')).toBe(true);
    const krw = await statement(
      regular,
      `coinType=${KRW_COIN_TYPE}&from=${daysAgo(60)}&to=${today()}&size=100`,
    );
    expect(krw.entries.every((entry) => entry.coinType === KRW_COIN_TYPE)).toBe(true);
    expect(
      krw.total + (await statement(regular, `from=${daysAgo(60)}&to=${today()}&size=100&type=ALL`)).total,
    ).toBeGreaterThan(krw.total);
    const page2 = await statement(regular, `from=${daysAgo(60)}&to=${today()}&size=5&page=2`);
    expect(page2).toMatchObject({ page: 2, size: 5, total: all.total });
    expect(page2.entries.map((entry) => entry.seq)).toEqual(
      all.entries.slice(5, 10).map((entry) => entry.seq),
    );
  });

  test('the KST day range includes both ends: a one-day range finds only that day', async () => {
    const day = await statement(regular, `from=${daysAgo(2)}&to=${daysAgo(2)}&size=100`);
    expect(day.entries.every((entry) => entry.requestDate.startsWith(daysAgo(2)))).toBe(true);
  });

  test('a range that starts after it ends is refused', async () => {
    expect((await as(regular, 'GET', `${API.inoutHistory}?from=${today()}&to=${daysAgo(1)}`)).status).toBe(
      400,
    );
  });

  test('the state texts follow the language', async () => {
    const ko = await as(
      regular,
      'GET',
      `${API.inoutHistory}?from=${daysAgo(60)}&to=${today()}`,
      undefined,
      'ko',
    );
    const entry = statementSchema.parse(ko.body.data).entries[0]!;
    expect(entry.processTypeName).toMatch(/^(입금|출금)$/);
  });
});

describe('admin moves', () => {
  test("a coin withdrawal sent (05) gets a TXID and a link to the simulator's explorer page", async () => {
    const entry = historyEntrySchema.parse((await withdraw(inout)).body.data);
    const sent = historyEntrySchema.parse(
      (await admin(API.adminInoutState, { seq: entry.seq, stateCode: '05' })).body.data,
    );
    expect(sent.txId).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.txIdUrl).toMatch(/^\/ext\/explorer\//);
    const page = await server.built.app.inject({
      method: 'GET',
      url: sent.txIdUrl!,
      remoteAddress: '127.0.0.1',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(sent.txId);
    const korean = await server.built.app.inject({ method: 'GET', url: `${sent.txIdUrl!}?lang=ko` });
    expect(korean.body).toContain('트랜잭션 조회');
  });

  test('a move off STATE_TRANSITIONS is 409 and changes nothing', async () => {
    const entry = historyEntrySchema.parse((await withdraw(inout)).body.data);
    const before = await balance(inout, BTC);
    const answer = await admin(API.adminInoutState, { seq: entry.seq, stateCode: '33' });
    expect(answer.status).toBe(409);
    // The states are said from the answer's data (a detail is for the log only).
    expect(answer.body).toMatchObject({ data: { from: '01', to: '33' } });
    expect(answer.body.message).toMatch(/01\)?.*33/);
    expect(await balance(inout, BTC)).toBe(before);
    expect((await admin(API.adminInoutState, { seq: 999_999, stateCode: '02' })).status).toBe(404);
  });

  test('a rejected (03) or failed (04) withdrawal gives the total back', async () => {
    const before = await balance(inout, BTC);
    for (const code of ['03', '04']) {
      const entry = historyEntrySchema.parse((await withdraw(inout)).body.data);
      await admin(API.adminInoutState, { seq: entry.seq, stateCode: code });
    }
    expect(await balance(inout, BTC)).toBeCloseTo(before, 8);
  });

  test('a coin arriving beyond what the ledger holds is INOUT_AMOUNT_OUT_OF_RANGE', async () => {
    const answer = await admin(API.adminInoutDeposit, {
      loginId: 'demo-inout',
      coinType: BTC,
      quantity: 1e300,
      stateCode: '01',
    });
    expect(answer).toMatchObject({ status: 400, body: { code: INOUT_ERROR_CODES.amountOutOfRange } });
  });

  test('a coin arriving confirms (01) and is credited at 02', async () => {
    const before = await balance(inout, ETH);
    const entry = historyEntrySchema.parse(
      (
        await admin(API.adminInoutDeposit, {
          loginId: 'demo-inout',
          coinType: ETH,
          quantity: 0.25,
          stateCode: '01',
        })
      ).body.data,
    );
    expect(await balance(inout, ETH)).toBe(before);
    await admin(API.adminInoutState, { seq: entry.seq, stateCode: '02' });
    expect(await balance(inout, ETH)).toBeCloseTo(before + 0.25, 8);
  });
});

describe('fee reward', () => {
  test('FAST: points = (fee − LOW fee) × price, once; then the info says COMPLETED', async () => {
    const entry = historyEntrySchema.parse((await withdraw(inout)).body.data);
    const info = feeRewardInfoSchema.parse((await as(inout, 'GET', API.feeReward(entry.seq))).body.data);
    expect(info).toEqual({
      isRewardServiceAvailable: true,
      isRewardApplicationPossible: true,
      rewardStatus: null,
      pointQuantity: null,
    });
    const result = feeRewardResultSchema.parse((await as(inout, 'POST', API.feeReward(entry.seq))).body.data);
    expect(result.rewardStatus).toBe('COMPLETED');
    expect(result.pointQuantity).toBeGreaterThan(0);
    expect((await coin(inout, BTC)).pointBalance).toBe(result.pointQuantity);
    const after = feeRewardInfoSchema.parse((await as(inout, 'GET', API.feeReward(entry.seq))).body.data);
    expect(after).toMatchObject({ isRewardApplicationPossible: false, rewardStatus: 'COMPLETED' });
    expect((await as(inout, 'POST', API.feeReward(entry.seq))).body.code).toBe(
      INOUT_ERROR_CODES.rewardNotPossible,
    );
  });

  test('LOW: NOT_QUALIFIED with 0 points', async () => {
    const entry = historyEntrySchema.parse((await withdraw(inout, { feeLevel: 'LOW' })).body.data);
    const result = await as(inout, 'POST', API.feeReward(entry.seq));
    expect(result.body.data).toEqual({ rewardStatus: 'NOT_QUALIFIED', pointQuantity: 0 });
  });

  test('KRW and an excluded coin have no reward service', async () => {
    server.smsVerified(inout, 'withdrawKrw');
    const krw = historyEntrySchema.parse(
      (await as(inout, 'POST', API.krwWithdraw, { amount: 10_000 })).body.data,
    );
    expect((await as(inout, 'GET', API.feeReward(krw.seq))).body.data).toMatchObject({
      isRewardServiceAvailable: false,
    });
    expect((await as(inout, 'POST', API.feeReward(krw.seq))).status).toBe(409);
    const usdtNetwork = (await coin(inout, USDT)).networks[0]!;
    server.smsVerified(inout, 'withdrawCoin');
    const usdt = await as(inout, 'POST', API.withdraw, {
      coinType: USDT,
      networkName: usdtNetwork.networkName,
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      quantity: usdtNetwork.minQuantity,
      feeLevel: 'FAST',
    });
    const seq = historyEntrySchema.parse(usdt.body.data).seq;
    expect((await as(inout, 'GET', API.feeReward(seq))).body.data).toMatchObject({
      isRewardServiceAvailable: false,
    });
  });

  test('a withdrawal no longer in 01 cannot have one', async () => {
    const entry = historyEntrySchema.parse((await withdraw(inout)).body.data);
    await admin(API.adminInoutState, { seq: entry.seq, stateCode: '05' });
    expect((await as(inout, 'POST', API.feeReward(entry.seq))).body.code).toBe(
      INOUT_ERROR_CODES.rewardNotPossible,
    );
  });

  /** A FAST BTC withdrawal with its fee reward applied: its seq and the points it earned. */
  async function rewarded(): Promise<{ seq: number; points: number }> {
    const entry = historyEntrySchema.parse((await withdraw(inout)).body.data);
    const result = feeRewardResultSchema.parse((await as(inout, 'POST', API.feeReward(entry.seq))).body.data);
    expect(result.pointQuantity).toBeGreaterThan(0);
    return { seq: entry.seq, points: result.pointQuantity };
  }

  const points = async () => (await coin(inout, BTC)).pointBalance;

  test.each([
    ['cancelled by the member', '02'],
    ['rejected by the exchange', '03'],
    ['failed on chain', '04'],
  ] as const)('a withdrawal %s (%s) gave its fee back: its reward is taken back', async (_how, code) => {
    const before = await points();
    const { seq, points: earned } = await rewarded();
    expect(await points()).toBe(before + earned);
    const moved =
      code === '02'
        ? await as(inout, 'PUT', API.withdrawCancel, { coinOutSeq: seq, coinType: BTC })
        : await admin(API.adminInoutState, { seq, stateCode: code });
    expect(moved.status).toBe(200);
    expect(await points()).toBe(before);
    const history = pointHistorySchema.parse((await as(inout, 'GET', API.pointHistory)).body.data);
    expect(history.entries.slice(0, 2)).toEqual([
      { seq, points: -earned, createdAt: expect.any(String), reason: 'feeRewardTakenBack' },
      { seq, points: earned, createdAt: expect.any(String), reason: 'feeReward' },
    ]);
    // The record keeps its status: no second reward for it.
    expect((await as(inout, 'POST', API.feeReward(seq))).body.code).toBe(INOUT_ERROR_CODES.rewardNotPossible);
  });

  test('a sent withdrawal keeps its reward', async () => {
    const before = await points();
    const { seq, points: earned } = await rewarded();
    await admin(API.adminInoutState, { seq, stateCode: '05' });
    expect(await points()).toBe(before + earned);
  });

  test('demo-premium: the seeded FAST withdrawal would pass the point cap: W-C-88 with its message', async () => {
    const premium = await server.login('demo-premium');
    const outs = await statement(premium, `type=OUT&from=${daysAgo(60)}&to=${today()}`);
    const seq = outs.entries.find((entry) => entry.stateCode === '01')!.seq;
    const answer = await as(premium, 'POST', API.feeReward(seq));
    expect(answer).toMatchObject({
      status: 409,
      body: { code: INOUT_ERROR_CODES.pointLimit, message: INOUT_ERROR_MESSAGES.pointLimit.en },
    });
  });
});

describe('applications', () => {
  const depositForm = async (coinInSeq: number) => ({
    coinInSeq,
    exchangeName: 'Upbit',
    firstAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    attachmentIds: [await upload()],
    isAgreePersonalInformation: true,
    isAgreeNoMoneyLaundering: true,
  });

  test('a deposit application until the limit stops it; documents replace the earlier ones', async () => {
    const held = await heldDeposit();
    for (let i = 1; i <= INOUT.defaultApplyLimit.deposit; i += 1) {
      const answer = await as(inout, 'POST', API.depositApplication, await depositForm(held.seq));
      expect(answer.status).toBe(200);
      const record = applicationRecordSchema.parse(answer.body.data);
      expect(record).toMatchObject({
        stateCode: '11',
        depositRequestDetail: { applyCount: i, exchangeName: 'Upbit' },
      });
      expect(
        applyCountSchema.parse((await as(inout, 'GET', API.depositApplyCount(held.seq))).body.data),
      ).toEqual({
        applyCount: i,
        applyLimitCount: INOUT.defaultApplyLimit.deposit,
      });
      const files = applicationFilesSchema.parse(
        (await as(inout, 'GET', `${API.depositApplicationFiles}?coinInSeq=${held.seq}`)).body.data,
      );
      expect(files.imgRecpTypeCd).toBe('DE');
      expect(files.examFileList).toHaveLength(1);
      expect(Buffer.from(files.examFileList[0]!.encodedFile, 'base64')).toEqual(SEED_DOCUMENT_PNG);
      // The exchange rejects it (11 → 14) so the member may apply again.
      await admin(API.adminInoutState, { seq: held.seq, stateCode: '14' });
    }
    const refused = await as(inout, 'POST', API.depositApplication, await depositForm(held.seq));
    expect(refused).toMatchObject({ status: 409, body: { code: INOUT_ERROR_CODES.applyLimitReached } });
  });

  test('from a code that allows none: APPLICATION_NOT_ALLOWED; unknown documents: a clear 400', async () => {
    const confirming = historyEntrySchema.parse(
      (
        await admin(API.adminInoutDeposit, {
          loginId: 'demo-inout',
          coinType: ETH,
          quantity: 0.1,
          stateCode: '01',
        })
      ).body.data,
    );
    const refused = await as(inout, 'POST', API.depositApplication, await depositForm(confirming.seq));
    expect(refused).toMatchObject({ status: 409, body: { code: INOUT_ERROR_CODES.applicationNotAllowed } });
    const held = await heldDeposit('05');
    const unknown = await as(inout, 'POST', API.depositApplication, {
      ...(await depositForm(held.seq)),
      attachmentIds: ['x'.repeat(32)],
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(unknown.body.message).toMatch(/documents/);
    expect(
      applyCountSchema.parse((await as(inout, 'GET', API.depositApplyCount(held.seq))).body.data).applyCount,
    ).toBe(0);
  });

  test("a return application: the network's LOW fee is taken from the deposit; 43 gives its TXID", async () => {
    const held = await heldDeposit('04', 0.5);
    const network = (await coin(inout, ETH)).networks[0]!;
    const answer = await as(inout, 'POST', API.refundApplication, {
      coinInSeq: held.seq,
      refundType: 'PERSONAL_WALLET',
      networkName: network.networkName,
      firstAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      custType: 'personal',
      attachmentIds: [await upload()],
      isAgreeRefundRequest: true,
      isAgreePersonalInformation: true,
      isAgreeNoMoneyLaundering: true,
    });
    expect(answer.status).toBe(200);
    const record = applicationRecordSchema.parse(answer.body.data);
    expect(record.stateCode).toBe('20');
    expect(record.refundRequestDetail).toMatchObject({
      custName: '나입출',
      custTypeName: 'Individual',
      refundTypeName: 'To a personal wallet',
      // The network named as the member chose it, and in Korean for the Korean pages.
      networkName: 'Ethereum',
      networkNameKo: '이더리움',
      quantity: 0.5,
      feeQuantity: network.fees.LOW,
      txId: null,
    });
    expect(record.refundRequestDetail!.totalQuantity).toBeCloseTo(0.5 - network.fees.LOW, 8);
    expect((await as(inout, 'GET', API.refundApplyCount(held.seq))).body.data).toEqual({
      applyCount: 1,
      applyLimitCount: INOUT.defaultApplyLimit.return,
    });
    await admin(API.adminInoutState, { seq: held.seq, stateCode: '41' });
    await admin(API.adminInoutState, { seq: held.seq, stateCode: '43' });
    const returned = applicationRecordSchema.parse(
      (await as(inout, 'GET', API.applicationRecord(held.seq))).body.data,
    );
    expect(returned.refundRequestDetail!.txId).toMatch(/^[0-9a-f]{64}$/);
    const files = applicationFilesSchema.parse(
      (await as(inout, 'GET', `${API.refundApplicationFiles}?coinInSeq=${held.seq}`)).body.data,
    );
    expect(files.imgRecpTypeCd).toBe('RE');
    expect((await as(inout, 'GET', `${API.depositApplicationFiles}?coinInSeq=${held.seq}`)).status).toBe(404);
  });

  test('a return of less than its fee is INOUT_AMOUNT_OUT_OF_RANGE', async () => {
    const held = await heldDeposit('04', 1e-6);
    const network = (await coin(inout, ETH)).networks[0]!;
    const answer = await as(inout, 'POST', API.refundApplication, {
      coinInSeq: held.seq,
      refundType: 'EXCHANGE',
      exchangeName: 'Upbit',
      networkName: network.networkName,
      firstAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      custType: 'personal',
      attachmentIds: [await upload()],
      isAgreeRefundRequest: true,
      isAgreePersonalInformation: true,
      isAgreeNoMoneyLaundering: true,
    });
    expect(answer).toMatchObject({ status: 400, body: { code: INOUT_ERROR_CODES.amountOutOfRange } });
  });

  test('a seeded held deposit without a limit (0) takes applications past the default limit', async () => {
    const all = await statement(regular, `type=IN&from=${daysAgo(60)}&to=${today()}&size=100`);
    const held = all.entries.find((entry) => entry.stateCode === '04')!;
    expect((await as(regular, 'GET', API.depositApplyCount(held.seq))).body.data).toEqual({
      applyCount: 0,
      applyLimitCount: 0,
    });
    for (let i = 0; i <= INOUT.defaultApplyLimit.deposit; i += 1) {
      expect((await as(regular, 'POST', API.depositApplication, await depositForm(held.seq))).status).toBe(
        200,
      );
      await admin(API.adminInoutState, { seq: held.seq, stateCode: '14' });
    }
  });

  test('the refusals speak Korean by default', async () => {
    const all = await statement(regular, `type=IN&from=${daysAgo(60)}&to=${today()}&size=100`);
    const credited = all.entries.find((entry) => entry.stateCode === '02')!;
    const answer = await server.call('POST', API.depositApplication, await depositForm(credited.seq), {
      cookie: regular,
    });
    expect(answer.body.message).toBe(INOUT_ERROR_MESSAGES.applicationNotAllowed.ko);
  });

  test('seeded documents past retention: 410 W-A-300 with imgRecpTypeCd', async () => {
    const all = await statement(regular, `type=IN&from=${daysAgo(60)}&to=${today()}&size=100`);
    const voided = all.entries.find((entry) => entry.stateCode === '44')!;
    const answer = await as(regular, 'GET', `${API.refundApplicationFiles}?coinInSeq=${voided.seq}`);
    expect(answer).toMatchObject({
      status: 410,
      body: {
        code: INOUT_ERROR_CODES.filesGone,
        message: INOUT_ERROR_MESSAGES.filesGone.en,
        data: { imgRecpTypeCd: 'RE' },
      },
    });
  });

  test('code 26: a return detail made by the exchange, consents false', async () => {
    const all = await statement(regular, `type=IN&from=${daysAgo(60)}&to=${today()}&size=100`);
    const returned = all.entries.find((entry) => entry.stateCode === '26')!;
    const record = applicationRecordSchema.parse(
      (await as(regular, 'GET', API.applicationRecord(returned.seq))).body.data,
    );
    expect(record.refundRequestDetail).toMatchObject({
      isAgreeRefundRequest: false,
      isAgreePersonalInformation: false,
    });
  });
});

describe('smart sells', () => {
  test('seeded page: every status; the fail reasons in the language', async () => {
    const page = smartSellPageSchema.parse((await as(regular, 'GET', API.smartSell)).body.data);
    expect(new Set(page.entries.map((entry) => entry.status))).toEqual(new Set(['APPLYING', 'SOLD', 'FAIL']));
    const sold = page.entries
      .filter((entry) => entry.status === 'SOLD')
      .map((entry) => Math.sign(entry.fee!));
    expect(sold.sort()).toEqual([-1, 1]);
    expect(page.entries.filter((entry) => entry.failReason !== null)).toHaveLength(3);
    const second = smartSellPageSchema.parse(
      (await as(regular, 'GET', `${API.smartSell}?page=2&size=2`)).body.data,
    );
    expect(second).toMatchObject({ page: 2, size: 2, total: page.total });
    expect(second.entries.map((entry) => entry.seq)).toEqual(
      page.entries.slice(2, 4).map((entry) => entry.seq),
    );
  });

  test('admin: open debits the coin; SOLD credits KRW; FAIL gives the coin back', async () => {
    const beforeEth = await balance(inout, ETH);
    const beforeKrw = await balance(inout, KRW_COIN_TYPE);
    const open = smartSellEntrySchema.parse(
      (await admin(API.adminSmartSell, { loginId: 'demo-inout', coinType: ETH, coinAmt: 0.1 })).body.data,
    );
    expect(open.status).toBe('APPLYING');
    expect(await balance(inout, ETH)).toBeCloseTo(beforeEth - 0.1, 8);
    const sold = smartSellEntrySchema.parse(
      (await admin(API.adminSmartSell, { seq: open.seq, status: 'SOLD' })).body.data,
    );
    expect(sold.krwAmt).toBeGreaterThan(0);
    expect(await balance(inout, KRW_COIN_TYPE)).toBe(beforeKrw + sold.krwAmt!);
    expect((await admin(API.adminSmartSell, { seq: open.seq, status: 'SOLD' })).status).toBe(409);
    const second = smartSellEntrySchema.parse(
      (await admin(API.adminSmartSell, { loginId: 'demo-inout', coinType: ETH, coinAmt: 0.1 })).body.data,
    );
    const failed = await admin(API.adminSmartSell, { seq: second.seq, status: 'FAIL', reason: 'priceMoved' });
    expect(smartSellEntrySchema.parse(failed.body.data).failReason).toBeTruthy();
    expect(await balance(inout, ETH)).toBeCloseTo(beforeEth - 0.1, 8);
  });
});
