import { describe, expect, test } from 'vitest';
import {
  afterPlaced,
  editPrice,
  editQuantity,
  editTotal,
  emptyOrderForm,
  followsLastPrice,
  orderDraft,
  orderFields,
  placeOrderBody,
  priceText,
  withLastPrice,
  withOrderType,
  withPercent,
  withPrefill,
  withSide,
  withSmpType,
  withTimeInForce,
  type FormContext,
  type OrderForm,
} from '../../../../../src/features/order-panel/rules';
import { buyLock, orderProblem } from '../../../../../contract/trading';
import { priceTicks, specTicks, UPBIT_TICKS } from '../../../../../contract/price-ticks';

const KRW: FormContext = { market: 'KRW', ticks: specTicks('KRW'), available: { buy: 1_000_000, sell: 0.5 } };
const BTC: FormContext = { market: 'BTC', ticks: specTicks('BTC'), available: { buy: 0.1, sell: 20 } };
/** A KRW coin on Upbit's table (3,210 KRW steps 1, the spec's 5) and USDT/KRW (0.5). */
const UPBIT_KRW: FormContext = { ...KRW, ticks: priceTicks(UPBIT_TICKS, 'XRP-KRW') };
const UPBIT_USDT: FormContext = { ...KRW, ticks: priceTicks(UPBIT_TICKS, 'USDT-KRW') };
const form = (changes: Partial<OrderForm> = {}): OrderForm => ({ ...emptyOrderForm(), ...changes });

describe('fields per order type', () => {
  test.each([
    ['buy', 'limit', ['price', 'quantity', 'total']],
    ['sell', 'limit', ['price', 'quantity', 'total']],
    ['buy', 'market', ['total']],
    ['sell', 'market', ['quantity']],
    ['buy', 'stopLimit', ['stopPrice', 'price', 'quantity', 'total']],
  ] as const)('%s %s shows %j', (side, orderType, fields) => {
    expect(orderFields({ side, orderType })).toEqual(fields);
  });
});

describe('linked fields', () => {
  test.each([
    // [start, edit, value, context, expected price, quantity, total]
    [
      'quantity → total (a buy pays rounded up)',
      form({ price: '95000000' }),
      'quantity',
      '0.00001234',
      KRW,
      '95000000',
      '0.00001234',
      '1173',
    ],
    [
      'quantity → total (a sell gets rounded down)',
      form({ side: 'sell', price: '95000000' }),
      'quantity',
      '0.00001234',
      KRW,
      '95000000',
      '0.00001234',
      '1172',
    ],
    [
      'total → quantity floored to 8 decimals',
      form({ price: '95000000' }),
      'total',
      '10000',
      KRW,
      '95000000',
      '0.00010526',
      '10000',
    ],
    [
      'total without a price keeps the quantity',
      form({ quantity: '1' }),
      'total',
      '10000',
      KRW,
      '',
      '1',
      '10000',
    ],
    [
      'an emptied total empties the quantity',
      form({ price: '100', quantity: '5', total: '500' }),
      'total',
      '',
      KRW,
      '100',
      '',
      '',
    ],
    [
      'price keeps the quantity, the total follows',
      form({ price: '100', quantity: '5', total: '500' }),
      'price',
      '120',
      KRW,
      '120',
      '5',
      '600',
    ],
    [
      'an emptied price empties the total',
      form({ price: '100', quantity: '5', total: '500' }),
      'price',
      '',
      KRW,
      '',
      '5',
      '',
    ],
    [
      'BTC market: 8 decimals of BTC',
      form({ price: '0.042' }),
      'quantity',
      '1.5',
      BTC,
      '0.042',
      '1.5',
      '0.063',
    ],
    [
      'a market buy total is its order total before fee',
      form({ orderType: 'market' }),
      'total',
      '50000',
      KRW,
      '',
      '',
      '50000',
    ],
  ] as const)('%s', (_, start, field, value, context, price, quantity, total) => {
    const edited =
      field === 'price'
        ? editPrice(start, value, context)
        : field === 'quantity'
          ? editQuantity(start, value, context)
          : editTotal(start, value);
    expect({ price: edited.price, quantity: edited.quantity, total: edited.total }).toEqual({
      price,
      quantity,
      total,
    });
  });

  test.each([0.57, 4.35, 9.95, 0.29])(
    'a 100 percent sell of %d coin is all of it, not one unit short (its binary error is not floored away)',
    (held) => {
      const all = withPercent(form({ side: 'sell', price: '100' }), 100, {
        ...KRW,
        available: { buy: 0, sell: held },
      });
      expect(all.quantity).toBe(String(held));
    },
  );

  test('typing a quantity or total forgets the picked share', () => {
    const picked = withPercent(form({ price: '100' }), 50, KRW);
    expect(picked.percent).toBe(50);
    expect(editQuantity(picked, '1', KRW).percent).toBe(0);
    expect(editTotal(picked, '1000').percent).toBe(0);
  });
});

