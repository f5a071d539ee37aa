/**
 * Pure rules of the order panel, without React: the form and its linked fields (order-form.ts), the
 * balances, summary and trading state around it (order-summary.ts), and sending (order-submit.ts).
 */
export * from './order-form';
export * from './order-summary';
export * from './order-submit';
