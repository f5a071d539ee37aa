/** The sign-up feature's door: the sign-up page. */
export { JoinPage } from './JoinPage';
