import { describe, expect, it } from 'vitest';
import { alertRow, creditStatus, loanRow, refundRow } from '../../../../fixtures/credit';
import { decodeFrame } from '../../../../../workers/core/feed/frame-codec';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
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

describe('decodeFrame: credit', () => {
  it('accepts a whole status as it is', () => {
    const frame = creditFrame(3, STATUS);
    expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame, droppedRows: 0 });
  });

  it('accepts a member with no loans who may not use Plus buy', () => {
    const frame = creditFrame(1, creditStatus({ eligible: false, problems: ['gradeTooLow'] }));
    expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame, droppedRows: 0 });
  });

  it.each([
    ['no status', '{"ch":"credit","seq":1,"t":1}'],
    ['a status that is a list', '{"ch":"credit","seq":1,"t":1,"status":[]}'],
    ['a level as text', withStatus((status) => (firstLoan(status).level = '125'))],
    ['an unknown band', withStatus((status) => (firstLoan(status).band = 'extreme'))],
    ['an unknown state', withStatus((status) => (firstLoan(status).state = 'frozen'))],
    ['a loan without its outstanding', withStatus((status) => delete firstLoan(status).outstanding)],
    ['a coin key that is none', withStatus((status) => (firstLoan(status).key = 'btc'))],
    ['an unknown eligibility problem', withStatus((status) => (status.problems = ['tooRich']))],
    ['alerts that are no list', withStatus((status) => (status.alerts = {}))],
  ])('rejects a frame with %s whole', (_name, text) => {
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
