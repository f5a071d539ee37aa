/**
 * The last frames of one channel, serialised, for replay after a reconnect. Frames are pushed with
 * consecutive sequence numbers; the ring drops the oldest beyond `capacity` frames or `maxBytes`.
 */
export class FrameRing {
  private readonly texts: string[] = [];
  private start = 0;
  private bytes = 0;
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
    return this.texts.length - this.start;
  }

  /** Sequence number of the oldest frame still held (newest + 1 when empty). */
  get oldest(): number {
    return this.newest - this.size + 1;
  }

  push(seq: number, text: string): void {
    if (seq !== this.newest + 1) throw new Error(`frame ${seq} does not follow ${this.newest}`);
    this.texts.push(text);
    this.newest = seq;
    this.bytes += text.length;
    while (this.size > this.capacity || (this.bytes > this.maxBytes && this.size > 1)) {
      this.bytes -= this.texts[this.start]!.length;
      this.start++;
    }
    // Compact now and then so the array does not grow without bound.
    if (this.start > 1024 && this.start * 2 > this.texts.length) {
      this.texts.splice(0, this.start);
      this.start = 0;
    }
  }

  /**
   * The frames after `since`, in order, when the ring still holds every one of them; undefined when
   * some are gone (or `since` is from the future, e.g. a previous server run).
   */
  after(since: number): string[] | undefined {
    if (since > this.newest || since < this.oldest - 1) return undefined;
    const from = this.start + (since - this.oldest + 1);
    return this.texts.slice(from);
  }
}
