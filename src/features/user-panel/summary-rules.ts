/**
 * The user panel's asset summary (shell spec §3, §4, §9): totalAssetKrw, totalValuationProfit and
 * totalProfitRate of the asset fetch at live prices (src/lib/asset-valuation.ts, as the my-assets page
 * values them), in KRW and a profit rate with 2 decimals and a plus sign when positive; or the
 * hidden-assets text when the member turned the figures off or the assets are missing.
 */
import type { AssetsResponse } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import { assetSummary, type MarketKrwValues } from '../../lib/asset-valuation';
import { formatNumber, formatRate, formatSignedNumber } from '../../lib/format';

export type SummaryView =
  | { kind: 'hidden' }
  | { kind: 'shown'; totalAssetKrw: string; totalValuationProfit: string; totalProfitRate: string };

export function summaryView(
  assets: AssetsResponse | undefined,
  visible: boolean,
  closeOf: (key: CoinKey) => number,
  marketKrw: MarketKrwValues,
): SummaryView {
  if (!visible || !assets) return { kind: 'hidden' };
  const totals = assetSummary(assets, closeOf, marketKrw);
  return {
    kind: 'shown',
    totalAssetKrw: formatNumber(totals.totalAssetKrw, 0),
    totalValuationProfit: formatSignedNumber(totals.totalValuationProfit, 0),
    totalProfitRate: formatRate(totals.totalProfitRate),
  };
}
