/**
 * SMS verification for one piece of work ("other SMS", chart spec §7): the verification field sends a
 * code with GET /v1/sms/token and confirms six digits with POST; `onVerified` runs once the code matched,
 * and the simulator then lets the guarded action through once (contract SMS_VERIFIED_SECONDS).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmSmsToken, isApiError, sendSmsToken } from '../../api/client';
import type { SmsSendWork } from '../../../contract';
import { VerificationField, type VerificationInputStyle } from './VerificationField';
import { isCompleteCode } from './verification-rules';

export interface SmsVerificationProps {
  work: SmsSendWork;
  onVerified: () => void;
  inputStyle?: VerificationInputStyle;
}

export function SmsVerification({ work, onVerified, inputStyle }: SmsVerificationProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const fail = (failure: unknown) =>
    setError(isApiError(failure) && failure.failure === 'http' ? failure.message : t('shell.message.body'));

  const change = (value: string) => {
    setCode(value);
    if (isCompleteCode(value))
      confirmSmsToken({ smsSendWork: work, numberOfCertification: value }).then(onVerified, fail);
  };

  return (
    <VerificationField
      value={code}
      onChange={change}
      errorMessage={error}
      onErrorClear={() => setError('')}
      inputStyle={inputStyle}
      onRequest={() =>
        sendSmsToken(work).then(
          () => 'ok' as const,
          (failure: unknown) => {
            fail(failure);
            return 'error' as const;
          },
        )
      }
    />
  );
}
