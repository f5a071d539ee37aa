/** The verification feature's door: the SMS code field (chart spec §9), SMS verification of a piece of work, and the completeness rule. */
export {
  VerificationField,
  type VerificationFieldProps,
  type VerificationInputStyle,
  type VerificationRequestOutcome,
} from './VerificationField';
export { SmsVerification, type SmsVerificationProps } from './SmsVerification';
export { isCompleteCode, type VerificationState } from './verification-rules';
export { verificationDialogs } from './dialogs';
