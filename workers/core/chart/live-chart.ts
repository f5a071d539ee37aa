/**
 * A chart's live side in the chart worker: the trades its port brings (straight from the feed worker,
 * workers/core/feed/trade-routes.ts) go into its engine as they come, and the bars they changed gather
 * until the window takes them, as one tail per chart at most once per animation frame (update-pump.ts).
 *
 * While the window loads the chart's history (from connect, and from hold() until open), trades wait:
 * the open applies them after the history (the candle builder's covered rule skips those the history
 * already has) and the window gets their bars with the next tail. A `reset` batch (trades were lost)
 * goes out with the next update, so that the window refetches, as it did when trades crossed it.
 *
 * A whole bar set from the window (setBar: the bench page's series.update) takes the same way: applied at
 * once (after the held trades, while they wait), its bars out with the next update.
 */
import type { TradeBatch } from '../feed/trade-routes';
import { TradeBuffer } from '../feed/trade-buffer';
import type { BarChanges, Candle } from './candle-builder';
import type { ChartEngine, ChartTail } from './chart-engine';

/** What a window gets for one chart: the bars changed since the last (null: none), and whether to refetch. */
export interface ChartUpdate {
  id: string;
  tail: ChartTail | null;
  reset: boolean;
}

/** Two consecutive changes as one: indices of the earlier shift down by the later's trim. */
export function mergeBarChanges(earlier: BarChanges | null, later: BarChanges): BarChanges {
  if (!earlier) return later;
  return {
    from: Math.min(Math.max(0, earlier.from - later.trimmed), later.from),
    trimmed: earlier.trimmed + later.trimmed,
    length: later.length,
  };
}

/** True when bars changed at all (trades the history covered change none). */
function anyBar(changes: BarChanges): boolean {
  return changes.from < changes.length || changes.trimmed > 0;
}

export class LiveChart {
  engine: ChartEngine | null = null;
  /** Trades waiting for the next open; null while the chart is live. */
  private held: TradeBuffer | null = new TradeBuffer();
  /** Whole bars set while the trades are held, in order, for after them. */
  private heldBars: Candle[] = [];
  private changes: BarChanges | null = null;
  private reset = false;

  /** Trades wait for the next open (the window is loading the history). */
  hold(): void {
    this.held ??= new TradeBuffer();
  }

  /** A batch from the chart's port; true when the window has an update waiting. */
  receive(batch: TradeBatch): boolean {
    if (batch.reset) this.reset = true;
    const { held, engine } = this;
    if (held) {
      for (let i = 0; i < batch.time.length; i += 1)
        held.push(0, batch.time[i]!, batch.price[i]!, batch.quantity[i]!, batch.side[i] === 2 ? 2 : 1);
    } else if (engine && batch.time.length > 0) this.gather(engine.addTrades(batch));
    return this.hasUpdate;
  }

  /**
   * A whole bar (CandleBuilder.setBar: the last bar's time replaces it, a later one appends, an older one
   * is ignored; a bad candle throws); true when the window has an update waiting.
   */
  setBar(bar: Candle): boolean {
    const { held, engine } = this;
    if (held) this.heldBars.push(bar);
    else if (engine) this.gather(engine.changeBar(bar));
    return this.hasUpdate;
  }

  private gather(changes: BarChanges): void {
    if (anyBar(changes)) this.changes = mergeBarChanges(this.changes, changes);
  }

  /**
   * The engine was (re)loaded with a history: the trades that waited go in after it, and their bars go
   * out with the next update (the window has the history itself as the view). Earlier changes are in the
   * history.
   */
  opened(engine: ChartEngine): void {
    this.engine = engine;
    this.changes = null;
    const held = this.held;
    this.held = null;
    if (!held) return;
    const { trades, reset } = held.take();
    if (reset) this.reset = true;
    if (trades) this.gather(engine.addTrades(trades));
    for (const bar of this.heldBars.splice(0)) this.gather(engine.changeBar(bar));
  }

  /** The window got the whole chart (older history in front): changes so far are in it. */
  replaced(): void {
    this.changes = null;
  }

  get hasUpdate(): boolean {
    return this.held === null && (this.reset || this.changes !== null);
  }

  /** The update since the last one (null when none), and forgets it. */
  takeUpdate(id: string): ChartUpdate | null {
    if (!this.hasUpdate) return null;
    const changes = this.changes;
    const update: ChartUpdate = {
      id,
      tail: changes && this.engine ? this.engine.tail(changes) : null,
      reset: this.reset,
    };
    this.changes = null;
    this.reset = false;
    return update;
  }
}
