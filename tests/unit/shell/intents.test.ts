import { describe, expect, test } from 'vitest';
import { createIntentBus, publishIntent, subscribeIntent } from '../../../src/shell/intents';

describe('intent bus', () => {
  test('a receiver gets the typed payload of its intent only', () => {
    const bus = createIntentBus();
    const placed: unknown[] = [];
    bus.subscribe('orderPlaced', (payload) => {
      placed.push(payload);
      return true;
    });
    expect(bus.publish('orderPlaced', { key: 'BTC-KRW' })).toBe(true);
    expect(bus.publish('prefillOrderPanel', { key: 'BTC-KRW', price: 1 })).toBe(false);
    expect(placed).toEqual([{ key: 'BTC-KRW' }]);
  });

  test('nobody subscribed: nobody took it', () => {
    expect(createIntentBus().publish('focusOrderPanel', {})).toBe(false);
  });

  test('every receiver of a prefill is asked; the answer says whether one took it', () => {
    const bus = createIntentBus();
    const filled: string[] = [];
    for (const coin of ['BTC-KRW', 'ETH-KRW', 'BTC-KRW'])
      bus.subscribe('prefillOrderPanel', ({ key, price }) => {
        if (key !== coin) return false;
        filled.push(`${coin} ${price}`);
        return true;
      });
    expect(bus.publish('prefillOrderPanel', { key: 'BTC-KRW', price: 5 })).toBe(true);
    expect(bus.publish('prefillOrderPanel', { key: 'XRP-KRW', price: 6 })).toBe(false);
    expect(filled).toEqual(['BTC-KRW 5', 'BTC-KRW 5']);
  });

  test('the focus goes to the newest receiver that takes it', () => {
    const bus = createIntentBus();
    const focused: string[] = [];
    const panel = (name: string, visible: boolean) =>
      bus.subscribe('focusOrderPanel', () => {
        if (visible) focused.push(name);
        return visible;
      });
    panel('first', true);
    panel('second', true);
    panel('hidden', false);
    expect(bus.publish('focusOrderPanel', {})).toBe(true);
    expect(focused).toEqual(['second']);
  });

  test('a payload that is a caller bug throws a RangeError and reaches nobody', () => {
    const bus = createIntentBus();
    let asked = 0;
    bus.subscribe('prefillOrderPanel', () => ++asked > 0);
    expect(() => bus.publish('prefillOrderPanel', { key: 'BTC-KRW', price: Number.NaN })).toThrow(RangeError);
    expect(() => bus.publish('prefillOrderPanel', { key: 'BTC-KRW', price: 1, quantity: -1 })).toThrow(
      RangeError,
    );
    expect(asked).toBe(0);
  });

  test('nothing is delivered after the owner unsubscribed; unsubscribing twice is harmless', () => {
    const bus = createIntentBus();
    const got: string[] = [];
    const stop = bus.subscribe('orderPlaced', ({ key }) => got.push(key) > 0);
    bus.publish('orderPlaced', { key: 'BTC-KRW' });
    stop();
    stop();
    expect(bus.publish('orderPlaced', { key: 'ETH-KRW' })).toBe(false);
    expect(got).toEqual(['BTC-KRW']);
  });

  test('the same function subscribed twice is two subscriptions, each removed by its own stop', () => {
    const bus = createIntentBus();
    let calls = 0;
    const handler = () => ++calls > 0;
    const stopFirst = bus.subscribe('orderPlaced', handler);
    bus.subscribe('orderPlaced', handler);
    bus.publish('orderPlaced', { key: 'BTC-KRW' });
    expect(calls).toBe(2);
    stopFirst();
    bus.publish('orderPlaced', { key: 'BTC-KRW' });
    expect(calls).toBe(3);
  });

  test('a receiver that unsubscribes while the intent is delivered does not skip the next one', () => {
    const bus = createIntentBus();
    const got: string[] = [];
    const stop = bus.subscribe('orderPlaced', () => {
      got.push('first');
      stop();
      return true;
    });
    bus.subscribe('orderPlaced', () => got.push('second') > 0);
    bus.publish('orderPlaced', { key: 'BTC-KRW' });
    bus.publish('orderPlaced', { key: 'BTC-KRW' });
    expect(got).toEqual(['first', 'second', 'second']);
  });

  test("the window's bus carries what is published to what is subscribed in this window", () => {
    const got: string[] = [];
    const stop = subscribeIntent('orderPlaced', ({ key }) => got.push(key) > 0);
    expect(publishIntent('orderPlaced', { key: 'SOL-KRW' })).toBe(true);
    stop();
    expect(publishIntent('orderPlaced', { key: 'SOL-KRW' })).toBe(false);
    expect(got).toEqual(['SOL-KRW']);
  });
});
