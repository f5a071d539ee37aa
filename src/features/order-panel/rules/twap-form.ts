/**
 * The TWAP form (contract/algo-orders.ts): what was typed (a sell's total quantity or a buy's total amount
 * before fee, the duration as a preset or a number and unit, the slice interval in seconds, the slice
 * type, an optional price limit for best-price slices, an optional randomisation) into the request, the
 * interval's bounds for the chosen duration, the plan's preview ("N slices of about X every Y, ends at
 * HH:mm") and the contract's twapProblem before sending.
 */
import {
  TWAP,
  TWAP_PROBLEMS,
  twapProblem,
  twapSliceCount,
  type TwapChildType,
  type TwapParams,
  type TwapProblem,
} from '../../../../contract/algo-orders';
import type { CoinKey, MarketSymbol } from '../../../../contract/markets';
import type { OrderSide } from '../../../../contract/trading';

export const TWAP_DURATION_PRESETS = ['10m', '30m', '1h', '4h', 'custom'] as const;
export type TwapDurationPreset = (typeof TWAP_DURATION_PRESETS)[number];
export const TWAP_DURATION_UNITS = ['m', 'h'] as const;
export type TwapDurationUnit = (typeof TWAP_DURATION_UNITS)[number];

const UNIT_MS: Record<TwapDurationUnit, number> = { m: 60_000, h: 3_600_000 };
const PRESET_MS: Record<Exclude<TwapDurationPreset, 'custom'>, number> = {
  '10m': 10 * 60_000,
  '30m': 30 * 60_000,
  '1h': 3_600_000,
  '4h': 4 * 3_600_000,
};

export interface TwapForm {
  /** A sell's total quantity, a buy's total amount before fee, as typed. */
  total: string;
  preset: TwapDurationPreset;
  customDuration: string;
  customUnit: TwapDurationUnit;
  /** Seconds between slices. */
  intervalSec: string;
  childType: TwapChildType;
  /** Best-price slices only; empty for none. */
  priceLimit: string;
  /** Empty or 0 for none. */
  randomPct: string;
}

/** A new TWAP: 10 minutes, a slice a minute, best-price IOC slices, no limit, no randomisation. */
export function emptyTwapForm(): TwapForm {
  return {
    total: '',
    preset: '10m',
    customDuration: '',
    customUnit: 'm',
    intervalSec: '60',
    childType: 'best',
    priceLimit: '',
    randomPct: '',
  };
}

/** The duration chosen, in ms; undefined while a custom one is not a positive number. */
export function twapDurationMs(form: Pick<TwapForm, 'preset' | 'customDuration' | 'customUnit'>) {
  if (form.preset !== 'custom') return PRESET_MS[form.preset];
  const value = Number(form.customDuration);
  return form.customDuration.trim() !== '' && value > 0
    ? Math.round(value * UNIT_MS[form.customUnit])
    : undefined;
}

/** The interval's bounds for a duration (the contract's): at least 30 s and duration / 1,440, at most half. */
export function twapIntervalBounds(durationMs: number): { minMs: number; maxMs: number } {
  const minMs = Math.ceil(Math.max(TWAP.minIntervalMs, durationMs / TWAP.maxSlices) / 1000) * 1000;
  const maxMs = Math.floor(durationMs / TWAP.minSlices / 1000) * 1000;
  return { minMs, maxMs };
}

/** What the panel itself refuses before the contract's rules: the duration and the typed numbers. */
export type TwapFormProblem = 'durationOutOfRange' | 'randomOutOfRange' | 'priceLimitInvalid';

export type TwapCheck =
  | { kind: 'incomplete' }
  | { kind: 'form'; problem: TwapFormProblem }
  | { kind: 'problem'; problem: TwapProblem; params: TwapParams }
  | { kind: 'ready'; params: TwapParams; plan: TwapPlan };

export interface TwapPlan {
  slices: number;
  /** Each slice's share of the total, before randomisation. */
  share: number;
  intervalMs: number;
  /** ms since the epoch when the last slice is due (the first is at once). */
  endsAt: number;
}

function positive(text: string): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The form checked: incomplete, the panel's own problem, the contract's twapProblem (at `lastPrice`), or
 * the request with its plan from `nowMs`.
 */
export function checkTwap(
  form: TwapForm,
  context: { side: OrderSide; key: CoinKey; market: MarketSymbol; lastPrice: number; nowMs: number },
): TwapCheck {
  const total = positive(form.total);
  const durationMs = twapDurationMs(form);
  const intervalSec = Number(form.intervalSec);
  if (total === undefined || durationMs === undefined || !Number.isInteger(intervalSec) || intervalSec <= 0)
    return { kind: 'incomplete' };
  if (durationMs < TWAP.minDurationMs || durationMs > TWAP.maxDurationMs)
    return { kind: 'form', problem: 'durationOutOfRange' };
  const randomPct = form.randomPct.trim() === '' ? 0 : Number(form.randomPct);
  if (!Number.isInteger(randomPct) || randomPct < 0 || randomPct > TWAP.maxRandomPct)
    return { kind: 'form', problem: 'randomOutOfRange' };
  const priceLimit =
    form.childType === 'best' && form.priceLimit.trim() !== '' ? positive(form.priceLimit) : undefined;
  if (form.childType === 'best' && form.priceLimit.trim() !== '' && priceLimit === undefined)
    return { kind: 'form', problem: 'priceLimitInvalid' };
  const intervalMs = intervalSec * 1000;
  const params: TwapParams = {
    key: context.key,
    side: context.side,
    childType: form.childType,
    ...(context.side === 'sell' ? { quantity: total } : { amount: total }),
    durationMs,
    intervalMs,
    ...(priceLimit !== undefined ? { priceLimit } : {}),
    randomPct,
  };
  const problem = twapProblem(params, context.market, context.lastPrice);
  if (problem) return { kind: 'problem', problem, params };
  const slices = twapSliceCount(durationMs, intervalMs);
  return {
    kind: 'ready',
    params,
    plan: { slices, share: total / slices, intervalMs, endsAt: context.nowMs + (slices - 1) * intervalMs },
  };
}

/** The problem a TWAP_INVALID refusal carries in its data (`{ problem }`), if it is one. */
export function refusedTwapProblem(data: unknown): TwapProblem | undefined {
  const problem = (data as { problem?: unknown } | null)?.problem;
  return (TWAP_PROBLEMS as readonly unknown[]).includes(problem) ? (problem as TwapProblem) : undefined;
}
