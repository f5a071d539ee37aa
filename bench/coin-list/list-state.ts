/** What both coin lists (ours and the DOM peer) start from in the coin-list and workspace bench pages. */
import { DEFAULT_SORT_MEMORY } from '../../src/features/coin-list/rules';
import type { CoinListViewState } from '../../src/features/coin-list/view-model';

/** The KRW tab in the default sort, no search, 24 h figures. */
export const INITIAL_STATE: CoinListViewState = {
  tab: 'KRW',
  sort: DEFAULT_SORT_MEMORY,
  search: '',
  tickType: '24h',
  usdtVolumeMode: 'product',
  hideSmallBalances: false,
};

/** The lists' one translated text (the KRW volume unit); other keys show as they are. */
export function translate(key: string): string {
  return key === 'coinList.unit.million' ? '백만' : key;
}
