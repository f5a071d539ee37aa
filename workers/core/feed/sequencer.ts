/**
 * Sequence numbers per stream. Each channel counts its frames, and a keyed channel (orderbook) counts
 * per coin, so a stream is a channel or a channel and a coin key ('orderbook:BTC-KRW'). The feed accepts
 * the next number, drops what it has already seen (a replay after a reconnect overlaps) and reports a
 * jump as a gap. A snapshot or reset frame is a fresh start whatever its number.
 */
import type { CoinKey } from '../../../contract/markets';
import type { Channel, KEYED_CHANNELS } from '../../../contract/socket';

export type KeyedChannel = (typeof KEYED_CHANNELS)[number];
/** What counts its own sequence numbers: a channel, or one coin of a keyed channel. */
export type FeedStream = Exclude<Channel, KeyedChannel> | `${KeyedChannel}:${CoinKey}`;

export function keyedStream(ch: KeyedChannel, key: CoinKey): FeedStream {
  return `${ch}:${key}`;
}

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
  private readonly last = new Map<FeedStream, number>();

  /** Classifies a frame and, unless it is a duplicate, makes it the stream's newest. */
  observe(stream: FeedStream, seq: number, isResync: boolean): SequenceVerdict {
    const verdict = sequenceVerdict(this.last.get(stream), seq, isResync);
    if (verdict !== 'duplicate') this.last.set(stream, seq);
    return verdict;
  }

  /** The newest sequence number seen on a stream: the `since` of a resubscription. */
  lastSeq(stream: FeedStream): number | undefined {
    return this.last.get(stream);
  }

  /** Forgets a stream, so that its next frame starts afresh (another member's channel, a coin let go). */
  forget(stream: FeedStream): void {
    this.last.delete(stream);
  }
}
