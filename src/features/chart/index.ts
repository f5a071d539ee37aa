/**
 * The price chart feature's door: the chart panel (workspace panel, popup page, full screen), and what an
 * order form calls once an order was placed (the charts of that coin refetch their pending lines), and the
 * chart's theme setting (the chart popup's page follows it).
 */
export { ChartPanel, type ChartPanelProps } from './ChartPanel';
export { announceOrderPlaced } from './account-lines';
export { chartDialogs, useChartTheme } from './frame';
