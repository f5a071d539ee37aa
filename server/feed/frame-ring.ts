/**
 * The last frames of one channel, encoded once, for replay after a reconnect. Frames are pushed with
 * consecutive sequence numbers; the ring drops the oldest beyond `capacity` frames or `maxBytes`. It keeps
 * the running byte count of everything pushed, so the size of a replay is known without walking it.
 */
export class FrameRing {
  private readonly frames: Buffer[] = [];
  /** ends[i]: bytes pushed up to and including frames[i] (a running total, never reset). */
  private readonly ends: number[] = [];
  private start = 0;
  /** Bytes pushed before frames[0] (what compaction let go of). */
  private base = 0;
  private pushedBytes = 0;
  /** Sequence number of the newest frame pushed (the channel's current seq). */
  private newest: number;

  constructor(
    initialSeq: number,
    private readonly capacity: number,
    private readonly maxBytes: number,
  ) {
    this.newest = initialSeq;
  }

  get size(): number {
    return this.frames.length - this.start;
  }

  /** Sequence number of the oldest frame still held (newest + 1 when empty). */
  get oldest(): number {
    return this.newest - this.size + 1;
  }

  /** Bytes of the frames held. */
  get bytes(): number {
    return this.size === 0 ? 0 : this.pushedBytes - this.endBefore(this.start);
  }

  push(seq: number, frame: Buffer): void {
    if (seq !== this.newest + 1) throw new Error(`frame ${seq} does not follow ${this.newest}`);
    this.frames.push(frame);
    this.pushedBytes += frame.length;
    this.ends.push(this.pushedBytes);
    this.newest = seq;
    while (this.size > this.capacity || (this.bytes > this.maxBytes && this.size > 1)) this.start++;
    // Compact now and then so the arrays do not grow without bound.
    if (this.start > 1024 && this.start * 2 > this.frames.length) {
      this.base = this.endBefore(this.start);
      this.frames.splice(0, this.start);
      this.ends.splice(0, this.start);
      this.start = 0;
    }
  }

  /**
   * The frames after `since`, in order, when the ring still holds every one of them and they add up to
   * at most `maxBytes`; undefined when some are gone (or `since` is from the future, e.g. a previous
   * server run) or the replay would be larger: the caller then sends the channel's state instead.
   */
  after(since: number, maxBytes = Infinity): Buffer[] | undefined {
    if (since > this.newest || since < this.oldest - 1) return undefined;
    const from = this.start + (since - this.oldest + 1);
    if (this.pushedBytes - this.endBefore(from) > maxBytes) return undefined;
    return this.frames.slice(from);
  }

  /** Bytes pushed before frames[index]. */
  private endBefore(index: number): number {
    return index === 0 ? this.base : this.ends[index - 1]!;
  }
}

/**
 * A server frame as it travels: JSON text, encoded once and sent as is to every socket (a text frame).
 * Each frame gets a memory of its own, never a slice of Node's shared 8 kB Buffer pool (which
 * Buffer.from uses below 4 kB): a ring keeps thousands of frames for minutes, and a pooled frame kept
 * there holds its whole 8 kB slab alive with whatever short-lived buffers shared it. Under an attack's
 * traffic nearly every kept frame pinned a slab of its own (12.7 MB of slabs after a loopback flood,
 * against rings whose byte bounds count a few hundred kB), which RSS carried long after the attack.
 */
export function encodeFrame(frame: object): Buffer {
  const text = JSON.stringify(frame);
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}
