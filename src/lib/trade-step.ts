/**
 * Pure rules of the trade numeric input's +/- stepper (chart spec §3, §9): a fixed step adds or
 * subtracts it, a unit price snaps to a multiple of it, a coin's price steps (`ticks`) step by the one at
 * the price, otherwise the value changes by 1. The steps come from contract/price-ticks.ts, the table the
 * exchange trades by; nothing here redefines them.
 */
import { tickDecimals, type PriceTicks } from '../../contract/price-ticks';

export interface PriceUnit {
  unitPrice: number;
  decimals: number;
}

/** Decimals a step or value has as written (0.05 → 2, 1e-8 → 8, 1500 → 0). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - (exponent === undefined ? 0 : Number(exponent)));
}

/** The unit price (the coin's step) and its decimal count at `price`. */
export function priceUnit(ticks: PriceTicks, price: number): PriceUnit {
  const unitPrice = ticks(Math.max(0, price));
  return { unitPrice, decimals: tickDecimals(unitPrice) };
}

export interface StepOptions {
  /** A fixed step: the value moves by exactly this much. */
  step?: number;
  /** The value snaps to multiples of this unit. */
  unitPrice?: number;
  /** The coin's price steps: the one at the price is the unit (KRW by band, BTC in satoshi). */
  ticks?: PriceTicks;
  /** Lower bound; 0 when not given, since prices and amounts are never negative. */
  min?: number;
  max?: number;
}

export interface StepResult {
  value: number;
  decimals: number;
}

/** Tolerance for "already on a multiple" against binary noise (0.3 / 0.1 is 2.9999999999999996). */
const GRID_EPSILON = 1e-9;

function round(value: number, decimals: number): number {
  return Number(value.toFixed(Math.min(20, decimals)));
}

/** The next multiple of `unit` above (direction 1) or below (-1) `value`. */
function snap(value: number, unit: number, direction: 1 | -1): number {
  const units = value / unit;
  const nearest = Math.round(units);
  const onGrid = Math.abs(units - nearest) < GRID_EPSILON;
  const next = onGrid ? nearest + direction : direction === 1 ? Math.ceil(units) : Math.floor(units);
  return next * unit;
}

/** A price step: the tick of the band the price is in, or of the band below when stepping down across it. */
function priceStep(ticks: PriceTicks, value: number, direction: 1 | -1): StepResult {
  const unit = priceUnit(ticks, value);
  let next = snap(value, unit.unitPrice, direction);
  if (direction === -1) {
    const below = priceUnit(ticks, round(next, unit.decimals));
    if (below.unitPrice < unit.unitPrice) next = snap(value, below.unitPrice, -1);
  }
  const landed = priceUnit(ticks, Math.max(0, next));
  const decimals = Math.max(unit.decimals, landed.decimals);
  return { value: round(next, decimals), decimals: landed.decimals };
}

function clamp(result: StepResult, options: StepOptions): StepResult {
  const min = options.min ?? 0;
  if (result.value < min) return { ...result, value: min };
  if (options.max !== undefined && result.value > options.max) return { ...result, value: options.max };
  return result;
}

/** `value` moved one step up (1) or down (-1); a missing or broken value counts as 0. */
export function stepValue(value: number, direction: 1 | -1, options: StepOptions = {}): StepResult {
  const current = Number.isFinite(value) ? value : 0;
  if (options.step !== undefined && options.step > 0) {
    const decimals = Math.max(decimalPlaces(options.step), decimalPlaces(current));
    return clamp({ value: round(current + direction * options.step, decimals), decimals }, options);
  }
  if (options.unitPrice !== undefined && options.unitPrice > 0) {
    const decimals = decimalPlaces(options.unitPrice);
    return clamp({ value: round(snap(current, options.unitPrice, direction), decimals), decimals }, options);
  }
  if (options.ticks !== undefined) return clamp(priceStep(options.ticks, current, direction), options);
  const decimals = decimalPlaces(current);
  return clamp({ value: round(current + direction, decimals), decimals }, options);
}
