/**
 * The user-panel feature's door: the header's member area with its dropdown panel (UserMenu), the
 * watcher that shows the balance-complete modal once per interest payment, and the feature's dialog table.
 */
export { UserMenu } from './UserMenu';
export { InterestPaymentWatcher } from './InterestPaymentWatcher';
export { userPanelDialogs } from './dialogs';
