/**
 * Snapshots encoded once per sequence number. A snapshot is the state of a channel as of its current seq
 * (the next live frame is seq + 1), so every request at the same seq can get the same bytes: the ~19 kB
 * ticker table is serialised once per change, not once per request. An entry is rebuilt when the seq
 * moved or it is older than `maxAgeMs` (figures that move with time alone, and the frame's `t`).
 */
import { encodeFrame } from './frame-ring';

interface Entry {
  seq: number;
  builtAt: number;
  frame: Buffer;
}

export class SnapshotCache {
  private readonly entries = new Map<string, Entry>();
  /** Snapshots serialised so far (a flood of requests must not move this much). */
  builds = 0;

  constructor(private readonly maxAgeMs: number) {}

  /** The snapshot of `key` at `seq`; `build(t)` makes the frame when no fresh one is held. */
  get(key: string, seq: number, now: number, build: (t: number) => object): Buffer {
    const entry = this.entries.get(key);
    if (entry && entry.seq === seq && now >= entry.builtAt && now - entry.builtAt < this.maxAgeMs)
      return entry.frame;
    const frame = encodeFrame(build(now));
    this.entries.set(key, { seq, builtAt: now, frame });
    this.builds += 1;
    return frame;
  }

  /** Lets go of a snapshot nobody will ask for again soon (a book nobody follows). */
  delete(key: string): void {
    this.entries.delete(key);
  }
}
