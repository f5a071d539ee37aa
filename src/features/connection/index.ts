/** The connection feature's door: the feed's connection strip panel. */
export { ConnectionStrip } from './ConnectionStrip';
