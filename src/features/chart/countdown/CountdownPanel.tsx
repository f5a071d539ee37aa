/**
 * src/features/chart/countdown/: the panel that replaces the chart for a newly listed coin that is not
 * yet open (chart spec §4). The rules live in countdown-rules.ts, the coin's live schedule in
 * use-listing-schedule.ts; this component shows either the coming-soon note or the time left to
 * sell-open, ticking on the second boundaries of the time left, and calls onOpen when it runs out.
 */
import { Fragment, useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countdownMode,
  msToNextTick,
  openInstant,
  padPart,
  remainingParts,
  type ListingSchedule,
  type RemainingParts,
} from './countdown-rules';
import { formatKst } from '../../../lib/kst';
import './countdown-panel.css';

export interface CountdownPanelProps {
  schedule: ListingSchedule;
  /** The coin's display name with its symbol (useListingSchedule's name). */
  name: string;
  /** The countdown ran out (or the schedule says the coin is open): the chart can replace the panel. */
  onOpen: () => void;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof RemainingParts)[];

/** New dates start a fresh count: its clock is read at mount, not carried over from the old dates. */
export function CountdownPanel(props: CountdownPanelProps) {
  return <CountdownBoard key={`${props.schedule.buyOpenDate}|${props.schedule.sellOpenDate}`} {...props} />;
}

function CountdownBoard({ schedule, name, onOpen }: CountdownPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const captionId = useId();
  const [now, setNow] = useState(() => Date.now());
  const mode = countdownMode(schedule, now);
  const sellOpen = openInstant(schedule.sellOpenDate);
  const remainingMs = sellOpen === null ? 0 : sellOpen - now;
  const opened = useEffectEvent(onOpen);

  useEffect(() => {
    if (mode === null) {
      opened();
      return;
    }
    if (mode !== 'countdown') return;
    const timer = setTimeout(() => setNow(Date.now()), msToNextTick(remainingMs));
    return () => clearTimeout(timer);
  }, [mode, remainingMs]);

  if (mode === null) return null;

  const parts = remainingParts(remainingMs);
  return (
    <section className="td-countdown" aria-labelledby={titleId} data-testid="chart-countdown">
      <h2 id={titleId} className="td-countdown__title">
        {t('countdown.label', { name })}
      </h2>
      {mode === 'comingSoon' ? (
        <>
          <p className="td-countdown__soon">{t('countdown.comingSoon')}</p>
          <p className="td-countdown__note">{t('countdown.toBeAnnounced')}</p>
        </>
      ) : (
        <>
          <p id={captionId} className="td-countdown__caption">
            {t('countdown.remaining')}
          </p>
          <div className="td-countdown__parts" role="timer" aria-labelledby={captionId}>
            {UNITS.map((unit) => {
              const value = parts[unit];
              if (value === null) return null;
              // The spaces keep the read-out text apart ("2 days 03 hours"); flex layout hides them.
              return (
                <Fragment key={unit}>
                  {unit !== 'days' && ' '}
                  <span className="td-countdown__part" data-unit={unit}>
                    <span className="td-countdown__value">{padPart(value, unit)}</span>{' '}
                    <span className="td-countdown__unit">{t(`countdown.units.${unit}`)}</span>
                  </span>
                </Fragment>
              );
            })}
          </div>
          {sellOpen !== null && (
            <p className="td-countdown__date">{t('countdown.openDate', { date: formatKst(sellOpen) })}</p>
          )}
        </>
      )}
    </section>
  );
}
