/**
 * Sort rules of the coin list (shell spec §4): one sort memory for the coin tabs (markets and favourites,
 * default value24H descending) and one for the asset tab (default profitRate descending). Clicking the
 * sorted column toggles its direction, another column starts descending (src/lib/sort.ts). The memory
 * names columns; on the USDT tab in global-volume mode the volume column sorts by valueBx24H, so leaving
 * the tab (or the mode) sorts by value24H again without touching the memory.
 */
import { nextSort, type SortOption } from '../../../lib/sort';
import type { UsdtVolumeMode } from './formats';
import { sortKindOf, type CoinListTab, type SortKind } from './tabs';

export const COIN_SORT_COLUMNS = ['name', 'closePrice', 'chgRate', 'value24H'] as const;
export type CoinSortColumn = (typeof COIN_SORT_COLUMNS)[number];

export const ASSET_SORT_COLUMNS = [
  'name',
  'coinBalance',
  'valuationAmt',
  'avgBuyAmt',
  'profitRate',
  'valuationProfit',
] as const;
export type AssetSortColumn = (typeof ASSET_SORT_COLUMNS)[number];

export type SortColumn = CoinSortColumn | AssetSortColumn;

/** What a row is sorted by: a column, or the global volume standing in for value24H. */
export type SortField = SortColumn | 'valueBx24H';

export type SortMemory = Readonly<Record<SortKind, SortOption>>;

export const DEFAULT_SORT_MEMORY: SortMemory = {
  coin: { key: 'value24H', direction: 'desc' },
  asset: { key: 'profitRate', direction: 'desc' },
};

const COLUMNS: Record<SortKind, readonly string[]> = {
  coin: COIN_SORT_COLUMNS,
  asset: ASSET_SORT_COLUMNS,
};

export function sortColumnsOf(tab: CoinListTab): readonly SortColumn[] {
  return COLUMNS[sortKindOf(tab)] as readonly SortColumn[];
}

/** The memory after a click on a column header of `tab`; a column the tab does not have is an error. */
export function sortAfterClick(memory: SortMemory, tab: CoinListTab, column: SortColumn): SortMemory {
  const kind = sortKindOf(tab);
  if (!COLUMNS[kind].includes(column)) throw new Error(`the ${tab} tab has no sort column "${column}"`);
  return { ...memory, [kind]: nextSort(memory[kind], column) };
}

/** The sort in force on `tab`: its kind's memory with the USDT global-volume swap applied. */
export function effectiveSort(
  memory: SortMemory,
  tab: CoinListTab,
  usdtVolumeMode: UsdtVolumeMode,
): { field: SortField; direction: SortOption['direction'] } {
  const option = memory[sortKindOf(tab)];
  const field = option.key as SortColumn;
  const swap = tab === 'USDT' && usdtVolumeMode === 'global' && field === 'value24H';
  return { field: swap ? 'valueBx24H' : field, direction: option.direction };
}
