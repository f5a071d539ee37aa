/**
 * The history dialogs' door: opening the deposit/withdrawal history detail, the application detail and the
 * smart-sell detail, and the application pages' route and navigation state.
 */
import './dialog-types';
export { openApplicationDetail, openHistoryDetail, openSmartSellDetail } from './open-dialogs';
export { applicationPath, applicationSeqOf, type ApplicationNavState } from './application-route';
