import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  feeRewardResultSchema,
  historyEntrySchema,
  INOUT,
  inoutCoinSchema,
  pointHistorySchema,
  type PointHistory,
} from '../../../../contract';
import { PREMIUM_POINTS } from '../../../../server/seed/inout-records';
import { injectServer, type InjectServer } from '../routes/inject';

let server: InjectServer;
let inout: string;
let premium: string;
/** The demo-inout member's fee rewards in the order earned: seq and points. */
const rewards: { seq: number; points: number }[] = [];

const BTC = 'C0101';
const get = (cookie: string, url: string) => server.call('GET', url, undefined, { cookie });

async function history(cookie: string, query = ''): Promise<PointHistory> {
  const answer = await get(cookie, `${API.pointHistory}${query}`);
  expect(answer.status).toBe(200);
  return pointHistorySchema.parse(answer.body.data);
}

/** A FAST BTC withdrawal and its fee reward: the only way a member earns points. */
async function earn(): Promise<void> {
  const info = inoutCoinSchema.parse((await get(inout, API.inoutCoin(BTC))).body.data);
  const network = info.networks[0]!;
  server.smsVerified(inout, 'withdrawCoin');
  const withdrawal = await server.call(
    'POST',
    API.withdraw,
    {
      coinType: BTC,
      networkName: network.networkName,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      quantity: network.minQuantity,
      feeLevel: 'FAST',
    },
    { cookie: inout },
  );
  const { seq } = historyEntrySchema.parse(withdrawal.body.data);
  const reward = await server.call('POST', API.feeReward(seq), {}, { cookie: inout });
  rewards.push({ seq, points: feeRewardResultSchema.parse(reward.body.data).pointQuantity });
}

beforeAll(async () => {
  server = await injectServer();
  inout = await server.login('demo-inout');
  premium = await server.login('demo-premium');
});
afterAll(() => server.stop());

describe('point history', () => {
  test('a member without points: balance 0, the limit, no entries', async () => {
    expect(await history(inout)).toEqual({
      balance: 0,
      maxBalance: INOUT.maxPointBalance,
      entries: [],
      total: 0,
      page: 1,
      size: INOUT.pageSize,
    });
  });

  test('fee rewards: the balance is their sum, newest first, each with its withdrawal', async () => {
    for (let i = 0; i < 3; i++) await earn();
    const page = await history(inout);
    expect(page.balance).toBe(rewards.reduce((sum, { points }) => sum + points, 0));
    expect(page.total).toBe(3);
    expect(page.entries.map(({ seq, points, reason }) => ({ seq, points, reason }))).toEqual(
      rewards.toReversed().map((reward) => ({ ...reward, reason: 'feeReward' })),
    );
    expect(page.entries[0]!.createdAt).toMatch(/\+09:00$/);
  });

  test('paged: size 2 gives the two newest, page 2 the oldest', async () => {
    const first = await history(inout, '?page=1&size=2');
    const second = await history(inout, '?page=2&size=2');
    expect(first).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(first.entries.map(({ seq }) => seq)).toEqual([rewards[2]!.seq, rewards[1]!.seq]);
    expect(second.entries.map(({ seq }) => seq)).toEqual([rewards[0]!.seq]);
  });

  test("another member's credits are never shown: the seeded points have no withdrawal", async () => {
    const page = await history(premium);
    expect(page.balance).toBe(PREMIUM_POINTS);
    expect(page.entries).toEqual([
      { seq: null, points: PREMIUM_POINTS, createdAt: expect.any(String), reason: 'feeReward' },
    ]);
    expect(page.entries.map(({ seq }) => seq)).not.toContain(rewards[0]!.seq);
  });

  test('a page size over the limit is refused', async () => {
    expect((await get(inout, `${API.pointHistory}?size=${INOUT.maxPageSize + 1}`)).status).toBe(400);
  });

  test('a guest gets 401', async () => {
    expect((await server.call('GET', API.pointHistory)).status).toBe(401);
  });
});
