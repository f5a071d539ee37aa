/**
 * src/features/connection/: the live feed as the panels see it. FeedProvider/useFeed hand the window's
 * FeedClient down to every panel; ConnectionStrip shows the connection's status, frame rate, freshness,
 * reconnects, dropped frames and gaps, refreshed at human speed (CONNECTION_REFRESH_MS), never per frame;
 * and where the prices come from (SourceLine: the source, a replay's clock with its play/pause, the link to a
 * real exchange when it is not live, and in full when that exchange cannot be reached).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../api/feed-types';
import {
  CONNECTION_REFRESH_MS,
  sameSummary,
  summarizeConnection,
  type ConnectionSummary,
} from './connection-summary';
import { useFeed } from '../../shell/feed-context';
import { SourceLine } from './SourceLine';
import './connection-strip.css';

export function ConnectionStrip() {
  const feed = useFeed();
  const { t } = useTranslation();
  const [summary, setSummary] = useState<ConnectionSummary>(() =>
    summarizeConnection(feed.connection(), Date.now()),
  );

  useEffect(() => {
    let latest: ConnectionState = feed.connection();
    const refresh = () => {
      const next = summarizeConnection(latest, Date.now());
      setSummary((shown) => (sameSummary(shown, next) ? shown : next));
    };
    const unsubscribe = feed.onConnection((state) => {
      const statusChanged = state.status !== latest.status;
      latest = state;
      // A status change is news: show it now rather than at the next refresh.
      if (statusChanged) refresh();
    });
    const timer = setInterval(refresh, CONNECTION_REFRESH_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [feed]);

  const freshness =
    summary.ageSeconds === null
      ? t('panels.connection.noFrame')
      : t('panels.connection.age', { seconds: summary.ageSeconds });

  return (
    <section
      className="td-panel td-panel--dom td-connection"
      aria-label={t('panels.connection.label')}
      data-testid="connection-strip"
    >
      <span
        className={`td-connection__status td-connection__status--${summary.status}`}
        role="status"
        data-testid="connection-status"
        data-status={summary.status}
      >
        {t(`panels.connection.status.${summary.status}`)}
      </span>
      <SourceLine />
      <dl className="td-connection__figures">
        <div>
          <dt>{t('panels.connection.framesPerSecond')}</dt>
          <dd data-testid="connection-fps">{summary.framesPerSecond}</dd>
        </div>
        <div className={summary.stale ? 'td-connection__stale' : undefined} data-stale={summary.stale}>
          <dt>{t('panels.connection.freshness')}</dt>
          <dd data-testid="connection-freshness">
            {freshness}
            {summary.stale && <strong> ({t('panels.connection.stale')})</strong>}
          </dd>
        </div>
        <div>
          <dt>{t('panels.connection.reconnects')}</dt>
          <dd data-testid="connection-reconnects">{summary.reconnects}</dd>
        </div>
        <div>
          <dt>{t('panels.connection.dropped')}</dt>
          <dd data-testid="connection-dropped">{summary.droppedFrames}</dd>
        </div>
        <div>
          <dt>{t('panels.connection.gaps')}</dt>
          <dd data-testid="connection-gaps">{summary.gaps}</dd>
        </div>
      </dl>
    </section>
  );
}
