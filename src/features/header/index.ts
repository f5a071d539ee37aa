/** The header feature's door: the app header the shell frames every page with. */
export { Header, type HeaderProps } from './Header';
