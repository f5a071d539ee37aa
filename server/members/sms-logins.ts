/**
 * Logins waiting for their SMS step (contract/sms.ts SMS_LOGIN_STEP_SECONDS): a right password of a member
 * with SMS login on opens one, named by a random id the browser keeps in an httpOnly cookie; the member
 * SMS calls answer only for the member of that id (or the logged-in member themself), and the confirm that
 * accepts the code ends it and starts the session. One per member (a new login replaces the old), so the
 * map grows no larger than the members.
 */
import { randomBytes } from 'node:crypto';
import { SMS_LOGIN_STEP_SECONDS } from '../../contract';

/** The cookie that names a login's SMS step (httpOnly, like the session's). */
export const SMS_LOGIN_COOKIE = 'td_sms_login';

interface Step {
  memNo: number;
  expiresAt: number;
}

export class SmsLogins {
  private readonly steps = new Map<string, Step>();

  constructor(private readonly now: () => number) {}

  /** Opens the SMS step of a login whose password was right; answers its id. */
  open(memNo: number): string {
    for (const [id, step] of this.steps) if (step.memNo === memNo) this.steps.delete(id);
    const id = randomBytes(32).toString('base64url');
    this.steps.set(id, { memNo, expiresAt: this.now() + SMS_LOGIN_STEP_SECONDS * 1000 });
    return id;
  }

  /** The member whose login `id` names, while it waits. */
  memberOf(id: string | undefined): number | undefined {
    if (id === undefined) return undefined;
    const step = this.steps.get(id);
    if (!step) return undefined;
    if (step.expiresAt > this.now()) return step.memNo;
    this.steps.delete(id);
    return undefined;
  }

  close(id: string): void {
    this.steps.delete(id);
  }
}
