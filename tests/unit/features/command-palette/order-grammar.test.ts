import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  parseAmount,
  parseOrderCommand,
  type OrderCommand,
} from '../../../../src/features/command-palette/rules/order-grammar';

describe('parseOrderCommand', () => {
  test.each<[string, OrderCommand | null]>([
    ['buy 0.01', { ok: true, side: 'buy', quantity: 0.01, price: null }],
    ['  BUY   0.01  ', { ok: true, side: 'buy', quantity: 0.01, price: null }],
    ['b 2', { ok: true, side: 'buy', quantity: 2, price: null }],
    ['매수 0.01', { ok: true, side: 'buy', quantity: 0.01, price: null }],
    ['매도 1.5 95000000', { ok: true, side: 'sell', quantity: 1.5, price: 95_000_000 }],
    ['sell 0.5 at 95,000,000', { ok: true, side: 'sell', quantity: 0.5, price: 95_000_000 }],
    ['s .5 @ 1200.5', { ok: true, side: 'sell', quantity: 0.5, price: 1200.5 }],
    ['sell 3 @1200', { ok: true, side: 'sell', quantity: 3, price: 1200 }],
    ['buy', { ok: false, side: 'buy', problem: 'noQuantity' }],
    ['매수 ', { ok: false, side: 'buy', problem: 'noQuantity' }],
    ['buy 0', { ok: false, side: 'buy', problem: 'badQuantity' }],
    ['buy -1', { ok: false, side: 'buy', problem: 'badQuantity' }],
    ['buy abc', { ok: false, side: 'buy', problem: 'badQuantity' }],
    ['buy 1e3', { ok: false, side: 'buy', problem: 'badQuantity' }],
    ['buy 1,00', { ok: false, side: 'buy', problem: 'badQuantity' }],
    ['sell 50%', { ok: false, side: 'sell', problem: 'percent' }],
    ['buy 1 at', { ok: false, side: 'buy', problem: 'badPrice' }],
    ['buy 1 at 0', { ok: false, side: 'buy', problem: 'badPrice' }],
    ['buy 1 at x', { ok: false, side: 'buy', problem: 'badPrice' }],
    ['buy 1 2 3', { ok: false, side: 'buy', problem: 'extra' }],
    ['btc', null],
    ['buying 1', null],
    ['', null],
  ])('%j', (query, command) => {
    expect(parseOrderCommand(query)).toEqual(command);
  });

  test('any input answers without throwing, and an order only with positive finite numbers', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const command = parseOrderCommand(query);
        if (command?.ok) {
          expect(command.quantity).toBeGreaterThan(0);
          expect(Number.isFinite(command.quantity)).toBe(true);
          if (command.price !== null) expect(Number.isFinite(command.price) && command.price > 0).toBe(true);
        }
      }),
    );
  });
});

describe('parseAmount', () => {
  test.each<[string, number | null]>([
    ['1', 1],
    ['0.001', 0.001],
    ['1,234,567.5', 1_234_567.5],
    ['.5', 0.5],
    ['0', null],
    ['1.', null],
    ['Infinity', null],
    ['0x10', null],
  ])('%j', (word, amount) => {
    expect(parseAmount(word)).toBe(amount);
  });
});
