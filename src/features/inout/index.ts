/**
 * The inout pages' door (chart spec §2 /inout/(deposit|withdraw|statement)): the statement (deposits,
 * withdrawals and smart sales), the withdraw and the deposit pages. The router loads this module on demand.
 */
export { StatementPage } from './StatementPage';
export { WithdrawPage } from './WithdrawPage';
export { DepositPage } from './DepositPage';
