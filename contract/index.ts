/**
 * The contract between the app and the exchange (the embedded simulator, or any exchange speaking the
 * same protocol), imported by the app, the workers and the simulator alike. Each file holds one part;
 * this door re-exports them all.
 */
export * from './envelope';
export * from './rest';
export * from './payloads';
export * from './sms';
export * from './trade-password';
export * from './queue';
export * from './admin';
export * from './markets';
export * from './price-ticks';
export * from './market-source';
export * from './intervals';
export * from './socket';
export * from './price-flash';
export * from './responses';
export * from './trading';
export * from './order-options';
export * from './book-walk';
export * from './algo-orders';
export * from './algo-calls';
export * from './plus-buy';
export * from './plus-buy-loan';
export * from './credit-status';
export * from './shell';
export * from './widgets';
export * from './member-join';
export * from './inout';
export * from './inout-states';
export * from './inout-requests';
export * from './inout-errors';
export * from './terms';
export * from './blocks';
export * from './open-api';
export * from './texts';
export * from './drawings';
export * from './drawing-rules';
export * from './json-bytes';
export * from './drawing-calls';
export * from './drawing-crossing';
export * from './alerts';
export * from './alert-rules';
export * from './alert-calls';
export * from './notifications';
export * from './notification-calls';
export * from './notification-texts';
