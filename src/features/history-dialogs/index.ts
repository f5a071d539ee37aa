/**
 * The history dialogs' door: their table for the app's dialog map (the deposit/withdrawal history detail,
 * the application detail and the smart-sell detail, which other parts open by type through the shell's
 * modal service). The application pages' route and navigation state, which these dialogs write and the
 * application pages read, are the shell's (application-route.ts).
 */
import './dialog-types';
export { historyDialogs } from './dialogs';
