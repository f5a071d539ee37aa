/**
 * The chart's dialogs, as rows of the shell's dialog registry: the forecast terms (Close / Agree and
 * Continue), the forecast guide with the forecast's record on the chart's coin, the reset confirmation
 * (No / Reset), the countdown's "trading start time changed" notice (chart spec §4), the
 * confirmations of moving and cancelling orders from their lines (Keep / Move, Keep / Cancel order), the
 * indicator picker with its templates and the confirmation of replacing one (Cancel / Replace), an
 * indicator's settings, the compare picker, the drawings' style, shortcuts' help and delete-all
 * confirmation (Keep / Delete), and the offer at login to save a guest's drawings (Keep in this browser /
 * Save to my account). chart-dialogs.ts, guest-drawings-offer.ts and countdown/ open them.
 */
import type { TFunction } from 'i18next';
import { lazy } from 'react';
import type { CandleInterval } from '../../../contract/intervals';
import type { MeasuredSkill } from '../../api/chart-client';
import { withTexts } from '../../i18n';
import type { IndicatorKind } from '../../render/chart/chart-studies';
import type { DialogTable } from '../../shell';
import type { ChartIndicator, ChartIndicators, IndicatorRefusal } from './rules/chart-indicators';
import type { IndicatorSettingsChange } from './rules/indicator-settings-form';
import type { ChartCompare, CompareRefusal } from './rules/chart-compare';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import type { Drawing, DrawingStyle } from '../../../contract/drawings';

// Loaded when first opened: this table is in the app frame of every page, the guide only on a chart's.
const ForecastGuideDialog = lazy(
  withTexts(['chart'], async () => ({
    default: (await import('./ForecastGuideDialog')).ForecastGuideDialog,
  })),
);

// The indicators' dialogs bring the indicator library, their rules and texts: loaded when first opened.
const IndicatorPickerDialog = lazy(
  withTexts(['chart'], async () => ({
    default: (await import('./IndicatorPickerDialog')).IndicatorPickerDialog,
  })),
);
const CompareDialog = lazy(
  withTexts(['chart'], async () => ({
    default: (await import('./CompareDialog')).CompareDialog,
  })),
);
// The drawings' dialogs bring their form's rules: loaded when first opened.
const DrawingStyleDialog = lazy(
  withTexts(['chart'], async () => ({
    default: (await import('./DrawingStyleDialog')).DrawingStyleDialog,
  })),
);
const DrawingShortcutsDialog = lazy(
  withTexts(['chart'], async () => ({
    default: (await import('./DrawingShortcutsDialog')).DrawingShortcutsDialog,
  })),
);
const IndicatorSettingsDialog = lazy(
  withTexts(['chart'], async () => ({
    default: (await import('./IndicatorSettingsDialog')).IndicatorSettingsDialog,
  })),
);

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    forecastTerms: { onAgree: () => void };
    /**
     * The chart's coin as its toolbar names it (BTC/KRW) and its interval; `measured`: the forecast's
     * record on them, null while the forecast has none (off, not computed yet, or not valid here).
     */
    forecastGuide: { symbol: string; interval: CandleInterval; measured: MeasuredSkill | null };
    chartReset: { onReset: () => void };
    /** `date`: the new opening time in KST, null while it is not announced. */
    scheduleChanged: { name: string; date: string | null; onClosed: () => void };
    /** Prices and quantity as shown; `count` orders at `from`, `quantity` their remaining sum. */
    chartMoveOrder: OrderLineDialogProps & {
      from: string;
      to: string;
      onMove: () => void;
      /** Heard on every close, after onMove when Move closed it. */
      onClosed: () => void;
    };
    chartCancelOrder: OrderLineDialogProps & { price: string; onCancelOrders: () => void };
    /**
     * The picker over the chart's set `current` (opened again with the new set after a change, it updates
     * in place). `onAdd`: Enter or a click on a row; the picker stays open. `onApplyTemplate`: a saved
     * template's set as parseIndicators reads it; the picker closes.
     */
    chartIndicatorPicker: {
      current: ChartIndicators;
      onAdd: (kind: IndicatorKind) => void;
      onApplyTemplate: (set: ChartIndicators) => void;
    };
    /** Asked before a template is saved over another of the same name. */
    chartReplaceTemplate: { name: string; onReplace: () => void };
    /**
     * `indicator`'s settings. `onApply`: OK with parameters that pass paramProblem, the lines' choices
     * whole (what differs from the definition; none after Defaults) and whether it is shown; a refusal
     * keeps the dialog open and shows why, null closes it.
     */
    chartIndicatorSettings: {
      indicator: ChartIndicator;
      onApply: (change: IndicatorSettingsChange) => IndicatorRefusal | null;
    };
    /**
     * The coins compared with the chart's coin (opened again with the new list after a change, it updates
     * in place). `onAdd` answers a refusal or null; the picker stays open.
     */
    chartCompare: {
      chartCoin: CoinKey;
      chartMarket: MarketSymbol;
      current: readonly ChartCompare[];
      onAdd: (coin: CoinKey) => CompareRefusal | null;
      onRemove: (coin: CoinKey) => void;
    };
    /**
     * `drawing`'s style, with the fields its tool has (rules/drawing-style-form.ts). `onApply`: OK with a
     * style that passes the form's checks; the dialog closes.
     */
    chartDrawingStyle: { drawing: Drawing; onApply: (style: DrawingStyle) => void };
    /** The drawing shortcuts' help. */
    chartDrawingShortcuts: Record<string, never>;
    /** Asked before the `count` drawings of the chart's coin are deleted. */
    chartDeleteAllDrawings: { count: number; onDelete: () => void };
    /**
     * Offered at a login in this window: the `count` drawings a guest drew in this browser on `coins`
     * (as shown: BTC/KRW), saved to the account by `onSave` (Keep leaves them in the browser).
     */
    chartGuestDrawings: { count: number; coins: readonly string[]; onSave: () => void };
  }
}

