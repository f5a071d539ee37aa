/**
 * How much JavaScript a first visit to each chart page may load (workers included, each built file
 * gzipped at level 9, counted at the server: page-requests.ts). Bytes are deterministic, unlike time, so
 * `npm test` holds the budget (tests/e2e/page-budget.spec.ts) and `npm run bench` reports the figure
 * beside the lightweight-charts page and the target.
 *
 * `target` is where a page must get to (the first-frame work: the popup as light as a plain chart page
 * allows, the trade page with its panels); `budget` is what it weighs now, so that nothing grows it
 * unseen: raise it only with the reason in the commit, lower it as code leaves the page, and it meets the
 * target when the page does.
 */
export interface PageBudget {
  /** The page's address on the simulator (the coin every bench and test opens). */
  path: string;
  name: string;
  /** gzip bytes the page must come down to. */
  target: number;
  /** gzip bytes `npm test` lets it load today. */
  budget: number;
}

export const PAGE_BUDGETS = {
  popup: { path: '/trade/chart/BTC-KRW', name: 'chart popup', target: 150_000, budget: 343_800 },
  trade: { path: '/trade/order/BTC-KRW', name: 'trade page', target: 300_000, budget: 479_800 },
} as const satisfies Record<string, PageBudget>;