describe('share of the own KRW in the Plus buy mode', () => {
  const PLUS: FormContext = { ...KRW, plusBuy: true };
  // 1,000,000 KRW of one's own: an order of 4,987,530 KRW pays 997,506 + the 2,494 fee; one won more would not fit.
  test.each([
    ['market 100 %', form({ orderType: 'market' }), 100, '', '4987530'],
    ['market 25 %', form({ orderType: 'market' }), 25, '', '1246880'],
    ['limit 100 % at 95,000,000', form({ price: '95000000' }), 100, '0.05250031', '4987530'],
  ] as const)('%s', (_name, start, percent, quantity, total) => {
    const next = withPercent(start, percent, PLUS);
    expect({ quantity: next.quantity, total: next.total }).toEqual({ quantity, total });
  });
});

describe('share of the available balance', () => {
  test.each([
    // A buy: the largest quantity whose amount + fee (0.05 %) fits in the share at the price.
    ['buy 100 % at 95,000,000', form({ price: '95000000' }), 100, KRW, '0.01052105', '999500'],
    ['buy 25 % at 95,000,000', form({ price: '95000000' }), 25, KRW, '0.00263026', '249875'],
    ['buy 10 % at 1,000', form({ price: '1000' }), 10, KRW, '99.95', '99950'],
    ['sell 50 % of 0.5', form({ side: 'sell', price: '95000000' }), 50, KRW, '0.25', '23750000'],
    ['sell 10 % of 0.5 at no price', form({ side: 'sell' }), 10, KRW, '0.05', ''],
    ['market buy 100 %: the amount, fee on top', form({ orderType: 'market' }), 100, KRW, '', '999500'],
    ['market sell 25 %', form({ side: 'sell', orderType: 'market' }), 25, KRW, '0.125', ''],
    ['a buy without a price has no quantity yet', form(), 50, KRW, '', ''],
    ['0 % empties the quantity', form({ price: '100', quantity: '5', total: '500' }), 0, KRW, '', ''],
    ['BTC market buy 100 % at 0.042', form({ price: '0.042' }), 100, BTC, '2.37501476', '0.09975062'],
  ] as const)('%s', (_, start, percent, context, quantity, total) => {
    const next = withPercent(start, percent, context);
    expect({ quantity: next.quantity, total: next.total, percent: next.percent }).toEqual({
      quantity,
      total,
      percent,
    });
  });

  test.each([
    ['KRW', KRW, '95000000'],
    ['KRW', KRW, '1005'],
    ['KRW', KRW, '0.0213'],
    ['BTC', BTC, '0.04213577'],
  ] as const)('100 %% of a buy passes the balance check (%s at %s)', (_, context, price) => {
    const next = withPercent(form({ price }), 100, context);
    const draft = orderDraft(next, context.market);
    expect(buyLock(context.market, Number(next.total))).toBeLessThanOrEqual(context.available.buy);
    expect(
      orderProblem(draft, {
        ticks: context.ticks,
        lastPrice: Number(price),
        available: context.available.buy,
      }),
    ).toBeUndefined();
  });

  test('a new buy price keeps the share, the quantity follows', () => {
    const picked = withPercent(form({ price: '95000000' }), 100, KRW);
    const repriced = editPrice(picked, '90000000', KRW);
    expect(repriced).toMatchObject({ percent: 100, quantity: '0.01110555', total: '999500' });
  });
});

