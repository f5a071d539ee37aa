/**
 * The words of the drawings' measures (bars and time spans: "25 bars, 1d 2h", "25봉, 1일 2시간") in the
 * page's language, for the chart model (ChartModel.setDrawingTexts): the render layer has no i18n.
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';
import type { DrawingTexts } from '../../render/chart/drawing-tools';

export function drawingTexts(t: TFunction): DrawingTexts {
  return {
    bars: (count) => t('chart.drawingTexts.bars', { n: formatNumber(count, 0) }),
    days: (count) => t('chart.drawingTexts.days', { n: formatNumber(count, 0) }),
    hours: (count) => t('chart.drawingTexts.hours', { n: count }),
    minutes: (count) => t('chart.drawingTexts.minutes', { n: count }),
  };
}
