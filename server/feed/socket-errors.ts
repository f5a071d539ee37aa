/**
 * The log of feed socket errors. What ws reports about a client's frames (too large, not UTF-8, a bad
 * opcode: codes WS_ERR_*) is the client's fault, not the server's: one warning line without a stack,
 * at most SOCKET_ERROR_LOG_BURST at once and SOCKET_ERROR_LOG_PER_SECOND after that, the lines left
 * out counted in the next one, so that a thousand sockets sending oversized frames cannot flood the log.
 * Any other error is the server's and is logged in full.
 */
import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_ERROR_LOG_BURST, SOCKET_ERROR_LOG_PER_SECOND } from './feed-limits';
import { TokenBucket } from './op-gate';

/** ws's code of an error a client's frames caused (ws/lib/receiver.js), or undefined. */
function clientFault(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('WS_ERR_') ? code : undefined;
}

export class SocketErrorLog {
  private readonly lines: TokenBucket;
  private left = 0;

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly now: () => number,
  ) {
    this.lines = new TokenBucket(SOCKET_ERROR_LOG_BURST, SOCKET_ERROR_LOG_PER_SECOND, now());
  }

  /** Logs the error of the socket from `address` (the socket is closed by the caller). */
  report(error: unknown, address: string): void {
    const code = clientFault(error);
    if (code === undefined) {
      this.log.error({ err: error, address }, 'feed socket failed');
      return;
    }
    if (!this.lines.take(this.now())) {
      this.left++;
      return;
    }
    const message = error instanceof Error ? error.message : code;
    this.log.warn({ code, address, linesLeftOut: this.left }, `feed socket closed: ${message}`);
    this.left = 0;
  }
}
