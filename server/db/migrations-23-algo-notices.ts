/**
 * Migration 23: a TWAP's end as a notification (contract/notifications.ts AlgoSubject) — the notifications
 * table's CHECK on kind takes 'algo'.
 */
import { flag, quoted, text, type Migration } from './migration-sql';

/**
 * The kinds this step's CHECK allows, written out: a released step keeps its SQL whatever the contract's
 * NOTIFICATION_KINDS becomes; a later kind is a later rebuild (the migration test holds the newest step to
 * the contract's list).
 */
const KINDS_V23 = [
  'alert',
  'order',
  'algo',
  'plusBuyRisk',
  'autoRepayment',
  'loanExpiry',
  'withdrawal',
] as const;

const COPIED = `notification_id, mem_no, kind, subject, title_ko, title_en, body_ko, body_en, read, created_at`;

export const ALGO_NOTICE_MIGRATIONS: readonly Migration[] = [
  {
    // notifications is rebuilt to widen kind's CHECK (SQLite cannot change a CHECK in place), as migration 21
    // rebuilt orders. No table refers to notifications, so foreign keys stay on. The AUTOINCREMENT counter
    // is carried over before the old table's goes with it: ids keep rising past one deleted before this
    // step, so "older than the last id seen" pages stay right (migration 19).
    version: 23,
    sql: `
      CREATE TABLE notifications_v23 (
        notification_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN (${quoted(KINDS_V23)})),
        subject TEXT NOT NULL CHECK (json_valid(subject) AND json_type(subject) = 'object'
          AND json_extract(subject, '$.kind') = kind),
        ${text('title_ko', 200)},
        ${text('title_en', 200)},
        ${text('body_ko', 2000)},
        ${text('body_en', 2000)},
        ${flag('read')},
        created_at INTEGER NOT NULL
      );
      INSERT INTO notifications_v23 (${COPIED}) SELECT ${COPIED} FROM notifications;
      DELETE FROM sqlite_sequence WHERE name = 'notifications_v23';
      INSERT INTO sqlite_sequence (name, seq)
        SELECT 'notifications_v23', seq FROM sqlite_sequence WHERE name = 'notifications';
      DROP TABLE notifications;
      ALTER TABLE notifications_v23 RENAME TO notifications;
      CREATE INDEX notifications_member ON notifications (mem_no, notification_id);
      CREATE INDEX notifications_unread ON notifications (mem_no) WHERE read = 0;
    `,
  },
];