describe('side, order type, last price and the book', () => {
  test('another side or type keeps the prices and starts a new quantity', () => {
    const filled = form({ price: '100', stopPrice: '90', quantity: '5', total: '500', percent: 10 });
    expect(withSide(filled, 'sell')).toMatchObject({
      side: 'sell',
      price: '100',
      quantity: '',
      total: '',
      percent: 0,
    });
    expect(withOrderType(filled, 'stopLimit')).toMatchObject({ stopPrice: '90', price: '100', quantity: '' });
    expect(withSide(filled, 'buy')).toBe(filled);
  });

  test.each([
    ['fills an empty price with the tick decimals', form(), 0.0213, '0.0213'],
    ['a whole-won price', form({ quantity: '2' }), 95_000_000, '95000000'],
    ['keeps a price the user set', form({ price: '', priceSet: true }), 95_000_000, ''],
    ['keeps a price already there', form({ price: '100' }), 95_000_000, '100'],
    ['ignores an unknown last price', form(), Number.NaN, ''],
  ] as const)('last price: %s', (_, start, lastPrice, price) => {
    expect(withLastPrice(start, lastPrice, KRW).price).toBe(price);
  });

  test.each([
    ["a KRW coin on Upbit's 1 at 3,210", UPBIT_KRW, 3_210.4, '3210'],
    ['USDT/KRW on Upbit keeps its half won', UPBIT_USDT, 1_450.5, '1450.5'],
    ["the same on the spec's steps", KRW, 1_450.5, '1451'],
  ] as const)('last price on a source: %s', (_, context, lastPrice, price) => {
    expect(withLastPrice(form(), lastPrice, context).price).toBe(price);
  });

  test.each([
    ['an empty form, whose price the last price fills', form(), true],
    ['a price filled in', form({ price: '95000000' }), false],
    ['a price the user cleared', form({ priceSet: true }), false],
    [
      'a market sell, valued at the last price',
      form({ price: '1', orderType: 'market', side: 'sell' }),
      true,
    ],
    ['a market buy', form({ price: '1', orderType: 'market' }), false],
    ['a stop-limit sell', form({ price: '1', orderType: 'stopLimit', side: 'sell' }), false],
  ] as const)('follows the last price: %s', (_, start, follows) => {
    expect(followsLastPrice(start)).toBe(follows);
  });

  test('the last price links the total of a quantity already typed', () => {
    expect(withLastPrice(form({ quantity: '2' }), 1000, KRW).total).toBe('2000');
  });

  test.each([
    [
      'price only',
      form({ quantity: '1' }),
      { price: 94_000_000 },
      { side: 'buy', orderType: 'limit', price: '94000000', quantity: '1', total: '94000000' },
    ],
    [
      'side and quantity',
      form(),
      { side: 'sell', price: 96_000_000, quantity: 0.123456789 },
      { side: 'sell', price: '96000000', quantity: '0.12345678', total: '11851850' },
    ],
    [
      'a market order becomes a limit order',
      form({ orderType: 'market', total: '5000' }),
      { price: 100 },
      { orderType: 'limit', price: '100', total: '' },
    ],
    [
      'a stop-limit keeps its stop',
      form({ orderType: 'stopLimit', stopPrice: '90' }),
      { price: 100 },
      { orderType: 'stopLimit', stopPrice: '90', price: '100' },
    ],
    [
      'a picked buy share follows the price',
      form({ percent: 50 }),
      { price: 1000 },
      { quantity: '499.75', total: '499750', percent: 50 },
    ],
  ] as const)('book click: %s', (_, start, prefill, expected) => {
    const next = withPrefill(start, prefill, KRW);
    expect(next).toMatchObject({ ...expected, priceSet: true });
  });

  test('after an order the prices stay and the quantity goes', () => {
    const placed = afterPlaced(
      form({ price: '100', stopPrice: '90', quantity: '5', total: '500', percent: 10 }),
    );
    expect(placed).toMatchObject({ price: '100', stopPrice: '90', quantity: '', total: '', percent: 0 });
  });

  test.each([
    [95_000_000, '95000000'],
    [1_234.56, '1235'],
    [12.345, '12.3'],
    [0.00012345, '0.0001'],
  ])('price text of %d: %s', (price, text) => {
    expect(priceText(KRW.ticks, price)).toBe(text);
  });
});

