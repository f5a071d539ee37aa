/** The coin list feature's door: the trade screen's coin list panel. */
export { CoinListPanel, type CoinListPanelProps } from './CoinListPanel';
export { coinListDialogs } from './dialogs';
