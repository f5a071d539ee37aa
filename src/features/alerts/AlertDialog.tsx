/**
 * The alert dialog (dialog `alertEditor`): a new alert from a draft (a coin and a price, or a drawing's
 * line) or an alert to edit. Its fields are the condition's kind and that kind's own (rules: alert-form.ts),
 * how often it fires, its expiry (none or a KST time within ALERT_EXPIRY_MAX_MS), a message and on/off. The
 * first problem shows as the trader types, in the exchange's words; Create/Save is refused while there is
 * one. The exchange's refusals (ALERT_LIMIT, ALERT_STALE with the alert as it is now put in the form,
 * ALERT_INVALID) show under the form. A guest is told alerts need a login.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  ALERT_EXPIRY_MAX_MS,
  ALERT_KINDS,
  ALERT_MESSAGE_MAX,
  ALERT_OPS,
  ALERT_TRIGGERS,
  CROSSING_OPS,
  FORECAST_SIDES,
  MOVE_DIRECTIONS,
  type Alert,
} from '../../../contract';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../contract/intervals';
import { indicatorDefinition, isIndicatorKind, PRICE_SOURCES } from '../../render/chart/chart-studies';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { alertsStore, type AlertRefusal } from '../../state/alerts';
import { session } from '../../state/session';
import { Modal } from '../../ui/Modal';
import {
  ALERT_INDICATORS,
  alertContentOf,
  formFromDraft,
  formProblem,
  kstFieldText,
  latestExpiryText,
  withIndicator,
  withKind,
  type AlertForm,
  type AlertFormProblem,
} from './alert-form';
import { kindName, lineName, paramName } from '../../render/chart/indicator-texts';
import { formProblemText, languageOf, optionName } from './alert-texts';
import { newAlertId } from './alert-id';
import './alerts.css';

type AlertDialogProps = DialogComponentProps<DialogPropsMap['alertEditor']>;

/** Which field a problem stands beside (aria-invalid, the focus on a refused submit). */
const PROBLEM_FIELDS: Partial<Record<string, keyof AlertForm>> = {
  value: 'value',
  percent: 'percent',
  minutes: 'minutes',
  level: 'levelPercent',
  message: 'message',
  expiry: 'expiry',
  indicator: 'targetValue',
};

function problemField(problem: AlertFormProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return problem.kind === 'param' ? `param:${problem.problem.param}` : PROBLEM_FIELDS[problem.problem];
}

export function AlertDialog(props: AlertDialogProps) {
  const { t } = useTranslation();
  const { status } = useSnapshot(session);
  if (status !== 'member')
    return (
      <Modal
        name="alertEditor"
        type="notice"
        zIndex={props.layer}
        active={props.active}
        onClose={props.close}
        closeLabel={t('alerts.close')}
        title={t('alerts.dialogNew')}
        footer={
          <button type="button" className="td-button td-button--primary" onClick={props.close}>
            {t('alerts.close')}
          </button>
        }
      >
        <p className="td-alert-dialog__note">{t('alerts.loginFirst')}</p>
      </Modal>
    );
  return <AlertEditor {...props} />;
}

