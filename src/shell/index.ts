/**
 * The app shell's global layer: the app's one typed dialog registry (types, layers, registerDialogs) and
 * manager with its modal service (openDialog, openDialogForAnswer, closeDialog, closeDialogById, closeAllDialogs), the shell's
 * own dialogs (maintenance, service block, message, network delay, too many requests, retry connect,
 * blocked endpoint, queue-wait skin, alert) as a table for the composition root to register, the one toast queue, the loading overlay,
 * the handler that maps failed calls onto them, the connection and tab-return watchers, and the window's
 * intent bus (publishIntent, subscribeIntent: how one panel asks something of another).
 */
export { DialogManager } from './DialogManager';
export { ToastHost } from './ToastHost';
export { LoadingOverlay } from './LoadingOverlay';
export { handleApiError } from './status-handler';
export {
  watchConnection,
  watchTabReturn,
  reloadSharedData,
  resyncSharedData,
  type ConnectionSource,
} from './connectivity';
export {
  openDialog,
  openDialogForAnswer,
  closeDialog,
  closeDialogById,
  closeAllDialogs,
  isDialogOpen,
  openDialogProps,
  dialogState,
} from './dialog-store';
export {
  showToast,
  dismissToast,
  suppressToasts,
  canShowToasts,
  clearToasts,
  toastState,
  appToasts,
} from './toast-store';
export { pageActions } from './page-actions';
export { useReloadHold } from './app-update';
export { watchQueueWait } from './queue-wait';
export { registerDialogs } from './dialog-registry';
export type {
  DialogType,
  DialogPropsMap,
  DialogRequest,
  DialogTable,
  DialogMap,
  DialogButton,
  SimpleDialogDefinition,
} from './dialog-registry';
export { shellDialogs } from './shell-dialogs';
export { blockDialogs } from './account-blocks';
export { applicationPath, applicationSeqOf, type ApplicationNavState } from './application-route';
export { publishIntent, subscribeIntent } from './intents';
export type { IntentPayloads, IntentType, NoticeTarget, OrderPrefill } from './intent-rules';
