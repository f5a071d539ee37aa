/** The footer feature's door: the footer the shell closes every page with (but the pop-outs and the workspace). */
export { Footer } from './Footer';
