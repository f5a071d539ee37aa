/**
 * The member security feature's door: its dialog table for the app's map, and the security
 * page, loaded on demand (the router binds it to /member/my-page).
 */
import { withTexts } from '../../i18n';

export { securityDialogs } from './dialogs';

export const loadSecurityPage = withTexts(
  ['account'],
  async () => (await import('./SecurityPage')).SecurityPage,
);
