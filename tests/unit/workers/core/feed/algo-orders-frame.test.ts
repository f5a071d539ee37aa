/**
 * Parent orders (contract/algo-orders.ts AlgoOrderRow) on the orders channel in the codec: a TWAP's and a
 * split order's rows pass as they are, a malformed one is dropped alone and counted as a malformed order event
 * is, `algoOrders` that is no list refuses the frame; the hand check answers as the contract's zod schema does
 * where that schema has a rule, and also refuses what a row of the exchange never is (params of the other
 * kind, a stop reason on a running parent, more children than slices).
 */
import { describe, expect, it } from 'vitest';
import type { AlgoOrderRow } from '../../../../../contract/algo-orders';
import { splitRow, twapRow } from '../../../../fixtures/algo-orders';

const MINUTE = 60_000;
import { algoOrderRowSchema } from '../../../../../contract/algo-calls';
import { decodeFrame } from '../../../../../workers/core/feed/frame-codec';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import { FakeExchange, FakeScheduler } from './fakes';
import { filledHalf, ordersFrame } from './frames';

const GOOD_ROWS: [string, AlgoOrderRow][] = [
  ['a running TWAP', twapRow()],
  ['a TWAP just started, no child yet', twapRow({ childOrderIds: [] })],
  [
    'a sell TWAP of market slices, no limit',
    twapRow({
      side: 'sell',
      twap: {
        key: 'XRP-KRW',
        side: 'sell',
        childType: 'market',
        quantity: 500,
        durationMs: 24 * 60 * MINUTE,
        intervalMs: MINUTE,
        randomPct: 0,
      },
    }),
  ],
  ['a stopped TWAP with its reason', twapRow({ state: 'stopped', stopReason: 'insufficientFunds' })],
  ['a split order', splitRow()],
  ['a cancelled split order', splitRow({ state: 'cancelled' })],
];

/** The TWAP row changed by `change` (a deep copy). */
function changed(change: (row: Record<string, unknown>) => void, row: AlgoOrderRow = twapRow()) {
  const copy = JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
  change(copy);
  return copy;
}
const part = (row: Record<string, unknown>, field: 'twap' | 'split' | 'progress') =>
  row[field] as Record<string, unknown>;

/** Rows the contract's schema refuses too. */
const MALFORMED: [string, Record<string, unknown>][] = [
  ['no algo id', changed((row) => delete row.algoId)],
  ['a fractional algo id', changed((row) => (row.algoId = 1.5))],
  ['an unknown kind', changed((row) => (row.kind = 'iceberg'))],
  ['a key that is none', changed((row) => (row.key = 'xrp'))],
  ['an unknown side', changed((row) => (row.side = 'hold'))],
  ['an unknown state', changed((row) => (row.state = 'sleeping'))],
  ['an unknown stop reason', changed((row) => ((row.state = 'stopped'), (row.stopReason = 'tired')))],
  ['no params', changed((row) => delete row.twap)],
  ['a TWAP of an unknown child type', changed((row) => (part(row, 'twap').childType = 'limit'))],
  ['a TWAP shorter than its minimum', changed((row) => (part(row, 'twap').durationMs = MINUTE))],
  ['a TWAP interval under 30 s', changed((row) => (part(row, 'twap').intervalMs = 10_000))],
  ['a TWAP interval not in whole seconds', changed((row) => (part(row, 'twap').intervalMs = 30_500))],
  ['a buy TWAP naming a quantity', changed((row) => (part(row, 'twap').quantity = 5))],
  ['a buy TWAP without its amount', changed((row) => delete part(row, 'twap').amount)],
  ['a price limit on market slices', changed((row) => (part(row, 'twap').childType = 'market'))],
  ['a randomisation past its bound', changed((row) => (part(row, 'twap').randomPct = 51))],
  ['a split of one child', changed((row) => (part(row, 'split').count = 1), splitRow())],
  [
    'a split of an unknown weighting',
    changed((row) => (part(row, 'split').weighting = 'random'), splitRow()),
  ],
  ['a split without its quantity', changed((row) => delete part(row, 'split').quantity, splitRow())],
  ['progress as text', changed((row) => (row.progress = 'half'))],
  ['an average as text', changed((row) => (part(row, 'progress').avgPrice = '3000'))],
  ['slices done fractional', changed((row) => (part(row, 'progress').slicesDone = 1.5))],
  ['child ids as text', changed((row) => (row.childOrderIds = ['41']))],
  ['no update time', changed((row) => delete row.updatedAt)],
];

