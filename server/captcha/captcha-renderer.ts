/**
 * The captcha's pictures rendered off the event loop: resvg takes milliseconds of CPU a picture, so a
 * flood of captcha requests rendered on the server's thread would hold every other request back. The
 * renderer owns one worker thread (captcha-worker.ts), started on the first picture and ended by
 * `close()` (the server's close); `render` answers when the worker posts the PNG back. A worker that
 * fails or stops fails the pictures it owed, and the next picture starts a new one.
 */
import { Worker } from 'node:worker_threads';

/** What the server posts to the worker: one picture to render. */
export interface RenderRequest {
  id: number;
  answer: string;
}

/** What the worker posts back: the PNG (moved, not copied), or why it could not render it. */
export type RenderAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

interface Owed {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/** The worker runs captcha-worker.ts through ts-worker.mjs, which registers tsx in its thread. */
const WORKER_BOOT = new URL('../ts-worker.mjs', import.meta.url);
const WORKER_ENTRY = new URL('./captcha-worker.ts', import.meta.url).href;

export class CaptchaRenderer {
  private worker: Worker | undefined;
  private readonly owed = new Map<number, Owed>();
  private nextId = 1;
  private closed = false;

  /** The PNG of `answer` (captcha-image.ts `captchaPng`), rendered in the worker thread. */
  render(answer: string): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the captcha renderer is closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.owed.set(id, { resolve, reject });
      const request: RenderRequest = { id, answer };
      worker.postMessage(request);
    });
  }

  /** Pictures asked for and not yet rendered. */
  get inFlight(): number {
    return this.owed.size;
  }

  /** Whether a worker thread is running now. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Ends the worker (its thread has exited when this resolves) and fails the pictures still owed. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.failOwed(new Error('the captcha renderer is closed'));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_BOOT, { workerData: { entry: WORKER_ENTRY } });
    worker.on('message', (answer: RenderAnswer) => {
      const owed = this.owed.get(answer.id);
      if (!owed) return;
      this.owed.delete(answer.id);
      if ('png' in answer)
        owed.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
      else owed.reject(new Error(`captcha render failed: ${answer.error}`));
    });
    const stopped = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failOwed(error);
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the captcha worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private failOwed(error: Error): void {
    for (const owed of this.owed.values()) owed.reject(error);
    this.owed.clear();
  }
}
