/**
 * A window's pending drawing changes, merged per drawing (workers/core/feed/drawing-changes.ts): a table of
 * what a drain holds after a few changes, then the property that applying the merged changes gives what
 * applying every change in turn gives, from any drawings the window showed before.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CoinKey } from '../../../../../contract/markets';
import type { Drawing } from '../../../../../contract/drawings';
import type { DrawingChange } from '../../../../../contract/socket';
import { PendingDrawingChanges } from '../../../../../workers/core/feed/drawing-changes';
import { storedDrawing } from '../../../../fixtures/drawings';

const put = (id: string, version = 1, coin: CoinKey = 'BTC-KRW'): DrawingChange => ({
  kind: 'put',
  coin,
  drawing: storedDrawing(id, { version, coin }),
});
const deleted = (ids: string[], coin: CoinKey = 'BTC-KRW'): DrawingChange => ({ kind: 'deleted', coin, ids });

function merged(changes: DrawingChange[]): DrawingChange[] {
  const pending = new PendingDrawingChanges();
  for (const change of changes) pending.push(change);
  return pending.take();
}

/** A window's drawings after `changes`, applied in turn. */
function apply(shown: ReadonlyMap<string, Drawing>, changes: readonly DrawingChange[]): Map<string, Drawing> {
  const next = new Map(shown);
  for (const change of changes)
    if (change.kind === 'put') next.set(change.drawing.id, change.drawing);
    else for (const id of change.ids) next.delete(id);
  return next;
}

describe('PendingDrawingChanges', () => {
  test.each<[string, DrawingChange[], DrawingChange[]]>([
    ['nothing', [], []],
    ['a put', [put('a')], [put('a')]],
    [
      'the latest put of a drawing',
      [put('a', 1), put('b'), put('a', 2), put('a', 3)],
      [put('a', 3), put('b')],
    ],
    ['a delete drops the puts before it', [put('a', 1), put('a', 2), deleted(['a'])], [deleted(['a'])]],
    ['a put after a delete (an id made again)', [deleted(['a']), put('a', 1)], [deleted(['a']), put('a', 1)]],
    [
      'the deletions of every coin first, then the puts',
      [put('a'), put('x', 1, 'ETH-KRW'), deleted(['b', 'c']), deleted(['y'], 'ETH-KRW'), deleted(['d'])],
      [deleted(['b', 'c', 'd']), deleted(['y'], 'ETH-KRW'), put('a'), put('x', 1, 'ETH-KRW')],
    ],
    [
      'an id deleted on one coin and made again on another',
      [put('a'), deleted(['a']), put('a', 1, 'ETH-KRW'), deleted(['a'], 'ETH-KRW'), put('a', 1)],
      [deleted(['a']), deleted(['a'], 'ETH-KRW'), put('a', 1)],
    ],
  ])('%s', (_name, changes, expected) => {
    expect(merged(changes)).toEqual(expected);
  });

  test('take empties it', () => {
    const pending = new PendingDrawingChanges();
    expect(pending.isEmpty).toBe(true);
    pending.push(put('a'));
    expect(pending.isEmpty).toBe(false);
    expect(pending.take()).toHaveLength(1);
    expect(pending.isEmpty).toBe(true);
    expect(pending.take()).toEqual([]);
  });

  test('applied in its order, the merge leaves a window as every change in turn would', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd');
    const coin = fc.constantFrom<CoinKey>('BTC-KRW', 'ETH-KRW');
    const change: fc.Arbitrary<DrawingChange> = fc.oneof(
      fc
        .tuple(id, fc.integer({ min: 1, max: 9 }), coin)
        .map(([drawingId, version, key]) => put(drawingId, version, key)),
      fc.tuple(fc.uniqueArray(id, { minLength: 1 }), coin).map(([ids, key]) => deleted(ids, key)),
    );
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 12 }),
        fc.array(change, { maxLength: 20 }),
        (before, changes) => {
          const shown = apply(new Map(), before);
          expect(apply(shown, merged(changes))).toEqual(apply(shown, changes));
        },
      ),
      { seed: 39 },
    );
  });
});
