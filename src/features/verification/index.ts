/** The verification feature's door: the SMS code field (chart spec §9) and its completeness rule. */
export {
  VerificationField,
  type VerificationFieldProps,
  type VerificationInputStyle,
  type VerificationRequestOutcome,
} from './VerificationField';
export { isCompleteCode, type VerificationState } from './verification-rules';
export { verificationDialogs } from './dialogs';
