/**
 * The chart's light door, for the app frame that every page loads (index.ts re-exports it): the dialog
 * table, the chart's theme setting (the chart popup's page follows it), the prefetch a page whose
 * route names its chart starts, and the offer at login to save a guest's drawings. Nothing here loads the panel, Pixi or the worker.
 */
export { chartDialogs } from './dialogs';
export { useChartTheme } from './chart-settings-store';
export { prefetchChart, startChartEarly } from './prefetch';
export { offerGuestDrawingsAtLogin } from './guest-drawings-login';
