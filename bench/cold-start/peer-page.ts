/**
 * The cold-start bench's peer page, built for production beside the app and served by the same simulator:
 * lightweight-charts fetching the coin's one-minute candles from the simulator's REST API (`?key=&bars=`,
 * as many as the app's chart asks for) and drawing them with the benches' peer series (candles, MA 15/60,
 * volume and its MA 20). Once drawn it sets data-drawn on #chart, as the app's chart does on its root.
 */
import type { CandlesResponse } from '../../contract/payloads';
import { API } from '../../contract/rest';
import type { Candle } from '../../workers/core/chart/candle-builder';
import { mountPeerChart } from '../peer-chart';

/** Bars shown at start, as the bench charts do. */
const VISIBLE_BARS = 240;

async function start(): Promise<void> {
  const query = new URLSearchParams(location.search);
  const container = document.getElementById('chart')!;
  const params = new URLSearchParams({
    key: query.get('key') ?? '',
    interval: '1',
    limit: query.get('bars') ?? '',
  });
  const response = await fetch(`${API.candles}?${params}`);
  const { data } = (await response.json()) as { data: CandlesResponse };
  const history: Candle[] = data.time.map((time, i) => ({
    time,
    open: data.open[i]!,
    high: data.high[i]!,
    low: data.low[i]!,
    close: data.close[i]!,
    volume: data.volume[i]!,
  }));
  // A fixed size (the window's), so that the chart paints without waiting for a resize observer.
  mountPeerChart(container, history, VISIBLE_BARS, { width: innerWidth, height: innerHeight });
  // lightweight-charts paints in the animation frame after setData; this frame callback runs after its.
  requestAnimationFrame(() => {
    container.dataset.drawn = 'true';
  });
}

void start();
