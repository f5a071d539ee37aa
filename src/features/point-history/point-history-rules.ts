/**
 * What the point history page shows of the server's answer (chart spec §9: points with separators and
 * "P", dates in KST): the balance (below zero while points taken back are owed) and the most a member may
 * hold, one row per entry (+ a credit, − a fee reward taken back), the page count.
 */
import { pageCount } from '../../ui/paginator-rules';
import type { PointHistory, PointReason } from '../../../contract/inout';
import { formatSignedNumber } from '../../lib/format';
import { formatPoints } from '../../lib/inout-format';
import { formatKst } from '../../lib/kst';

export interface PointRow {
  key: string;
  date: string;
  reason: PointReason;
  points: string;
}

export interface PointHistoryView {
  balance: string;
  maxBalance: string;
  rows: PointRow[];
  totalPages: number;
}

export function pointHistoryView(history: PointHistory): PointHistoryView {
  return {
    balance: formatPoints(history.balance),
    maxBalance: formatPoints(history.maxBalance),
    rows: history.entries.map((entry, index) => ({
      // A credit without a withdrawal has no sequence; its place on the page keeps the key unique.
      key: `${history.page}-${index}`,
      date: formatKst(Date.parse(entry.createdAt)),
      reason: entry.reason,
      points: `${formatSignedNumber(entry.points, 0)}P`,
    })),
    totalPages: pageCount(history.total, history.size),
  };
}
