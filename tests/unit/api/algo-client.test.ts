/**
 * The REST client's parent-order calls (contract/algo-calls.ts): each goes to its path with its method and
 * body, answers the parent checked by RESPONSE_SCHEMAS, and a parent of the wrong shape is a contract
 * failure.
 */
import { describe, expect, test } from 'vitest';
import { API, type AlgoOrderRow, type SplitPreview } from '../../../contract';
import {
  cancelAlgoOrder,
  getAlgoOrder,
  listAlgoOrders,
  pauseAlgoOrder,
  placeSplitOrder,
  previewSplitOrder,
  resumeAlgoOrder,
  startTwap,
} from '../../../src/api/client';
import { ok, stubFetch } from './fetch-stub';

const fetchMock = stubFetch();

const twap = {
  key: 'XRP-KRW',
  side: 'buy',
  childType: 'best',
  amount: 1_000_000,
  durationMs: 600_000,
  intervalMs: 60_000,
} as const;
const split = {
  key: 'XRP-KRW',
  side: 'buy',
  fromPrice: 3000,
  toPrice: 2900,
  count: 2,
  quantity: 10,
} as const;

const parent: AlgoOrderRow = {
  algoId: 7,
  kind: 'twap',
  key: 'XRP-KRW',
  side: 'buy',
  state: 'running',
  stopReason: null,
  twap: { ...twap, randomPct: 0 },
  split: null,
  progress: {
    filledQuantity: 30,
    filledAmount: 90_000,
    avgPrice: 3000,
    slicesDone: 1,
    slicesTotal: 10,
    nextSliceAt: 1_800_000_060_000,
    remainingMs: 540_000,
  },
  childOrderIds: [11],
  createdAt: '2026-11-29T10:00:00+09:00',
  updatedAt: '2026-11-29T10:00:00+09:00',
};
const preview: SplitPreview = {
  children: [
    { price: 3000, quantity: 5, amount: 15_000 },
    { price: 2900, quantity: 5, amount: 14_500 },
  ],
  remainderIndex: 0,
  quantity: 10,
  amount: 29_500,
};

function lastCall(): { url: string; method: string | undefined; body: unknown } {
  const call = fetchMock().mock.calls.at(-1)!;
  const init = call[1] ?? {};
  return {
    url: String(call[0]),
    method: init.method,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

describe('the parent-order calls', () => {
  test.each<[string, () => Promise<unknown>, unknown, { url: string; method?: string; body?: unknown }]>([
    ['list', () => listAlgoOrders(), [parent], { url: API.algoOrders }],
    [
      'start a TWAP',
      () => startTwap(twap),
      parent,
      { url: API.algoTwap, method: 'POST', body: { ...twap, randomPct: 0 } },
    ],
    [
      'preview a split order',
      () => previewSplitOrder(split),
      preview,
      { url: API.algoSplitPreview, method: 'POST' },
    ],
    ['place a split order', () => placeSplitOrder(split), parent, { url: API.algoSplit, method: 'POST' }],
    ['get', () => getAlgoOrder(7), parent, { url: API.algoOrder(7) }],
    ['pause', () => pauseAlgoOrder(7), parent, { url: API.algoPause(7), method: 'POST' }],
    ['resume', () => resumeAlgoOrder(7), parent, { url: API.algoResume(7), method: 'POST' }],
    ['cancel', () => cancelAlgoOrder(7), parent, { url: API.algoOrder(7), method: 'DELETE' }],
  ])('%s', async (_name, callIt, data, sent) => {
    fetchMock().mockResolvedValue(ok(data));
    await expect(callIt()).resolves.toEqual(data);
    expect(lastCall()).toMatchObject(sent);
  });

  test('a parent in an unknown state is a contract failure', async () => {
    fetchMock().mockResolvedValue(ok({ ...parent, state: 'sleeping' }));
    await expect(getAlgoOrder(7)).rejects.toMatchObject({ failure: 'contract', code: 'CONTRACT' });
  });

  test('a TWAP the contract refuses is not sent', async () => {
    expect(() => startTwap({ ...twap, intervalMs: 1000 })).toThrow();
    expect(fetchMock()).not.toHaveBeenCalled();
  });
});
