/** The replay feature's door: the replay's control panel. */
export { ReplayPanel } from './ReplayPanel';
