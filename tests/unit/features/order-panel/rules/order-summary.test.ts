import { describe, expect, test } from 'vitest';
import type { AssetsResponse } from '../../../../../contract';
import type { OrderDraft } from '../../../../../contract/trading';
import {
  balanceOf,
  nextOpening,
  orderSummary,
  spentCurrency,
  tradingBlock,
  type TradingStatus,
} from '../../../../../src/features/order-panel/rules';

const ASSETS: AssetsResponse = {
  krwBalance: 1_000_000,
  krwLocked: 250_000,
  myAssetCoinInfoList: [
    { coinType: 'C0101', symbol: 'BTC', coinBalance: 0.3, lockedBalance: 0.1, avgBuyAmt: 90_000_000 },
    { coinType: 'C0102', symbol: 'ETH', coinBalance: 2, lockedBalance: 0, avgBuyAmt: 4_000_000 },
    // 0.25 locked of which 0.2 bought with a Plus buy loan: in open orders only 0.05.
    {
      coinType: 'C0103',
      symbol: 'XRP',
      coinBalance: 1,
      lockedBalance: 0.25,
      loanLockedBalance: 0.2,
      avgBuyAmt: 3_000,
    },
  ],
  totalSumBuyAmt: 0,
};

describe('balances', () => {
  test.each([
    ['buy', 'BTC', 'KRW', 'KRW'],
    ['sell', 'BTC', 'KRW', 'BTC'],
    ['buy', 'ETH', 'BTC', 'BTC'],
    ['sell', 'ETH', 'BTC', 'ETH'],
  ] as const)('a %s of %s on %s spends %s', (side, symbol, market, currency) => {
    expect(spentCurrency(side, symbol, market)).toBe(currency);
  });

  test.each([
    ['KRW', { available: 750_000, locked: 250_000, loanLocked: 0 }],
    ['BTC', { available: 0.2, locked: 0.1, loanLocked: 0 }],
    ['ETH', { available: 2, locked: 0, loanLocked: 0 }],
    ['XRP', { available: 0.75, locked: 0.05, loanLocked: 0.2 }],
    ['SOL', { available: 0, locked: 0, loanLocked: 0 }],
  ] as const)('%s: %j', (currency, balance) => {
    expect(balanceOf(ASSETS, currency)).toEqual(balance);
  });
});

describe('order summary', () => {
  const draft = (changes: Partial<OrderDraft>): OrderDraft => ({
    market: 'KRW',
    side: 'buy',
    orderType: 'limit',
    ...changes,
  });
  test.each([
    [
      'limit buy: amount + fee',
      draft({ price: 95_000_000, quantity: 0.001 }),
      { amount: 95_000, fee: 48, total: 95_048, estimated: false },
    ],
    [
      'limit sell: amount − fee',
      draft({ side: 'sell', price: 95_000_000, quantity: 0.001 }),
      { amount: 95_000, fee: 48, total: 94_952, estimated: false },
    ],
    [
      'market buy: the order total before fee, the fee on top',
      draft({ orderType: 'market', amount: 10_000 }),
      { amount: 10_000, fee: 5, total: 10_005, estimated: false },
    ],
    [
      'market sell at the last price, an estimate',
      draft({ side: 'sell', orderType: 'market', quantity: 0.5 }),
      { amount: 47_500_000, fee: 23_750, total: 47_476_250, estimated: true },
    ],
    [
      'BTC market: 8 decimals',
      draft({ market: 'BTC', price: 0.042, quantity: 1 }),
      { amount: 0.042, fee: 0.000105, total: 0.042105, estimated: false },
    ],
    ['nothing to show without a quantity', draft({ price: 95_000_000 }), { estimated: false }],
  ] as const)('%s', (_, order, summary) => {
    expect(orderSummary(order, 95_000_000)).toEqual(summary);
  });
});

describe('trading block', () => {
  const NOW = Date.parse('2026-01-01T00:00:00+09:00');
  const coin = { canTrade: true, buyOpenDate: null, sellOpenDate: null };
  test.each([
    ['open and tradable', { marketOpen: true, coin }, 'buy', undefined],
    ['not known yet: the server decides', { marketOpen: undefined, coin: undefined }, 'buy', undefined],
    ['market closed', { marketOpen: false, coin }, 'buy', 'marketClosed'],
    ['coin not tradable', { marketOpen: true, coin: { ...coin, canTrade: false } }, 'sell', 'notTradable'],
    ['coin not listed', { marketOpen: true, coin: null }, 'buy', 'notTradable'],
    [
      'not tradable wins over closed',
      { marketOpen: false, coin: { ...coin, canTrade: false } },
      'buy',
      'notTradable',
    ],
    [
      'buying opens later',
      { marketOpen: true, coin: { ...coin, buyOpenDate: '2026-01-02T00:00:00+09:00' } },
      'buy',
      'notTradable',
    ],
    [
      'selling is open when buying is not',
      { marketOpen: true, coin: { ...coin, buyOpenDate: '2026-01-02T00:00:00+09:00' } },
      'sell',
      undefined,
    ],
    [
      'an opening date passed',
      { marketOpen: true, coin: { ...coin, sellOpenDate: '2025-12-31T00:00:00+09:00' } },
      'sell',
      undefined,
    ],
  ] as const)('%s', (_, status, side, block) => {
    expect(tradingBlock(status as TradingStatus, side, NOW)).toBe(block);
  });
});

describe('next opening', () => {
  const NOW = Date.parse('2026-01-01T00:00:00+09:00');
  const coin = { canTrade: true, buyOpenDate: null, sellOpenDate: null };
  test.each([
    ['none announced', coin, undefined],
    ['not known', undefined, undefined],
    ['buying opens in an hour', { ...coin, buyOpenDate: '2026-01-01T01:00:00+09:00' }, NOW + 3_600_000],
    [
      'the earlier of two',
      { ...coin, buyOpenDate: '2026-01-01T02:00:00+09:00', sellOpenDate: '2026-01-01T01:00:00+09:00' },
      NOW + 3_600_000,
    ],
    ['a past date is not ahead', { ...coin, sellOpenDate: '2025-12-31T00:00:00+09:00' }, undefined],
  ] as const)('%s', (_, info, expected) => {
    expect(nextOpening(info, NOW)).toBe(expected);
  });
});
