/**
 * The chart's word on the market source, in its DOM chrome (never the canvas): on a replay the replay time,
 * ticking from the replay's state (`ChartReplayTime`, under the toolbar); when a real exchange cannot be
 * reached, a notice over the plot that its prices are not live (`ChartSourceDown`), gone once the link is
 * live again. Both read the window's source (src/api/market-source.ts).
 */
import { useTranslation } from 'react-i18next';
import type { ReplayState } from '../../../contract/market-source';
import { SIM_START_COMMAND, sourceIsDown, useMarketSource, useReplayTime } from '../../api/market-source';
import { formatKst } from '../../lib/kst';

export function ChartReplayTime() {
  const replay = useMarketSource()?.replay ?? null;
  return replay === null ? null : <ReplayTime replay={replay} />;
}

function ReplayTime({ replay }: { replay: ReplayState }) {
  const { t } = useTranslation();
  const replayMs = useReplayTime(replay) ?? replay.replayMs;
  return (
    <p className="td-chart__replay-time" role="timer" data-testid="chart-replay-time">
      {t('chart.marketSource.replayTime', { time: formatKst(replayMs, { seconds: true }) })}
    </p>
  );
}

export function ChartSourceDown() {
  const { t } = useTranslation();
  const source = useMarketSource();
  if (!sourceIsDown(source)) return null;
  return (
    <div className="td-chart__source-down" role="alert" data-testid="chart-source-down">
      <p>{t(`chart.marketSource.down.${source.kind}`, { command: SIM_START_COMMAND })}</p>
    </div>
  );
}
