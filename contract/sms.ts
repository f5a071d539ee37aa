/**
 * SMS verification (chart spec §3, §7, §8, §9): what a code is sent for, its length, how long it is valid,
 * the resend lock, how many wrong tries block it and for how long, and the shapes of the calls: the
 * "other SMS" send and confirm (GET/POST /v1/sms/token, a logged-in member, one work each) and the member
 * SMS calls of the login (POST /v2/members/sms/token, /v1/members/sms/token, /v1/members/sms/token/confirm,
 * always the 'login' work). The simulator enforces these numbers; the verification field shows them.
 *
 * One code store serves both kinds of call, per member and work: a send replaces the code but never the
 * count of wrong codes, which only a right code or the end of a block resets (so re-requesting does not
 * buy more guesses). The answers' codes:
 * - member.fail.00085 (smsCodeExpired): the code's validity ran out; the field shows the timeout dialog.
 * - member.fail.00086 (smsBlocked): the SMS_MAX_FAILURES-th wrong code; sending and confirming that work
 *   are refused for SMS_BLOCK_SECONDS (data SmsBlockedData).
 * - member.fail.00006 (smsRefused), the message-only case (spec reading): a refusal that changes nothing
 *   about the code, said in a dialog: a send within SMS_RESEND_SECONDS of the last (data SmsBlockedData
 *   with the wait), more than SMS_DAILY_SENDS sends in 24 hours, or a confirm with no code on its way (never
 *   sent, or already used).
 * - SMS_CODE_MISMATCH: a wrong code (data SmsMismatchData); the field says it under the input.
 *
 * Spec readings (where §4, §5, §8 are silent): the block lasts SMS_BLOCK_SECONDS and the field lifts it
 * when that wait (data SmsBlockedData) ends; "The authentication number has been sent." shows under the
 * field (a status line, not a dialog) as the input takes the focus; leaving an empty field is not judged;
 * a code is random even in test mode, which lets tests read it (API.adminSmsCode); coin and KRW
 * withdrawals are guarded (withdrawCoin, withdrawKrw), a KRW deposit request is not (it moves no money
 * out and is only credited when the transfer arrives).
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import type { UserInfo } from './payloads';

export const SMS_SEND_WORKS = [
  'login',
  'bankAccountDelete',
  'depositKrw',
  'withdrawKrw',
  'changeSecondChannel',
  'withdrawCoin',
  'issueOpenApiKey',
  'deleteOpenApiKey',
  'modifyOpenApiKeyAllowIp',
] as const;
export type SmsSendWork = (typeof SMS_SEND_WORKS)[number];

/** Code length, validity and wrong tries before the block (chart spec §9). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_VALID_SECONDS = 180;
export const SMS_MAX_FAILURES = 5;
export const SMS_BLOCK_SECONDS = 600;
/** The resend lock (chart spec §9): a new code for the same work no sooner than this after the last. */
export const SMS_RESEND_SECONDS = 60;
/** Spec reading: at most this many codes per member and work in any 24 hours (member.fail.00006 after). */
export const SMS_DAILY_SENDS = 10;
/**
 * Spec reading: how long a login whose password was right waits for its SMS step. Within it the member
 * SMS calls answer for that member (and only from the browser that logged in); after it, log in again.
 */
export const SMS_LOGIN_STEP_SECONDS = 600;
/**
 * How long a confirmed code stands for the work it was sent for: the action it guards (a withdrawal, an
 * Open API key, the SMS-login switch) must follow within this time, and uses the confirmation up.
 */
export const SMS_VERIFIED_SECONDS = 300;

export const smsSendQuery = lazySchema(() => z.object({ smsSendWork: z.enum(SMS_SEND_WORKS) }));
export type SmsSendQuery = z.infer<typeof smsSendQuery>;

export const smsConfirmRequest = lazySchema(() =>
  z.object({
    smsSendWork: z.enum(SMS_SEND_WORKS),
    numberOfCertification: z.string().regex(/^\d{6}$/, 'the code is 6 digits'),
  }),
);
export type SmsConfirmRequest = z.infer<typeof smsConfirmRequest>;

/** GET sms token: the code is on its way and is valid this many seconds. */
export interface SmsSendResponse {
  smsSendWork: SmsSendWork;
  validSeconds: number;
}

