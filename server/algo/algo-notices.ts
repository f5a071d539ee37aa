/**
 * What the exchange tells a member about a parent order as a notification (contract/notifications.ts
 * AlgoSubject): a TWAP's end that the member did not do themself — its last slice done (completed) or
 * stopped by the exchange with its reason. A member's own pause, resume or cancel is answered by the call
 * that did it; a split order's children notify as the ordinary orders they are (order-notices.ts), so the
 * split parent adds nothing.
 */
import type { AlgoOrderRow, AlgoSubject } from '../../contract';

/** The notification of a parent that a write moved from `before` to `row`, or null when it tells nothing. */
export function algoNotice(before: AlgoOrderRow['state'], row: AlgoOrderRow): AlgoSubject | null {
  if (row.kind !== 'twap' || row.state === before) return null;
  if (row.state !== 'completed' && row.state !== 'stopped') return null;
  return {
    kind: 'algo',
    algoId: row.algoId,
    coin: row.key,
    side: row.side,
    state: row.state,
    stopReason: row.state === 'stopped' ? row.stopReason : null,
    filledQuantity: row.progress.filledQuantity,
    avgPrice: row.progress.avgPrice,
  };
}
