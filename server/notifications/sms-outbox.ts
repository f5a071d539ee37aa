/**
 * The SMS the exchange would send (migration 19 `sms_outbox`): the Plus buy notice promises its risk alerts
 * "to the phone verified at sign-up"; the simulator has no SMS gateway, so each message is written here with
 * the number the member verified (members.phone, as it was at sending) in the member's language, and the
 * test-mode admin reads a member's outbox (routes/admin-routes.ts). A member's newest SMS_OUTBOX_KEPT stay.
 */
import type Database from 'better-sqlite3';
import type { SmsMessage, Texts } from '../../contract';

/** Messages kept per member: the newest; an hourly alert per band and loan fits many days. */
export const SMS_OUTBOX_KEPT = 100;

export class SmsOutbox {
  private readonly statements;

  constructor(
    db: Database.Database,
    private readonly now: () => number,
  ) {
    this.statements = {
      member: db.prepare<[number], { phone: string; language: keyof Texts }>(
        'SELECT phone, language FROM members WHERE mem_no = ?',
      ),
      insert: db.prepare<[number, string, string, number]>(
        'INSERT INTO sms_outbox (mem_no, phone, text, sent_at) VALUES (?, ?, ?, ?)',
      ),
      trim: db.prepare<[number, number, number]>(
        `DELETE FROM sms_outbox WHERE mem_no = ? AND seq <= (
           SELECT seq FROM sms_outbox WHERE mem_no = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
      ),
      list: db.prepare<[number], SmsMessage>(
        'SELECT phone, text, sent_at AS at FROM sms_outbox WHERE mem_no = ? ORDER BY seq DESC',
      ),
    };
  }

  /**
   * Writes a message of `title` and `body` to the member's verified phone, in the member's language (inside
   * the caller's transaction when there is one); a member who is not there gets none.
   */
  send(memNo: number, title: Texts, body: Texts): void {
    const member = this.statements.member.get(memNo);
    if (!member) return;
    const { language } = member;
    this.statements.insert.run(memNo, member.phone, `${title[language]}\n${body[language]}`, this.now());
    this.statements.trim.run(memNo, memNo, SMS_OUTBOX_KEPT);
  }

  /** The member's messages, newest first. */
  list(memNo: number): SmsMessage[] {
    return this.statements.list.all(memNo);
  }
}
