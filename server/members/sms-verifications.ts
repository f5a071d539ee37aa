/**
 * Confirmed SMS codes waiting for the action they were sent for (contract/sms.ts SMS_VERIFIED_SECONDS):
 * the confirm call records one per member and work, the guarded action (a withdrawal, an Open API key,
 * the SMS-login switch) uses it up. Kept per running server, like the codes themselves.
 */
import { SMS_VERIFIED_SECONDS, type SmsSendWork } from '../../contract';
import { ApiError } from '../errors/api-error';

export class SmsVerifications {
  private readonly confirmedAt = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  confirm(memNo: number, work: SmsSendWork): void {
    this.confirmedAt.set(keyOf(memNo, work), this.now());
  }

  /** True, once, when a code for `work` was confirmed within SMS_VERIFIED_SECONDS. */
  consume(memNo: number, work: SmsSendWork): boolean {
    const key = keyOf(memNo, work);
    const at = this.confirmedAt.get(key);
    this.confirmedAt.delete(key);
    return at !== undefined && this.now() - at < SMS_VERIFIED_SECONDS * 1000;
  }
}

/** Uses up the confirmation the guarded action needs, else its 428 SMS_VERIFICATION_REQUIRED answer. */
export function requireSmsVerification(
  verifications: SmsVerifications,
  memNo: number,
  work: SmsSendWork,
): void {
  if (!verifications.consume(memNo, work))
    throw new ApiError(428, 'SMS_VERIFICATION_REQUIRED', 'smsVerificationRequired');
}

function keyOf(memNo: number, work: SmsSendWork): string {
  return `${memNo}:${work}`;
}
