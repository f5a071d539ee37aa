/**
 * The open orders panel's one timer: while `ticking` (a running TWAP is shown), the time from `clock` once
 * a second so its row's remaining time counts down; stopped when nothing ticks and on unmount. Between a
 * start and its first tick the time is the one last read (a row's elapsed time is then 0).
 */
import { useEffect, useState } from 'react';

export type Clock = () => number;

export function useSecondClock(ticking: boolean, clock: Clock): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(clock()), 1_000);
    return () => clearInterval(timer);
  }, [ticking, clock]);
  return now;
}

/** When `data` (a list answered or patched) last changed, by `clock`: what a row's progress counts from. */
export function useReceivedAt(data: unknown, clock: Clock): number {
  const [received, setReceived] = useState(() => ({ data, at: clock() }));
  if (received.data !== data) {
    const next = { data, at: clock() };
    setReceived(next);
    return next.at;
  }
  return received.at;
}
