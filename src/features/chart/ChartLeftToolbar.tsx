/**
 * The chart's left toolbar (its visibility is the stored "left toolbar hidden" flag): the view commands a
 * keyboard user has as keys, as buttons for the pointer, then the drawing tools.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartController } from './chart-controller';

/** Each button sends the key that does the same (chart-controller's handleKey). */
const COMMANDS = [
  { key: '+', label: 'chart.tools.zoomIn', glyph: '+' },
  { key: '-', label: 'chart.tools.zoomOut', glyph: '−' },
  { key: 'End', label: 'chart.tools.latest', glyph: '⇥' },
  { key: 'R', label: 'chart.tools.resetView', glyph: '⟲' },
] as const;

/** `children`: the drawing tools' section (ChartDrawingToolbar.tsx), under the view commands. */
export function ChartLeftToolbar({
  controller,
  children,
}: {
  controller: ChartController | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="td-chart__left-toolbar"
      role="toolbar"
      aria-label={t('chart.tools.label')}
      aria-orientation="vertical"
    >
      {COMMANDS.map((command) => (
        <button
          key={command.key}
          type="button"
          title={t(command.label)}
          aria-label={t(command.label)}
          disabled={!controller}
          onClick={() => controller?.handleKey(command.key)}
        >
          {command.glyph}
        </button>
      ))}
      {children}
    </div>
  );
}
