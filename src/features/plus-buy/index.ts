/**
 * The Plus buy feature's door: the dialogs' types (dialog-types.ts: other features open them by type
 * through the shell's openDialog) and table.
 */
import './dialog-types';
export { plusBuyDialogs } from './dialogs';
