// Test doubles for the feed session: time that moves only when told, and an exchange whose sockets the
// test opens, feeds and drops by hand.
import type {
  FeedSocket,
  FeedSocketEvents,
  FeedSocketFactory,
} from '../../../../../workers/core/feed/feed-socket';
import type { ClientMessage } from '../../../../../contract/socket';
import type { Scheduler, TimerId } from '../../../../../workers/core/base/scheduler';

export class FakeScheduler implements Scheduler {
  time = 1_700_000_000_000;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerId {
    const id = this.nextId;
    this.nextId += 1;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  }

  clearTimeout(id: TimerId): void {
    this.timers.delete(id as number);
  }

  get pendingTimers(): number {
    return this.timers.size;
  }

  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let nextId: number | undefined;
      let nextAt = Infinity;
      for (const [id, timer] of this.timers) {
        if (timer.at <= end && timer.at < nextAt) {
          nextAt = timer.at;
          nextId = id;
        }
      }
      if (nextId === undefined) break;
      const timer = this.timers.get(nextId)!;
      this.timers.delete(nextId);
      this.time = Math.max(this.time, timer.at);
      timer.callback();
    }
    this.time = end;
  }
}

export class FakeSocket implements FeedSocket {
  readonly sent: ClientMessage[] = [];
  closedByClient = false;

  constructor(private readonly events: FeedSocketEvents) {}

  send(text: string): void {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }

  close(): void {
    this.closedByClient = true;
  }

  open(): void {
    this.events.open();
  }

  /** Sends a frame object as a JSON text frame. */
  frame(frame: object): void {
    this.events.message(JSON.stringify(frame));
  }

  raw(data: unknown): void {
    this.events.message(data);
  }

  /** The server side goes away (with a close code, when it sends one). */
  drop(code?: number): void {
    this.events.close(code);
  }
}

export class FakeExchange {
  readonly sockets: FakeSocket[] = [];

  readonly factory: FeedSocketFactory = (events) => {
    const socket = new FakeSocket(events);
    this.sockets.push(socket);
    return socket;
  };

  get current(): FakeSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}
