/**
 * An indicator's settings (dialog chartIndicatorSettings), built from its definition: Inputs, one field
 * per parameter (a whole or decimal number in the shared Input, ArrowUp and ArrowDown stepping it by its
 * step within its limits; a price source or a choice in the shared Select; an anchor time as a KST
 * date-time, empty for the first bar), Style, whether the indicator is shown and each line's colour,
 * width and whether it is shown, and Visibility, a checkbox per interval it shows at (TradingView's
 * Visibility tab) with all and none at a press. OK checks every parameter and that some interval is ticked
 * first and shows each problem beside its field; a refusal of the chart shows too; otherwise the dialog
 * closes. Defaults puts the definition's back; Cancel and Escape leave the indicator as it was. Rules:
 * rules/indicator-settings-form.ts.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../contract/intervals';
import { numberToText, parseNumberText } from '../../lib/input-value';
import { stepValue } from '../../lib/trade-step';
import {
  indicatorDefinition,
  INDICATORS_PER_CHART_MAX,
  PRICE_SOURCES,
  STUDY_LINE_WIDTHS,
  type IndicatorKind,
  type ParamProblem,
  type ParamSpec,
} from '../../render/chart/chart-studies';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Input } from '../../ui/input/Input';
import { Select } from '../../ui/input/Select';
import {
  choiceName,
  kindShort,
  lineName,
  paramName,
  problemText,
  sourceName,
} from '../../render/chart/indicator-texts';
import {
  defaultsForm,
  paramDecimals,
  readSettingsForm,
  settingsForm,
  tickInterval,
  type LineForm,
  type SettingsForm,
} from './rules/indicator-settings-form';
import { FormDialog } from './FormDialog';
import './indicator-dialogs.css';

type SettingsProps = DialogComponentProps<DialogPropsMap['chartIndicatorSettings']>;

export function IndicatorSettingsDialog(props: SettingsProps) {
  // Another indicator's settings opened over these take their place with a form of their own.
  return <IndicatorSettings key={props.indicator.id} {...props} />;
}

function IndicatorSettings({ indicator, onApply, layer, active, close }: SettingsProps) {
  const { t } = useTranslation();
  const definition = indicatorDefinition(indicator.kind);
  const [form, setForm] = useState<SettingsForm>(() => settingsForm(definition, indicator));
  const [problems, setProblems] = useState<readonly ParamProblem[]>([]);
  const [noInterval, setNoInterval] = useState(false);
  const [refused, setRefused] = useState(false);
  /** OK pressed and refused this many times: each time the first field with a problem takes the focus. */
  const [refusals, setRefusals] = useState(0);

  const setValue = (param: string, text: string) => {
    setForm((previous) => ({ ...previous, values: { ...previous.values, [param]: text } }));
    setProblems((previous) => previous.filter((problem) => problem.param !== param));
    setRefused(false);
  };
  const setLine = (line: number, change: Partial<LineForm>) =>
    setForm((previous) => ({
      ...previous,
      lines: previous.lines.map((each, at) => (at === line ? { ...each, ...change } : each)),
    }));
  const setIntervals = (intervals: readonly CandleInterval[]) => {
    setForm((previous) => ({ ...previous, intervals }));
    if (intervals.length > 0) setNoInterval(false);
  };

  const ok = () => {
    const read = readSettingsForm(definition, form);
    if (!read.ok) {
      setProblems(read.problems);
      setNoInterval(read.noInterval === true);
      setRefusals((count) => count + 1);
      return;
    }
    const refusal = onApply(read.change);
    if (refusal === null) {
      close();
      return;
    }
    if (refusal.reason === 'params') setProblems(refusal.problems);
    else setRefused(true);
    setRefusals((count) => count + 1);
  };

  // A problem with no field (a parameter the definition does not have) is shown under the form.
  const unplaced = problems.filter(
    (problem) => !definition.params.some((spec) => spec.name === problem.param),
  );
  const formMessage = [
    ...(refused ? [t('chart.indicators.full', { max: INDICATORS_PER_CHART_MAX })] : []),
    ...unplaced.map((problem) => problemText(t, problem)),
  ].join(' ');

  return (
    <FormDialog
      name="chartIndicatorSettings"
      layer={layer}
      active={active}
      close={close}
      closeLabel={t('common.close')}
      title={t('chart.indicators.settings.title', { name: kindShort(t, indicator.kind) })}
      className="td-indicator-settings"
      cancelLabel={t('chart.indicators.settings.cancel')}
      okLabel={t('chart.indicators.settings.ok')}
      aside={
        <button
          type="button"
          className="td-button td-indicator-settings__defaults"
          onClick={() => {
            setForm(defaultsForm(definition, form));
            setProblems([]);
            setNoInterval(false);
            setRefused(false);
          }}
        >
          {t('chart.indicators.settings.defaults')}
        </button>
      }
      refusals={refusals}
      onSubmit={ok}
    >
      <fieldset className="td-indicator-settings__part">
        <legend>{t('chart.indicators.settings.inputs')}</legend>
        {definition.params.length === 0 ? (
          <p className="td-indicator-settings__none">{t('chart.indicators.settings.noInputs')}</p>
        ) : (
          <div className="td-indicator-settings__inputs">
            {definition.params.map((spec) => (
              <ParamField
                key={spec.name}
                spec={spec}
                text={form.values[spec.name] ?? ''}
                problem={problems.find((problem) => problem.param === spec.name)}
                onChange={(text) => setValue(spec.name, text)}
              />
            ))}
          </div>
        )}
      </fieldset>
      <fieldset className="td-indicator-settings__part">
        <legend>{t('chart.indicators.settings.style')}</legend>
        <label className="td-indicator-settings__check">
          <input
            type="checkbox"
            checked={form.visible}
            onChange={(event) => {
              const visible = event.target.checked;
              setForm((previous) => ({ ...previous, visible }));
            }}
          />
          {t('chart.indicators.settings.shown')}
        </label>
        {definition.lines.map((line, at) => (
          <LineField
            key={line.name}
            kind={indicator.kind}
            line={line.name}
            form={form.lines[at]!}
            onChange={(change) => setLine(at, change)}
          />
        ))}
      </fieldset>
      <IntervalsField intervals={form.intervals} noInterval={noInterval} onChange={setIntervals} />
      {formMessage !== '' && (
        <p role="alert" className="td-indicator-settings__refusal">
          {formMessage}
        </p>
      )}
    </FormDialog>
  );
}

