/**
 * The workspace bench's in-page data: the coin-list bench's feed (500 coins, ticker updates at a set rate,
 * one FeedChangeSet per animation frame) whose trade ports come from the trade source worker
 * (trade-source.worker.ts: each chart's live walk, posted straight into the chart worker's port, as the
 * feed worker does), and the charts' seeded history.
 */
import type { CoinKey } from '../../contract/markets';
import { barOpenTime, intervalSeconds, type CandleInterval } from '../../contract/intervals';
import type { Candle } from '../../workers/core/chart/candle-builder';
import { generateBars } from '../chart/data';
import { BenchFeed } from '../coin-list/feed';
import type { TradeSourceMessage, TradeSourceWalk } from './trade-source.worker';

/** BenchFeed whose trade ports are opened in the trade source worker. */
export class WorkspaceFeed extends BenchFeed {
  private readonly source: Worker;
  private nextRoute = 1;

  constructor(...args: ConstructorParameters<typeof BenchFeed>) {
    super(...args);
    this.source = new Worker(new URL('./trade-source.worker.ts', import.meta.url), { type: 'module' });
  }

  /** Each coin's walk, before the charts open their ports. */
  setWalks(walks: TradeSourceWalk[]): void {
    this.post({ walks });
  }

  override tradePort(key: CoinKey, onPort: (port: MessagePort) => void): () => void {
    const id = this.nextRoute++;
    const { port1, port2 } = new MessageChannel();
    this.post({ open: { id, key, port: port1 } }, [port1]);
    onPort(port2);
    return () => this.post({ close: id });
  }

  /** Runs the walks for `ms`; resolves with the trades posted. */
  runTrades(ms: number): Promise<number> {
    return new Promise((resolve) => {
      const onDone = (event: MessageEvent<{ trades: number }>) => {
        this.source.removeEventListener('message', onDone);
        resolve(event.data.trades);
      };
      this.source.addEventListener('message', onDone);
      this.post({ run: ms });
    });
  }

  override dispose(): void {
    super.dispose();
    this.source.terminate();
  }

  private post(message: TradeSourceMessage, transfer: Transferable[] = []): void {
    this.source.postMessage(message, transfer);
  }
}

/**
 * `count` bars of `interval` from bench/chart/data's seeded walk (scaled to `price`), the last opening
 * two days ahead, so that no live trade ever falls inside the history the chart loaded.
 */
export function chartHistory(
  count: number,
  interval: CandleInterval,
  price: number,
  seed: number,
  nowSec = Date.now() / 1000,
): Candle[] {
  const series = generateBars(count, seed);
  const step = intervalSeconds(interval);
  const end = barOpenTime(nowSec + 2 * 86_400, interval);
  const scale = price / series.close[series.length - 1]!;
  const bars: Candle[] = [];
  for (let i = 0; i < series.length; i += 1)
    bars.push({
      time: end - (series.length - 1 - i) * step,
      open: series.open[i]! * scale,
      high: series.high[i]! * scale,
      low: series.low[i]! * scale,
      close: series.close[i]! * scale,
      volume: series.volume[i]!,
    });
  return bars;
}
