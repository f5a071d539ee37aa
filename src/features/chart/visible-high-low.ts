/**
 * The high and low markers of the visible range (chart §9): asked of the chart worker
 * HIGH_LOW_DEBOUNCE_MS after the view last moved (or the open bar made a new high or low), and dropped
 * when a load or older bars came in since they were asked for (their indices named other bars).
 */
import type { ChartClient } from '../../api/chart-client';
import type { ChartData } from '../../render/chart/chart-data';
import { visibleRange } from '../../render/chart/chart-layout';
import type { ChartScene } from '../../render/chart/chart-scene';
import { Timeout } from '../../lib/timers';

/** Chart §9: the high/low markers follow the visible range at most this often. */
export const HIGH_LOW_DEBOUNCE_MS = 50;

/** The chart whose markers these are. */
export interface HighLowChart {
  readonly scene: ChartScene;
  readonly data: ChartData;
  /** The bars are loaded and live. */
  live(): boolean;
  /** Bumped by each load and when the chart goes: an answer asked for before names other bars. */
  generation(): number;
  /** Asks the chart worker for the high and low of bars `from` to `to`. */
  highLow(from: number, to: number): ReturnType<ChartClient['highLow']>;
  invalidate(): void;
}

export class VisibleHighLow {
  /** The range asked for once the view rests: its key and bars. */
  private asked: [key: string, from: number, to: number] = ['', 0, 0];
  private readonly timer = new Timeout(() => void this.query(...this.asked));
  private queriedRange = '';
  /** Bumped when older bars move every index: a high/low asked for before then names other bars. */
  private indexEpoch = 0;

  constructor(private readonly chart: HighLowChart) {}

  /** The visible range's high and low, asked of the worker 50 ms after the view last moved. */
  follow(): void {
    const { chart } = this;
    if (!chart.live()) return;
    const { from, to } = visibleRange(chart.scene.model.scale);
    // The open bar's extremes are in the key: a live bar that makes a new high or low moves a marker.
    const last = chart.data.length - 1;
    const { high, low } = chart.data.series;
    const live = to === last ? `${high[last]}:${low[last]}` : '';
    const key = `${from}:${to}:${chart.data.length}:${live}`;
    if (key === this.queriedRange) return;
    this.asked = [key, from, to];
    this.timer.start(HIGH_LOW_DEBOUNCE_MS);
  }

  /** New bars were loaded: the range is asked again. */
  forget(): void {
    this.queriedRange = '';
  }

  /** Older bars came in front: every index moved, so answers on their way are dropped and it is asked again. */
  shifted(): void {
    this.indexEpoch += 1;
    this.queriedRange = '';
  }

  stop(): void {
    this.timer.cancel();
  }

  private async query(key: string, from: number, to: number): Promise<void> {
    const { chart } = this;
    const generation = chart.generation();
    const epoch = this.indexEpoch;
    try {
      const result = from <= to ? await chart.highLow(from, to) : null;
      if (generation !== chart.generation() || !chart.live()) return;
      // Older bars came in since: `from` and `to` named other bars; the next frame asks again.
      if (epoch !== this.indexEpoch) return;
      this.queriedRange = key;
      chart.scene.model.setMarkers(result);
      chart.invalidate();
    } catch (error) {
      if (generation === chart.generation()) console.error('chart high/low query failed', error);
    }
  }
}
