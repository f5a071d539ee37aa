/**
 * The preset quantity of the hotkeys' and one-click orders, per market: an amount in the market's currency
 * (KRW 10,000) or a coin quantity (0.001); kept in localStorage per member, versioned, a damaged
 * market's preset reading as its default.
 */
import { z } from 'zod';
import { lazySchema } from '../../../../contract/lazy-schema';
import { MARKET_SYMBOLS, type MarketSymbol } from '../../../../contract/markets';
import { floorTo, QUANTITY_DECIMALS, TRADING_RULES } from '../../../../contract/trading';

export type PresetKind = 'amount' | 'quantity';

export interface Preset {
  kind: PresetKind;
  value: number;
}

export type Presets = Record<MarketSymbol, Preset>;

export const PRESETS_VERSION = 1;

export function presetsStorageKey(memNo: number | undefined): string {
  return `tradedeck.hotkey-presets.v${PRESETS_VERSION}.${memNo ?? 'guest'}`;
}

/** Twice the market's minimum order: a first hotkey order passes the minimum with room for the price to move. */
export function defaultPresets(): Presets {
  return Object.fromEntries(
    MARKET_SYMBOLS.map((market) => [
      market,
      { kind: 'amount', value: TRADING_RULES[market].minOrderAmount * 2 },
    ]),
  ) as Presets;
}

const presetSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['amount', 'quantity']),
    value: z.number().finite().positive(),
  }),
);

/** The stored text (null: none) → the presets; a damaged market's preset reads as its default. */
export function parsePresets(raw: string | null): Presets {
  const defaults = defaultPresets();
  let json: unknown;
  try {
    json = raw === null ? null : JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof json !== 'object' || json === null) return defaults;
  const { version, presets } = json as Record<string, unknown>;
  if (version !== PRESETS_VERSION || typeof presets !== 'object' || presets === null) return defaults;
  const stored = presets as Record<string, unknown>;
  return Object.fromEntries(
    MARKET_SYMBOLS.map((market) => {
      const parsed = presetSchema.safeParse(stored[market]);
      return [market, parsed.success ? parsed.data : defaults[market]];
    }),
  ) as Presets;
}

export function serializePresets(presets: Presets): string {
  return JSON.stringify({ version: PRESETS_VERSION, presets });
}

/** Why a typed preset value cannot be kept, or null: a positive number, within the order's decimals. */
export function presetValueProblem(
  kind: PresetKind,
  market: MarketSymbol,
  text: string,
): 'notPositive' | 'decimals' | null {
  const value = Number(text.replaceAll(',', '').trim());
  if (!(text.trim() !== '' && Number.isFinite(value) && value > 0)) return 'notPositive';
  const decimals = kind === 'amount' ? TRADING_RULES[market].quoteDecimals : QUANTITY_DECIMALS;
  return floorTo(value, decimals) === value ? null : 'decimals';
}

/** The coin quantity a preset buys or sells at `price` (an amount floored to the order's decimals). */
export function presetQuantity(preset: Preset, price: number): number {
  if (preset.kind === 'quantity') return preset.value;
  return price > 0 ? floorTo(preset.value / price, QUANTITY_DECIMALS) : 0;
}
