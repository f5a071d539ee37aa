/**
 * The alerts panel (a workspace panel): the member's alerts on every coin — coin, what it watches
 * (alertConditionText), how often it fires, its expiry and on/off —, each with Edit (the alert dialog),
 * Pause/Resume (a PUT turning it off or on, at its version), Delete (after the app's confirmation) and its
 * firing log (GET API.alertFirings?alertId, newest first). New alert opens the dialog on the panel's coin.
 * A guest is told alerts need a login. Refusals show in a line above the list.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERTS_PER_MEMBER_MAX, noticeNumber, type Alert, type AlertFiring } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import { alertFirings } from '../../api/client';
import { formatKst } from '../../lib/kst';
import { openDialog } from '../../shell';
import { alertsStore, useMemberAlerts, type AlertRefusal } from '../../state/alerts';
import { languageOf } from '../../lib/languages';
import { alertDescription } from './alert-texts';
import './alerts.css';

export interface AlertsPanelProps {
  /** The panel's coin: a new alert starts on it. */
  coin: CoinKey;
  /** The clock expiries are read against (tests give their own). */
  now?: () => number;
}

export function AlertsPanel({ coin, now = Date.now }: AlertsPanelProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const { status, alerts } = useMemberAlerts();
  const [refusal, setRefusal] = useState<AlertRefusal | null>(null);
  const [failedText, setFailedText] = useState('');

  const show = (failure: AlertRefusal, fallback: string) => {
    setRefusal(failure);
    setFailedText(fallback);
  };

  const toggle = async (alert: Alert) => {
    const { id, version, createdAt: _c, updatedAt: _u, ...content } = alert;
    const result = await alertsStore.put(id, { ...content, active: !alert.active }, version);
    if (result.ok) setRefusal(null);
    else show(result.refusal, t('alerts.failed'));
  };

  const remove = (alert: Alert) =>
    openDialog({
      type: 'alertDelete',
      props: {
        what: alertDescription(alert, language),
        onDelete: () =>
          void alertsStore.remove(alert).then((result) => {
            if (result.ok) setRefusal(null);
            else show(result.refusal, t('alerts.deleteFailed'));
          }),
      },
    });

  if (status === 'guest')
    return (
      <section className="td-alerts-panel" aria-label={t('alerts.panel.label')}>
        <p className="td-alerts-panel__message">{t('alerts.loginFirst')}</p>
      </section>
    );

  return (
    <section className="td-alerts-panel" aria-label={t('alerts.panel.label')}>
      <div className="td-alerts-panel__bar">
        <span>{t('alerts.panel.count', { count: alerts.length, max: ALERTS_PER_MEMBER_MAX })}</span>
        <button
          type="button"
          className="td-button"
          onClick={() => openDialog({ type: 'alertEditor', props: { draft: { coin } } })}
        >
          {t('alerts.panel.add')}
        </button>
      </div>
      {refusal && (
        <p className="td-alerts-panel__message td-alert-dialog__refusal" role="alert">
          {refusal.texts?.[language] ?? failedText}
        </p>
      )}
      {status === 'loading' && <p className="td-alerts-panel__message">{t('alerts.panel.loading')}</p>}
      {status === 'failed' && (
        <p className="td-alerts-panel__message" role="alert">
          {t('alerts.panel.loadFailed')}{' '}
          <button type="button" className="td-button" onClick={() => void alertsStore.reload()}>
            {t('alerts.panel.retry')}
          </button>
        </p>
      )}
      {status === 'ready' && alerts.length === 0 && (
        <p className="td-alerts-panel__message">{t('alerts.panel.empty')}</p>
      )}
      {alerts.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('alerts.panel.columns.coin')}</th>
              <th scope="col">{t('alerts.panel.columns.condition')}</th>
              <th scope="col">{t('alerts.panel.columns.trigger')}</th>
              <th scope="col">{t('alerts.panel.columns.expiry')}</th>
              <th scope="col">{t('alerts.panel.columns.state')}</th>
              <th scope="col">{t('alerts.panel.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert as Alert}
                now={now}
                onToggle={() => void toggle(alert as Alert)}
                onDelete={() => remove(alert as Alert)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface AlertRowProps {
  alert: Alert;
  now: () => number;
  onToggle(): void;
  onDelete(): void;
}

function AlertRow({ alert, now, onToggle, onDelete }: AlertRowProps) {
  const { t, i18n } = useTranslation();
  const what = alertDescription(alert, languageOf(i18n.language));
  const [logOpen, setLogOpen] = useState(false);
  const expired = alert.expiresAt !== null && alert.expiresAt <= now();
  const expiry =
    alert.expiresAt === null
      ? t('alerts.panel.never')
      : `${formatKst(alert.expiresAt)}${expired ? ` (${t('alerts.panel.expired')})` : ''}`;
  return (
    <tr data-active={alert.active}>
      <td>{alert.coin.replace('-', '/')}</td>
      <td>
        {what}
        {alert.message !== '' && <div className="td-alerts-panel__note">{alert.message}</div>}
        {logOpen && <FiringLog alertId={alert.id} coin={alert.coin} />}
      </td>
      <td>{t(`alerts.triggers.${alert.trigger}`)}</td>
      <td>{expiry}</td>
      <td>{t(alert.active ? 'alerts.panel.on' : 'alerts.panel.off')}</td>
      <td>
        <div className="td-alerts-panel__actions">
          <button
            type="button"
            className="td-button"
            aria-label={t('alerts.panel.editLabel', { what })}
            onClick={() => openDialog({ type: 'alertEditor', props: { draft: { alert } } })}
          >
            {t('alerts.panel.edit')}
          </button>
          <button
            type="button"
            className="td-button"
            aria-label={t(alert.active ? 'alerts.panel.pauseLabel' : 'alerts.panel.resumeLabel', { what })}
            onClick={onToggle}
          >
            {t(alert.active ? 'alerts.panel.pause' : 'alerts.panel.resume')}
          </button>
          <button
            type="button"
            className="td-button"
            aria-label={t('alerts.panel.deleteLabel', { what })}
            onClick={onDelete}
          >
            {t('alerts.panel.delete')}
          </button>
          <button
            type="button"
            className="td-button"
            aria-expanded={logOpen}
            aria-label={t('alerts.panel.logLabel', { what })}
            onClick={() => setLogOpen((open) => !open)}
          >
            {t(logOpen ? 'alerts.panel.hideLog' : 'alerts.panel.log')}
          </button>
        </div>
      </td>
    </tr>
  );
}

type LogState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; firings: AlertFiring[] };

/** One alert's firing log, asked when opened (and again each time it is opened). */
function FiringLog({ alertId, coin }: { alertId: string; coin: CoinKey }) {
  const { t } = useTranslation();
  const [log, setLog] = useState<LogState>({ kind: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    alertFirings({ alertId }, { signal: abort.signal }).then(
      ({ firings }) => setLog({ kind: 'ready', firings }),
      () => {
        if (!abort.signal.aborted) setLog({ kind: 'failed' });
      },
    );
    return () => abort.abort();
  }, [alertId]);
  const market = coin.slice(coin.indexOf('-') + 1);
  return (
    <div role="region" aria-label={t('alerts.panel.logTitle')}>
      {log.kind === 'loading' && <p>{t('alerts.panel.loading')}</p>}
      {log.kind === 'failed' && <p role="alert">{t('alerts.panel.logFailed')}</p>}
      {log.kind === 'ready' && log.firings.length === 0 && <p>{t('alerts.panel.logEmpty')}</p>}
      {log.kind === 'ready' && log.firings.length > 0 && (
        <ol className="td-alerts-panel__log">
          {log.firings.map((firing) => (
            <li key={firing.at}>
              {t('alerts.panel.firedAt', {
                at: formatKst(firing.at, { seconds: true }),
                price: `${noticeNumber(firing.price)} ${market}`,
              })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
