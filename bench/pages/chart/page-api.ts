/**
 * What the chart-render bench page (../chart-render.ts) and its two mounts (ours.ts, peer.ts) share: the
 * bars shown at start, the frame helper and the page's interface, which live with the product's chart bench
 * page (src/bench-page/) so that both pages expose the same `window.__bench`. A module of its own so that
 * the mounts need not import the page that imports them.
 */
export { frameWhen, START_BARS, type ChartRenderBench } from '../../../src/bench-page/bench-chart-api';
