/**
 * The chart's dialogs, all alert dialogs of the shell's registry: the forecast terms (Close / Agree and
 * Continue), the forecast guide and the reset confirmation (No / Reset). Also the once-a-day forecast
 * tip's cookie.
 */
import type { TFunction } from 'i18next';
import { dialogState, openDialog } from '../../shell';
import { chartSettings } from './chart-settings-store';
import { forecastTipCookie, forecastTipSeen } from './rules/chart-forecast';

/** The terms dialog of the window, while open: the window's charts share one. */
let termsDialogId: number | null = null;

/**
 * Opens the forecast terms unless they are open already (false then). Agree and Continue stores the
 * agreement, then runs `onAgree`.
 */
export function openForecastTerms(t: TFunction, onAgree: () => void): boolean {
  if (termsDialogId !== null && dialogState.entries.some((entry) => entry.id === termsDialogId)) return false;
  termsDialogId = openDialog({
    type: 'alert',
    props: {
      title: t('forecast.termsTitle'),
      message: t('forecast.terms'),
      modalBtn: t('forecast.termsAgree'),
      modalBtn1: t('forecast.termsClose'),
      closeCb: (reason) => {
        termsDialogId = null;
        if (reason !== 'modalBtn') return;
        chartSettings.forecastTermsAgreed = true;
        onAgree();
      },
    },
  });
  return true;
}

export function openForecastGuide(t: TFunction): void {
  openDialog({ type: 'alert', props: { title: t('forecast.guideTitle'), message: t('forecast.guide') } });
}

export function openResetConfirm(t: TFunction, onReset: () => void): void {
  openDialog({
    type: 'alert',
    props: {
      title: t('chart.reset'),
      message: t('chart.resetConfirm'),
      modalBtn: t('chart.resetYes'),
      modalBtn1: t('chart.resetNo'),
      closeCb: (reason) => {
        if (reason === 'modalBtn') onReset();
      },
    },
  });
}

/** True for the first chart to ask today; sets the cookie that lasts until next midnight. */
export function claimForecastTip(): boolean {
  if (forecastTipSeen(document.cookie)) return false;
  document.cookie = forecastTipCookie(new Date());
  return true;
}
