/**
 * Sequence numbers per channel. Each broadcast channel counts its frames; the feed accepts the next
 * number, drops what it has already seen (a replay after a reconnect overlaps) and reports a jump as a
 * gap. A snapshot or reset frame is a fresh start whatever its number.
 */
import type { Channel } from '../../../contract/socket';

/**
 * first: no number known yet for the channel; in-order: last + 1; duplicate: already seen (drop it);
 * gap: frames were lost before this one (accept it, then resync); resync: a snapshot/reset frame.
 */
export type SequenceVerdict = 'first' | 'in-order' | 'duplicate' | 'gap' | 'resync';

export function sequenceVerdict(last: number | undefined, seq: number, isResync: boolean): SequenceVerdict {
  if (isResync) return 'resync';
  if (last === undefined) return 'first';
  if (seq <= last) return 'duplicate';
  return seq === last + 1 ? 'in-order' : 'gap';
}

export class Sequencer {
  private readonly last = new Map<Channel, number>();

  /** Classifies a frame and, unless it is a duplicate, makes it the channel's newest. */
  observe(channel: Channel, seq: number, isResync: boolean): SequenceVerdict {
    const verdict = sequenceVerdict(this.last.get(channel), seq, isResync);
    if (verdict !== 'duplicate') this.last.set(channel, seq);
    return verdict;
  }

  /** The newest sequence number seen on a channel: the `since` of a resubscription. */
  lastSeq(channel: Channel): number | undefined {
    return this.last.get(channel);
  }

  /** Forgets a channel, so that its next frame starts afresh (e.g. another member's asset channel). */
  forget(channel: Channel): void {
    this.last.delete(channel);
  }
}
