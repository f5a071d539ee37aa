/**
 * Which window shows notifications where there is no SharedWorker (feed-transport.ts's dedicated worker):
 * each window then has a worker and a socket of its own, receives every notification, and its worker,
 * with one window to choose from, always chooses it. So the windows elect one among themselves.
 *
 * Web Locks, not a BroadcastChannel: the window holding the lock SHOW_LOCK shows. A window takes the lock
 * from the holder (`steal`) when it gains focus, so the holder is the focused window, else the most
 * recently focused one (the rule of notification-choice.ts). A window that loses it queues for it again,
 * and the browser hands it to the next in the queue when the holder's page closes or crashes: no
 * heartbeat, no timeout, no window left out or shown twice because a goodbye was lost, which a
 * BroadcastChannel protocol would have to build (its messages carry no liveness). Where Web Locks are
 * missing too, every window shows (better twice than never).
 */

/** The lock the showing window holds, per origin (every window of the app shares it). */
export const SHOW_LOCK = 'tradedeck-notification-show';

/** The part of navigator.locks used here. */
export interface ShowLocks {
  request(
    name: string,
    options: { steal?: boolean; signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

export interface ShowElection {
  /** This window shows the notifications now. */
  readonly elected: boolean;
  /** This window gained focus: it takes the lock. */
  claim(): void;
  dispose(): void;
}

/** Every window shows: no locks. */
export const everyWindowShows: ShowElection = {
  elected: true,
  claim: () => undefined,
  dispose: () => undefined,
};

/** The election over `locks` (navigator.locks); `focused` says whether this window starts focused. */
export function lockElection(locks: ShowLocks, focused: boolean): ShowElection {
  let elected = false;
  let disposed = false;
  let release: (() => void) | null = null;
  let controller: AbortController | null = null;

  const hold = (steal: boolean) => {
    if (disposed) return;
    controller?.abort();
    const ownController = new AbortController();
    controller = ownController;
    void locks
      .request(SHOW_LOCK, steal ? { steal: true } : { signal: ownController.signal }, () => {
        elected = true;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => undefined)
      .finally(() => {
        if (controller !== ownController) return;
        // Another window stole it, or this one let go: wait in line again unless disposed.
        elected = false;
        release = null;
        if (!disposed) hold(false);
      });
  };

  hold(focused);
  return {
    get elected() {
      return elected;
    },
    claim() {
      if (!elected) hold(true);
    },
    dispose() {
      disposed = true;
      elected = false;
      controller?.abort();
      release?.();
    },
  };
}
