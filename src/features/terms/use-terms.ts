/** The terms queries: in the current language (part of the key), kept for the window's life (terms change with releases). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { TermsType } from '../../../contract';
import { getTermsHistory, getTermsVersion } from '../../api/client';
import { getQueryClient, queryKeys } from '../../api/query';
import { settings } from '../../state/settings';

export function useTermsHistory(type: TermsType) {
  const { language } = useSnapshot(settings);
  return useQuery(
    {
      queryKey: queryKeys.termsHistory(type, language),
      queryFn: ({ signal }) => getTermsHistory(type, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    },
    getQueryClient(),
  );
}

/** One version by reference; while another loads (a new day, a new language) the one shown stays. */
export function useTermsVersion(type: TermsType, ref: string) {
  const { language } = useSnapshot(settings);
  return useQuery(
    {
      queryKey: queryKeys.termsVersion(type, ref, language),
      queryFn: ({ signal }) => getTermsVersion(type, ref, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      placeholderData: keepPreviousData,
    },
    getQueryClient(),
  );
}