/** POST sms token: the code matched. */
export interface SmsConfirmResponse {
  smsSendWork: SmsSendWork;
  verified: true;
}

/** `data` of a SMS_CODE_MISMATCH answer: wrong tries so far and the limit. */
export interface SmsMismatchData {
  failures: number;
  maxFailures: number;
}

/** `data` of member.fail.00086 (blocked) and of the resend lock's member.fail.00006: seconds to wait. */
export interface SmsBlockedData {
  retryAfterSec: number;
}

const memNoSchema = lazySchema(() => z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/**
 * A login answer for a member who turned SMS login on: the password was right, but no session starts
 * until the member SMS confirm accepts the code. Name, e-mail and phone come masked, as the page shows
 * them and as the v2 send repeats them.
 */
export const smsLoginChallengeSchema = lazySchema(() =>
  z.object({
    smsLoginRequired: z.literal(true),
    memNo: memNoSchema,
    name: z.string().max(100),
    maskedEmail: z.string().max(200),
    maskedPhoneNo: z.string().max(40),
  }),
);
export type SmsLoginChallenge = z.infer<typeof smsLoginChallengeSchema>;

/** POST /v2/members/sms/token (the login's SMS step): the challenge's member, as the login answered it. */
export const memberSmsSendV2Request = lazySchema(() =>
  smsLoginChallengeSchema.omit({ smsLoginRequired: true }),
);
export type MemberSmsSendV2Request = z.infer<typeof memberSmsSendV2Request>;

/** POST /v1/members/sms/token (the older pages): the member number only. */
export const memberSmsSendRequest = lazySchema(() => z.object({ memNo: memNoSchema }));
export type MemberSmsSendRequest = z.infer<typeof memberSmsSendRequest>;

/** POST /v1/members/sms/token/confirm. */
export const memberSmsConfirmRequest = lazySchema(() =>
  z.object({
    memNo: memNoSchema,
    authNo: z.string().regex(/^\d{6}$/, 'the code is 6 digits'),
  }),
);
export type MemberSmsConfirmRequest = z.infer<typeof memberSmsConfirmRequest>;

/** A member SMS send: the code is on its way and is valid this many seconds. */
export interface MemberSmsSendResponse {
  validSeconds: number;
}

/**
 * A member SMS confirm: the code matched. `user` is the member whose login this confirm completed (the
 * session cookie is set); null when the logged-in member confirmed for their own page (the 'login' work
 * then stands confirmed for SMS_VERIFIED_SECONDS, as after the other SMS confirm).
 */
export interface MemberSmsConfirmResponse {
  verified: true;
  user: UserInfo | null;
}

/** GET/PUT API.smsLogin: whether the member's logins ask for an SMS code (PUT needs a confirmed 'login' code). */
export const smsLoginSettingSchema = lazySchema(() => z.object({ enabled: z.boolean() }));
export type SmsLoginSetting = z.infer<typeof smsLoginSettingSchema>;

/** Admin (test mode, loopback): the last code sent to a member (by login ID) for a work; tests read it. */
export const adminSmsCodeQuery = lazySchema(() =>
  z.object({
    loginId: z.string().min(1).max(64),
    work: z.enum(SMS_SEND_WORKS),
  }),
);
export type AdminSmsCodeQuery = z.infer<typeof adminSmsCodeQuery>;

/** `data` of the admin SMS code call. */
export interface AdminSmsCode {
  code: string;
}

/** Admin (test mode, loopback): a member's SMS outbox (the stand-in for the phone), by login ID. */
export const adminSmsOutboxQuery = lazySchema(() => z.object({ loginId: z.string().min(1).max(64) }));
export type AdminSmsOutboxQuery = z.infer<typeof adminSmsOutboxQuery>;

/** One SMS the exchange sent: the member's verified phone, the text, when (ms since epoch). */
export interface SmsMessage {
  phone: string;
  text: string;
  at: number;
}

/** `data` of the admin SMS outbox call: the member's messages, newest first. */
export interface AdminSmsOutbox {
  messages: SmsMessage[];
}

/** Whether a login answer is the SMS step rather than the started session. */
export function isSmsLoginChallenge(answer: UserInfo | SmsLoginChallenge): answer is SmsLoginChallenge {
  return 'smsLoginRequired' in answer;
}
