/**
 * The replay panel (a workspace panel, not in the default layout: added from the panel menu; the
 * connection strip plays and pauses too): the replay's clock ticking from its state (src/api/market-source.ts
 * `useReplayTime`, so every window shows the time the exchange broadcast), play/pause, a step of one bar
 * while paused, the speed (REPLAY_SPEED_CHOICES), and a jump to a KST date-time within the recorded range.
 * Each control is one POST replay; its answered state is shown at once, its refusal said.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLAY_SPEED_CHOICES, type ReplayState } from '../../../contract/market-source';
import { replayFailure, useMarketSource, useReplayControl, useReplayTime } from '../../api/market-source';
import { formatNumber } from '../../lib/format';
import { formatKst } from '../../lib/kst';
import { jumpTarget, kstFieldValue } from './replay-rules';
import './replay-panel.css';

export function ReplayPanel() {
  const { t } = useTranslation();
  const source = useMarketSource();
  return (
    <section
      className="td-panel td-panel--dom td-replay"
      aria-label={t('replay.label')}
      data-testid="replay-panel"
    >
      {source?.replay ? (
        <ReplayControls replay={source.replay} />
      ) : (
        source !== undefined && <p className="td-replay__note">{t('replay.notReplay')}</p>
      )}
    </section>
  );
}

function ReplayControls({ replay }: { replay: ReplayState }) {
  const { t } = useTranslation();
  const control = useReplayControl();
  const replayMs = useReplayTime(replay) ?? replay.replayMs;
  const [jumpText, setJumpText] = useState(() => kstFieldValue(replay.replayMs));
  const [badTime, setBadTime] = useState(false);
  const failure = control.isError ? replayFailure(control.error) : null;

  const jump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = jumpTarget(jumpText, replay.fromMs, replay.toMs);
    setBadTime(target === null);
    if (target !== null) control.mutate({ action: 'jump', replayMs: target });
  };

  return (
    <div className="td-replay__body">
      <p className="td-replay__clock">
        <span
          className="td-replay__time"
          role="timer"
          aria-label={t('replay.time')}
          data-testid="replay-time"
        >
          {t('replay.clock', { time: formatKst(replayMs, { seconds: true }) })}
        </span>
        <span data-testid="replay-state" data-paused={replay.paused}>
          {t(replay.paused ? 'replay.paused' : 'replay.playing')} ·{' '}
          {t('replay.speedChoice', { speed: formatNumber(replay.speed, 0) })}
        </span>
      </p>
      <p className="td-replay__range">
        {t('replay.range', { from: formatKst(replay.fromMs), to: formatKst(replay.toMs) })}
      </p>
      <div className="td-replay__buttons">
        <button
          type="button"
          disabled={control.isPending}
          onClick={() => control.mutate({ action: replay.paused ? 'play' : 'pause' })}
        >
          {t(replay.paused ? 'replay.play' : 'replay.pause')}
        </button>
        <button
          type="button"
          disabled={!replay.paused || control.isPending}
          onClick={() => control.mutate({ action: 'step' })}
        >
          {t('replay.step')}
        </button>
        <label className="td-replay__speed">
          {t('replay.speed')}
          <select
            value={replay.speed}
            disabled={control.isPending}
            onChange={(event) => control.mutate({ action: 'speed', speed: Number(event.target.value) })}
          >
            {/* A speed the exchange set that is not a choice is shown as it is. */}
            {!(REPLAY_SPEED_CHOICES as readonly number[]).includes(replay.speed) && (
              <option value={replay.speed}>
                {t('replay.speedChoice', { speed: formatNumber(replay.speed, 0) })}
              </option>
            )}
            {REPLAY_SPEED_CHOICES.map((speed) => (
              <option key={speed} value={speed}>
                {t('replay.speedChoice', { speed: formatNumber(speed, 0) })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form className="td-replay__jump" onSubmit={jump}>
        <label>
          {t('replay.jump')}
          <input
            type="datetime-local"
            value={jumpText}
            min={kstFieldValue(replay.fromMs)}
            max={kstFieldValue(replay.toMs)}
            onChange={(event) => setJumpText(event.target.value)}
          />
        </label>
        <button type="submit" disabled={control.isPending}>
          {t('replay.jumpGo')}
        </button>
      </form>
      {(badTime || failure !== null) && (
        <p className="td-replay__problem" role="alert">
          {badTime
            ? t('replay.badTime')
            : failure!.notReplay
              ? t('replay.notReplay')
              : t('replay.refused', { message: failure!.message })}
        </p>
      )}
    </div>
  );
}
