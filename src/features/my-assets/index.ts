/** The my-assets feature's door: the /assets/my page. */
export { MyAssetsPage } from './MyAssetsPage';
