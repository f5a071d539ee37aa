import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  forgetKeptOrder,
  keepOrder,
  keptOrdersRecord,
} from '../../../../src/features/order-panel/kept-orders';
import { emptyOrderForm, keptOrderOf } from '../../../../src/features/order-panel/rules';
import { memoryStorage } from '../../../fixtures/storage';

const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
const KEPT = keptOrderOf(
  { ...emptyOrderForm(), price: '850', quantity: '100', priceSet: true },
  { memNo: 7, nowMs: NOW, reason: 'sessionEnded', plusBuy: false },
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("kept orders in the tab's storage", () => {
  test.each([
    ['nothing stored', null],
    ['not JSON', '{orders'],
    ['another version', JSON.stringify({ version: 2, orders: { 'XRP-KRW': KEPT } })],
  ])('%s reads as no kept order', (_, raw) => {
    expect(keptOrdersRecord.parse(raw)).toEqual({ orders: {} });
  });

  test('kept in sessionStorage, never in localStorage, and gone once forgotten', () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', tab);
    keepOrder('XRP-KRW', KEPT, NOW);
    expect(keptOrdersRecord.parse(tab.getItem(keptOrdersRecord.key)).orders).toEqual({ 'XRP-KRW': KEPT });
    expect(local.length).toBe(0);
    forgetKeptOrder('XRP-KRW', NOW);
    expect(tab.getItem(keptOrdersRecord.key)).toBe('{"version":1,"orders":{}}');
  });
});
