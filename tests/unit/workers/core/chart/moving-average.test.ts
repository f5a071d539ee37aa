import fc from 'fast-check';
import { SMA } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { RollingSma, smaInto } from '../../../../../workers/core/chart/moving-average';

/** technicalindicators' SMA aligned to bars: NaN until the window is full. */
function oracle(values: ArrayLike<number>, period: number): number[] {
  const result = SMA.calculate({ period, values: Array.from(values) });
  return [...new Array<number>(values.length - result.length).fill(Number.NaN), ...result];
}

function expectClose(actual: ArrayLike<number>, expected: readonly number[]) {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i += 1) {
    const want = expected[i]!;
    const got = actual[i]!;
    if (Number.isNaN(want)) expect(got).toBeNaN();
    else expect(Math.abs(got - want)).toBeLessThanOrEqual(1e-9 * Math.abs(want));
  }
}

// Prices of one coin move by percents, not by orders of magnitude from one bar to the next. (With values
// 10 orders apart, the oracle's own never-reset running sum is what drifts past 1e-9.)
const price = fc.double({ min: 1000, max: 2000, noNaN: true });
const scale = fc.constantFrom(0.0001, 1, 50_000, 2_000_000);
const periods = fc.constantFrom(1, 2, 15, 20, 60);

describe('smaInto', () => {
  it('equals technicalindicators SMA to 1e-9 relative', () => {
    fc.assert(
      fc.property(fc.array(price, { maxLength: 300 }), periods, scale, (raw, period, unit) => {
        const values = raw.map((value) => value * unit);
        expectClose(smaInto(values, values.length, period), oracle(values, period));
      }),
    );
  });

  it('stays within 1e-9 over a long series (the running sum is re-added periodically)', () => {
    const values = Array.from(
      { length: 20_000 },
      (_, i) => 1_000_000 + Math.sin(i / 7) * 900_000 + (i % 13) * 0.013,
    );
    expectClose(smaInto(values, values.length, 60), oracle(values, 60));
  });

  it('rejects a bad period', () => {
    expect(() => smaInto([1, 2], 2, 0)).toThrow(/whole number from 1 to 10,000/);
    expect(() => smaInto([1, 2], 2, 2.5)).toThrow(/whole number/);
  });
});

type Step = { kind: 'set'; value: number } | { kind: 'append'; value: number };

describe('RollingSma', () => {
  it('after any sequence of last-bar updates and appends equals the full computation', () => {
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), value: price }),
      fc.record({ kind: fc.constant('append' as const), value: price }),
    );
    fc.assert(
      fc.property(
        fc.array(price, { maxLength: 80 }),
        fc.array(step, { maxLength: 200 }),
        periods,
        (start, steps, period) => {
          const values = [...start];
          const rolling = new RollingSma(period);
          rolling.reset(values, values.length);
          for (const s of steps) {
            if (s.kind === 'set' && values.length > 0) values[values.length - 1] = s.value;
            else values.push(s.value);
            rolling.update(values, values.length, values.length - 1);
            expectClose(rolling.values.subarray(0, rolling.length), oracle(values, period));
          }
        },
      ),
    );
  });

  it('appends many bars at once and recomputes in full when an older bar changed', () => {
    const values = Array.from({ length: 3_000 }, (_, i) => 100 + (i % 17) * 3.1);
    const rolling = new RollingSma(15);
    rolling.reset(values, 10);
    rolling.update(values, 3_000, 10);
    expectClose(rolling.values.subarray(0, rolling.length), oracle(values, 15));
    values[5] = 999;
    rolling.update(values, 3_000, 5);
    expectClose(rolling.values.subarray(0, rolling.length), oracle(values, 15));
  });
});
