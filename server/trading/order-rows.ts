/** What the API and the sockets show of the ledger's records: an order, a fill, a balance. */
import {
  QUANTITY_DECIMALS,
  roundTo,
  type AssetChangeFrame,
  type FillRow,
  type OrderRow,
} from '../../contract';
import type { BalanceRow, StoredFill, StoredOrder } from './ledger';

export type AssetChangeRow = AssetChangeFrame['rows'][number];

/** What the API shows of a stored order. */
export function toOrderRow({
  memNo: _member,
  lockedCoinType: _coin,
  lockedAmount: _amount,
  filledValue,
  request: _request,
  ...row
}: StoredOrder): OrderRow {
  return {
    ...row,
    avgFillPrice: row.filledQuantity > 0 ? roundTo(filledValue / row.filledQuantity, 8) : null,
  };
}

/** What of an order is still open: ordered less filled less what self-trade prevention took off. */
export function openQuantity(
  order: Pick<StoredOrder, 'quantity' | 'filledQuantity' | 'preventedQuantity'>,
): number {
  return Math.max(
    0,
    roundTo(order.quantity - order.filledQuantity - order.preventedQuantity, QUANTITY_DECIMALS),
  );
}

export function toFillRow({ memNo: _member, counterMemNo: _counter, ...row }: StoredFill): FillRow {
  return row;
}

/** A balance as the member sees it; `loanHeld` (by coin type) is the part of the locked balance loans hold. */
export function toAssetChangeRow(row: BalanceRow, loanHeld: ReadonlyMap<string, number>): AssetChangeRow {
  return {
    coinType: row.coinType,
    symbol: row.symbol,
    coinBalance: row.balance,
    lockedBalance: row.locked,
    loanLockedBalance: loanHeld.get(row.coinType) ?? 0,
    avgBuyAmt: row.avgBuyAmt,
  };
}
