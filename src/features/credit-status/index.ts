/** The credit status feature's door: the Plus buy credit status panel (a workspace panel). */
export { CreditStatusPanel } from './CreditStatusPanel';
