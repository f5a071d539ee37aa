/**
 * The one SMS verification of every flow (chart spec §4, §5, §8, §9): the verification field bound to a
 * send and a confirm call. Six digits are confirmed 500 ms after the last change; leaving the field with
 * fewer says they do not match; a right code says so and hands the confirm's answer to `onVerified`.
 * Refusals follow sms-check-rules.ts: 00085 the timeout dialog then EXPIRED, 00086 EXPIRED, the message,
 * BLOCKED after OK (until the wait ends), 00006 the message only, any other under the field with the input
 * cleared; a refused send its message in a dialog. SmsVerification, SmsLoginVerification and
 * MemberSmsVerification bind it to their calls.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '../../api/query';
import { openDialog } from '../../shell';
import {
  AUTO_CHECK_DELAY_MS,
  checkOnBlur,
  confirmFailureReaction,
  sendFailureReaction,
  shouldAutoCheck,
  type SmsFailureReaction,
} from './sms-check-rules';
import {
  VerificationField,
  type VerificationForcedState,
  type VerificationHint,
  type VerificationInputStyle,
  type VerificationRequestOutcome,
} from './VerificationField';

export interface SmsCodeVerificationProps<R> {
  /** Sends a code; rejects with the ApiError of a refusal. */
  send: () => Promise<unknown>;
  /** Confirms six digits; resolves with the answer of a right code, rejects with the refusal. */
  confirm: (code: string) => Promise<R>;
  onVerified: (answer: R) => void;
  inputStyle?: VerificationInputStyle;
}

export function SmsCodeVerification<R>({
  send,
  confirm,
  onVerified,
  inputStyle,
}: SmsCodeVerificationProps<R>) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [hint, setHint] = useState<VerificationHint | null>(null);
  const [forcedState, setForcedState] = useState<VerificationForcedState>(null);
  const [blockedSeconds, setBlockedSeconds] = useState<number | null>(null);
  // Each change of the code starts a new attempt: an answer to an older one is dropped.
  const attempt = useRef(0);

  const react = (reaction: SmsFailureReaction, failure: unknown) => {
    switch (reaction.kind) {
      case 'shell':
        reportApiError(failure);
        return;
      case 'timeout':
        openDialog({
          type: 'smsTimeout',
          props: {
            onClosed: () => {
              setCode('');
              setForcedState('EXPIRED');
            },
          },
        });
        return;
      case 'blocked':
        setCode('');
        setForcedState('EXPIRED');
        openDialog({
          type: 'smsMessage',
          props: {
            message: reaction.message,
            onClosed: () => {
              setForcedState('BLOCKED');
              setBlockedSeconds(reaction.retryAfterSec);
            },
          },
        });
        return;
      case 'message':
        openDialog({ type: 'smsMessage', props: { message: reaction.message, onClosed: () => {} } });
        return;
      case 'invalid':
        setHint(null);
        setError(reaction.message);
    }
  };

  const check = useEffectEvent((digits: string) => {
    const mine = attempt.current;
    confirm(digits).then(
      (answer) => {
        if (mine !== attempt.current) return;
        setHint({ text: t('sms.valid'), tone: 'valid' });
        onVerified(answer);
      },
      (failure: unknown) => {
        if (mine === attempt.current) react(confirmFailureReaction(failure, t('sms.failed')), failure);
      },
    );
  });

  useEffect(() => {
    if (!shouldAutoCheck(code)) return;
    const timer = setTimeout(() => check(code), AUTO_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);

  // A block ends when the server's wait does: the field then waits for a re-request.
  useEffect(() => {
    if (blockedSeconds === null) return;
    const timer = setTimeout(() => {
      setBlockedSeconds(null);
      setForcedState(null);
    }, blockedSeconds * 1000);
    return () => clearTimeout(timer);
  }, [blockedSeconds]);

  const change = (next: string) => {
    attempt.current += 1;
    setCode(next);
    setHint(null);
  };

  const request = async (): Promise<VerificationRequestOutcome> => {
    try {
      await send();
    } catch (failure) {
      react(sendFailureReaction(failure, t('sms.failed')), failure);
      return 'error';
    }
    attempt.current += 1;
    setCode('');
    setError('');
    setForcedState(null);
    setHint({ text: t('sms.sent'), tone: 'info' });
    return 'ok';
  };

  return (
    <VerificationField
      value={code}
      onChange={change}
      errorMessage={error}
      onErrorClear={() => setError('')}
      hint={hint}
      onBlur={(current) => {
        if (checkOnBlur(current) === 'INVALID') setHint({ text: t('sms.mismatch'), tone: 'error' });
      }}
      inputStyle={inputStyle}
      forcedState={forcedState}
      onRequest={request}
      onExpired={() => setHint(null)}
    />
  );
}
