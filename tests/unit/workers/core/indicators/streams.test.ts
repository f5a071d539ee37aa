import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Ema, WindowExtreme, WindowMoments, WindowSum } from '../../../../../workers/core/indicators';

/** Inputs: prices with NaN gaps (no input) here and there, and a value to peek with after each push. */
const inputs = fc.array(
  fc.record({
    x: fc.oneof(
      { weight: 9, arbitrary: fc.double({ min: 1, max: 2e8, noNaN: true }) },
      { weight: 1, arbitrary: fc.constant(Number.NaN) },
    ),
    peek: fc.double({ min: 1, max: 2e8, noNaN: true }),
  }),
  { maxLength: 120 },
);
const period = fc.integer({ min: 1, max: 12 });

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/** The window a peek of `x` sees: the last `period - 1` committed inputs and x; null until it is full. */
function windowOf(committed: number[], x: number, size: number): number[] | null {
  const window = [...committed.slice(Math.max(0, committed.length - (size - 1))), x];
  return window.length < size ? null : window;
}

describe('running pieces: a peek equals the plain computation over its window, a NaN is no input', () => {
  it('WindowSum', () => {
    fc.assert(
      fc.property(period, inputs, (size, steps) => {
        const sum = new WindowSum(size);
        const committed: number[] = [];
        for (const { x, peek } of steps) {
          sum.push(x);
          if (!Number.isNaN(x)) committed.push(x);
          const window = windowOf(committed, peek, size);
          const got = sum.peek(peek);
          expect(sum.peek(Number.NaN)).toBeNaN();
          if (window === null) {
            expect(got).toBeNaN();
            continue;
          }
          // Exact to the rounding of the inputs the sum held: the window's and the one before's.
          const want = window.reduce((a, b) => a + b, 0);
          const largest = Math.max(...committed.slice(-2 * size), peek);
          expect(Math.abs(got - want)).toBeLessThanOrEqual(1e-12 * Math.abs(want) + 1e-15 * size * largest);
        }
      }),
    );
  });

  it('WindowExtreme, max and min', () => {
    fc.assert(
      fc.property(period, inputs, fc.constantFrom('max', 'min'), (size, steps, which) => {
        const extreme = new WindowExtreme(size, which);
        const committed: number[] = [];
        for (const { x, peek } of steps) {
          extreme.push(x);
          if (!Number.isNaN(x)) committed.push(x);
          const window = windowOf(committed, peek, size);
          const got = extreme.peek(peek);
          if (window === null) expect(got).toBeNaN();
          else expect(got).toBe(which === 'max' ? Math.max(...window) : Math.min(...window));
        }
      }),
    );
  });

  it('WindowMoments: mean and population variance', () => {
    fc.assert(
      fc.property(period, inputs, (size, steps) => {
        const moments = new WindowMoments(size);
        const committed: number[] = [];
        for (const { x, peek } of steps) {
          moments.push(x);
          if (!Number.isNaN(x)) committed.push(x);
          const window = windowOf(committed, peek, size);
          expect(moments.peek(peek)).toBe(window !== null);
          if (window === null) {
            expect(moments.mean).toBeNaN();
            continue;
          }
          const mean = window.reduce((a, b) => a + b, 0) / size;
          const variance = window.reduce((a, b) => a + (b - mean) ** 2, 0) / size;
          // The sums keep their digits relative to the spread of the inputs they held: those of the
          // window and of the one before (an input that left since the last re-sum still cancels out). So
          // a mean of 1.35 just after a 67,108,864 left the window is good to ~1e-8, not to 1e-9 of itself.
          const recent = [...committed.slice(-2 * size), peek];
          const spread = Math.max(...recent) - Math.min(...recent);
          expect(Math.abs(moments.mean - mean)).toBeLessThanOrEqual(1e-9 * Math.abs(mean) + 1e-14 * spread);
          expect(Math.abs(moments.variance - variance)).toBeLessThanOrEqual(
            1e-9 * variance + 1e-13 * spread * spread + 1e-12,
          );
        }
      }),
    );
  });

  it('Ema: ta.ema starts at its first input, ta.rma (Wilder) at the simple average of its first period', () => {
    fc.assert(
      fc.property(period, inputs, fc.boolean(), (size, steps, wilder) => {
        const ema = new Ema(size, wilder);
        const alpha = wilder ? 1 / size : 2 / (size + 1);
        const seedCount = wilder ? size : 1;
        const committed: number[] = [];
        let value = Number.NaN;
        for (const { x, peek } of steps) {
          ema.push(x);
          if (!Number.isNaN(x)) {
            committed.push(x);
            if (committed.length === seedCount) value = committed.reduce((a, b) => a + b, 0) / seedCount;
            else if (committed.length > seedCount) value += alpha * (x - value);
          }
          const n = committed.length + 1;
          const want =
            n < seedCount
              ? Number.NaN
              : n === seedCount
                ? [...committed, peek].reduce((a, b) => a + b, 0) / seedCount
                : value + alpha * (peek - value);
          const got = ema.peek(peek);
          if (Number.isNaN(want)) expect(got).toBeNaN();
          else expect(close(got, want)).toBe(true);
        }
      }),
    );
  });

  it('a window sum forgets a spike once it has left and the window turned over', () => {
    const sum = new WindowSum(5);
    [3e7, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9].forEach((value) => sum.push(value));
    expect(sum.peek(2)).toBe(1.6 + 1.7 + 1.8 + 1.9 + 2);
  });
});