/** Rows the contract's schema lets through but no row of the exchange is: the worker refuses them too. */
const NEVER_SENT: [string, Record<string, unknown>][] = [
  ['a TWAP with split params too', changed((row) => (row.split = splitRow().split))],
  ['a split order without its params', changed((row) => (row.split = null), splitRow())],
  ['a stop reason on a running parent', changed((row) => (row.stopReason = 'marketClosed'))],
  ['a stopped parent without its reason', changed((row) => (row.state = 'stopped'))],
  ["params of another coin than the row's", changed((row) => (part(row, 'twap').key = 'BTC-KRW'))],
  ['more slices done than there are', changed((row) => (part(row, 'progress').slicesDone = 11))],
  [
    'more children than slices',
    changed((row) => (row.childOrderIds = Array.from({ length: 11 }, (_, i) => i + 1))),
  ],
  ['a child id 0', changed((row) => (row.childOrderIds = [0]))],
  ['a negative filled quantity', changed((row) => (part(row, 'progress').filledQuantity = -1))],
];

const frameText = (algoOrders: unknown) => JSON.stringify({ ...ordersFrame(1, []), algoOrders });

describe('decodeFrame: parent orders on the orders channel', () => {
  it('passes every good row as it is, with order events or alone', () => {
    const rows = GOOD_ROWS.map(([, row]) => row);
    const alone = { ...ordersFrame(1, []), algoOrders: rows };
    expect(decodeFrame(JSON.stringify(alone))).toEqual({ ok: true, frame: alone, droppedRows: 0 });
    const withEvents = { ...ordersFrame(2, [filledHalf(1)]), algoOrders: rows.slice(0, 1) };
    expect(decodeFrame(JSON.stringify(withEvents))).toEqual({ ok: true, frame: withEvents, droppedRows: 0 });
  });

  it.each([...MALFORMED, ...NEVER_SENT])('drops a row with %s alone', (_name, bad) => {
    const good = [twapRow(), splitRow()];
    const frame = { ...ordersFrame(1, []), algoOrders: good };
    const text = JSON.stringify({ ...frame, algoOrders: [good[0], bad, good[1]] });
    expect(decodeFrame(text)).toEqual({ ok: true, frame, droppedRows: 1 });
  });

  it.each([
    ['rows as an object', frameText({ 4: twapRow() })],
    ['rows as text', frameText('[]')],
    ['rows as null', frameText(null)],
  ])('refuses a frame with %s', (_name, text) => {
    expect(decodeFrame(text)).toEqual({ ok: false, reason: 'bad-rows' });
  });

  it('counts a dropped row in the session and applies the frame', () => {
    const exchange = new FakeExchange();
    const session = new FeedSession({ socketFactory: exchange.factory, scheduler: new FakeScheduler() });
    session.start();
    exchange.current.open();
    exchange.current.raw(frameText([twapRow(), MALFORMED[0]![1]]));
    const stats = session.statistics();
    expect(stats.droppedRows).toBe(1);
    expect(stats.frames.orders).toBe(1);
    expect(session.connection().droppedFrames).toBe(0);
  });

  it("answers as the contract's schema where the schema has a rule", () => {
    const cases: [string, unknown][] = [...GOOD_ROWS, ...MALFORMED];
    for (const [name, row] of cases) {
      const decoded = decodeFrame(frameText([row]));
      const kept = decoded.ok && (decoded.frame as { algoOrders: unknown[] }).algoOrders.length === 1;
      expect(kept, name).toBe(algoOrderRowSchema.safeParse(row).success);
    }
    for (const [name, row] of NEVER_SENT)
      expect(algoOrderRowSchema.safeParse(row).success, `the schema lets through ${name}`).toBe(true);
  });
});

describe('the parent rows on their way to the windows', () => {
  it('hands each window the newest row of each parent changed since its last drain, then nothing', () => {
    const exchange = new FakeExchange();
    const session = new FeedSession({ socketFactory: exchange.factory, scheduler: new FakeScheduler() });
    session.start();
    const consumer = session.attach(() => {});
    exchange.current.open();
    consumer.drain();
    const later = twapRow({ progress: { ...twapRow().progress, slicesDone: 4 } });
    exchange.current.raw(JSON.stringify({ ...ordersFrame(1, []), algoOrders: [twapRow(), splitRow()] }));
    exchange.current.raw(JSON.stringify({ ...ordersFrame(2, []), algoOrders: [later] }));
    expect(consumer.drain().algoOrders).toEqual([later, splitRow()]);
    expect(consumer.drain().algoOrders).toEqual([]);
    // A frame of order events alone hands no parent rows.
    exchange.current.raw(JSON.stringify(ordersFrame(3, [filledHalf(1)])));
    expect(consumer.drain()).toMatchObject({ algoOrders: [], orders: [filledHalf(1)] });
  });
});
