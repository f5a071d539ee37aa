/**
 * Number formats of the coin list (shell spec §9). The general formatters live in src/lib/format.ts;
 * these pick decimals by market and by the USDT volume mode (prices: src/lib/price-format.ts).
 */
import { formatNumber, formatSignedNumber, NOT_AVAILABLE } from '../../../lib/format';
import { priceDecimals } from '../../../lib/price-format';
import type { MarketSymbol } from '../../../../contract/markets';
import type { PriceTicks } from '../../../../contract/price-ticks';

/** Which USDT volume the list shows: the product's own (value24H) or the global one (valueBx24H). */
export type UsdtVolumeMode = 'product' | 'global';

/** The change amount with the decimals of the coin's step at its price, signed ("+1,000", "-0.05"). */
export function formatChangeAmount(ticks: PriceTicks, amount: number, price: number): string {
  return formatSignedNumber(amount, priceDecimals(ticks, price));
}

/**
 * Below these the USDT volume keeps 3 decimals. The spec's sentence, "3 decimals if under 1 (USDT) or
 * 10,000, else 0", names two thresholds; read literally as one number under either, the 1 would never
 * matter. Our reading: the thresholds belong to the two volumes of the USDT tab's toggle. The product
 * volume is counted in USDT ("1 (USDT)") and is small on a beta market, so it keeps decimals under 1 USDT;
 * the global volume is far larger and keeps them under 10,000.
 */
export const USDT_VOLUME_DECIMALS_BELOW: Readonly<Record<UsdtVolumeMode, number>> = {
  product: 1,
  global: 10_000,
};

export function usdtVolumeDecimals(value: number, mode: UsdtVolumeMode): number {
  return Math.abs(value) < USDT_VOLUME_DECIMALS_BELOW[mode] ? 3 : 0;
}

/** KRW volume is shown in millions of won (the renderer adds the unit, coinList.unit.million). */
export const KRW_VOLUME_UNIT = 1_000_000;
/** BTC-market volume, counted in BTC. */
const BTC_VOLUME_DECIMALS = 3;

/** The 24h volume cell: KRW in whole millions (rounded down), BTC with 3 decimals, USDT by mode. */
export function formatListVolume(marketSymbol: MarketSymbol, value: number, mode: UsdtVolumeMode): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  switch (marketSymbol) {
    case 'KRW':
      return formatNumber(value / KRW_VOLUME_UNIT, 0, 'down');
    case 'BTC':
      return formatNumber(value, BTC_VOLUME_DECIMALS);
    case 'USDT':
      return formatNumber(value, usdtVolumeDecimals(value, mode));
  }
}

/** Valuation, valuation profit and average buy price are whole won. */
export function formatKrw(value: number): string {
  return formatNumber(value, 0);
}

export function formatKrwProfit(value: number): string {
  return formatSignedNumber(value, 0);
}
