/**
 * The history dialogs' door: their table for the app's dialog map, opening the deposit/withdrawal history
 * detail, the application detail and the smart-sell detail, and the application pages' route and
 * navigation state.
 */
import './dialog-types';
export { historyDialogs } from './dialogs';
export { openApplicationDetail, openHistoryDetail, openSmartSellDetail } from './open-dialogs';
export { applicationPath, applicationSeqOf, type ApplicationNavState } from './application-route';
