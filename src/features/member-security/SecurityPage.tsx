/**
 * /member/my-page, the security page (chart spec §3, §7): the SMS-login switch and the member's Open API keys
 * (issue, change allowed IPs, delete). Every change goes through an SMS step of its own work first
 * (contract SMS_SEND_WORKS), then its call; one task at a time (security-rules.ts). A new key's secret is
 * shown once, with a copy button and a warning, and is gone when the member closes it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useReducer, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { OPEN_API, type IssuedOpenApiKey, type SmsLoginSetting, type SmsSendWork } from '../../../contract';
import {
  deleteOpenApiKey,
  getOpenApiKeys,
  getSmsLogin,
  issueOpenApiKey,
  putOpenApiKeyAllowedIps,
  putSmsLogin,
} from '../../api/client';
import { getQueryClient, queryKeys } from '../../api/query';
import { openDialog, showToast } from '../../shell';
import { PageLayout } from '../../ui/PageLayout';
import { TableHead } from '../../ui/TableHead';
import '../../ui/blocks.css';
import { readTerms } from '../../widgets/terms-consent';
import { SmsVerification } from '../../widgets/verification';
import {
  canIssueKey,
  ipListProblems,
  keyRows,
  NO_TASK,
  parseIpList,
  securityReducer,
  shortKey,
  smsWorkOf,
  type SecurityAction,
  type SecurityTask,
} from './security-rules';
import './security.css';

interface TaskProps {
  task: SecurityTask;
  dispatch: Dispatch<SecurityAction>;
}

export function SecurityPage() {
  const { t } = useTranslation();
  const [task, dispatch] = useReducer(securityReducer, NO_TASK);
  return (
    <PageLayout title={t('pages.myPage.title')} description={t('pages.myPage.description')}>
      <SmsLoginSection task={task} dispatch={dispatch} />
      <ApiKeysSection task={task} dispatch={dispatch} />
    </PageLayout>
  );
}

function SmsLoginSection({ task, dispatch }: TaskProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = getQueryClient();
  const setting = useQuery(
    // A failed read says so in its section (role alert), not in a dialog over the whole page.
    {
      queryKey: queryKeys.smsLogin,
      queryFn: ({ signal }) => getSmsLogin({ signal }),
      meta: { silent: true },
    },
    client,
  );
  const change = useMutation(
    {
      mutationFn: (setting: SmsLoginSetting) => putSmsLogin(setting),
      onSuccess: (saved) => {
        client.setQueryData(queryKeys.smsLogin, saved);
        showToast(t(saved.enabled ? 'security.smsLogin.turnedOn' : 'security.smsLogin.turnedOff'));
      },
      onSettled: () => dispatch({ type: 'closed' }),
    },
    client,
  );
  const enabled = setting.data?.enabled;
  const work = smsWorkOf(task);
  return (
    <section className="td-security__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('security.smsLogin.title')}</h2>
      <p>{t('security.smsLogin.description')}</p>
      {setting.isPending && <p role="status">{t('security.loading')}</p>}
      {setting.isError && <p role="alert">{t('security.smsLogin.failed')}</p>}
      {enabled !== undefined && (
        <button
          type="button"
          role="switch"
          className={`td-security__switch${enabled ? ' td-security__switch--on' : ''}`}
          aria-checked={enabled}
          aria-labelledby={headingId}
          disabled={task.kind !== 'none'}
          onClick={() => dispatch({ type: 'switchSmsLogin', enable: !enabled })}
        >
          {t(enabled ? 'security.smsLogin.on' : 'security.smsLogin.off')}
        </button>
      )}
      {task.kind === 'smsLogin' && work && (
        <SmsStep
          work={work}
          label={t(task.enable ? 'security.smsLogin.verifyOn' : 'security.smsLogin.verifyOff')}
          onVerified={() => change.mutate({ enabled: task.enable })}
          onCancel={() => dispatch({ type: 'closed' })}
        />
      )}
    </section>
  );
}

function ApiKeysSection({ task, dispatch }: TaskProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = getQueryClient();
  const keys = useQuery(
    {
      queryKey: queryKeys.openApiKeys,
      queryFn: ({ signal }) => getOpenApiKeys({ signal }),
      meta: { silent: true },
    },
    client,
  );
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.openApiKeys });
  const issue = useMutation(
    {
      mutationFn: (allowedIps: string[]) => issueOpenApiKey({ allowedIps }),
      onSuccess: (key) => dispatch({ type: 'issued', key }),
      onError: () => dispatch({ type: 'closed' }),
      onSettled: refresh,
    },
    client,
  );
  const changeIps = useMutation(
    {
      mutationFn: ({ accessKey, allowedIps }: { accessKey: string; allowedIps: string[] }) =>
        putOpenApiKeyAllowedIps(accessKey, { allowedIps }),
      onSuccess: (key) => showToast(t('security.keys.ipsChanged', { key: shortKey(key.accessKey) })),
      onSettled: () => {
        dispatch({ type: 'closed' });
        refresh();
      },
    },
    client,
  );
  const remove = useMutation(
    {
      mutationFn: (accessKey: string) => deleteOpenApiKey(accessKey),
      onSuccess: (_none, accessKey) => showToast(t('security.keys.deleted', { key: shortKey(accessKey) })),
      onSettled: () => {
        dispatch({ type: 'closed' });
        refresh();
      },
    },
    client,
  );

  const rows = keys.data ? keyRows(keys.data) : [];
  const work = smsWorkOf(task);
  const busy = task.kind !== 'none';
  return (
    <section className="td-security__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('security.keys.title')}</h2>
      <p>{t('security.keys.description', { max: OPEN_API.maxKeys })}</p>
      <p>
        <button type="button" className="td-text-button" onClick={() => void readTerms({ type: 'api' })}>
          {t('security.keys.viewTerms')}
        </button>
      </p>
      {keys.isPending && <p role="status">{t('security.loading')}</p>}
      {keys.isError && <p role="alert">{t('security.keys.failed')}</p>}
      {keys.data && (
        <>
          <table className="td-security__table" aria-label={t('security.keys.table')}>
            <TableHead
              columns={[
                { label: t('security.keys.columns.accessKey') },
                { label: t('security.keys.columns.allowedIps') },
                { label: t('security.keys.columns.createdAt') },
                { label: t('security.keys.columns.lastUsedAt') },
                { label: t('security.keys.columns.actions') },
              ]}
            />
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.accessKey}>
                  <td>
                    <code>{row.accessKey}</code>
                  </td>
                  <td>{row.allowedIps ?? t('security.keys.anyIp')}</td>
                  <td>{row.createdAt}</td>
                  <td>{row.lastUsedAt ?? t('security.keys.neverUsed')}</td>
                  <td className="td-security__actions">
                    <button
                      type="button"
                      className="td-button"
                      disabled={busy}
                      onClick={() => dispatch({ type: 'editIps', key: keys.data[index]! })}
                    >
                      {t('security.keys.editIps', { key: row.short })}
                    </button>
                    <button
                      type="button"
                      className="td-button"
                      disabled={busy}
                      onClick={() =>
                        openDialog({
                          type: 'openApiKeyDeleteConfirm',
                          props: {
                            accessKey: row.accessKey,
                            onConfirm: () => dispatch({ type: 'deleteConfirmed', accessKey: row.accessKey }),
                          },
                        })
                      }
                    >
                      {t('security.keys.delete', { key: row.short })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p>{t('security.keys.empty')}</p>}
          {canIssueKey(keys.data) ? (
            <button
              type="button"
              className="td-button td-button--primary"
              disabled={busy}
              onClick={() => dispatch({ type: 'startIssue' })}
            >
              {t('security.keys.issue')}
            </button>
          ) : (
            <p>{t('security.keys.limitReached', { max: OPEN_API.maxKeys })}</p>
          )}
        </>
      )}
      {(task.kind === 'issue' || task.kind === 'allowedIps') && task.step === 'ips' && (
        <IpEditor
          text={task.ips}
          tried={task.tried}
          label={
            task.kind === 'issue'
              ? t('security.ips.forNewKey')
              : t('security.ips.forKey', { key: shortKey(task.accessKey) })
          }
          dispatch={dispatch}
        />
      )}
      {task.kind === 'issue' && work && (
        <SmsStep
          work={work}
          label={t('security.keys.verifyIssue')}
          onVerified={() => issue.mutate(parseIpList(task.ips))}
          onCancel={() => dispatch({ type: 'closed' })}
        />
      )}
      {task.kind === 'allowedIps' && work && (
        <SmsStep
          work={work}
          label={t('security.keys.verifyIps', { key: shortKey(task.accessKey) })}
          onVerified={() =>
            changeIps.mutate({ accessKey: task.accessKey, allowedIps: parseIpList(task.ips) })
          }
          onCancel={() => dispatch({ type: 'closed' })}
        />
      )}
      {task.kind === 'delete' && work && (
        <SmsStep
          work={work}
          label={t('security.keys.verifyDelete', { key: shortKey(task.accessKey) })}
          onVerified={() => remove.mutate(task.accessKey)}
          onCancel={() => dispatch({ type: 'closed' })}
        />
      )}
      {task.kind === 'issued' && (
        <IssuedKey
          issued={task.key}
          onDone={() => {
            // The secret leaves memory with the panel: the mutation's cache held it too.
            issue.reset();
            dispatch({ type: 'closed' });
          }}
        />
      )}
    </section>
  );
}

function SmsStep(props: { work: SmsSendWork; label: string; onVerified: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={props.label} className="td-security__step">
      <p>{props.label}</p>
      <SmsVerification work={props.work} onVerified={props.onVerified} />
      <button type="button" className="td-button" onClick={props.onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}

function IpEditor({
  text,
  tried,
  label,
  dispatch,
}: {
  text: string;
  tried: boolean;
  label: string;
  dispatch: Dispatch<SecurityAction>;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const hintId = useId();
  const problems = tried ? ipListProblems(text) : [];
  return (
    <form
      className="td-security__step"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'ipsSubmitted' });
      }}
    >
      <p>{label}</p>
      <label htmlFor={fieldId}>{t('security.ips.label')}</label>
      <textarea
        id={fieldId}
        rows={OPEN_API.maxAllowedIps}
        value={text}
        aria-describedby={hintId}
        aria-invalid={problems.length > 0}
        onChange={(event) => dispatch({ type: 'ipsTyped', text: event.target.value })}
      />
      <p id={hintId} className="td-security__hint">
        {t('security.ips.hint', { max: OPEN_API.maxAllowedIps })}
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="td-security__problems">
          {problems.map(({ problem, ip }) => (
            <li key={`${problem}:${ip ?? ''}`}>
              {t(`security.ips.problems.${problem}`, { ip, max: OPEN_API.maxAllowedIps })}
            </li>
          ))}
        </ul>
      )}
      <div className="td-security__buttons">
        <button type="button" className="td-button" onClick={() => dispatch({ type: 'closed' })}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="td-button td-button--primary">
          {t('security.ips.next')}
        </button>
      </div>
    </form>
  );
}

function IssuedKey({ issued, onDone }: { issued: IssuedOpenApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(issued.secretKey).then(
      () => showToast(t('security.issued.copied')),
      () => showToast(t('security.issued.copyFailed')),
    );
  return (
    <section className="td-security__issued" aria-label={t('security.issued.title')}>
      <h3>{t('security.issued.title')}</h3>
      <dl>
        <div>
          <dt>{t('security.issued.accessKey')}</dt>
          <dd>
            <code>{issued.accessKey}</code>
          </dd>
        </div>
        <div>
          <dt>{t('security.issued.secretKey')}</dt>
          <dd>
            <code>{issued.secretKey}</code>{' '}
            <button type="button" className="td-button" onClick={() => void copy()}>
              {t('security.issued.copy')}
            </button>
          </dd>
        </div>
      </dl>
      <p role="note" className="td-security__warning">
        {t('security.issued.warning')}
      </p>
      <button type="button" className="td-button td-button--primary" onClick={onDone}>
        {t('security.issued.done')}
      </button>
    </section>
  );
}
