/**
 * The decoder fuzz suite (no hostile frame breaks it): over 100,000 generated server frames per run, seeded,
 * into decodeFrame. Valid frames with bad rows put in (NaN and Infinity as the server's JSON writes them or
 * as 1e999, text, null, objects, huge arrays, missing fields, wrong lengths) must come back with exactly
 * those rows taken out and every other row kept; valid frames mutated anywhere, truncated, random JSON
 * and random text must never throw, and what a frame keeps must be good (decoding it again drops nothing).
 * The layouts list, a whole picture, comes back whole or is refused whole.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '../../../../../contract/socket';
import { decodeFrame } from '../../../../../workers/core/feed/frame-codec';
import { layoutsFrameArb, mutatedFrameTextArb, mutatedTextArb, validFrameArb } from './frame-arbitraries';

const SEED = 13_2026;
/** Generated frames decoded in this run (a decode of what decodeFrame kept is not counted). */
let generated = 0;

afterAll(() => {
  expect(generated).toBeGreaterThanOrEqual(100_000);
});

/** Written into the JSON text as 1e999 / -1e999, which JSON.parse reads as ±Infinity. */
const INF = '∞inf∞';
const MINUS_INF = '∞-inf∞';
function toText(value: unknown): string {
  return JSON.stringify(value).replaceAll(`"${INF}"`, '1e999').replaceAll(`"${MINUS_INF}"`, '-1e999');
}

const HUGE_ARRAY = Array.from({ length: 1_000 }, (_, i) => i);

/** Values wrong at every place of a tuple row (coin key, market symbol, number, trade side). */
const BAD_TUPLE_VALUES: unknown[] = [null, {}, [], true, '', '1', INF, MINUS_INF, HUGE_ARRAY];
/** Values wrong for every field of an object row (text, flag, number, nullable, nested order or fill). */
const BAD_FIELD_VALUES: unknown[] = [{}, [], [1, 2], INF, MINUS_INF, HUGE_ARRAY];
/**
 * Values wrong for a field that holds a list (a drawing deletion's ids, a parent order's child ids): another
 * list may be a right one (a TWAP with no child yet has []), so none is put there; lists of the wrong content
 * are rows of the codec's tables (frame-codec.test.ts).
 */
const BAD_LIST_FIELD_VALUES = BAD_FIELD_VALUES.filter((value) => !Array.isArray(value));
/** Rows that are no row of any channel. */
const BAD_ROWS: unknown[] = [null, 7, 'row', {}, [], HUGE_ARRAY, [null, null]];

/** The lists of rows a frame carries (ticker rows, book sides, intro coins, order events…). */
function rowFields(frame: ServerFrame): string[] {
  return Object.entries(frame)
    .filter(([, value]) => Array.isArray(value))
    .map(([field]) => field);
}

interface Corruption {
  /** Which row list and which row in it (taken modulo their counts). */
  field: number;
  row: number;
  /** What is done to the row: a value replaced or removed, a length changed, or the whole row replaced. */
  operation: 'replace' | 'remove' | 'lengthen' | 'shorten' | 'swap';
  /** Which place in the row (modulo), which bad value (modulo). */
  place: number;
  value: number;
}

const corruptionArb: fc.Arbitrary<Corruption> = fc.record({
  field: fc.nat(),
  row: fc.nat(),
  operation: fc.constantFrom('replace', 'remove', 'lengthen', 'shorten', 'swap'),
  place: fc.nat(),
  value: fc.nat(),
});

/** The places of an object row a corruption may hit: its fields, and those of an event's order and fill. */
function objectPlaces(row: Record<string, unknown>): [Record<string, unknown>, string][] {
  const places: [Record<string, unknown>, string][] = Object.keys(row).map((key) => [row, key]);
  for (const nested of ['order', 'fill'])
    if (typeof row[nested] === 'object' && row[nested] !== null) {
      const inner = row[nested] as Record<string, unknown>;
      places.push(...Object.keys(inner).map((key): [Record<string, unknown>, string] => [inner, key]));
    }
  return places;
}