interface ParamFieldProps {
  spec: ParamSpec;
  text: string;
  problem: ParamProblem | undefined;
  onChange: (text: string) => void;
}

function ParamField({ spec, text, problem, onChange }: ParamFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = paramName(t, spec.name);
  const message = problem ? problemText(t, problem) : undefined;
  switch (spec.type) {
    case 'int':
    case 'number': {
      // The arrows step the value by the parameter's step, within its limits; typing is not limited, so
      // that a value out of range gets its message rather than being changed under the trader's hand.
      const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const step = spec.type === 'int' ? 1 : spec.step;
        const next = stepValue(parseNumberText(text) ?? spec.default, event.key === 'ArrowUp' ? 1 : -1, {
          step,
          min: spec.min,
          max: spec.max,
        });
        onChange(numberToText(next.value, paramDecimals(spec)));
      };
      return (
        <Input
          label={label}
          value={text}
          onChange={onChange}
          validate={spec.type === 'int' ? 'number' : 'numberFloat'}
          maxDecimal={paramDecimals(spec)}
          maxLength={String(Math.trunc(spec.max)).length + 1}
          allowPaste
          status={message ? 'error' : 'default'}
          errorMessage={message}
          onKeyDown={stepBy}
          className="td-indicator-settings__field"
        />
      );
    }
    case 'source':
    case 'choice': {
      const options = (spec.type === 'source' ? PRICE_SOURCES : spec.options).map((option) => ({
        key: option,
        value: option,
        title: spec.type === 'source' ? sourceName(t, option) : choiceName(t, spec.name, option),
      }));
      return (
        <div className="td-indicator-settings__field">
          <Select label={label} options={options} value={text} onChange={onChange} />
          {message && (
            <p className="td-input__message td-indicator-settings__problem" role="alert">
              {message}
            </p>
          )}
        </div>
      );
    }
    case 'time':
      return (
        <div className={`td-input td-input--${message ? 'error' : 'default'} td-indicator-settings__field`}>
          <label htmlFor={`${id}-time`} className="td-input__label">
            {label}
          </label>
          <div className="td-input__box">
            <input
              id={`${id}-time`}
              type="datetime-local"
              step={60}
              className="td-input__field"
              value={text}
              aria-invalid={message !== undefined}
              aria-describedby={`${id}-message`}
              onChange={(event) => onChange(event.target.value)}
            />
          </div>
          <p id={`${id}-message`} className="td-input__message" aria-live="polite">
            {message ?? t('chart.indicators.settings.timeHint')}
          </p>
        </div>
      );
  }
}

