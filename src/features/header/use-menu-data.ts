/**
 * What the menu rules read, gathered from the session, the language, the corporate flag and the silent
 * queries. The notice and competition calls start only once the all-menu is wanted (its toggle hovered,
 * focused or opened), so they stay off the page's cold start; the limit calls run only for members with
 * both account flags (rules/visibility.ts, limitQueriesEnabled).
 */
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Notice } from '../../../contract';
import { corporateMenuEnabled } from '../../api/config';
import {
  competitionSummaryQuery,
  limitRaiseConditionQuery,
  limitTypeQuery,
  noticesQuery,
} from '../../api/shell';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { limitQueriesEnabled, type MenuContext } from './rules/visibility';

export interface MenuData {
  context: MenuContext;
  /** The newest notices (the "new" dot), once the all-menu was wanted. */
  notices: Notice[] | undefined;
}

export function useMenuData(allMenuWanted: boolean): MenuData {
  const { status, user } = useSnapshot(session);
  const { language } = useSnapshot(settings);
  const limitEnabled = limitQueriesEnabled(status, user);
  const limitType = useQuery(limitTypeQuery(limitEnabled));
  const limitRaiseCondition = useQuery(limitRaiseConditionQuery(limitEnabled));
  const competition = useQuery({ ...competitionSummaryQuery, enabled: allMenuWanted });
  const notices = useQuery({ ...noticesQuery, enabled: allMenuWanted });
  return {
    context: {
      status,
      user: status === 'member' ? user : null,
      language,
      corporateMenuEnabled: corporateMenuEnabled(),
      competition: competition.data,
      // A member's cached answer is dropped on logout (member-scoped keys); the flag check keeps it unread meanwhile.
      limitType: limitEnabled ? limitType.data : undefined,
      limitRaiseCondition: limitEnabled ? limitRaiseCondition.data : undefined,
    },
    notices: notices.data,
  };
}
