/**
 * The order panel's Plus buy mode as state: offered on a member's buy of a listed KRW coin; turning it on
 * asks the gate (rules/plus-buy.ts): the member's eligibility problems, the credit notice from the trade
 * flow whose quiz turns the mode on when it finishes, or on. It reads the member's credit status (the
 * shared query with the socket's credit frames written over it) only while the mode is offered.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CoinKey } from '../../../contract/markets';
import type { EligibilityProblem } from '../../../contract/plus-buy';
import type { OrderSide } from '../../../contract/trading';
import { creditStatusQuery } from '../../api/credit';
import { getQueryClient } from '../../api/query';
import { openDialog } from '../../shell';
import { useQuizPassed } from '../../state/plus-buy-quiz-flag';
import { creditClockOffset, plusBuyGate, plusBuyOffered } from './rules';

export interface PlusBuyMode {
  offered: boolean;
  on: boolean;
  /** The credit status is not known yet: the toggle waits. */
  waiting: boolean;
  /** Why the mode could not be turned on (shown with the contract's messages); empty otherwise. */
  problems: readonly EligibilityProblem[];
  /** The credit clock's time, which a loan taken now is dated by: it moves on each exact hour, when the expiry moves. */
  nowMs: number;
  toggle(pressed: boolean): void;
}

export function usePlusBuyMode(
  coin: CoinKey,
  side: OrderSide,
  loggedIn: boolean,
  /** The mode was turned on: the form keeps only the order types the mode takes. */
  onTurnedOn: () => void,
): PlusBuyMode {
  const offered = plusBuyOffered(coin, side, loggedIn);
  const credit = useQuery(creditStatusQuery(offered), getQueryClient());
  const quizPassed = useQuizPassed();
  const [wanted, setWanted] = useState(false);
  const [problems, setProblems] = useState<readonly EligibilityProblem[]>([]);
  // A hidden mode is off: a sell, another coin or a logout ends it.
  if (!offered && (wanted || problems.length > 0)) {
    setWanted(false);
    setProblems([]);
  }

  const turnOn = () => {
    setWanted(true);
    onTurnedOn();
  };
  const gate = plusBuyGate(credit.data, quizPassed);
  const toggle = (pressed: boolean) => {
    setProblems([]);
    if (!pressed) {
      setWanted(false);
      return;
    }
    switch (gate.kind) {
      case 'unknown':
        return;
      case 'ineligible':
        setProblems(gate.problems);
        return;
      case 'quiz':
        openDialog({ type: 'creditNotice', props: { isTrade: true, onQuizFinished: turnOn } });
        return;
      case 'on':
        turnOn();
    }
  };
  const on = offered && wanted && credit.data?.eligible === true;
  // Loans are dated by the credit clock, not this browser's: its offset from the status last received.
  const nowMs = useHourlyClock(on, credit.data ? creditClockOffset(credit.data, credit.dataUpdatedAt) : 0);
  return {
    offered,
    // A member who stopped being eligible (a frame said so) is out of the mode; the exchange would refuse.
    on,
    waiting: gate.kind === 'unknown',
    problems,
    nowMs,
    toggle,
  };
}

const HOUR_MS = 3_600_000;

/**
 * The credit clock's time (this browser's clock plus `offsetMs`), moved on at each of its exact hours
 * while `running` (a loan's expiry changes only then).
 */
function useHourlyClock(running: boolean, offsetMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const now = Date.now() + offsetMs;
      setNowMs(now);
      timer = setTimeout(schedule, HOUR_MS - (now % HOUR_MS));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running, offsetMs]);
  return nowMs;
}
