/**
 * The captcha renderer's worker thread (captcha-renderer.ts): draws and renders each answer it is sent
 * (captcha-image.ts) and posts the PNG back, moved rather than copied, so resvg's milliseconds are spent
 * here and not on the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { captchaPng } from './captcha-image';
import type { RenderAnswer, RenderRequest } from './captcha-renderer';

const port = parentPort;
if (!port) throw new Error('captcha-worker.ts runs as a worker thread (CaptchaRenderer)');

port.on('message', ({ id, answer }: RenderRequest) => {
  let reply: RenderAnswer;
  try {
    // A copy of resvg's buffer (native memory, not ours to move) that the message then moves.
    reply = { id, png: new Uint8Array(captchaPng(answer)) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, 'png' in reply ? [reply.png.buffer as ArrayBuffer] : []);
});
