/** The login feature's door: the login page. */
export { LoginPage } from './LoginPage';
