import { EventEmitter } from 'node:events';
import { expect } from 'vitest';
import { FaultSwitch } from '../../../server/faults';
import { FeedHub } from '../../../server/feed/feed-hub';
import { MarketModel } from '../../../server/market/market-model';

/** A hub on a quiet market (no trades of its own), no member, every session live, for FakeSockets. */
export function quietHub(now: () => number): { hub: FeedHub; model: MarketModel } {
  const model = new MarketModel({ seed: 1, tradeRate: 0, startMs: Date.UTC(2026, 10, 21) });
  const hub = new FeedHub({
    model,
    faults: new FaultSwitch(),
    memberAssets: () => [],
    memberCredit: () => ({
      eligible: false,
      problems: [],
      debt: 0,
      loans: [],
      alerts: [],
      refunds: [],
      now: '',
    }),
    memberUnread: () => 0,
    memberLayouts: () => [],
    sessionLive: () => true,
    channelBlocked: () => false,
    now,
    seqBase: 1000,
  });
  return { hub, model };
}

/** Just enough of a ws socket for the hub: records what it is sent, with a settable send buffer. */
export class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  send(frame: Buffer, options: { binary: boolean }) {
    // The hub encodes a frame once and sends its bytes as a text frame.
    expect(options.binary).toBe(false);
    this.sent.push(String(frame));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  terminate() {
    this.readyState = 3;
  }
}
