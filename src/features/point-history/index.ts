/** The point history page's door (issue 17, fee reward): the router loads this module on demand. */
export { PointHistoryPage } from './PointHistoryPage';
