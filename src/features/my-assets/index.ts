/** The my-assets feature's door: the /assets/my page, and the live prices it values assets with. */
export { MyAssetsPage } from './MyAssetsPage';
export { useLiveValuation, LIVE_REFRESH_MS, type LiveValuation } from './use-live-valuation';
