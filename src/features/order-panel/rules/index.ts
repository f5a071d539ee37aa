/**
 * Pure rules of the order panel, without React: the order kinds as data (order-kinds.ts), the form and its linked fields (order-form.ts), the
 * balances, summary and trading state around it (order-summary.ts), sending (order-submit.ts), what the
 * form says under its fields (order-notice.ts), the order kept across the end of a session
 * (kept-order.ts), the Plus buy mode (plus-buy.ts), and the pre-trade estimate (order-estimate.ts). The
 * parent orders' forms (split-form.ts, twap-form.ts) are not re-exported here: only their forms, loaded
 * when the kind is chosen, import them, so the panel's first load does not carry them.
 */
export * from './order-kinds';
export * from './order-form';
export * from './order-summary';
export * from './order-submit';
export * from './order-notice';
export * from './kept-order';
export * from './plus-buy';
export * from './order-estimate';
