/**
 * The layouts channel in the feed core: a member's whole list of named layouts (contract/layout-names.ts)
 * is handed on whole or refused whole, and a window's drain carries the newest list since its last drain.
 */
import { describe, expect, it } from 'vitest';
import { LAYOUTS_PER_MEMBER_MAX, type LayoutSummary } from '../../../../../contract/layout-names';
import { layoutListSchema } from '../../../../../contract/layout-calls';
import type { LayoutsFrame } from '../../../../../contract/socket';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import { decodeFrame } from '../../../../../workers/core/feed/frame-codec';
import { FakeExchange, FakeScheduler } from './fakes';
import { T0 } from './frames';

const summary = (id: string, overrides: Partial<LayoutSummary> = {}): LayoutSummary => ({
  id,
  name: `Desk ${id}`,
  version: 1,
  isDefault: false,
  updatedAt: T0,
  ...overrides,
});

const frame = (seq: number, layouts: LayoutSummary[]): LayoutsFrame => ({
  ch: 'layouts',
  seq,
  t: T0,
  layouts,
});
const text = (layouts: unknown[]) => JSON.stringify({ ch: 'layouts', seq: 1, t: T0, layouts });

const BAD_LISTS: [string, unknown][] = [
  ['no list', null],
  ['two defaults', [summary('a', { isDefault: true }), summary('b', { isDefault: true })]],
  ['an id twice', [summary('a'), summary('a', { name: 'Other' })]],
  ['an id with a slash', [summary('a/b')]],
  ['an empty name', [summary('a', { name: '' })]],
  ['a name with spaces around it', [summary('a', { name: ' Desk ' })]],
  ['a name of 41 characters', [summary('a', { name: 'x'.repeat(41) })]],
  ['a name with a newline', [summary('a', { name: 'Desk\nTwo' })]],
  ['version 0', [summary('a', { version: 0 })]],
  ['a version as text', [summary('a', { version: '2' as unknown as number })]],
  ['a default flag as text', [summary('a', { isDefault: 'yes' as unknown as boolean })]],
  ['no time', [{ ...summary('a'), updatedAt: undefined }]],
  ['a row that is no object', [7]],
  [
    'more layouts than a member keeps',
    Array.from({ length: LAYOUTS_PER_MEMBER_MAX + 1 }, (_, i) => summary(`l${i}`)),
  ],
];

describe('decodeFrame: layouts', () => {
  it.each([
    ['none', []],
    [
      'one default among three',
      [summary('a'), summary('b', { isDefault: true }), summary('c', { version: 7 })],
    ],
    ['a Korean name of 40 characters', [summary('a', { name: '가'.repeat(40) })]],
    ['a member’s all', Array.from({ length: LAYOUTS_PER_MEMBER_MAX }, (_, i) => summary(`l${i}`))],
  ])('hands %s on as it is', (_name, layouts) => {
    const sent = frame(1, layouts);
    expect(decodeFrame(JSON.stringify(sent))).toEqual({ ok: true, frame: sent, droppedRows: 0 });
  });

  it.each(BAD_LISTS)('refuses a list with %s whole', (_name, layouts) => {
    expect(decodeFrame(JSON.stringify({ ch: 'layouts', seq: 1, t: T0, layouts }))).toEqual({
      ok: false,
      reason: 'bad-rows',
    });
  });

  /** Lists whose fault is in one row, not in the list as a whole. */
  const BAD_ROWS = BAD_LISTS.filter(
    ([name]) =>
      !['no list', 'two defaults', 'an id twice', 'more layouts than a member keeps'].includes(name),
  );
  it.each(BAD_ROWS)("refuses %s as the contract's schema of a summary does", (_name, layouts) => {
    expect(layoutListSchema.safeParse({ layouts }).success).toBe(false);
    expect(decodeFrame(text(layouts as unknown[])).ok).toBe(false);
  });
});

describe('FeedSession: layouts', () => {
  it('subscribes the channel and hands a window the newest list since its last drain', () => {
    const exchange = new FakeExchange();
    const session = new FeedSession({ socketFactory: exchange.factory, scheduler: new FakeScheduler() });
    session.start();
    const consumer = session.attach(() => {});
    exchange.current.open();
    consumer.drain();
    expect(exchange.current.sent).toContainEqual({ op: 'sub', ch: 'layouts' });
    exchange.current.frame(frame(1, [summary('a')]));
    exchange.current.frame(frame(2, [summary('a', { version: 2 }), summary('b', { isDefault: true })]));
    expect(consumer.drain().layouts).toEqual([
      summary('a', { version: 2 }),
      summary('b', { isDefault: true }),
    ]);
    expect(consumer.drain().layouts).toBeNull();
  });
});
