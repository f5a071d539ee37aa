/**
 * The statement's filters and rows: the default filters (the last 30 KST days up to today, every type and
 * coin), the date range's checks (the server's: from ≤ to, at most INOUT.maxRangeDays; ours: not after
 * today) and the query they make.
 */
import { daysBetween, INOUT, type StatementQuery, type StatementType } from '../../../contract/inout';
import { addDaysToDateText, kstDateText } from '../../lib/kst';

/** The default range's length in days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** The coin filter's "every coin". */
export const ALL_COINS = 'ALL';

export interface StatementFilters {
  type: StatementType;
  /** ALL_COINS, KRW_COIN_TYPE or a coinType. */
  coin: string;
  from: string;
  to: string;
}

export function defaultStatementFilters(nowMs: number): StatementFilters {
  const today = kstDateText(nowMs);
  return { type: 'ALL', coin: ALL_COINS, from: addDaysToDateText(today, 1 - DEFAULT_RANGE_DAYS), to: today };
}

export type RangeProblem = 'order' | 'future' | 'tooLong';

/** What is wrong with a range ending no later than `today`, or null. */
export function rangeProblem(from: string, to: string, today: string): RangeProblem | null {
  if (from > to) return 'order';
  if (to > today) return 'future';
  if (daysBetween(from, to) >= INOUT.maxRangeDays) return 'tooLong';
  return null;
}

export function statementQueryOf(filters: StatementFilters, page: number): StatementQuery {
  return {
    type: filters.type,
    ...(filters.coin === ALL_COINS ? {} : { coinType: filters.coin }),
    from: filters.from,
    to: filters.to,
    page,
    size: INOUT.pageSize,
  };
}
