/** The inout application pages' door: the deposit and the asset-return application pages. */
export { DepositApplicationPage } from './DepositApplicationPage';
export { AssetReturnApplicationPage } from './AssetReturnApplicationPage';
