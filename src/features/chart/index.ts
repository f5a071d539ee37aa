/** The price chart feature's door: the chart panel (workspace panel, popup page, full screen). */
export { ChartPanel, type ChartPanelProps } from './ChartPanel';
export { chartDialogs } from './dialogs';