function AlertEditor({ draft, now = Date.now, layer, active, close }: AlertDialogProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const formId = useId();
  const editing: Alert | null = 'alert' in draft ? draft.alert : null;
  /** The alert's version the form was made on (0: a new one); a stale refusal moves it to the current. */
  const [base, setBase] = useState<{ id: string; version: number }>(() =>
    editing ? { id: editing.id, version: editing.version } : { id: newAlertId(), version: 0 },
  );
  const [form, setForm] = useState<AlertForm>(() => formFromDraft(draft, now()));
  const [refusal, setRefusal] = useState<AlertRefusal | null>(null);
  const [sending, setSending] = useState(false);
  const problem = formProblem(form, now());
  const invalid = problemField(problem);

  const change = (part: Partial<AlertForm>) => {
    setForm((previous) => ({ ...previous, ...part }));
    setRefusal(null);
  };

  const submit = async () => {
    if (problem || sending) {
      document.getElementById(`${formId}-${invalid ?? ''}`)?.focus();
      return;
    }
    setSending(true);
    const result = await alertsStore.put(base.id, alertContentOf(form), base.version);
    setSending(false);
    if (result.ok) {
      close();
      return;
    }
    setRefusal(result.refusal);
    const current = result.refusal.current;
    if (current) {
      setBase({ id: current.id, version: current.version });
      setForm(formFromDraft({ alert: current }, now()));
    }
  };

  const refusalText = refusal ? (refusal.texts?.[language] ?? t('alerts.failed')) : null;
  const kinds = ALERT_KINDS.filter((kind) => kind !== 'drawing' || form.drawingId !== '');
  const ops = form.kind === 'drawing' ? CROSSING_OPS : ALERT_OPS;
  const definition = indicatorDefinition(form.indicator);
  const lines = definition.lines.map((line) => line.name);
  const id = (name: string) => `${formId}-${name}`;

  return (
    <Modal
      name="alertEditor"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('alerts.close')}
      title={t(editing ? 'alerts.dialogEdit' : 'alerts.dialogNew')}
      footer={
        <div className="td-alert-dialog__buttons">
          <button type="button" className="td-button" onClick={close}>
            {t('alerts.cancel')}
          </button>
          <button type="submit" form={formId} className="td-button td-button--primary" disabled={sending}>
            {t(editing ? 'alerts.save' : 'alerts.create')}
          </button>
        </div>
      }
    >
      <form
        id={formId}
        className="td-alert-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="td-alert-dialog__coin">
          {t('alerts.coin')}: <strong>{form.coin.replace('-', '/')}</strong>
        </p>
        <label className="td-alert-dialog__field">
          {t('alerts.kind')}
          <select
            value={form.kind}
            onChange={(event) =>
              setForm((previous) => withKind(previous, event.target.value as AlertForm['kind']))
            }
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`alerts.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>

        {(form.kind === 'indicator' || form.kind === 'forecast') && (
          <label className="td-alert-dialog__field">
            {t('alerts.interval')}
            <select
              value={form.interval}
              onChange={(event) => change({ interval: event.target.value as CandleInterval })}
            >
              {CANDLE_INTERVALS.map((interval) => (
                <option key={interval} value={interval}>
                  {t(`chart.intervals.${interval}`)}
                </option>
              ))}
            </select>
          </label>
        )}

        {form.kind === 'indicator' && (
          <>
            <label className="td-alert-dialog__field">
              {t('alerts.indicator')}
              <select
                value={form.indicator}
                onChange={(event) => {
                  const kind = event.target.value;
                  if (isIndicatorKind(kind)) setForm((previous) => withIndicator(previous, kind));
                }}
              >
                {ALERT_INDICATORS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindName(t, kind)}
                  </option>
                ))}
              </select>
            </label>
            {definition.params.map((spec) =>
              spec.type === 'source' || spec.type === 'choice' ? (
                <label key={spec.name} className="td-alert-dialog__field">
                  {paramName(t, spec.name)}
                  <select
                    value={form.params[spec.name] ?? ''}
                    onChange={(event) =>
                      change({ params: { ...form.params, [spec.name]: event.target.value } })
                    }
                  >
                    {(spec.type === 'source' ? PRICE_SOURCES : spec.options).map((option) => (
                      <option key={option} value={option}>
                        {optionName(t, spec.name, option, spec.type === 'source')}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <label key={spec.name} className="td-alert-dialog__field">
                  {paramName(t, spec.name)}
                  <input
                    id={id(`param:${spec.name}`)}
                    inputMode="decimal"
                    value={form.params[spec.name] ?? ''}
                    aria-invalid={invalid === `param:${spec.name}` ? true : undefined}
                    onChange={(event) =>
                      change({ params: { ...form.params, [spec.name]: event.target.value } })
                    }
                  />
                </label>
              ),
            )}
            <label className="td-alert-dialog__field">
              {t('alerts.indicatorLine')}
              <select
                value={form.indicatorLine}
                onChange={(event) => {
                  const indicatorLine = event.target.value;
                  const other = lines.find((line) => line !== indicatorLine) ?? '';
                  change({
                    indicatorLine,
                    targetLine: form.targetLine === indicatorLine ? other : form.targetLine,
                  });
                }}
              >
                {lines.map((line) => (
                  <option key={line} value={line}>
                    {lineName(t, form.indicator, line)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}

        {(form.kind === 'price' || form.kind === 'drawing' || form.kind === 'indicator') && (
          <label className="td-alert-dialog__field">
            {t('alerts.op')}
            <select
              value={form.op}
              onChange={(event) => change({ op: event.target.value as AlertForm['op'] })}
            >
              {ops.map((op) => (
                <option key={op} value={op}>
                  {t(`alerts.ops.${op}`)}
                </option>
              ))}
            </select>
          </label>
        )}

        {form.kind === 'price' && (
          <label className="td-alert-dialog__field">
            {t('alerts.value')}
            <input
              id={id('value')}
              inputMode="decimal"
              value={form.value}
              aria-invalid={invalid === 'value' ? true : undefined}
              onChange={(event) => change({ value: event.target.value })}
            />
          </label>
        )}

        {form.kind === 'indicator' && (
          <>
            {lines.length > 1 && (
              <label className="td-alert-dialog__field">
                {t('alerts.target')}
                <select
                  value={form.target}
                  onChange={(event) => change({ target: event.target.value as AlertForm['target'] })}
                >
                  <option value="value">{t('alerts.targets.value')}</option>
                  <option value="line">{t('alerts.targets.line')}</option>
                </select>
              </label>
            )}
            {form.target === 'value' ? (
              <label className="td-alert-dialog__field">
                {t('alerts.targetValue')}
                <input
                  id={id('targetValue')}
                  inputMode="decimal"
                  value={form.targetValue}
                  aria-invalid={invalid === 'targetValue' ? true : undefined}
                  onChange={(event) => change({ targetValue: event.target.value })}
                />
              </label>
            ) : (
              <label className="td-alert-dialog__field">
                {t('alerts.targetLine')}
                <select
                  value={form.targetLine}
                  onChange={(event) => change({ targetLine: event.target.value })}
                >
                  {lines
                    .filter((line) => line !== form.indicatorLine)
                    .map((line) => (
                      <option key={line} value={line}>
                        {lineName(t, form.indicator, line)}
                      </option>
                    ))}
                </select>
              </label>
            )}
          </>
        )}

        {form.kind === 'move' && (
          <>
            <label className="td-alert-dialog__field">
              {t('alerts.direction')}
              <select
                value={form.direction}
                onChange={(event) => change({ direction: event.target.value as AlertForm['direction'] })}
              >
                {MOVE_DIRECTIONS.map((direction) => (
                  <option key={direction} value={direction}>
                    {t(`alerts.directions.${direction}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="td-alert-dialog__field">
              {t('alerts.percent')}
              <input
                id={id('percent')}
                inputMode="decimal"
                value={form.percent}
                aria-invalid={invalid === 'percent' ? true : undefined}
                onChange={(event) => change({ percent: event.target.value })}
              />
            </label>
            <label className="td-alert-dialog__field">
              {t('alerts.minutes')}
              <input
                id={id('minutes')}
                inputMode="numeric"
                value={form.minutes}
                aria-invalid={invalid === 'minutes' ? true : undefined}
                onChange={(event) => change({ minutes: event.target.value })}
              />
            </label>
          </>
        )}

        {form.kind === 'drawing' && (
          <label className="td-alert-dialog__field">
            {t('alerts.drawingLine')}
            <select value={form.line} onChange={(event) => change({ line: Number(event.target.value) })}>
              {DRAWING_LINE_NUMBERS.map((line) => (
                <option key={line} value={line}>
                  {t(`alerts.drawingLines.${line}`)}
                </option>
              ))}
            </select>
          </label>
        )}

        {form.kind === 'forecast' && (
          <>
            <label className="td-alert-dialog__field">
              {t('alerts.side')}
              <select
                value={form.side}
                onChange={(event) => change({ side: event.target.value as AlertForm['side'] })}
              >
                {FORECAST_SIDES.map((side) => (
                  <option key={side} value={side}>
                    {t(`alerts.sides.${side}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="td-alert-dialog__field">
              {t('alerts.level')}
              <input
                id={id('levelPercent')}
                inputMode="decimal"
                value={form.levelPercent}
                aria-invalid={invalid === 'levelPercent' ? true : undefined}
                onChange={(event) => change({ levelPercent: event.target.value })}
              />
            </label>
          </>
        )}

        <label className="td-alert-dialog__field">
          {t('alerts.trigger')}
          <select
            value={form.trigger}
            onChange={(event) => change({ trigger: event.target.value as AlertForm['trigger'] })}
          >
            {ALERT_TRIGGERS.map((trigger) => (
              <option key={trigger} value={trigger}>
                {t(`alerts.triggers.${trigger}`)}
              </option>
            ))}
          </select>
        </label>

        <fieldset className="td-alert-dialog__expiry">
          <legend>{t('alerts.expiry')}</legend>
          <label>
            <input type="radio" checked={!form.expires} onChange={() => change({ expires: false })} />
            {t('alerts.expiryNone')}
          </label>
          <label>
            <input type="radio" checked={form.expires} onChange={() => change({ expires: true })} />
            {t('alerts.expiryAt')}
          </label>
          {form.expires && (
            <input
              id={id('expiry')}
              type="datetime-local"
              aria-label={t('alerts.expiryAt')}
              value={form.expiry}
              min={kstFieldText(now())}
              max={latestExpiryText(now())}
              aria-invalid={invalid === 'expiry' ? true : undefined}
              onChange={(event) => change({ expiry: event.target.value })}
            />
          )}
          <small>{t('alerts.expiryHint', { days: ALERT_EXPIRY_MAX_MS / 86_400_000 })}</small>
        </fieldset>

        <div className="td-alert-dialog__field td-alert-dialog__field--wide">
          <label htmlFor={id('message')}>{t('alerts.message')}</label>
          <textarea
            id={id('message')}
            rows={3}
            value={form.message}
            aria-describedby={id('messageCount')}
            aria-invalid={invalid === 'message' ? true : undefined}
            onChange={(event) => change({ message: event.target.value })}
          />
          <small id={id('messageCount')}>
            {t('alerts.messageCount', { count: form.message.length, max: ALERT_MESSAGE_MAX })}
          </small>
        </div>

        <label className="td-alert-dialog__check">
          <input
            type="checkbox"
            checked={form.active}
            onChange={(event) => change({ active: event.target.checked })}
          />
          {t('alerts.active')}
        </label>

        {problem && (
          <p className="td-alert-dialog__problem" role="status">
            {formProblemText(t, language, problem)}
          </p>
        )}
        {refusalText && (
          <p className="td-alert-dialog__refusal" role="alert">
            {refusalText}
          </p>
        )}
      </form>
    </Modal>
  );
}

/**
 * A drawing's line numbers an alert may name: 0, and 1 for a channel's second edge (DRAWING_LINES: the
 * most a tool has is 2); whether the drawing has the line is the exchange's to check (ALERT_INVALID).
 */
const DRAWING_LINE_NUMBERS = [0, 1] as const;
