/**
 * The order books of the socket feed. A socket follows coins one by one (`key`). For a followed coin the
 * hub holds the book as last published (the best ORDER_BOOK_DEPTH levels a side). Depth events of the
 * book source only mark a coin as changed when they touch those levels; every TICKER_FLUSH_MS the hub
 * reads the coin's best levels again and sends the difference as one delta: levels whose quantity changed
 * or that entered the window with their quantity, levels that left it with 0. So several changes of one
 * price within a flush send its last quantity once, and a client applying the deltas to its snapshot
 * holds exactly the top of the book, with the next level moving up when one above it goes.
 */
import { ORDER_BOOK_DEPTH, type BookLevel, type OrderBookFrame } from '../../contract';
import type { CoinKey } from '../../contract/markets';
import type { BookSource } from './book-source';
import { REPLAY_MAX_BYTES } from './feed-limits';
import { encodeFrame, FrameRing } from './frame-ring';
import type { ServedSocket } from './served-socket';
import type { SnapshotCache } from './snapshot-cache';

/**
 * Order-book deltas kept per coin for replay: 200 flushes, 10 s of a busy book. Smaller than the
 * broadcast rings because there is one ring per followed coin (hundreds of coins), and because a book is
 * a full state: past a short reconnect, a snapshot (2 × ORDER_BOOK_DEPTH levels, 1–2 kB) is smaller than
 * the deltas it would replace. 10 s covers a reconnect within the first four backoff steps.
 */
export const BOOK_REPLAY_FRAMES = 200;
const BOOK_RING_MAX_BYTES = 256 * 1024;
/** A coin nobody follows any more keeps its book and ring this long, so that a reconnect can replay. */
export const BOOK_LINGER_MS = 10_000;

/** The book of one coin as published: its best levels and the deltas that led there. */
interface PublishedBook {
  ring: FrameRing;
  asks: BookLevel[];
  bids: BookLevel[];
  /** A depth event touched the published levels since the last flush. */
  changed: boolean;
  /** When the last follower left; null while someone follows. */
  idleSince: number | null;
}

interface CoinBook {
  /** Kept when the book goes idle, so that numbers never repeat within a run. */
  seq: number;
  followers: Set<ServedSocket>;
  /** Present while someone follows the coin, or did within BOOK_LINGER_MS. */
  published: PublishedBook | null;
}

/** The best ORDER_BOOK_DEPTH levels, copied (the source may reuse its arrays). */
function topLevels(levels: readonly BookLevel[] | undefined): BookLevel[] {
  return (levels ?? []).slice(0, ORDER_BOOK_DEPTH).map(([price, quantity]): BookLevel => [price, quantity]);
}

/** The snapshot cache's key of a coin's book (the broadcast channels use their name). */
const bookSnapshotKey = (key: CoinKey) => `orderbook:${key}`;

/** Levels of `after` that differ from `before`, and the levels of `before` that are gone (quantity 0). */
export function levelChanges(before: readonly BookLevel[], after: readonly BookLevel[]): BookLevel[] {
  const left = new Map(before);
  const changes: BookLevel[] = [];
  for (const [price, quantity] of after) {
    if (left.get(price) !== quantity) changes.push([price, quantity]);
    left.delete(price);
  }
  for (const price of left.keys()) changes.push([price, 0]);
  return changes;
}

/**
 * Whether changed levels can alter the best ORDER_BOOK_DEPTH of a side: not when the side is full and
 * every change lies beyond its last level. `better` orders prices best first.
 */
function touchesTop(
  published: readonly BookLevel[],
  changes: readonly BookLevel[],
  better: (a: number, b: number) => boolean,
): boolean {
  if (changes.length === 0) return false;
  if (published.length < ORDER_BOOK_DEPTH) return true;
  const last = published[published.length - 1]![0];
  return changes.some(([price]) => !better(last, price));
}
const lowerFirst = (a: number, b: number) => a < b;
const higherFirst = (a: number, b: number) => a > b;

export interface BookFeedOptions {
  /** The hub's snapshot cache (a book's snapshot is encoded once per seq, as a channel's). */
  snapshots: SnapshotCache;
  /** Sends an encoded frame to a socket (the hub's send: caps, budget, slow readers). */
  send: (client: ServedSocket, frame: Buffer) => void;
  now: () => number;
  /** The first sequence number of every book. */
  seqBase: number;
}

export class BookFeed {
  /** Only coins the book source knows get an entry, so the map is bounded by the listings. */
  private readonly books = new Map<CoinKey, CoinBook>();
  private source: BookSource | undefined;
  private stopDepth: (() => void) | undefined;

