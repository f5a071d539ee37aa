/** The login-security feature's door: the SMS check and new trade password form of the login-security page. */
export { LoginSecurityForm } from './LoginSecurityForm';
