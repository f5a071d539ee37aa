import { describe, expect, it } from 'vitest';
import type { CoinKey } from '../../../../../contract/markets';
import { TradeRoutes, type TradeBatch } from '../../../../../workers/core/feed/trade-routes';

type Step =
  | ['open', owner: string, id: number, key: CoinKey]
  | ['close', owner: string, id: number]
  | ['closeAll', owner: string]
  | ['trade', key: CoinKey, time: number]
  | ['reset']
  | ['flush'];

/** What each outlet got: per route (owner/id, numbered by opening) its batches' times and reset flags, and closes. */
function play(steps: Step[], maxPending?: number) {
  const routes = new TradeRoutes<string>(maxPending);
  const got: Record<string, (string | number[])[]> = {};
  let opened = 0;
  for (const step of steps) {
    switch (step[0]) {
      case 'open': {
        const name = `${step[1]}/${step[2]}#${(opened += 1)}`;
        got[name] = [];
        routes.open(step[1], step[2], step[3], {
          post: (batch: TradeBatch) =>
            got[name]!.push(batch.reset ? ['reset', ...batch.time].join(',') : [...batch.time]),
          close: () => got[name]!.push('closed'),
        });
        break;
      }
      case 'close':
        routes.close(step[1], step[2]);
        break;
      case 'closeAll':
        routes.closeAll(step[1]);
        break;
      case 'trade':
        routes.push(step[1], 0, step[2], 100, 1, 1);
        break;
      case 'reset':
        routes.reset();
        break;
      case 'flush':
        routes.flush();
        break;
    }
  }
  return { got, size: routes.size };
}

describe('TradeRoutes', () => {
  it.each<[string, Step[], Record<string, (string | number[])[]>, number]>([
    [
      'a route takes only its coin, one batch per flush',
      [
        ['open', 'w', 1, 'BTC-KRW'],
        ['trade', 'BTC-KRW', 1],
        ['trade', 'ETH-KRW', 2],
        ['trade', 'BTC-KRW', 3],
        ['flush'],
      ],
      { 'w/1#1': [[1, 3]] },
      1,
    ],
    [
      'nothing waiting: a flush posts nothing',
      [['open', 'w', 1, 'BTC-KRW'], ['trade', 'ETH-KRW', 1], ['flush'], ['flush']],
      { 'w/1#1': [] },
      1,
    ],
    [
      'two routes of one coin (two charts, two windows) each get every trade',
      [['open', 'a', 1, 'BTC-KRW'], ['open', 'b', 1, 'BTC-KRW'], ['trade', 'BTC-KRW', 5], ['flush']],
      { 'a/1#1': [[5]], 'b/1#2': [[5]] },
      2,
    ],
    [
      'a reset drops what waited and says so, with the trades after it',
      [
        ['open', 'w', 1, 'BTC-KRW'],
        ['trade', 'BTC-KRW', 1],
        ['reset'],
        ['trade', 'BTC-KRW', 2],
        ['flush'],
        ['trade', 'BTC-KRW', 3],
        ['flush'],
      ],
      { 'w/1#1': ['reset,2', [3]] },
      1,
    ],
    [
      'a reset reaches a route with no trades of its own',
      [['open', 'w', 1, 'BTC-KRW'], ['open', 'w', 2, 'ETH-KRW'], ['reset'], ['flush']],
      { 'w/1#1': ['reset'], 'w/2#2': ['reset'] },
      2,
    ],
    [
      'a closed route closes its outlet and gets nothing after',
      [
        ['open', 'w', 1, 'BTC-KRW'],
        ['trade', 'BTC-KRW', 1],
        ['close', 'w', 1],
        ['flush'],
        ['trade', 'BTC-KRW', 2],
        ['flush'],
      ],
      { 'w/1#1': ['closed'] },
      0,
    ],
    [
      'reopening an id closes the earlier route first',
      [
        ['open', 'w', 1, 'BTC-KRW'],
        ['open', 'w', 1, 'ETH-KRW'],
        ['trade', 'BTC-KRW', 1],
        ['trade', 'ETH-KRW', 2],
        ['flush'],
      ],
      { 'w/1#1': ['closed'], 'w/1#2': [[2]] },
      1,
    ],
    [
      "a window that leaves closes all its routes and none of another's",
      [
        ['open', 'a', 1, 'BTC-KRW'],
        ['open', 'a', 2, 'ETH-KRW'],
        ['open', 'b', 1, 'BTC-KRW'],
        ['closeAll', 'a'],
        ['trade', 'BTC-KRW', 1],
        ['flush'],
      ],
      { 'a/1#1': ['closed'], 'a/2#2': ['closed'], 'b/1#3': [[1]] },
      1,
    ],
    [
      'closing what is not open does nothing',
      [
        ['close', 'w', 9],
        ['closeAll', 'nobody'],
        ['open', 'w', 1, 'BTC-KRW'],
        ['close', 'x', 1],
      ],
      { 'w/1#1': [] },
      1,
    ],
  ])('%s', (_, steps, expected, size) => {
    expect(play(steps)).toEqual({ got: expected, size });
  });

  it('more trades between flushes than the cap: the batch is a reset with the trades after the overflow', () => {
    const { got } = play(
      [
        ['open', 'w', 1, 'BTC-KRW'],
        ['trade', 'BTC-KRW', 1],
        ['trade', 'BTC-KRW', 2],
        ['trade', 'BTC-KRW', 3],
        ['flush'],
      ],
      2,
    );
    expect(got).toEqual({ 'w/1#1': ['reset,3'] });
  });

  it('posts fresh, exactly sized columns: the buffers can be transferred', () => {
    const routes = new TradeRoutes<string>();
    const batches: TradeBatch[] = [];
    routes.open('w', 1, 'BTC-KRW', { post: (batch) => batches.push(batch), close: () => undefined });
    routes.push('BTC-KRW', 4, 10, 101, 0.5, 2);
    routes.flush();
    routes.push('BTC-KRW', 4, 11, 102, 0.25, 1);
    routes.flush();
    expect(batches.map((batch) => ({ ...batch }))).toEqual([
      {
        slot: Int32Array.of(4),
        time: Float64Array.of(10),
        price: Float64Array.of(101),
        quantity: Float64Array.of(0.5),
        side: Uint8Array.of(2),
        reset: false,
      },
      {
        slot: Int32Array.of(4),
        time: Float64Array.of(11),
        price: Float64Array.of(102),
        quantity: Float64Array.of(0.25),
        side: Uint8Array.of(1),
        reset: false,
      },
    ]);
    expect(batches[0]!.time.buffer).not.toBe(batches[1]!.time.buffer);
    expect(batches[0]!.time.buffer.byteLength).toBe(8);
  });
});
