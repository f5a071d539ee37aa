/**
 * A drawing's style (dialog chartDrawingStyle), with the fields its tool has (STYLE_FIELDS): colour (the
 * palette's swatches, the drawing's own colour and any other), width and line style, extend left and
 * right, fill and its colour, the text (a line's label, a note's lines) with its count, and a Fibonacci
 * tool's levels — each level's value, colour and whether it is drawn, added up to FIB_LEVELS_MAX, removed,
 * or the default levels put back. OK checks the form and shows each problem beside its field (the focus
 * on the first), else hands the style to `onApply` and closes; Cancel and Escape leave the drawing as it
 * was. Rules: rules/drawing-style-form.ts.
 */
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWING_DASHES, DRAWING_TEXT_MAX, DRAWING_WIDTHS, FIB_LEVELS_MAX } from '../../../contract/drawings';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Select } from '../../ui/input/Select';
import { DrawingGlyph } from './DrawingGlyph';
import { FormDialog } from './FormDialog';
import {
  addLevel,
  canAddLevel,
  defaultLevelsForm,
  DRAWING_PALETTE,
  readStyleForm,
  removeLevel,
  STYLE_FIELDS,
  styleForm,
  type ExtendSide,
  type LevelForm,
  type StyleForm,
  type StyleProblem,
} from './rules/drawing-style-form';
import './drawings.css';

type StyleProps = DialogComponentProps<DialogPropsMap['chartDrawingStyle']>;

export function DrawingStyleDialog(props: StyleProps) {
  // Another drawing's style opened over this one takes its place with a form of its own.
  return <DrawingStyle key={props.drawing.id} {...props} />;
}

function problemText(t: TFunction, problem: StyleProblem): string {
  if (problem.field === 'level') return t('chart.drawings.style.problems.levelNotNumber');
  return problem.kind === 'tooLong'
    ? t('chart.drawings.style.problems.textTooLong', { max: DRAWING_TEXT_MAX })
    : t('chart.drawings.style.problems.textEmpty');
}

function DrawingStyle({ drawing, onApply, layer, active, close }: StyleProps) {
  const { t } = useTranslation();
  const fields = STYLE_FIELDS[drawing.tool];
  const [form, setForm] = useState<StyleForm>(() => styleForm(drawing));
  const [problems, setProblems] = useState<readonly StyleProblem[]>([]);
  /** OK pressed and refused this many times: each time the first field with a problem takes the focus. */
  const [refusals, setRefusals] = useState(0);

  const change = (part: Partial<StyleForm>) => setForm((previous) => ({ ...previous, ...part }));
  const setLevels = (levels: readonly LevelForm[]) => {
    change({ levels });
    // The rows' places change: their problems would stand beside other rows.
    setProblems((previous) => previous.filter((problem) => problem.field !== 'level'));
  };

  const ok = () => {
    const read = readStyleForm(drawing.tool, drawing.style, form);
    if (!read.ok) {
      setProblems(read.problems);
      setRefusals((count) => count + 1);
      return;
    }
    onApply(read.style);
    close();
  };

  const textProblem = problems.find((problem) => problem.field === 'text');
  const toolName = t(`chart.drawings.tools.${drawing.tool}`);

  return (
    <FormDialog
      name="chartDrawingStyle"
      layer={layer}
      active={active}
      close={close}
      closeLabel={t('common.close')}
      title={t('chart.drawings.style.title', { tool: toolName })}
      className="td-drawing-style"
      cancelLabel={t('chart.drawings.style.cancel')}
      okLabel={t('chart.drawings.style.ok')}
      refusals={refusals}
      onSubmit={ok}
    >
      <div className="td-drawing-style__part">
        <ColourField
          label={t('chart.drawings.style.colour')}
          value={form.color}
          original={drawing.style.color}
          onChange={(color) => change({ color })}
        />
      </div>
      {fields.line && (
        <div className="td-drawing-style__part">
          <Select
            label={t('chart.drawings.style.width')}
            options={DRAWING_WIDTHS.map((width) => ({
              key: String(width),
              value: width,
              title: t('chart.drawings.style.widthPx', { width }),
            }))}
            value={form.width}
            onChange={(width) => change({ width })}
          />
          <Select
            label={t('chart.drawings.style.dash')}
            options={DRAWING_DASHES.map((dash) => ({
              key: dash,
              value: dash,
              title: t(`chart.drawings.style.dashes.${dash}`),
            }))}
            value={form.dash}
            onChange={(dash) => change({ dash })}
          />
        </div>
      )}
      {fields.extend && (
        <div className="td-drawing-style__part">
          <ExtendField
            side={fields.extend.left}
            label={t('chart.drawings.style.extendLeft')}
            checked={form.extendLeft}
            onChange={(extendLeft) => change({ extendLeft })}
          />
          <ExtendField
            side={fields.extend.right}
            label={t('chart.drawings.style.extendRight')}
            checked={form.extendRight}
            onChange={(extendRight) => change({ extendRight })}
          />
        </div>
      )}
      {fields.fill && (
        <div className="td-drawing-style__part">
          {fields.fill.toggle && (
            <label className="td-drawing-style__field">
              <input
                type="checkbox"
                checked={form.fillOn}
                onChange={(event) => change({ fillOn: event.target.checked })}
              />
              {t('chart.drawings.style.fill')}
            </label>
          )}
          {fields.fill.colour && (
            <ColourField
              label={t('chart.drawings.style.fillColour')}
              value={form.fillColor}
              original={drawing.style.fill ?? drawing.style.color}
              disabled={fields.fill.toggle && !form.fillOn}
              onChange={(fillColor) => change({ fillColor })}
            />
          )}
        </div>
      )}
      {fields.text && (
        <TextField
          kind={fields.text}
          text={form.text}
          problem={textProblem ? problemText(t, textProblem) : undefined}
          onChange={(text) => {
            change({ text });
            setProblems((previous) => previous.filter((problem) => problem.field !== 'text'));
          }}
        />
      )}
      {fields.levels && <LevelsField levels={form.levels} problems={problems} onChange={setLevels} />}
    </FormDialog>
  );
}

