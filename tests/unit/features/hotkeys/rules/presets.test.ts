import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MARKET_SYMBOLS } from '../../../../../contract/markets';
import {
  defaultPresets,
  parsePresets,
  presetQuantity,
  presetValueProblem,
  PRESETS_VERSION,
  serializePresets,
} from '../../../../../src/features/hotkeys/rules/presets';

describe('presets', () => {
  test('defaults: twice the market minimum, as an amount (KRW 10,000)', () => {
    expect(defaultPresets().KRW).toEqual({ kind: 'amount', value: 10_000 });
  });

  test('a saved preset reads back', () => {
    const presets = { ...defaultPresets(), KRW: { kind: 'quantity' as const, value: 0.001 } };
    expect(parsePresets(serializePresets(presets))).toEqual(presets);
  });

  test.each([
    ['nothing', null],
    ['not JSON', 'nope'],
    ['another version', JSON.stringify({ version: PRESETS_VERSION + 1, presets: {} })],
    ['no presets', JSON.stringify({ version: PRESETS_VERSION })],
  ])('%s reads as the defaults', (_, raw) => {
    expect(parsePresets(raw)).toEqual(defaultPresets());
  });

  test('a damaged market keeps its default, the others theirs', () => {
    const raw = JSON.stringify({
      version: PRESETS_VERSION,
      presets: { KRW: { kind: 'quantity', value: -1 }, BTC: { kind: 'quantity', value: 0.5 } },
    });
    expect(parsePresets(raw)).toEqual({ ...defaultPresets(), BTC: { kind: 'quantity', value: 0.5 } });
  });

  test('whatever is stored reads as a positive preset for every market', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc
            .dictionary(fc.string(), fc.jsonValue())
            .map((presets) => JSON.stringify({ version: PRESETS_VERSION, presets })),
        ),
        (raw) => {
          const presets = parsePresets(raw);
          for (const market of MARKET_SYMBOLS) {
            expect(['amount', 'quantity']).toContain(presets[market].kind);
            expect(presets[market].value).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  test.each([
    [{ kind: 'amount', value: 10_000 } as const, 95_000_000, 0.00010526],
    [{ kind: 'amount', value: 10_000 } as const, 0, 0],
    [{ kind: 'quantity', value: 0.5 } as const, 95_000_000, 0.5],
  ])('%j at %d buys %d', (preset, price, quantity) => {
    expect(presetQuantity(preset, price)).toBe(quantity);
  });

  test.each([
    ['amount', 'KRW', '10000', null],
    ['amount', 'KRW', '10,000', null],
    ['amount', 'KRW', '10000.5', 'decimals'],
    ['quantity', 'KRW', '0.00000001', null],
    ['quantity', 'KRW', '0.000000001', 'decimals'],
    ['amount', 'KRW', '0', 'notPositive'],
    ['amount', 'KRW', '-5', 'notPositive'],
    ['amount', 'KRW', '', 'notPositive'],
    ['amount', 'KRW', 'abc', 'notPositive'],
  ] as const)('%s %s %j: %s', (kind, market, text, problem) => {
    expect(presetValueProblem(kind, market, text)).toBe(problem);
  });
});
