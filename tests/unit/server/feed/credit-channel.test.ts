/** The credit member channel in a started simulator: the status as snapshot, a frame on every change, seq per member. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { API, type LoanRow, type OrderRow } from '../../../../contract';
import { call, FeedClient, login, startTestServer, type TestServer } from '../helpers';

let test$: TestServer;
beforeAll(async () => {
  test$ = await startTestServer();
});
afterAll(() => test$.stop());

test("subscribing sends the member's CreditStatus; a Plus buy, a repayment and the clock each send it again", async () => {
  const guest = await FeedClient.open(test$.server);
  guest.send({ op: 'sub', ch: 'credit' });
  const cookie = await login(test$.server, 'demo-plus');
  const feed = await FeedClient.open(test$.server, cookie);
  feed.send({ op: 'sub', ch: 'credit' });
  const first = await feed.until(() => feed.of('credit')[0]);
  expect(first.status).toMatchObject({ eligible: true, problems: [], loans: [] });

  const placed = await call<OrderRow>(test$.server, API.orders, {
    method: 'POST',
    cookie,
    body: { key: 'XRP-KRW', side: 'buy', orderType: 'market', amount: 1_000_000, plusBuy: true },
  });
  expect(placed.status).toBe(200);
  const taken = await feed.until(() => feed.of('credit').find((frame) => frame.status.loans.length === 1));
  expect(taken.seq).toBe(first.seq + 1);
  const [loan] = taken.status.loans;
  expect(loan).toMatchObject({ orderId: placed.body.data.orderId, state: 'active' });

  const repaid = await call<LoanRow>(test$.server, API.creditRepay(loan!.loanId), {
    method: 'POST',
    cookie,
    body: { method: 'krw' },
  });
  expect(repaid.status).toBe(200);
  const closed = await feed.until(() =>
    feed.of('credit').find((frame) => frame.status.loans[0]?.state === 'repaid'),
  );
  expect(closed.status.refunds).toHaveLength(1);

  // The day's refund is paid once the credit clock passes the day's end.
  await call(test$.server, API.adminCreditClock, { method: 'POST', body: { advanceMs: 2 * 86_400_000 } });
  const paid = await feed.until(() =>
    feed.of('credit').find((frame) => frame.status.refunds[0]?.paidAt != null),
  );
  expect(paid.seq).toBeGreaterThan(closed.seq);
  expect(guest.of('credit')).toEqual([]);
  await Promise.all([feed.close(), guest.close()]);
});
