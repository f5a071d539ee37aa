import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onRequestsInFlight, requestsInFlight } from '../api/transport';
import { LOADING_OVERLAY_DELAY_MS } from './rules';

/**
 * The network loading overlay (shell spec §8): a small wait message once requests have been in flight
 * for a while. It does not block the page; quick calls never show it.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const update = (count: number) => {
      if (count > 0) {
        timer ??= setTimeout(() => setVisible(true), LOADING_OVERLAY_DELAY_MS);
        return;
      }
      if (timer !== null) clearTimeout(timer);
      timer = null;
      setVisible(false);
    };
    update(requestsInFlight());
    const stop = onRequestsInFlight(update);
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, []);

  if (!visible) return null;
  return (
    <div className="td-loading" role="status" aria-live="polite">
      <span className="td-loading__spinner" aria-hidden="true" />
      {t('shell.loading')}
    </div>
  );
}
