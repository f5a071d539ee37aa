import { EventEmitter } from 'node:events';
import { expect } from 'vitest';

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