interface ColourFieldProps {
  label: string;
  value: string;
  /** The drawing's colour when the dialog opened: a swatch of its own when the palette lacks it. */
  original: string;
  disabled?: boolean;
  onChange(color: string): void;
}

/** The palette's swatches as a radio group (arrows move and choose), and any other colour by the browser's picker. */
function ColourField({ label, value, original, disabled = false, onChange }: ColourFieldProps) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = value.toLowerCase();
  const swatches: { color: string; label: string }[] = DRAWING_PALETTE.map((swatch) => ({
    color: swatch.color,
    label: t(`chart.drawings.style.colours.${swatch.name}`),
  }));
  for (const own of new Set([original.toLowerCase(), chosen]))
    if (!swatches.some((swatch) => swatch.color === own))
      swatches.push({ color: own, label: t('chart.drawings.style.currentColour', { color: own }) });
  return (
    <div className="td-drawing-style__whole">
      <p className="td-drawing-style__caption" aria-hidden="true">
        {label}
      </p>
      <div className="td-drawing-style__field">
        <div role="radiogroup" aria-label={label} className="td-drawing-style__swatches">
          {swatches.map((swatch) => (
            <input
              key={swatch.color}
              type="radio"
              className="td-drawing-style__swatch"
              style={{ background: swatch.color }}
              name={name}
              value={swatch.color}
              aria-label={swatch.label}
              title={swatch.label}
              checked={swatch.color === chosen}
              disabled={disabled}
              onChange={() => onChange(swatch.color)}
            />
          ))}
        </div>
        <input
          type="color"
          className="td-drawing-style__colour"
          aria-label={t('chart.drawings.style.customColour', { field: label })}
          title={t('chart.drawings.style.customColour', { field: label })}
          value={chosen}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
      </div>
    </div>
  );
}

