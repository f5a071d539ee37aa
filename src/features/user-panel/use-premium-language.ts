/**
 * The premium grade answer's slide titles are in the language of the request, and its query key has no
 * language: when the language changes, the cached answer is fetched again (an inactive one too, so that
 * the panel opens in the new language), while it still shows the old titles until the new ones come.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getQueryClient, queryKeys } from '../../api/query';

export function usePremiumGradeFollowsLanguage(): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const fetchedIn = useRef(language);
  useEffect(() => {
    if (fetchedIn.current === language) return;
    fetchedIn.current = language;
    void getQueryClient().invalidateQueries({ queryKey: queryKeys.premiumGrade, refetchType: 'all' });
  }, [language]);
}
