import { describe, expect, test } from 'vitest';
import { SPEC_TICKS, uniformTicks } from '../../../../contract/price-ticks';
import { compareValueText } from '../../../../src/features/chart/compare-legend';

const scaling = (reference: number) => ({ reference, factor: 1 });

describe('compareValueText', () => {
  test.each<[string, string, number, ReturnType<typeof scaling> | undefined, string]>([
    ['a KRW close and its rise', 'ETH-KRW', 5_100_000, scaling(5_000_000), '5,100,000 (+2.00%)'],
    ['a fall', 'ETH-KRW', 4_900_000, scaling(5_000_000), '4,900,000 (-2.00%)'],
    ['no change has no sign', 'ETH-KRW', 5_000_000, scaling(5_000_000), '5,000,000 (0.00%)'],
    ['a BTC-market close at its tick', 'ETH-BTC', 0.0312, scaling(0.0312), '0.03120000 (0.00%)'],
    ['nothing on screen yet: the close alone', 'ETH-KRW', 5_000_000, scaling(Number.NaN), '5,000,000'],
    ['no close there', 'ETH-KRW', Number.NaN, scaling(5_000_000), '—'],
  ])('%s', (_, coin, value, at, expected) => {
    expect(compareValueText(coin as never, SPEC_TICKS, value, at)).toBe(expected);
  });

  test("a replay's table: BTC-USDT at its 0.01 step", () => {
    expect(compareValueText('BTC-USDT', uniformTicks(0.01), 94_123.4, undefined)).toBe('94,123.40');
    expect(compareValueText('BTC-USDT', SPEC_TICKS, 94_123.4, undefined)).toBe('94,123.4');
  });
});
