/**
 * The history dialogs' door: their table for the app's dialog map, opening the deposit/withdrawal history
 * detail, the application detail and the smart-sell detail. (The application pages' route and navigation
 * state, which these dialogs write and the application pages read, are the shell's: application-route.ts.)
 */
import './dialog-types';
export { historyDialogs } from './dialogs';
export { openApplicationDetail, openHistoryDetail, openSmartSellDetail } from './open-dialogs';
