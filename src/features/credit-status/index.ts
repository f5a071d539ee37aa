/**
 * The credit status feature's door: the Plus buy credit status panel (a workspace panel), and the risk
 * band colours the order panel's Plus buy mode shows too.
 */
export { CreditStatusPanel } from './CreditStatusPanel';
export { bandColour } from './credit-view';
