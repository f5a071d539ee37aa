/**
 * The chart's forecast record on a replayed file agrees with `npm run forecast:eval` on that file: a replay
 * of the 6,000-bar fixture (tests/fixtures/replay/README.md) jumped to its end, the bars the chart reads
 * (the candle route's call: 1-minute, up to FORECAST_MAX_BARS, no bar still forming), the forecast as the
 * chart worker computes it (ChartService.forecast, a replayed coin), and its measured skill per side within
 * ± 2 standard errors of the walk-forward evaluation the command prints for the same file (same plan,
 * model and peer: scripts/forecast-eval-cli.ts evaluateSeries).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CoinKey } from '../../../../../contract/markets';
import { evaluateSeries } from '../../../../../scripts/forecast-eval-cli';
import type { MarketSource } from '../../../../../server/sources/market-source';
import { readReplayFiles } from '../../../../../server/sources/replay/candle-files';
import { ReplayMarket } from '../../../../../server/sources/replay/replay-market';
import { seriesFromColumns } from '../../../../../workers/core/base/series';
import { ChartService } from '../../../../../workers/core/chart/chart-service';
import { FORECAST_MAX_BARS, parseCandleCsv } from '../../../../../workers/core/forecast';

const FIXTURE = join(import.meta.dirname, '../../../../fixtures/replay/btc-usdt-1m-2025-12-22.csv');
/** Any wall time: the replay maps it. */
const WALL = 1_800_000_000_000;

/** The chart's forecast of BTC-USDT after the replay jumped to the end of the fixture. */
function chartForecastAtTheEnd() {
  const market = new ReplayMarket({ coins: readReplayFiles(FIXTURE).coins, now: () => WALL });
  const listing = market.catalogue.listing('BTC-USDT' as CoinKey)!;
  const { toMs } = market.sourceInfo().replay!;
  const { replayMs } = market.replayControl({ action: 'jump', replayMs: toMs }, WALL);
  // The candle route's call (through the source's interface) for the chart's forecast history: no `to`,
  // FORECAST_MAX_BARS bars.
  const source: MarketSource = market;
  const history = seriesFromColumns(source.candles(listing, '1', undefined, FORECAST_MAX_BARS, WALL));
  const chart = new ChartService();
  chart.open('replay', '1', history);
  // The chart worker leaves out a bar still forming at `now`: the market's own time.
  const result = chart.forecast('replay', { symbol: 'BTC/USDT', chartType: 0, replayed: true }, replayMs);
  return { history, replayMs, result };
}

describe('the forecast on a replayed file', () => {
  test('its measured skill per side is within 2 SE of npm run forecast:eval on the same file', () => {
    const { history, replayMs, result } = chartForecastAtTheEnd();
    // At the end every bar has closed: the chart reads the file's last FORECAST_MAX_BARS bars.
    expect(history.length).toBe(FORECAST_MAX_BARS);
    expect((history.time[history.length - 1]! + 60) * 1000).toBe(replayMs);
    if (!result.ok) throw new Error(`no forecast on the replay: ${result.reason}`);

    const evaluation = evaluateSeries(parseCandleCsv(readFileSync(FIXTURE, 'utf8')));
    if (evaluation === null) throw new Error('the fixture is too short for forecast:eval');
    expect(evaluation.plan.reduced).toBe(false);
    for (const side of ['up', 'down'] as const) {
      const chart = result.measured[side].skill.value;
      const { value, standardError } = evaluation[side].skill;
      expect(Number.isFinite(chart), `${side}: chart skill`).toBe(true);
      expect(Number.isFinite(value) && Number.isFinite(standardError), `${side}: eval skill`).toBe(true);
      expect(
        Math.abs(chart - value),
        `${side}: chart ${chart}, eval ${value} ± ${2 * standardError}`,
      ).toBeLessThanOrEqual(2 * standardError);
    }
  });
});
