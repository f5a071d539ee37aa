/**
 * Opening the chart's dialogs (their rows are in dialogs.ts): the forecast terms, the forecast guide,
 * the reset confirmation, the order lines' move and cancel confirmations, the indicator picker (and its
 * template replace confirmation), an indicator's settings, the compare picker, and the drawings' style,
 * shortcuts' help and delete-all confirmation. Also the once-a-day forecast tip's cookie and the visit's
 * mark that the terms had their entry.
 */
import { isDialogOpen, openDialog, type DialogPropsMap } from '../../shell';
import { chartSettings } from './chart-settings-store';
import { forecastTipCookie, forecastTipSeen } from './rules/chart-forecast';

/**
 * Opens the forecast terms unless they are open already (false then): the window's charts share one.
 * Agree and Continue stores the agreement, then runs `onAgree`.
 */
export function openForecastTerms(onAgree: () => void): boolean {
  if (isDialogOpen('forecastTerms')) return false;
  openDialog({
    type: 'forecastTerms',
    props: {
      onAgree: () => {
        chartSettings.forecastTermsAgreed = true;
        onAgree();
      },
    },
  });
  return true;
}

export function openForecastGuide(props: DialogPropsMap['forecastGuide']): void {
  openDialog({ type: 'forecastGuide', props });
}

export function openResetConfirm(onReset: () => void): void {
  openDialog({ type: 'chartReset', props: { onReset } });
}

/** True for the first chart to ask today; sets the cookie that lasts until next midnight. */
export function claimForecastTip(): boolean {
  if (forecastTipSeen(document.cookie)) return false;
  document.cookie = forecastTipCookie(new Date());
  return true;
}

/** The tab's session storage key marking that this visit has entered the order page's chart. */
export const TERMS_VISIT_KEY = 'tradedeck.chart.forecastTermsVisit';

/**
 * True for the visit's first chart on the order page (an entry, chart spec §4 Forecast); marks the visit so
 * that a chart mounted again in it (back from login) is a return. Without session storage every chart is
 * an entry, as the spec's rule alone would have it.
 */
export function claimTermsEntry(): boolean {
  try {
    if (sessionStorage.getItem(TERMS_VISIT_KEY) !== null) return false;
    sessionStorage.setItem(TERMS_VISIT_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): fall back to the spec's rule.
  }
  return true;
}

export function openMoveOrderConfirm(props: DialogPropsMap['chartMoveOrder']): void {
  openDialog({ type: 'chartMoveOrder', props });
}

export function openCancelOrderConfirm(props: DialogPropsMap['chartCancelOrder']): void {
  openDialog({ type: 'chartCancelOrder', props });
}

/**
 * Opens the indicator picker, or updates the open one in place: open it again with the chart's new set
 * after each change, so that it counts what the chart holds (until then it counts its own adds).
 */
export function openIndicatorPicker(props: DialogPropsMap['chartIndicatorPicker']): void {
  openDialog({ type: 'chartIndicatorPicker', props });
}

export function openReplaceTemplateConfirm(props: DialogPropsMap['chartReplaceTemplate']): void {
  openDialog({ type: 'chartReplaceTemplate', props });
}

/** Opens an indicator's settings; another indicator's, opened meanwhile, take their place. */
export function openIndicatorSettings(props: DialogPropsMap['chartIndicatorSettings']): void {
  openDialog({ type: 'chartIndicatorSettings', props });
}

/** Opens the compare picker, or updates the open one in place (open it again with the new list after each change). */
export function openComparePicker(props: DialogPropsMap['chartCompare']): void {
  openDialog({ type: 'chartCompare', props });
}

/** Opens a drawing's style; another drawing's, opened meanwhile, takes its place. */
export function openDrawingStyle(props: DialogPropsMap['chartDrawingStyle']): void {
  openDialog({ type: 'chartDrawingStyle', props });
}

export function openDrawingShortcuts(): void {
  openDialog({ type: 'chartDrawingShortcuts', props: {} });
}

export function openDeleteAllDrawings(props: DialogPropsMap['chartDeleteAllDrawings']): void {
  openDialog({ type: 'chartDeleteAllDrawings', props });
}
