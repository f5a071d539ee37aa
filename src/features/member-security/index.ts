/**
 * The member security feature's door: its dialog table for the app's map, and the security
 * page, loaded on demand (the router binds it to /member/my-page).
 */
export { securityDialogs } from './dialogs';

export const loadSecurityPage = async () => (await import('./SecurityPage')).SecurityPage;