interface ExtendFieldProps {
  side: ExtendSide;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A side the member chooses; one the tool always extends, shown ticked and fixed; one it never does, not at all. */
function ExtendField({ side, label, checked, onChange }: ExtendFieldProps) {
  if (side === 'never') return null;
  return (
    <label className="td-drawing-style__field">
      <input
        type="checkbox"
        checked={side === 'always' || checked}
        disabled={side === 'always'}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

interface TextFieldProps {
  kind: 'label' | 'note';
  text: string;
  problem: string | undefined;
  onChange(text: string): void;
}

function TextField({ kind, text, problem, onChange }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = {
    id,
    className: 'td-drawing-style__text',
    value: text,
    maxLength: DRAWING_TEXT_MAX,
    'aria-invalid': problem !== undefined,
    'aria-describedby': `${id}-count${problem ? ` ${id}-problem` : ''}`,
  };
  return (
    <div className="td-drawing-style__whole">
      <label htmlFor={id} className="td-drawing-style__caption">
        {t(`chart.drawings.style.${kind}`)}
      </label>
      {kind === 'note' ? (
        <textarea {...field} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type="text" {...field} onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${id}-count`} className="td-drawing-style__counter">
        {t('chart.drawings.style.textCount', { count: text.length, max: DRAWING_TEXT_MAX })}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="td-drawing-style__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

interface LevelsFieldProps {
  levels: readonly LevelForm[];
  problems: readonly StyleProblem[];
  onChange(levels: readonly LevelForm[]): void;
}

function LevelsField({ levels, problems, onChange }: LevelsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  /** A level was added: its value field takes the focus once it is drawn. */
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (added > 0) listRef.current?.querySelector<HTMLElement>('li:last-child input[type="text"]')?.focus();
  }, [added]);

  const setLevel = (index: number, part: Partial<LevelForm>) =>
    onChange(levels.map((level, at) => (at === index ? { ...level, ...part } : level)));

  return (
    <fieldset className="td-drawing-style__part" aria-describedby={`${id}-count`}>
      <legend>{t('chart.drawings.style.levels')}</legend>
      <ul ref={listRef} className="td-drawing-style__levels td-drawing-style__whole" role="list">
        {levels.map((level, index) => {
          const n = index + 1;
          const problem = problems.find((each) => each.field === 'level' && each.index === index);
          return (
            <li key={index} className="td-drawing-style__level">
              <input
                type="checkbox"
                checked={level.visible}
                aria-label={t('chart.drawings.style.levelShown', { n })}
                onChange={(event) => setLevel(index, { visible: event.target.checked })}
              />
              <input
                type="text"
                inputMode="decimal"
                className="td-drawing-style__value"
                value={level.value}
                aria-label={t('chart.drawings.style.levelValue', { n })}
                aria-invalid={problem !== undefined}
                aria-describedby={problem ? `${id}-problem-${index}` : undefined}
                onChange={(event) => setLevel(index, { value: event.target.value })}
              />
              <input
                type="color"
                className="td-drawing-style__colour"
                value={level.color.toLowerCase()}
                aria-label={t('chart.drawings.style.levelColour', { n })}
                onChange={(event) => setLevel(index, { color: event.target.value.toLowerCase() })}
              />
              <button
                type="button"
                className="td-drawing-style__remove"
                aria-label={t('chart.drawings.style.removeLevel', { n })}
                title={t('chart.drawings.style.removeLevel', { n })}
                onClick={() => onChange(removeLevel(levels, index))}
              >
                <DrawingGlyph name="close" />
              </button>
              {problem && (
                <p id={`${id}-problem-${index}`} className="td-drawing-style__problem" role="alert">
                  {problemText(t, problem)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="td-drawing-style__level-tools td-drawing-style__whole">
        <button
          type="button"
          className="td-button"
          disabled={!canAddLevel(levels)}
          onClick={() => {
            onChange(addLevel(levels));
            setAdded((count) => count + 1);
          }}
        >
          {t('chart.drawings.style.addLevel')}
        </button>
        <button type="button" className="td-button" onClick={() => onChange(defaultLevelsForm())}>
          {t('chart.drawings.style.defaultLevels')}
        </button>
      </div>
      <p id={`${id}-count`} className="td-drawing-style__hint td-drawing-style__whole">
        {t('chart.drawings.style.levelsCount', { count: levels.length, max: FIB_LEVELS_MAX })}
      </p>
    </fieldset>
  );
}