  constructor(private readonly options: BookFeedOptions) {}

  /**
   * Where order books come from (the matching engine). Set after construction because the engine and
   * the hub know each other. Until one is set, orderbook subscriptions are ignored like unknown coins.
   */
  setSource(source: BookSource): void {
    this.stopDepth?.();
    this.source = source;
    this.stopDepth = source.onDepth((key, asks, bids) => this.onDepth(key, asks, bids));
    for (const book of this.books.values()) if (book.published) book.published.changed = true;
  }

  /** The coin's book, published afresh when nobody followed it; undefined for a coin without a book. */
  private publishedBook(key: CoinKey): { book: CoinBook; published: PublishedBook } | undefined {
    const book = this.books.get(key);
    if (book?.published) return { book, published: book.published };
    const snapshot = this.source?.snapshot(key);
    if (!snapshot) return undefined;
    const fresh: CoinBook = book ?? { seq: this.options.seqBase, followers: new Set(), published: null };
    // The book moved on unseen while idle: a new number, so an old `since` cannot match an empty ring.
    if (book) fresh.seq += 1;
    fresh.published = {
      ring: new FrameRing(fresh.seq, BOOK_REPLAY_FRAMES, BOOK_RING_MAX_BYTES),
      asks: topLevels(snapshot.asks),
      bids: topLevels(snapshot.bids),
      changed: false,
      idleSince: null,
    };
    this.books.set(key, fresh);
    return { book: fresh, published: fresh.published };
  }

  follow(client: ServedSocket, key: CoinKey, since: number | undefined): void {
    const found = this.publishedBook(key);
    if (!found) return;
    const { book, published } = found;
    client.books.add(key);
    book.followers.add(client);
    published.idleSince = null;
    const frames = since === undefined ? undefined : published.ring.after(since, REPLAY_MAX_BYTES);
    if (frames) for (const frame of frames) this.options.send(client, frame);
    else this.sendSnapshot(client, key);
  }

  unfollow(client: ServedSocket, key: CoinKey): void {
    client.books.delete(key);
    const book = this.books.get(key);
    if (!book?.followers.delete(client)) return;
    if (book.followers.size === 0 && book.published) book.published.idleSince = this.options.now();
  }

  /** The book as published, numbered with its current seq: the next delta is seq + 1. */
  sendSnapshot(client: ServedSocket, key: CoinKey): void {
    const book = this.books.get(key);
    if (!book?.published) return;
    const { asks, bids } = book.published;
    const seq = book.seq;
    const frame = this.options.snapshots.get(
      bookSnapshotKey(key),
      seq,
      this.options.now(),
      (t): OrderBookFrame => ({
        ch: 'orderbook',
        seq,
        t,
        key,
        snapshot: true,
        asks,
        bids,
      }),
    );
    this.options.send(client, frame);
  }

  private onDepth(key: CoinKey, asks: BookLevel[], bids: BookLevel[]): void {
    const published = this.books.get(key)?.published;
    if (!published || published.changed) return;
    published.changed =
      touchesTop(published.asks, asks, lowerFirst) || touchesTop(published.bids, bids, higherFirst);
  }

  /** Sends one delta per changed coin; lets go of books nobody followed for BOOK_LINGER_MS. */
  flush(t: number): void {
    for (const [key, book] of this.books) {
      const published = book.published;
      if (!published) continue;
      if (published.idleSince !== null && t - published.idleSince >= BOOK_LINGER_MS) {
        book.published = null;
        this.options.snapshots.delete(bookSnapshotKey(key));
        continue;
      }
      if (!published.changed) continue;
      published.changed = false;
      const snapshot = this.source?.snapshot(key);
      const asks = topLevels(snapshot?.asks);
      const bids = topLevels(snapshot?.bids);
      const askChanges = levelChanges(published.asks, asks);
      const bidChanges = levelChanges(published.bids, bids);
      if (askChanges.length === 0 && bidChanges.length === 0) continue;
      published.asks = asks;
      published.bids = bids;
      book.seq += 1;
      const frame: OrderBookFrame = {
        ch: 'orderbook',
        seq: book.seq,
        t,
        key,
        snapshot: false,
        asks: askChanges,
        bids: bidChanges,
      };
      const encoded = encodeFrame(frame);
      published.ring.push(book.seq, encoded);
      for (const client of book.followers) this.options.send(client, encoded);
    }
  }

  dispose(): void {
    this.stopDepth?.();
  }
}
