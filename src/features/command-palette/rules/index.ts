/** The palette's pure rules. */
export * from './catalogue';
export * from './hotkey';
export * from './match';
export * from './order-grammar';
export * from './recent';
