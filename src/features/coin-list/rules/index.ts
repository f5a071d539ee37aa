/**
 * Pure rules of the trade-screen coin list (shell spec §2.1, §3–§6, §9), without React or Pixi: tabs and
 * the closed-market fall-back, sorting with its per-kind memory and the USDT volume swap, My Asset rows,
 * row badges, formats, empty states, where clicks lead, and the 200 ms price flash (search is
 * src/lib/coin-search.ts, which the chart's compare picker shares). The view model (../view-model.ts)
 * and the store (../coin-list-store.ts) build on them; the renderer reads them.
 */
export * from './assets';
export * from './badges';
export * from './empty-state';
export * from './flash';
export * from './formats';
export * from './navigation';
export * from './sorting';
export * from './tabs';
