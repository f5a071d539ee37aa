/**
 * The Objects list (TradingView's object tree): the chart's drawings as a DOM list over the chart's right
 * side, for the keyboard and screen readers as much as the pointer — the newest first, each its tool's
 * name and its anchors as text (KST times, the market's prices: rules/drawing-objects.ts), selectable
 * (a click on the row, or Enter on its name; the selected row is aria-current), with Hide and Lock toggles,
 * Style…, Add alert (a line an alert may be set on) and Delete. Every action goes to the chart through the props.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_TOOLS } from '../../../contract/drawing-crossing';
import type { Drawing } from '../../../contract/drawings';
import type { PriceTicks } from '../../../contract/price-ticks';
import { DrawingGlyph } from './DrawingGlyph';
import { anchorTexts, objectRows, type AnchorText } from './rules/drawing-objects';
import './drawings.css';

export interface ChartObjectsListProps {
  drawings: readonly Drawing[];
  selected: string | null;
  /** The coin's price steps on the window's source (the anchors' prices). */
  ticks: PriceTicks;
  select(id: string): void;
  setHidden(id: string, hidden: boolean): void;
  setLocked(id: string, locked: boolean): void;
  editStyle(id: string): void;
  /**
   * Add an alert on the drawing's line (a drawing alert, line 0; the dialog offers a channel's second
   * edge): offered on the tools an alert may be set on (ALERT_TOOLS), for a member's chart only.
   */
  addAlert?(id: string): void;
  remove(id: string): void;
  close(): void;
}

export function ChartObjectsList(props: ChartObjectsListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="td-drawing-objects" aria-labelledby={headingId}>
      <div className="td-drawing-objects__head">
        <h2 id={headingId} className="td-drawing-objects__title">
          {t('chart.drawings.objects')}
        </h2>
        <button
          type="button"
          className="td-drawing-objects__action"
          aria-label={t('chart.drawings.objectsList.close')}
          title={t('chart.drawings.objectsList.close')}
          onClick={props.close}
        >
          <DrawingGlyph name="close" />
        </button>
      </div>
      <ul className="td-drawing-objects__list" role="list" aria-label={t('chart.drawings.objects')}>
        {objectRows(props.drawings).map((drawing) => (
          <ObjectRow key={drawing.id} drawing={drawing} {...props} />
        ))}
      </ul>
      {props.drawings.length === 0 && (
        <p className="td-drawing-objects__empty">{t('chart.drawings.objectsList.empty')}</p>
      )}
    </section>
  );
}

type ObjectRowProps = ChartObjectsListProps & { drawing: Drawing };

function ObjectRow({ drawing, selected, ticks, ...actions }: ObjectRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const { id } = drawing;
  const anchorText = ({ time, price }: AnchorText) =>
    time !== null && price !== null
      ? t('chart.drawings.objectsList.anchor', { time, price })
      : (time ?? price ?? '');
  const anchors = anchorTexts(drawing, ticks).map(anchorText).join(' → ');
  // The actions' buttons are described by the row's name, so that "Hide" says which drawing it hides.
  const action = {
    className: 'td-drawing-objects__action',
    type: 'button' as const,
    'aria-describedby': nameId,
  };
  return (
    <li
      className="td-drawing-objects__row"
      aria-current={selected === id ? 'true' : undefined}
      data-hidden={drawing.hidden}
      onClick={(event) => {
        if (!(event.target as Element).closest('.td-drawing-objects__action')) actions.select(id);
      }}
    >
      <button type="button" className="td-drawing-objects__select" id={nameId}>
        <span className="td-drawing-objects__tool">
          <DrawingGlyph name={drawing.tool} />
          <span
            className="td-drawing-objects__swatch"
            style={{ background: drawing.style.color }}
            aria-hidden="true"
          />
          {t(`chart.drawings.tools.${drawing.tool}`)}
        </span>
        <span className="td-drawing-objects__anchors">{anchors}</span>
      </button>
      <button
        {...action}
        aria-label={t('chart.drawings.objectsList.hide')}
        title={t('chart.drawings.objectsList.hide')}
        aria-pressed={drawing.hidden}
        onClick={() => actions.setHidden(id, !drawing.hidden)}
      >
        <DrawingGlyph name="hide" />
      </button>
      <button
        {...action}
        aria-label={t('chart.drawings.objectsList.lock')}
        title={t('chart.drawings.objectsList.lock')}
        aria-pressed={drawing.locked}
        onClick={() => actions.setLocked(id, !drawing.locked)}
      >
        <DrawingGlyph name="lock" />
      </button>
      <button
        {...action}
        aria-label={t('chart.drawings.objectsList.style')}
        title={t('chart.drawings.objectsList.style')}
        aria-haspopup="dialog"
        onClick={() => actions.editStyle(id)}
      >
        <DrawingGlyph name="style" />
      </button>
      {actions.addAlert && ALERT_TOOLS.includes(drawing.tool) && (
        <button
          {...action}
          aria-label={t('alerts.chart.addOnDrawing')}
          title={t('alerts.chart.addOnDrawing')}
          aria-haspopup="dialog"
          onClick={() => actions.addAlert?.(id)}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true">
            <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5v3L2 11.5h12L12.5 9V6A4.5 4.5 0 0 0 8 1.5Zm-1.75 11a1.75 1.75 0 0 0 3.5 0Z" />
          </svg>
        </button>
      )}
      <button
        {...action}
        aria-label={t('chart.drawings.objectsList.delete')}
        title={t('chart.drawings.objectsList.delete')}
        onClick={() => actions.remove(id)}
      >
        <DrawingGlyph name="delete" />
      </button>
    </li>
  );
}
