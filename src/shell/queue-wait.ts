/**
 * The queue-wait skin's service (chart spec §2, §8; contract/queue.ts): the wait's one state (the rules
 * are queue-wait-rules.ts), fed by the status handler (a call answered 503 QUEUE), the skin (stop) and
 * the shell (path changes), and the watcher that acts on it: the skin opened and closed, the place asked
 * every QUEUE.pollMs while waiting, "my turn" shown for QUEUE.myTurnMs, then everything asked while in
 * line asked again (as when the member leaves the service-delay page after stopping). The watcher owns its timer and its call in flight and answers the function that
 * disposes them.
 */
import { proxy } from 'valtio';
import { QUEUE, type QueueStatus } from '../../contract';
import { isApiError } from '../api/api-error';
import { getQueueStatus } from '../api/client';
import { getQueryClient, reportApiError } from '../api/query';
import { loadSession } from '../state/session';
import { closeDialog, openDialog } from './dialog-store';
import { IDLE, nextQueueWait, queueSkinView, type QueueEvent, type QueueWait } from './queue-wait-rules';

/** What the skin renders. */
export const queueWaitState = proxy<{ wait: QueueWait }>({ wait: IDLE });

let current: QueueWait = IDLE;
let onPhase: ((wait: QueueWait, previous: QueueWait) => void) | null = null;

function dispatch(event: QueueEvent): void {
  const next = nextQueueWait(current, event);
  if (next === current) return;
  const previous = current;
  current = next;
  queueWaitState.wait = next;
  if (next.phase !== previous.phase) onPhase?.(next, previous);
}

/** A call answered 503 QUEUE (the status handler). */
export function reportQueued(status: QueueStatus | null): void {
  dispatch({ type: 'queued', status });
}

/** The member stops waiting (or confirms the network error): the skin's button. */
export function stopQueueWait(): void {
  dispatch({ type: 'stop' });
}

/** The shell's path changed: leaving the service-delay page after stopping lets the skin show again. */
export function queuePathChanged(onDelayPage: boolean): void {
  dispatch({ type: 'navigated', onDelayPage });
}

/**
 * Admitted, or back from the service-delay page after stopping: what was asked while in line failed, so
 * the session and every query are asked again (in line still, their answers start a new wait).
 */
function carryOn(): void {
  void loadSession();
  void getQueryClient().invalidateQueries();
}

export type QueuePoll = (signal: AbortSignal) => Promise<QueueStatus>;

export function watchQueueWait(poll: QueuePoll = (signal) => getQueueStatus({ signal })): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  };

  const askPlace = async () => {
    timer = null;
    const controller = new AbortController();
    inFlight = controller;
    try {
      const status = await poll(controller.signal);
      if (controller.signal.aborted) return;
      inFlight = null;
      dispatch({ type: 'polled', status });
    } catch (error) {
      if (controller.signal.aborted) return;
      inFlight = null;
      const statusType = isApiError(error) ? error.statusType : 'Connectivity';
      // Maintenance (and any other global answer) shows its own dialog above the skin.
      if (statusType !== 'Connectivity' && statusType !== 'Timeout') reportApiError(error);
      dispatch({ type: 'pollFailed', statusType });
    }
    if (current.phase === 'waiting') timer = setTimeout(() => void askPlace(), QUEUE.pollMs);
  };

  onPhase = (wait, previous) => {
    clear();
    if (previous.phase === 'stopped') carryOn();
    if (queueSkinView(wait)) openDialog({ type: 'queueWait', props: {} });
    else closeDialog('queueWait');
    if (wait.phase === 'waiting') timer = setTimeout(() => void askPlace(), QUEUE.pollMs);
    if (wait.phase === 'myTurn')
      timer = setTimeout(() => {
        timer = null;
        dispatch({ type: 'carriedOn' });
        carryOn();
      }, QUEUE.myTurnMs);
  };

  return () => {
    onPhase = null;
    clear();
    current = IDLE;
    queueWaitState.wait = IDLE;
    closeDialog('queueWait');
  };
}
