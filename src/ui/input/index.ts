/**
 * The shared input blocks (chart spec §2–§5, §9): Input with the validators of src/lib/validators.ts,
 * TradeNumberInput (Input with a +/- stepper), Select and DatePicker. Each also exports from its own file.
 */
export * from './Input';
export * from './TradeNumberInput';
export * from './Select';
export * from './DatePicker';
