/**
 * The queries behind the frame of every page (shell spec §7): premium grade, new deposit support,
 * notices, competitions, limit type and limit-raise condition, and the unseen interest payment. Every
 * one is silent: a failed answer leaves its part of the header hidden and opens no dialog (§7 "Non-200
 * answers to these are silent no-ops").
 */
import { queryOptions } from '@tanstack/react-query';
import {
  getCoinInoutLatest,
  getCompetitionSummary,
  getLimitRaiseCondition,
  getLimitType,
  getNotices,
  getPremiumGrade,
  getUnseenInterest,
} from './client';
import { queryKeys } from './query';

/** Public lists change rarely: a minute before a reader asks again. */
const PUBLIC_STALE_MS = 60_000;

export function premiumGradeQuery(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.premiumGrade,
    queryFn: ({ signal }) => getPremiumGrade({ signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

export function limitTypeQuery(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.limitType,
    queryFn: ({ signal }) => getLimitType({ signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

export function limitRaiseConditionQuery(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.limitRaiseCondition,
    queryFn: ({ signal }) => getLimitRaiseCondition({ signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

export function unseenInterestQuery(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.unseenInterest,
    queryFn: ({ signal }) => getUnseenInterest({ signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

export const coinInoutLatestQuery = queryOptions({
  queryKey: queryKeys.coinInoutLatest,
  queryFn: ({ signal }) => getCoinInoutLatest({ signal }),
  staleTime: PUBLIC_STALE_MS,
  meta: { silent: true },
});

export const noticesQuery = queryOptions({
  queryKey: queryKeys.notices,
  queryFn: ({ signal }) => getNotices({ signal }),
  staleTime: PUBLIC_STALE_MS,
  meta: { silent: true },
});

export const competitionSummaryQuery = queryOptions({
  queryKey: queryKeys.competitionSummary,
  queryFn: ({ signal }) => getCompetitionSummary({ signal }),
  staleTime: PUBLIC_STALE_MS,
  meta: { silent: true },
});
