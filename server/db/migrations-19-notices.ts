/**
 * Migration 19: what the exchange tells members (contract/notifications.ts), the SMS it would send, and
 * that a loan's expiry notice was sent.
 */
import { flag, quoted, text, type Migration } from './migration-sql';

/**
 * The kinds of notification there were at this step, written out so that its SQL stays as released when the
 * contract's NOTIFICATION_KINDS grows (a new kind is a later rebuild: migration 23).
 */
const KINDS_V19 = ['alert', 'order', 'plusBuyRisk', 'autoRepayment', 'loanExpiry', 'withdrawal'] as const;

export const NOTICE_MIGRATIONS: readonly Migration[] = [
  {
    // Notifications (notifications/notification-store.ts): a member's, ids rising with time (AUTOINCREMENT:
    // an id dropped as too old is never handed out again, so "older than the last id seen" pages stay
    // right). The subject is the contract's JSON, its kind the column's; the title and body are written
    // once, in both languages, when it is stored. Indexes: a member's page newest first, and the count
    // unread (a partial index holds only the unread ones). `sms_outbox` is the stand-in for the SMS the
    // Plus buy notice promises to the phone verified at sign-up (members.phone, copied at sending, as a
    // sent message keeps its number). `loans.expiry_notice_at`: when the member was told the loan expires
    // soon (credit clock), so that a restart does not tell it twice.
    version: 19,
    sql: `
      CREATE TABLE notifications (
        notification_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN (${quoted(KINDS_V19)})),
        subject TEXT NOT NULL CHECK (json_valid(subject) AND json_type(subject) = 'object'
          AND json_extract(subject, '$.kind') = kind),
        ${text('title_ko', 200)},
        ${text('title_en', 200)},
        ${text('body_ko', 2000)},
        ${text('body_en', 2000)},
        ${flag('read')},
        created_at INTEGER NOT NULL
      );
      CREATE INDEX notifications_member ON notifications (mem_no, notification_id);
      CREATE INDEX notifications_unread ON notifications (mem_no) WHERE read = 0;

      CREATE TABLE sms_outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        phone TEXT NOT NULL,
        ${text('text', 2000)},
        sent_at INTEGER NOT NULL
      );
      CREATE INDEX sms_outbox_member ON sms_outbox (mem_no, seq);

      ALTER TABLE loans ADD COLUMN expiry_notice_at INTEGER;
    `,
  },
];
