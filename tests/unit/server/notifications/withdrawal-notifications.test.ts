/**
 * Withdrawal notifications through the inout desk: each state a coin or KRW withdrawal is moved to by the
 * exchange (the back office, the test-mode switch) is a notification with the state's name as the history
 * shows it, published after the move's commit; a withdrawal's request and the member's own cancel are
 * answered by their calls, and deposits are not withdrawals.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  INOUT,
  type Notification,
  type NotificationSubject,
  type WithdrawalSubject,
} from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { seedDatabase } from '../../../../server/db/seed';
import { InoutDesk } from '../../../../server/inout/inout-desk';
import { STATE_TEXTS } from '../../../../server/inout/inout-messages';
import { coinOf, withdrawNetworks } from '../../../../server/inout/networks';
import { MarketModel } from '../../../../server/market/market-model';
import { NotificationStore } from '../../../../server/notifications/notification-store';
import { SmsOutbox } from '../../../../server/notifications/sms-outbox';
import { AttachmentStore } from '../../../../server/uploads/attachment-store';

const BTC = 'C0101';
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let db: Database.Database;
let clock: number;
let frames: { memNo: number; notifications: Notification[]; unread: number }[];
let notifications: NotificationStore;
let desk: InoutDesk;
let memNo: number;

beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  seedDatabase(db, 42);
  clock = Date.parse('2026-11-20T03:00:00Z');
  frames = [];
  const now = () => clock;
  notifications = new NotificationStore(
    db,
    now,
    (member, list, unread) => frames.push({ memNo: member, notifications: list, unread }),
    new SmsOutbox(db, now),
  );
  desk = new InoutDesk({
    db,
    model: new MarketModel({ seed: 42, tradeRate: 0, startMs: clock }),
    openLoans: () => [],
    debt: () => 0,
    attachments: new AttachmentStore(db, now),
    publish: () => {},
    notices: notifications,
    now,
  });
  memNo = (
    db.prepare("SELECT mem_no AS memNo FROM members WHERE login_id = 'demo-inout'").get() as { memNo: number }
  ).memNo;
});
afterEach(() => db.close());

const subjects = (): NotificationSubject[] =>
  notifications
    .page(memNo, { size: 200 })
    .notifications.reverse()
    .map((n) => n.subject);

const network = () => withdrawNetworks(coinOf(BTC)!)[0]!;
const withdrawBtc = () =>
  desk.requests.withdraw(
    memNo,
    {
      coinType: BTC,
      networkName: network().networkName,
      address: ADDRESS,
      secondAddress: null,
      quantity: network().minQuantity,
      feeLevel: 'LOW',
    },
    'en',
  );

test('a coin withdrawal sent by the back office is notified with the state as the history shows it', () => {
  const entry = withdrawBtc();
  expect(subjects()).toEqual([]);
  clock += INOUT.autoAdvanceMs.coinOut;
  desk.backOffice.step();
  const expected: WithdrawalSubject = {
    kind: 'withdrawal',
    recordId: entry.seq,
    coinType: 'BTC',
    amount: network().minQuantity,
    stateCode: '05',
    state: STATE_TEXTS.coinOut['05']!.message,
  };
  expect(subjects()).toEqual([expected]);
  expect(desk.views.entry(desk.store.record(entry.seq)!, 'ko').stateMessage).toBe(expected.state.ko);
  expect(desk.views.entry(desk.store.record(entry.seq)!, 'en').stateMessage).toBe(expected.state.en);
  expect(frames).toEqual([
    { memNo, notifications: [expect.objectContaining({ subject: expected })], unread: 1 },
  ]);
});

test('a KRW withdrawal notifies each move: sent to the bank, then completed', () => {
  const entry = desk.requests.krwTransfer(memNo, 'OUT', 10_000, 'en');
  clock += INOUT.autoAdvanceMs.krwOut;
  desk.backOffice.step();
  clock += INOUT.autoAdvanceMs.krwOut;
  desk.backOffice.step();
  expect(subjects()).toEqual(
    (['03', '05'] as const).map((stateCode) => ({
      kind: 'withdrawal',
      recordId: entry.seq,
      coinType: 'KRW',
      amount: 10_000,
      stateCode,
      state: STATE_TEXTS.krwOut[stateCode]!.message,
    })),
  );
});

test("the test-mode switch's move is the exchange's: a rejected withdrawal is notified", () => {
  const entry = withdrawBtc();
  desk.backOffice.adminMove(entry.seq, '03', 'en');
  expect(subjects()).toMatchObject([{ kind: 'withdrawal', recordId: entry.seq, stateCode: '03' }]);
});

test("the member's own cancel and a deposit's moves notify nothing", () => {
  const entry = withdrawBtc();
  desk.requests.cancel(memNo, { coinOutSeq: entry.seq, coinType: BTC }, 'en');
  expect(desk.store.record(entry.seq)!.stateCode).toBe('02');
  desk.requests.krwTransfer(memNo, 'IN', 20_000, 'en');
  clock += INOUT.autoAdvanceMs.krwIn;
  desk.backOffice.step();
  expect(subjects()).toEqual([]);
  expect(frames).toEqual([]);
});
