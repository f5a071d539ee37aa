/**
 * The chart's dialogs, as rows of the shell's dialog registry: the forecast terms (Close / Agree and
 * Continue), the forecast guide, the reset confirmation (No / Reset) and the countdown's "trading start
 * time changed" notice (chart spec §4). chart-dialogs.ts and countdown/ open them.
 */
import type { DialogTable } from '../../shell';

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    forecastTerms: { onAgree: () => void };
    forecastGuide: Record<string, never>;
    chartReset: { onReset: () => void };
    /** `date`: the new opening time in KST, null while it is not announced. */
    scheduleChanged: { name: string; date: string | null; onClosed: () => void };
  }
}

export const chartDialogs = {
  forecastTerms: {
    title: 'forecast.termsTitle',
    body: 'forecast.terms',
    buttons: [{ label: 'forecast.termsClose' }, { label: 'forecast.termsAgree', press: (p) => p.onAgree() }],
    dismissable: true,
  },
  forecastGuide: {
    title: 'forecast.guideTitle',
    body: 'forecast.guide',
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
    stacks: true,
  },
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
} satisfies DialogTable;