interface OrderLineDialogProps {
  side: 'buy' | 'sell';
  quantity: string;
  count: number;
}

/** The confirmation's text values: the side in words. */
function orderValues(t: TFunction, { side, quantity, count }: OrderLineDialogProps) {
  return { side: t(`chart.orderLine.${side}`).toLowerCase(), quantity, count };
}

export const chartDialogs = {
  forecastTerms: {
    title: 'forecast.termsTitle',
    body: 'forecast.terms',
    buttons: [{ label: 'forecast.termsClose' }, { label: 'forecast.termsAgree', press: (p) => p.onAgree() }],
    dismissable: true,
  },
  forecastGuide: { component: ForecastGuideDialog, stacks: true },
  chartReset: {
    title: 'chart.reset',
    body: 'chart.resetConfirm',
    buttons: [{ label: 'chart.resetNo' }, { label: 'chart.resetYes', press: (p) => p.onReset() }],
    dismissable: true,
    stacks: true,
  },
  scheduleChanged: {
    title: 'countdown.changedTitle',
    body: (t, { name, date }) =>
      date === null
        ? t('countdown.changedUnannounced', { name })
        : t('countdown.changedMessage', { name, date }),
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
    onClosed: (p) => p.onClosed(),
    stacks: true,
  },
  chartMoveOrder: {
    title: 'chart.orderLine.moveTitle',
    body: (t, p) =>
      t(p.count > 1 ? 'chart.orderLine.moveConfirmMany' : 'chart.orderLine.moveConfirm', {
        ...orderValues(t, p),
        from: p.from,
        to: p.to,
      }),
    buttons: [{ label: 'chart.orderLine.keep' }, { label: 'chart.orderLine.move', press: (p) => p.onMove() }],
    dismissable: true,
    onClosed: (p) => p.onClosed(),
    stacks: true,
  },
  chartCancelOrder: {
    title: 'chart.orderLine.cancelTitle',
    body: (t, p) =>
      t(p.count > 1 ? 'chart.orderLine.cancelConfirmMany' : 'chart.orderLine.cancelConfirm', {
        ...orderValues(t, p),
        price: p.price,
      }),
    buttons: [
      { label: 'chart.orderLine.keep' },
      { label: 'chart.orderLine.cancelOrders', press: (p) => p.onCancelOrders() },
    ],
    dismissable: true,
    stacks: true,
  },
  chartIndicatorPicker: { component: IndicatorPickerDialog },
  chartReplaceTemplate: {
    title: 'chart.indicators.templates.replaceTitle',
    body: (t, { name }) => t('chart.indicators.templates.replaceConfirm', { name }),
    buttons: [
      { label: 'chart.indicators.templates.replaceNo' },
      { label: 'chart.indicators.templates.replaceYes', press: (p) => p.onReplace() },
    ],
    dismissable: true,
    stacks: true,
  },
  chartIndicatorSettings: { component: IndicatorSettingsDialog },
  chartCompare: { component: CompareDialog },
  chartDrawingStyle: { component: DrawingStyleDialog },
  chartDrawingShortcuts: { component: DrawingShortcutsDialog },
  chartDeleteAllDrawings: {
    title: 'chart.drawings.deleteAll',
    body: (t, { count }) =>
      count === 1 ? t('chart.drawings.deleteAllConfirmOne') : t('chart.drawings.deleteAllConfirm', { count }),
    buttons: [
      { label: 'chart.drawings.deleteAllKeep' },
      { label: 'chart.drawings.deleteAllYes', press: (p) => p.onDelete() },
    ],
    dismissable: true,
    stacks: true,
  },
  chartGuestDrawings: {
    title: 'chart.guestDrawings.title',
    body: (t, { count, coins }) =>
      t(count === 1 ? 'chart.guestDrawings.bodyOne' : 'chart.guestDrawings.body', {
        count,
        coins: coins.join(', '),
      }),
    note: 'chart.guestDrawings.note',
    buttons: [
      { label: 'chart.guestDrawings.keep' },
      { label: 'chart.guestDrawings.save', press: (p) => p.onSave() },
    ],
    dismissable: true,
  },
} satisfies DialogTable;
