/**
 * The coins a chart compares its own with (TradingView's compare): up to COMPARES_PER_CHART_MAX, each
 * drawn as its closes' change from the first bar on screen, in a colour of its own. Pure: the panel, the
 * compare dialog and the stored settings share these rules; the controller loads what the list names.
 */
import { parseCoinKey, type CoinKey } from '../../../../contract/markets';

/** Coins one chart compares with its own. */
export const COMPARES_PER_CHART_MAX = 4;

/**
 * The compare lines' colours, in the order new ones take them: apart from the candles' red and blue,
 * the averages' amber and teal and each other, on the dark and the light theme alike.
 */
export const COMPARE_COLOURS = ['#e040fb', '#ff7043', '#00bcd4', '#9ccc65'] as const;

export interface ChartCompare {
  coin: CoinKey;
  /** `#rrggbb`. */
  colour: string;
}

/** Why a coin was not added: the list is full, it is the chart's own coin, or it is compared already. */
export type CompareRefusal = 'full' | 'own' | 'twice';

export type CompareChange = { ok: true; compares: ChartCompare[] } | { ok: false; refusal: CompareRefusal };

/** `coin` added in the first colour no other compared coin has (the first one when all four are taken). */
export function addCompare(
  compares: readonly ChartCompare[],
  coin: CoinKey,
  chartCoin: CoinKey,
): CompareChange {
  if (coin === chartCoin) return { ok: false, refusal: 'own' };
  if (compares.some((each) => each.coin === coin)) return { ok: false, refusal: 'twice' };
  if (compares.length >= COMPARES_PER_CHART_MAX) return { ok: false, refusal: 'full' };
  const used = new Set(compares.map((each) => each.colour));
  const colour = COMPARE_COLOURS.find((each) => !used.has(each)) ?? COMPARE_COLOURS[0];
  return { ok: true, compares: [...compares, { coin, colour }] };
}

export function removeCompare(compares: readonly ChartCompare[], coin: CoinKey): ChartCompare[] {
  return compares.filter((each) => each.coin !== coin);
}

/** The coins a chart of `chartCoin` draws: its own coin is never compared with itself (the panel's coin changed to one it compared). */
export function comparesShown(compares: readonly ChartCompare[], chartCoin: CoinKey): ChartCompare[] {
  return compares.filter((each) => each.coin !== chartCoin);
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * Whatever was stored, read as a valid list: entries that name a coin key (SYMBOL-MARKET), the first of a
 * coin kept, at most COMPARES_PER_CHART_MAX; a colour that is not `#rrggbb` takes a free one.
 */
export function parseCompares(stored: unknown): ChartCompare[] {
  if (!Array.isArray(stored)) return [];
  const coins: { coin: CoinKey; colour: string | null }[] = [];
  for (const entry of stored as unknown[]) {
    if (coins.length >= COMPARES_PER_CHART_MAX) break;
    if (typeof entry !== 'object' || entry === null) continue;
    const { coin, colour } = entry as Record<string, unknown>;
    if (typeof coin !== 'string' || !parseCoinKey(coin)) continue;
    if (coins.some((each) => each.coin === coin)) continue;
    coins.push({
      coin: coin as CoinKey,
      colour: typeof colour === 'string' && COLOUR.test(colour) ? colour.toLowerCase() : null,
    });
  }
  const used = new Set(coins.map((each) => each.colour));
  return coins.map(({ coin, colour }) => {
    if (colour !== null) return { coin, colour };
    const free = COMPARE_COLOURS.find((each) => !used.has(each)) ?? COMPARE_COLOURS[0];
    used.add(free);
    return { coin, colour: free };
  });
}
