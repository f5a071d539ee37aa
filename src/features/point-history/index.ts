/** The point history page's door (chart spec §4 fee reward): the router loads this module on demand. */
export { PointHistoryPage } from './PointHistoryPage';
