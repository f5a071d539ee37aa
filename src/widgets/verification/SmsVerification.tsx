/**
 * The SMS verifications of the app, each the one SmsCodeVerification bound to its calls (chart spec §7):
 * - SmsVerification: "other SMS" for a piece of work (GET/POST /v1/sms/token); `onVerified` runs once the
 *   code matched, and the simulator then lets the guarded action through once (SMS_VERIFIED_SECONDS).
 * - SmsLoginVerification: the login's SMS step, v2 send with the member the login answered; the confirm
 *   starts the session (the page guard then leaves the login page).
 * - MemberSmsVerification: the older pages' v1 send (member number only) for the logged-in member; the
 *   'login' work then stands confirmed as after the other SMS.
 */
import {
  confirmMemberSmsToken,
  confirmSmsToken,
  sendMemberSmsToken,
  sendMemberSmsTokenV2,
  sendSmsToken,
} from '../../api/client';
import type { SmsLoginChallenge, SmsSendWork, UserInfo } from '../../../contract';
import { loadSession, startSmsLoginSession } from '../../state/session';
import { SmsCodeVerification } from './SmsCodeVerification';
import type { VerificationInputStyle } from './VerificationField';

export interface SmsVerificationProps {
  work: SmsSendWork;
  onVerified: () => void;
  inputStyle?: VerificationInputStyle;
}

export function SmsVerification({ work, onVerified, inputStyle }: SmsVerificationProps) {
  return (
    <SmsCodeVerification
      send={() => sendSmsToken(work)}
      confirm={(code) => confirmSmsToken({ smsSendWork: work, numberOfCertification: code })}
      onVerified={() => onVerified()}
      inputStyle={inputStyle}
    />
  );
}

export interface SmsLoginVerificationProps {
  /** The login's answer for a member with SMS login on. */
  challenge: SmsLoginChallenge;
  /** The session has started (after the session store has it). */
  onLoggedIn?: (user: UserInfo) => void;
  inputStyle?: VerificationInputStyle;
}

export function SmsLoginVerification({ challenge, onLoggedIn, inputStyle }: SmsLoginVerificationProps) {
  const { memNo, name, maskedEmail, maskedPhoneNo } = challenge;
  return (
    <SmsCodeVerification
      send={() => sendMemberSmsTokenV2({ memNo, name, maskedEmail, maskedPhoneNo })}
      confirm={(authNo) => confirmMemberSmsToken({ memNo, authNo })}
      onVerified={({ user }) => {
        // No member in the answer: this browser was logged in as the member already; ask who it is.
        if (!user) return void loadSession();
        startSmsLoginSession(user);
        onLoggedIn?.(user);
      }}
      inputStyle={inputStyle}
    />
  );
}

export interface MemberSmsVerificationProps {
  /** The logged-in member's number. */
  memNo: number;
  onVerified: () => void;
  inputStyle?: VerificationInputStyle;
}

export function MemberSmsVerification({ memNo, onVerified, inputStyle }: MemberSmsVerificationProps) {
  return (
    <SmsCodeVerification
      send={() => sendMemberSmsToken({ memNo })}
      confirm={(authNo) => confirmMemberSmsToken({ memNo, authNo })}
      onVerified={() => onVerified()}
      inputStyle={inputStyle}
    />
  );
}
