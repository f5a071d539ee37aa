import { describe, expect, it } from 'vitest';
import { alertRow, creditStatus, loanRow, refundRow } from '../../../../fixtures/credit';
import { decodeFrame } from '../../../../../workers/core/feed/frame-codec';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import { creditStatusSchema } from '../../../../../contract/responses';
import type { ClientMessage } from '../../../../../contract/socket';
import { FakeExchange, FakeScheduler } from './fakes';
import { creditFrame, T0 } from './frames';

const STATUS = creditStatus({
  loans: [loanRow(1), loanRow(2, { state: 'repaid', closeReason: 'earlyKrw', level: null, band: null })],
  alerts: [alertRow(1)],
  refunds: [refundRow('2026-11-23', { paidAt: '2026-11-24T00:00:05+09:00' })],
});

/** The frame's text with its status changed by `change`. */
function withStatus(change: (status: Record<string, unknown>) => void): string {
  const status = JSON.parse(JSON.stringify(STATUS)) as Record<string, unknown>;
  change(status);
  return JSON.stringify({ ch: 'credit', seq: 1, t: T0, status });
}

const firstLoan = (status: Record<string, unknown>) => (status.loans as Record<string, unknown>[])[0]!;

const firstAlert = (status: Record<string, unknown>) => (status.alerts as Record<string, unknown>[])[0]!;
const firstRefund = (status: Record<string, unknown>) => (status.refunds as Record<string, unknown>[])[0]!;

const BAD_STATUSES: [string, string][] = [
  ['no status', '{"ch":"credit","seq":1,"t":1}'],
  ['a status that is a list', '{"ch":"credit","seq":1,"t":1,"status":[]}'],
  ['eligibility as text', withStatus((status) => (status.eligible = 'yes'))],
  ['no clock', withStatus((status) => delete status.now)],
  ['a level as text', withStatus((status) => (firstLoan(status).level = '125'))],
  ['an unknown band', withStatus((status) => (firstLoan(status).band = 'extreme'))],
  ['an unknown state', withStatus((status) => (firstLoan(status).state = 'frozen'))],
  ['an unknown close reason', withStatus((status) => (firstLoan(status).closeReason = 'forgiven'))],
  ['a loan without its outstanding', withStatus((status) => delete firstLoan(status).outstanding)],
  ['a loan without its expiry', withStatus((status) => delete firstLoan(status).expiresAt)],
  ['a closing time as a number', withStatus((status) => (firstLoan(status).closedAt = 5))],
  ['a coin key that is none', withStatus((status) => (firstLoan(status).key = 'btc'))],
  ['an unknown eligibility problem', withStatus((status) => (status.problems = ['tooRich']))],
  ['alerts that are no list', withStatus((status) => (status.alerts = {}))],
  ['an alert with no band', withStatus((status) => (firstAlert(status).band = null))],
  ['an alert without its time', withStatus((status) => delete firstAlert(status).at)],
  ['a refund with loan ids as text', withStatus((status) => (firstRefund(status).loanIds = ['1']))],
  ['a refund without its amount', withStatus((status) => delete firstRefund(status).amount)],
  ['refunds that are no list', withStatus((status) => (status.refunds = null))],
];

const GOOD_STATUSES: [string, string][] = [
  ['loans, an alert and a paid refund', JSON.stringify(creditFrame(3, STATUS))],
  ['no loans', JSON.stringify(creditFrame(1, creditStatus({ eligible: false, problems: ['gradeTooLow'] })))],
  ['an unpaid refund', withStatus((status) => (firstRefund(status).paidAt = null))],
  [
    'a repaid loan with no level',
    withStatus((status) =>
      Object.assign(firstLoan(status), { level: null, band: null, autoRepayPrice: null }),
    ),
  ],
];

describe('decodeFrame: credit', () => {
  it('accepts a whole status as it is', () => {
    const frame = creditFrame(3, STATUS);
    expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame, droppedRows: 0 });
  });

  it('accepts a member with no loans who may not use Plus buy', () => {
    const frame = creditFrame(1, creditStatus({ eligible: false, problems: ['gradeTooLow'] }));
    expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame, droppedRows: 0 });
  });

  it.each(BAD_STATUSES)('rejects a frame with %s whole', (_name, text) => {
    expect(decodeFrame(text)).toEqual({ ok: false, reason: 'bad-status' });
  });

  it('rejects an infinite outstanding (1e999 in JSON)', () => {
    const text = JSON.stringify(creditFrame(1, STATUS)).replace(
      '"outstanding":8000000',
      '"outstanding":1e999',
    );
    expect(decodeFrame(text)).toEqual({ ok: false, reason: 'bad-status' });
  });
});

describe("the feed core's check of a credit status and the contract's schema", () => {
  it.each([
    ...GOOD_STATUSES.map(([name, text]) => [name, text, true] as const),
    ...BAD_STATUSES.map(([name, text]) => [name, text, false] as const),
  ])('give the same answer for %s', (_name, text, good) => {
    const { status } = JSON.parse(text) as { status?: unknown };
    expect(decodeFrame(text).ok).toBe(good);
    expect(creditStatusSchema.safeParse(status).success).toBe(good);
  });
});

describe('FeedSession: credit', () => {
  function setUp() {
    const exchange = new FakeExchange();
    const session = new FeedSession({
      socketFactory: exchange.factory,
      scheduler: new FakeScheduler(),
      random: () => 0.5,
    });
    session.start();
    const wakes: boolean[] = [];
    const consumer = session.attach((urgent) => wakes.push(urgent));
    exchange.current.open();
    exchange.current.frame({ ch: 'heartbeat', seq: 0, t: T0 });
    consumer.drain();
    return { exchange, session, consumer, wakes };
  }
  const subs = (sent: ClientMessage[]) => sent.filter((message) => message.op === 'sub');

  it('subscribes the channel and hands a window the newest status since its last drain', () => {
    const { exchange, session, consumer, wakes } = setUp();
    expect(subs(exchange.current.sent)).toContainEqual({ op: 'sub', ch: 'credit' });
    const later = creditStatus({ loans: [loanRow(1, { level: 118.2, band: 'medium' })] });
    exchange.current.frame(creditFrame(1, STATUS));
    exchange.current.frame(creditFrame(2, later));
    expect(wakes.at(-1)).toBe(false);
    expect(consumer.drain().credit).toEqual(later);
    expect(consumer.drain().credit).toBeNull();
    expect(session.statistics().frames.credit).toBe(2);
  });

  it('drops a malformed status and keeps the last good one', () => {
    const { exchange, session, consumer } = setUp();
    exchange.current.frame(creditFrame(1, STATUS));
    exchange.current.frame({ ch: 'credit', seq: 2, t: T0, status: { eligible: 'yes' } });
    expect(consumer.drain().credit).toEqual(STATUS);
    expect(session.statistics().rejections['bad-status']).toBe(1);
  });

  it('resubscribes with the last number after a reconnect, and afresh after a new login', () => {
    const { exchange, session, consumer } = setUp();
    exchange.current.frame(creditFrame(4, STATUS));
    consumer.drain();
    exchange.current.drop();
    session.retryNow();
    exchange.current.open();
    expect(subs(exchange.current.sent)).toContainEqual({ op: 'sub', ch: 'credit', since: 4 });
    session.renewSession();
    exchange.current.open();
    expect(subs(exchange.current.sent)).toContainEqual({ op: 'sub', ch: 'credit' });
    exchange.current.frame(creditFrame(1, STATUS));
    expect(consumer.drain().credit).toEqual(STATUS);
  });
});
