/**
 * The verification widget's door: the SMS verification of every flow (a piece of work, the login's SMS
 * step, the older pages' member check), the field under them (chart spec §9), its dialogs, and the
 * completeness rule.
 */
export {
  VerificationField,
  type VerificationFieldProps,
  type VerificationForcedState,
  type VerificationHint,
  type VerificationInputStyle,
  type VerificationRequestOutcome,
} from './VerificationField';
export {
  MemberSmsVerification,
  SmsLoginVerification,
  SmsVerification,
  type MemberSmsVerificationProps,
  type SmsLoginVerificationProps,
  type SmsVerificationProps,
} from './SmsVerification';
export { isCompleteCode, type VerificationState } from './verification-rules';
export { verificationDialogs } from './dialogs';
