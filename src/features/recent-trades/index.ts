/** The recent trades feature's door: the recent trades panel. */
export { RecentTradesPanel, type RecentTradesPanelProps } from './RecentTradesPanel';
