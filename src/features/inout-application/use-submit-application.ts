/**
 * Sending an application: on success a completion notice, the statement's data marked stale and the
 * statement page; on a refusal the shell shows the exchange's message (APPLY_LIMIT_REACHED,
 * APPLICATION_NOT_ALLOWED, an ATTACHMENT_… code) and the form keeps what was typed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INOUT, type ApplicationKind } from '../../../contract';
import { getQueryClient, queryKeys, reportApiError } from '../../api/query';
import { showToast } from '../../shell';
import { pagePath } from '../../shell/pages';

export function useSubmitApplication(kind: ApplicationKind) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (send: () => Promise<unknown>) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await send();
    } catch (error) {
      reportApiError(error);
      setSubmitting(false);
      return;
    }
    showToast(t(`inoutApplication.${kind}.done`, { days: INOUT.reviewBusinessDays }));
    void getQueryClient().invalidateQueries({ queryKey: queryKeys.inout });
    void navigate(pagePath('inoutStatement'));
  };
  return { submitting, submit };
}