describe('draft and request body', () => {
  test.each([
    [
      'limit buy',
      form({ price: '95000000', quantity: '0.001', total: '95000', stopPrice: '1' }),
      { price: 95_000_000, quantity: 0.001 },
    ],
    [
      'market buy spends the total',
      form({ orderType: 'market', total: '50000', quantity: '1' }),
      { amount: 50_000 },
    ],
    [
      'market sell',
      form({ side: 'sell', orderType: 'market', quantity: '0.5', price: '1' }),
      { quantity: 0.5 },
    ],
    [
      'stop-limit sell',
      form({
        side: 'sell',
        orderType: 'stopLimit',
        stopPrice: '90000000',
        price: '89000000',
        quantity: '0.1',
      }),
      { stopPrice: 90_000_000, price: 89_000_000, quantity: 0.1 },
    ],
    ['empty fields are left out', form({ price: '' }), {}],
  ] as const)('%s', (_, start, numbers) => {
    const draft = orderDraft(start, 'KRW');
    expect(placeOrderBody(draft, 'BTC-KRW')).toEqual({
      key: 'BTC-KRW',
      side: start.side,
      orderType: start.orderType,
      ...numbers,
    });
  });
});

describe('the order options', () => {
  test('a new order type starts at its default time in force; the self-trade mode stays', () => {
    const picked = withSmpType(withTimeInForce(form(), 'fok'), 'reduce');
    expect(withOrderType(picked, 'best')).toMatchObject({ timeInForce: 'ioc', smpType: 'reduce' });
    expect(withOrderType(picked, 'market')).toMatchObject({ timeInForce: null, smpType: 'reduce' });
    expect(withOrderType(withOrderType(picked, 'market'), 'limit').timeInForce).toBe('gtc');
  });

  test.each([
    [
      'best-price buy: its total, its time in force, no price',
      form({ orderType: 'best', timeInForce: 'fok', total: '50000', price: '100' }),
      { amount: 50_000, timeInForce: 'fok' },
    ],
    [
      'best-price sell: its quantity',
      form({ side: 'sell', orderType: 'best', timeInForce: 'ioc', quantity: '0.5' }),
      { quantity: 0.5, timeInForce: 'ioc' },
    ],
    [
      'post-only limit: no self-trade mode even when one was picked',
      form({ price: '100', quantity: '1', timeInForce: 'post_only', smpType: 'reduce' }),
      { price: 100, quantity: 1, timeInForce: 'post_only' },
    ],
    [
      'ioc limit with cancel_taker',
      form({ price: '100', quantity: '1', timeInForce: 'ioc', smpType: 'cancel_taker' }),
      { price: 100, quantity: 1, timeInForce: 'ioc', smpType: 'cancel_taker' },
    ],
    [
      'a time in force the type does not take is left out',
      form({ orderType: 'market', total: '50000', timeInForce: 'fok' }),
      { amount: 50_000 },
    ],
  ] as const)('%s', (_, start, fields) => {
    expect(placeOrderBody(orderDraft(start, 'KRW'), 'BTC-KRW')).toEqual({
      key: 'BTC-KRW',
      side: start.side,
      orderType: start.orderType,
      ...fields,
    });
  });

  test('the draft carries the time in force, so the contract refuses a post-only that would trade', () => {
    const draft = orderDraft(form({ price: '101', quantity: '100', timeInForce: 'post_only' }), 'KRW');
    const context = { ticks: KRW.ticks, lastPrice: 100, available: 1_000_000 };
    expect(orderProblem(draft, { ...context, bestOpposite: 101 })).toBe('postOnlyWouldTrade');
    expect(orderProblem(draft, { ...context, bestOpposite: 102 })).toBeUndefined();
  });

  test('a best-price sell follows the last price (valued at it); a book price makes it a limit order', () => {
    const best = form({ side: 'sell', orderType: 'best', timeInForce: 'fok', priceSet: true, price: '1' });
    expect(followsLastPrice(best)).toBe(true);
    expect(withPrefill(best, { price: 95_000_000 }, KRW)).toMatchObject({
      orderType: 'limit',
      timeInForce: 'gtc',
    });
  });
});
