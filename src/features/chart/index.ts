/**
 * The price chart feature's door: the chart panel (workspace panel, popup page, full screen), its dialogs,
 * and the chart's theme setting (the chart popup's page follows it). An order placed reaches its charts as
 * the shell's orderPlaced intent.
 */
export { ChartPanel, type ChartPanelProps } from './ChartPanel';
export { chartDialogs, useChartTheme } from './frame';