interface IntervalsFieldProps {
  intervals: readonly CandleInterval[];
  /** OK found none ticked: the message shows and the boxes are marked invalid. */
  noInterval: boolean;
  onChange: (intervals: readonly CandleInterval[]) => void;
}

/** Visibility: a checkbox per interval, named as the toolbar names it, with all and none at a press. */
function IntervalsField({ intervals, noInterval, onChange }: IntervalsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="td-indicator-settings__part" aria-describedby={`${id}-hint`}>
      <legend>{t('chart.indicators.settings.visibility')}</legend>
      <p id={`${id}-hint`} className="td-indicator-settings__hint">
        {t('chart.indicators.settings.visibilityHint')}
      </p>
      <div className="td-indicator-settings__quick">
        <button type="button" className="td-button" onClick={() => onChange(CANDLE_INTERVALS)}>
          {t('chart.indicators.settings.allIntervals')}
        </button>
        <button type="button" className="td-button" onClick={() => onChange([])}>
          {t('chart.indicators.settings.noIntervals')}
        </button>
      </div>
      <div className="td-indicator-settings__intervals">
        {CANDLE_INTERVALS.map((interval) => (
          <label key={interval} className="td-indicator-settings__check">
            <input
              type="checkbox"
              checked={intervals.includes(interval)}
              aria-invalid={noInterval}
              aria-describedby={noInterval ? `${id}-problem` : undefined}
              onChange={(event) => onChange(tickInterval(intervals, interval, event.target.checked))}
            />
            {t(`chart.intervals.${interval}`)}
          </label>
        ))}
      </div>
      {noInterval && (
        <p id={`${id}-problem`} className="td-indicator-settings__problem" role="alert">
          {t('chart.indicators.settings.noInterval')}
        </p>
      )}
    </fieldset>
  );
}

interface LineFieldProps {
  kind: IndicatorKind;
  line: string;
  form: LineForm;
  onChange: (change: Partial<LineForm>) => void;
}

function LineField({ kind, line, form, onChange }: LineFieldProps) {
  const { t } = useTranslation();
  const name = lineName(t, kind, line);
  return (
    <div role="group" aria-label={name} className="td-indicator-settings__line">
      <label className="td-indicator-settings__check td-indicator-settings__line-name">
        <input
          type="checkbox"
          checked={form.visible}
          aria-label={t('chart.indicators.settings.lineShown', { line: name })}
          onChange={(event) => onChange({ visible: event.target.checked })}
        />
        {name}
      </label>
      <input
        type="color"
        className="td-indicator-settings__colour"
        value={form.color}
        aria-label={t('chart.indicators.settings.lineColour', { line: name })}
        onChange={(event) => onChange({ color: event.target.value })}
      />
      <Select
        label={t('chart.indicators.settings.lineWidth', { line: name })}
        hideLabel
        options={STUDY_LINE_WIDTHS.map((width) => ({
          key: String(width),
          value: width as number,
          title: t('chart.indicators.settings.widthPx', { width }),
        }))}
        value={form.width}
        onChange={(width) => onChange({ width })}
        className="td-indicator-settings__width"
      />
    </div>
  );
}
