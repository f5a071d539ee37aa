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
import { CANDLE_INTERVALS } from '../../../contract/intervals';
import { indicatorDefinition, PRICE_SOURCES } from '../../render/chart/chart-studies';
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
import { languageOf } from '../../lib/languages';
import { formProblemText, optionName } from './alert-texts';
import { ChoiceField, NumberField } from './AlertFields';
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
        <ChoiceField
          label={t('alerts.kind')}
          value={form.kind}
          options={kinds}
          text={(kind) => t(`alerts.kinds.${kind}`)}
          onChange={(kind) => setForm((previous) => withKind(previous, kind))}
        />

        {(form.kind === 'indicator' || form.kind === 'forecast') && (
          <ChoiceField
            label={t('alerts.interval')}
            value={form.interval}
            options={CANDLE_INTERVALS}
            text={(interval) => t(`chart.intervals.${interval}`)}
            onChange={(interval) => change({ interval })}
          />
        )}

        {form.kind === 'indicator' && (
          <>
            <ChoiceField
              label={t('alerts.indicator')}
              value={form.indicator}
              options={ALERT_INDICATORS}
              text={(kind) => kindName(t, kind)}
              onChange={(kind) => setForm((previous) => withIndicator(previous, kind))}
            />
            {definition.params.map((spec) => {
              const param = (value: string) => change({ params: { ...form.params, [spec.name]: value } });
              return spec.type === 'source' || spec.type === 'choice' ? (
                <ChoiceField
                  key={spec.name}
                  label={paramName(t, spec.name)}
                  value={form.params[spec.name] ?? ''}
                  options={spec.type === 'source' ? PRICE_SOURCES : spec.options}
                  text={(option) => optionName(t, spec.name, option, spec.type === 'source')}
                  onChange={param}
                />
              ) : (
                <NumberField
                  key={spec.name}
                  id={id(`param:${spec.name}`)}
                  label={paramName(t, spec.name)}
                  value={form.params[spec.name] ?? ''}
                  invalid={invalid === `param:${spec.name}`}
                  onChange={param}
                />
              );
            })}
            <ChoiceField
              label={t('alerts.indicatorLine')}
              value={form.indicatorLine}
              options={lines}
              text={(line) => lineName(t, form.indicator, line)}
              onChange={(indicatorLine) => {
                const other = lines.find((line) => line !== indicatorLine) ?? '';
                change({
                  indicatorLine,
                  targetLine: form.targetLine === indicatorLine ? other : form.targetLine,
                });
              }}
            />
          </>
        )}

        {(form.kind === 'price' || form.kind === 'drawing' || form.kind === 'indicator') && (
          <ChoiceField
            label={t('alerts.op')}
            value={form.op}
            options={ops}
            text={(op) => t(`alerts.ops.${op}`)}
            onChange={(op) => change({ op })}
          />
        )}

        {form.kind === 'price' && (
          <NumberField
            id={id('value')}
            label={t('alerts.value')}
            value={form.value}
            invalid={invalid === 'value'}
            onChange={(value) => change({ value })}
          />
        )}

        {form.kind === 'indicator' && (
          <>
            {lines.length > 1 && (
              <ChoiceField
                label={t('alerts.target')}
                value={form.target}
                options={TARGETS}
                text={(target) => t(`alerts.targets.${target}`)}
                onChange={(target) => change({ target })}
              />
            )}
            {form.target === 'value' ? (
              <NumberField
                id={id('targetValue')}
                label={t('alerts.targetValue')}
                value={form.targetValue}
                invalid={invalid === 'targetValue'}
                onChange={(targetValue) => change({ targetValue })}
              />
            ) : (
              <ChoiceField
                label={t('alerts.targetLine')}
                value={form.targetLine}
                options={lines.filter((line) => line !== form.indicatorLine)}
                text={(line) => lineName(t, form.indicator, line)}
                onChange={(targetLine) => change({ targetLine })}
              />
            )}
          </>
        )}

        {form.kind === 'move' && (
          <>
            <ChoiceField
              label={t('alerts.direction')}
              value={form.direction}
              options={MOVE_DIRECTIONS}
              text={(direction) => t(`alerts.directions.${direction}`)}
              onChange={(direction) => change({ direction })}
            />
            <NumberField
              id={id('percent')}
              label={t('alerts.percent')}
              value={form.percent}
              invalid={invalid === 'percent'}
              onChange={(percent) => change({ percent })}
            />
            <NumberField
              id={id('minutes')}
              label={t('alerts.minutes')}
              value={form.minutes}
              whole
              invalid={invalid === 'minutes'}
              onChange={(minutes) => change({ minutes })}
            />
          </>
        )}

        {form.kind === 'drawing' && (
          <ChoiceField
            label={t('alerts.drawingLine')}
            value={form.line}
            options={DRAWING_LINE_NUMBERS}
            text={(line) => t(line === 0 ? 'alerts.drawingLines.0' : 'alerts.drawingLines.1')}
            onChange={(line) => change({ line })}
          />
        )}

        {form.kind === 'forecast' && (
          <>
            <ChoiceField
              label={t('alerts.side')}
              value={form.side}
              options={FORECAST_SIDES}
              text={(side) => t(`alerts.sides.${side}`)}
              onChange={(side) => change({ side })}
            />
            <NumberField
              id={id('levelPercent')}
              label={t('alerts.level')}
              value={form.levelPercent}
              invalid={invalid === 'levelPercent'}
              onChange={(levelPercent) => change({ levelPercent })}
            />
          </>
        )}

        <ChoiceField
          label={t('alerts.trigger')}
          value={form.trigger}
          options={ALERT_TRIGGERS}
          text={(trigger) => t(`alerts.triggers.${trigger}`)}
          onChange={(trigger) => change({ trigger })}
        />

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

/** What an indicator's line is compared with: a value, or another of its lines. */
const TARGETS = ['value', 'line'] as const;
