import { afterEach, describe, expect, test } from 'vitest';
import { MAX_LEDGER_AMOUNT, MAX_PRICE } from '../../../../contract';
import { KRW_COIN_TYPE } from '../../../../server/market/catalogue';
import { LedgerBoundsError, pendingOrder } from '../../../../server/trading/ledger';
import { EngineHarness } from './engine-harness';

let h: EngineHarness;
afterEach(() => h.close());

const krw = (balance: number) => ({
  coinType: KRW_COIN_TYPE,
  symbol: 'KRW',
  balance,
  locked: 0,
  avgBuyAmt: 0,
});

describe('the ledger never stores a non-finite or absurd number', () => {
  test.each([Infinity, -Infinity, Number.NaN, MAX_LEDGER_AMOUNT * 2, -1])(
    'a balance of %d is refused and the transaction rolls back',
    (value) => {
      h = new EngineHarness();
      const memNo = h.member('demo-regular', { KRW: 10_000 });
      expect(() =>
        h.ledger.transaction(() => {
          h.ledger.writeBalance(memNo, krw(20_000));
          h.ledger.writeBalance(memNo, krw(value));
        }),
      ).toThrow(LedgerBoundsError);
      expect(h.balance(memNo, 'KRW').balance).toBe(10_000);
    },
  );

  test('the bound itself is stored', () => {
    h = new EngineHarness();
    const memNo = h.member('demo-regular', {});
    h.ledger.writeBalance(memNo, krw(MAX_LEDGER_AMOUNT));
    expect(h.balance(memNo, 'KRW').balance).toBe(MAX_LEDGER_AMOUNT);
  });

  const order = (memNo: number, changes: object) =>
    pendingOrder(
      {
        memNo,
        key: 'BTC-KRW',
        side: 'buy',
        orderType: 'limit',
        price: 100_000_000,
        stopPrice: null,
        stopCondition: null,
        triggered: true,
        timeInForce: 'gtc',
        smpType: 'cancel_maker',
        quantity: 0.001,
        amount: null,
        lockedCoinType: KRW_COIN_TYPE,
        lockedAmount: 100_050,
        clientOrderId: null,
        request: null,
        ...changes,
      },
      '2026-11-20T10:00:00+09:00',
    );

  test.each([
    ['price', { price: Infinity }],
    ['price over MAX_PRICE', { price: MAX_PRICE * 2 }],
    ['stop price', { stopPrice: Number.NaN }],
    ['quantity', { quantity: Infinity }],
    ['market-buy amount', { amount: Infinity }],
    ['lock', { lockedAmount: Infinity }],
  ])('an order with a bad %s is refused', (_name, changes) => {
    h = new EngineHarness();
    const memNo = h.member('demo-regular', { KRW: 1_000_000 });
    const before = h.ledger.openCount(memNo);
    expect(() => h.ledger.insertOrder(order(memNo, changes))).toThrow(LedgerBoundsError);
    expect(h.ledger.openCount(memNo)).toBe(before);
  });

  test('saving an order with an infinite fill value or a fill with an infinite amount is refused', () => {
    h = new EngineHarness();
    const memNo = h.member('demo-regular', { KRW: 1_000_000 });
    const stored = h.ledger.insertOrder(order(memNo, {}));
    expect(() => h.ledger.saveOrder({ ...stored, filledValue: Infinity })).toThrow(LedgerBoundsError);
    const fill = {
      orderId: stored.orderId,
      memNo,
      key: stored.key,
      side: stored.side,
      price: 100_000_000,
      quantity: 0.001,
      amount: Infinity,
      fee: 0,
      maker: false,
      counterMemNo: 0,
      createdAt: stored.createdAt,
    };
    expect(() => h.ledger.insertFill(fill)).toThrow(LedgerBoundsError);
    expect(h.ledger.fillsOf([stored.orderId])).toEqual([]);
  });
});