/** Breaks one row in place so that no channel would accept it. */
function breakRow(rows: unknown[], index: number, corruption: Corruption): void {
  const row = rows[index];
  const pick = <T>(values: readonly T[]) => values[corruption.value % values.length]!;
  if (corruption.operation === 'swap') {
    rows[index] = pick(BAD_ROWS);
    return;
  }
  if (Array.isArray(row)) {
    const copy = [...(row as unknown[])];
    const place = corruption.place % copy.length;
    if (corruption.operation === 'lengthen') copy.push(0);
    else if (corruption.operation === 'shorten' || corruption.operation === 'remove') copy.splice(place, 1);
    else copy[place] = pick(BAD_TUPLE_VALUES);
    rows[index] = copy;
    return;
  }
  const copy = structuredClone(row) as Record<string, unknown>;
  const places = objectPlaces(copy);
  const [owner, key] = places[corruption.place % places.length]!;
  if (corruption.operation === 'replace')
    owner[key] = pick(Array.isArray(owner[key]) ? BAD_LIST_FIELD_VALUES : BAD_FIELD_VALUES);
  else delete owner[key];
  rows[index] = copy;
}

/** A valid frame with some rows broken: its text, and the frame it must decode to. */
const brokenRowsArb = fc
  .tuple(validFrameArb, fc.array(corruptionArb, { minLength: 1, maxLength: 4 }))
  .map(([frame, corruptions]) => {
    const sent = structuredClone(frame) as unknown as Record<string, unknown[]>;
    const fields = rowFields(frame);
    const broken = new Map<string, Set<number>>();
    for (const corruption of corruptions) {
      const field = fields[corruption.field % Math.max(1, fields.length)];
      if (field === undefined || sent[field]!.length === 0) continue;
      const index = corruption.row % sent[field]!.length;
      if (broken.get(field)?.has(index)) continue;
      breakRow(sent[field]!, index, corruption);
      broken.set(field, (broken.get(field) ?? new Set()).add(index));
    }
    const kept = structuredClone(frame) as unknown as Record<string, unknown[]>;
    let dropped = 0;
    for (const [field, indexes] of broken) {
      kept[field] = kept[field]!.filter((_, index) => !indexes.has(index));
      dropped += indexes.size;
    }
    return { text: toText(sent), kept: kept as unknown as ServerFrame, dropped };
  });

/**
 * The first property alone takes about 7 s on a quiet machine here and more on a busy shared one: the
 * default 5 s would make a slow machine fail a correct decoder. This is a hang guard, not a speed claim.
 */
const FUZZ_TIMEOUT_MS = 120_000;

describe('decodeFrame under fuzz', () => {
  it(
    'drops exactly the broken rows of a frame and keeps every other row as sent',
    () => {
      fc.assert(
        fc.property(brokenRowsArb, ({ text, kept, dropped }) => {
          generated += 1;
          expect(decodeFrame(text)).toEqual({ ok: true, frame: kept, droppedRows: dropped });
        }),
        { seed: SEED, numRuns: 60_000 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'never throws on mutated, truncated, random-JSON or random-text frames, and keeps only good rows',
    () => {
      const anyTextArb = fc.oneof(
        { weight: 3, arbitrary: mutatedFrameTextArb },
        { weight: 1, arbitrary: mutatedTextArb(layoutsFrameArb) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
      );
      fc.assert(
        fc.property(anyTextArb, (text) => {
          generated += 1;
          const result = decodeFrame(text);
          if (!result.ok) return;
          const again = decodeFrame(JSON.stringify(result.frame));
          expect(again.ok && again.droppedRows).toBe(0);
        }),
        { seed: SEED, numRuns: 40_000 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "hands a member's list of layouts on whole, and refuses a broken one whole",
    () => {
      fc.assert(
        fc.property(layoutsFrameArb, (frame) => {
          generated += 1;
          expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame, droppedRows: 0 });
        }),
        { seed: SEED, numRuns: 2_000 },
      );
      fc.assert(
        fc.property(mutatedTextArb(layoutsFrameArb), (text) => {
          generated += 1;
          const result = decodeFrame(text);
          if (!result.ok) return;
          expect(result.droppedRows).toBe(0);
          expect(decodeFrame(JSON.stringify(result.frame))).toEqual(result);
        }),
        { seed: SEED, numRuns: 4_000 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
