/** The depth chart feature's door: its panel (its drawing code comes by a dynamic import when it mounts). */
export { DepthChartPanel, type DepthChartPanelProps } from './DepthChartPanel';
