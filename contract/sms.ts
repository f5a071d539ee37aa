/**
 * SMS verification ("other SMS", chart spec §3 and §9): what a code is sent for, its length, how long it
 * is valid, how many wrong tries lock it and for how long, and the shapes of the send and confirm calls.
 * The simulator enforces these numbers; the verification field shows them.
 */
import { z } from 'zod';

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
/**
 * How long a confirmed code stands for the work it was sent for: the action it guards (a withdrawal, an
 * Open API key, the SMS-login switch) must follow within this time, and uses the confirmation up.
 */
export const SMS_VERIFIED_SECONDS = 300;

export const smsSendQuery = z.object({ smsSendWork: z.enum(SMS_SEND_WORKS) });
export type SmsSendQuery = z.infer<typeof smsSendQuery>;

export const smsConfirmRequest = z.object({
  smsSendWork: z.enum(SMS_SEND_WORKS),
  numberOfCertification: z.string().regex(/^\d{6}$/, 'the code is 6 digits'),
});
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

/** GET/PUT API.smsLogin: whether the member's logins ask for an SMS code (PUT needs a confirmed 'login' code). */
export const smsLoginSettingSchema = z.object({ enabled: z.boolean() });
export type SmsLoginSetting = z.infer<typeof smsLoginSettingSchema>;
