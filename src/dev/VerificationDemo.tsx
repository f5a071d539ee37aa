/**
 * The verification field against the real "other SMS" calls (gallery): request sends a code, six digits
 * confirm it, and the server's answers drive the field (mismatch and expiry under the input,
 * member.fail.00086 blocks it). The field mounts on demand so that its initial focus does not take the
 * gallery's focus; hiding and showing it again starts over.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmSmsToken, isApiError, sendSmsToken } from '../api/client';
import { ERROR_CODES, type SmsSendWork } from '../../contract';
import { RadioGroup } from '../ui/RadioGroup';
import { ToggleButton } from '../ui/ToggleButton';
import {
  VerificationField,
  type VerificationInputStyle,
  type VerificationRequestOutcome,
} from '../features/verification';
import { isCompleteCode, type VerificationState } from '../features/verification';

const DEMO_WORK: SmsSendWork = 'withdrawCoin';

function DemoField({
  inputStyle,
  initiallyRequested,
}: {
  inputStyle: VerificationInputStyle;
  initiallyRequested: boolean;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [blocked, setBlocked] = useState(false);
  const [note, setNote] = useState('');
  const [state, setState] = useState<VerificationState>('BEFORE_REQ');

  const fail = (failure: unknown) => {
    if (isApiError(failure) && failure.code === ERROR_CODES.smsBlocked) setBlocked(true);
    setError(isApiError(failure) && failure.failure === 'http' ? failure.message : t('shell.message.body'));
  };

  const request = async (): Promise<VerificationRequestOutcome> => {
    setError('');
    setNote('');
    try {
      await sendSmsToken(DEMO_WORK);
      setNote(t('verification.demo.sent'));
      return 'ok';
    } catch (failure) {
      fail(failure);
      return 'error';
    }
  };

  const change = (value: string) => {
    setCode(value);
    setNote('');
    if (!isCompleteCode(value)) return;
    confirmSmsToken({ smsSendWork: DEMO_WORK, numberOfCertification: value }).then(
      () => setNote(t('verification.demo.verified')),
      fail,
    );
  };

  return (
    <div className="td-gallery__column">
      <VerificationField
        value={code}
        onChange={change}
        errorMessage={error}
        onErrorClear={() => setError('')}
        inputStyle={inputStyle}
        initiallyRequested={initiallyRequested}
        blocked={blocked}
        onRequest={request}
        onExpired={() => setNote(t('verification.demo.expiredNote'))}
        onStateChange={setState}
      />
      <p className="td-gallery__note" aria-live="polite">
        {note}
      </p>
      <p className="td-gallery__note">{t('verification.demo.state', { state })}</p>
    </div>
  );
}

export function VerificationDemo() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [inputStyle, setInputStyle] = useState<VerificationInputStyle>('BOX');
  const [initiallyRequested, setInitiallyRequested] = useState(false);
  return (
    <div className="td-gallery__column">
      <p className="td-gallery__note">{t('verification.demo.hint')}</p>
      <div className="td-gallery__row">
        <RadioGroup
          label={t('verification.demo.style')}
          options={[
            { value: 'BOX', label: t('verification.demo.box') },
            { value: 'LINE', label: t('verification.demo.line') },
          ]}
          value={inputStyle}
          onChange={setInputStyle}
        />
        <ToggleButton pressed={initiallyRequested} onChange={setInitiallyRequested}>
          {t('verification.demo.initiallyRequested')}
        </ToggleButton>
        <ToggleButton pressed={shown} onChange={setShown}>
          {t('verification.demo.show')}
        </ToggleButton>
      </div>
      {shown && (
        <DemoField
          key={String(initiallyRequested)}
          inputStyle={inputStyle}
          initiallyRequested={initiallyRequested}
        />
      )}
    </div>
  );
}
