/**
 * The workspace bench's stand-in for the feed worker's trade routes: each chart's live walk (a trade 60
 * times a second, a new bar every second) pushed into the core's TradeRoutes and flushed every tick, so
 * the batches reach the chart worker's ports exactly as the feed worker posts them, and the page's main
 * thread never sees a trade (as in the app).
 */
import type { Candle } from '../../workers/core/chart/candle-builder';
import { portOutlet, TradeRoutes } from '../../workers/core/feed/trade-routes';
import type { CoinKey } from '../../contract/markets';
import { LiveWalk, TRADES_PER_SECOND } from './live-walk';

export interface TradeSourceWalk {
  key: CoinKey;
  last: Candle;
  stepSec: number;
  seed: number;
}

export type TradeSourceMessage =
  | { walks: TradeSourceWalk[] }
  | { open: { id: number; key: CoinKey; port: MessagePort } }
  | { close: number }
  | { run: number };

const OWNER = 'page';
const routes = new TradeRoutes<typeof OWNER>();
/** A later run continues each walk where the last left it. */
let walks: { key: CoinKey; walk: LiveWalk }[] = [];

globalThis.addEventListener('message', (event: MessageEvent<TradeSourceMessage>) => {
  const message = event.data;
  if ('walks' in message)
    walks = message.walks.map(({ key, last, stepSec, seed }) => ({
      key,
      walk: new LiveWalk(last, stepSec, seed),
    }));
  else if ('open' in message)
    routes.open(OWNER, message.open.id, message.open.key, portOutlet(message.open.port));
  else if ('close' in message) routes.close(OWNER, message.close);
  else void run(message.run);
});

async function run(ms: number): Promise<void> {
  let trades = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    for (const { key, walk } of walks) {
      const { bar, price, quantity } = walk.step(now);
      routes.push(key, 0, bar.time * 1000, price, quantity, 1);
      trades += 1;
    }
    routes.flush();
  }, 1_000 / TRADES_PER_SECOND);
  await new Promise((resolve) => setTimeout(resolve, ms));
  clearInterval(timer);
  globalThis.postMessage({ trades });
}
