import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { globalConfig } from 'zod/v4/core';
import { lazySchema } from '../../../contract/lazy-schema';

const builders = {
  object: () => z.object({ name: z.string().min(1), size: z.number().int().positive() }),
  strict: () => z.strictObject({ id: z.number() }),
  array: () => z.array(z.enum(['a', 'b'])).max(2),
  union: () => z.union([z.literal('x'), z.number().nullable()]),
  discriminated: () =>
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b') }),
    ]),
  refined: () =>
    z
      .object({ low: z.number(), high: z.number() })
      .refine((range) => range.low <= range.high, { message: 'low above high', path: ['low'] }),
  transformed: () => z.string().transform((text) => text.length),
  date: () => z.iso.date(),
};

const inputs: unknown[] = [
  undefined,
  null,
  'x',
  '',
  '2026-02-30',
  '2026-02-28',
  3,
  -1,
  1.5,
  Number.NaN,
  [],
  ['a'],
  ['a', 'b', 'c'],
  ['c'],
  {},
  { name: 'n', size: 2 },
  { name: '', size: 0 },
  { id: 1 },
  { id: 1, extra: true },
  { kind: 'a', a: 'text' },
  { kind: 'b' },
  { kind: 'c' },
  { low: 1, high: 2 },
  { low: 3, high: 2 },
];

/** What a parse answers, errors included, as plain data. */
function outcome(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: result.error.issues, pretty: z.prettifyError(result.error) };
}

describe('lazySchema', () => {
  it('builds nothing until first read, then builds once however often it is read', () => {
    const build = vi.fn(builders.object);
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    schema.safeParse({ name: 'n', size: 1 });
    schema.parse({ name: 'n', size: 1 });
    void schema.shape;
    z.object({ inner: schema }).safeParse({ inner: {} });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the same built schema on every read', () => {
    const schema = lazySchema(builders.object);
    expect(schema.shape).toBe(schema.shape);
    expect(schema._zod).toBe(schema._zod);
    expect(schema.def).toBe(schema.def);
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(builders.object()));
    expect('shape' in schema).toBe(true);
  });

  describe.each(Object.entries(builders))('a lazy %s schema', (_, build) => {
    const lazy = lazySchema(build as () => z.ZodType);
    const eager = build() as z.ZodType;

    it.each(inputs.map((input) => [JSON.stringify(input) ?? String(input), input]))(
      'parses %s with the same answer and errors as the schema built at once',
      (_name, input) => {
        expect(outcome(lazy, input)).toEqual(outcome(eager, input));
        expect(outcome(z.object({ field: lazy }), { field: input })).toEqual(
          outcome(z.object({ field: eager }), { field: input }),
        );
        expect(outcome(lazy.optional(), input)).toEqual(outcome(eager.optional(), input));
      },
    );
  });

  it('extends, picks and infers as the built schema does', () => {
    const lazy = lazySchema(builders.object);
    const extended = lazy.extend({ tag: z.string() });
    expect(outcome(extended, { name: 'n', size: 1 })).toEqual(
      outcome(builders.object().extend({ tag: z.string() }), { name: 'n', size: 1 }),
    );
    expect(Object.keys(lazy.pick({ name: true }).shape)).toEqual(['name']);
    expectTypeOf<z.infer<typeof lazy>>().toEqualTypeOf<{ name: string; size: number }>();
  });

  it('leaves every schema of the contract unbuilt as its modules load', async () => {
    // zod calls the global post-processor once per schema it constructs (the hook `zod/compile` installs).
    const config = globalConfig as { postProcessor?: (schema: unknown) => void };
    let built = 0;
    config.postProcessor = () => (built += 1);
    try {
      vi.resetModules();
      const contract = await import('../../../contract');
      expect(built).toBe(0);
      contract.RESPONSE_SCHEMAS.candles.safeParse({});
      expect(built).toBeGreaterThan(0);
    } finally {
      delete config.postProcessor;
    }
  });
});
