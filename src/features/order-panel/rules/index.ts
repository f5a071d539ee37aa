/**
 * Pure rules of the order panel, without React: the form and its linked fields (order-form.ts), the
 * balances, summary and trading state around it (order-summary.ts), sending (order-submit.ts), and the
 * Plus buy mode (plus-buy.ts).
 */
export * from './order-form';
export * from './order-summary';
export * from './order-submit';
export * from './plus-buy';
