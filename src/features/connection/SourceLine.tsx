/**
 * The connection strip's market source (source-summary.ts): "Simulator", "Upbit · paper trading", a replay's
 * speed and clock with a play/pause button (the replay panel holds the other controls), the link to a real
 * exchange when it is not live, and an alert line when that exchange cannot be reached. Nothing before the
 * window knows its source.
 */
import { useTranslation } from 'react-i18next';
import type { MarketSourceInfo } from '../../../contract/market-source';
import { SIM_START_COMMAND, useMarketSource, useReplayControl, useReplayTime } from '../../api/market-source';
import { summarizeSource } from './source-summary';

export function SourceLine() {
  const source = useMarketSource();
  return source === undefined ? null : <KnownSource source={source} />;
}

function KnownSource({ source }: { source: MarketSourceInfo }) {
  const { t } = useTranslation();
  const replayMs = useReplayTime(source.replay);
  const summary = summarizeSource(source, replayMs);
  const control = useReplayControl();
  const paused = source.replay?.paused ?? false;
  return (
    <>
      <span className="td-connection__source" data-testid="connection-source" data-kind={source.kind}>
        <span className="td-connection__source-name">
          {t(`panels.connection.source.${summary.key}`, summary.values)}
        </span>
        {summary.link !== null && (
          <span className="td-connection__link" data-testid="connection-link" data-link={summary.link}>
            {t(`panels.connection.link.${summary.link}`)}
          </span>
        )}
        {source.replay !== null && (
          <button
            type="button"
            className="td-connection__replay"
            disabled={control.isPending}
            onClick={() => control.mutate({ action: paused ? 'play' : 'pause' })}
          >
            {t(paused ? 'replay.play' : 'replay.pause')}
          </button>
        )}
      </span>
      {summary.down !== null && (
        <p className="td-connection__down" role="alert" data-testid="connection-down">
          {t(`panels.connection.down.${summary.down}`, { command: SIM_START_COMMAND })}
        </p>
      )}
    </>
  );
}
