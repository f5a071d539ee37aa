/**
 * The access queue of the `queue` fault switch (contract/queue.ts): one line for every caller, started
 * when the switch turns on, moving `queueAdmitPerSecond` places a second through `queueLength` places.
 * Once it has moved through, everyone is admitted and the switch turns itself off.
 */
import type { QueueStatus } from '../contract';
import type { FaultSwitch } from './faults';

const ADMITTED: QueueStatus = { admitted: true, position: 0, estimatedWaitSeconds: 0 };

/** The caller's place `elapsedMs` into a line of `length` places moving `admitPerSecond` a second. */
export function queueStatusAt(length: number, admitPerSecond: number, elapsedMs: number): QueueStatus {
  const moved = Math.floor((Math.max(0, elapsedMs) * admitPerSecond) / 1000);
  const position = Math.max(0, length - moved);
  if (position === 0) return ADMITTED;
  return { admitted: false, position, estimatedWaitSeconds: Math.ceil(position / admitPerSecond) };
}

export class AccessQueue {
  /** When the current line started; null while the switch is off. */
  private startedAt: number | null;
  private readonly stopListening: () => void;

  constructor(
    private readonly faults: FaultSwitch,
    private readonly now: () => number,
  ) {
    this.startedAt = faults.current.queue ? now() : null;
    this.stopListening = faults.onChange((current, previous) => {
      if (!current.queue) this.startedAt = null;
      else if (
        !previous.queue ||
        current.queueLength !== previous.queueLength ||
        current.queueAdmitPerSecond !== previous.queueAdmitPerSecond
      )
        this.startedAt = now();
    });
  }

  /** The caller's place now; reaching the front admits everyone and turns the switch off. */
  status(): QueueStatus {
    const { queue, queueLength, queueAdmitPerSecond } = this.faults.current;
    if (!queue || this.startedAt === null) return ADMITTED;
    const status = queueStatusAt(queueLength, queueAdmitPerSecond, this.now() - this.startedAt);
    if (status.admitted) this.faults.set({ queue: false });
    return status;
  }

  dispose(): void {
    this.stopListening();
  }
}
