/**
 * What `npm start` prints when the server cannot start, and its exit code: a refused database says why
 * and the way out (exit 3, db/integrity.ts), a port in use or forbidden says which and how to pick another
 * (exit 1), anything else its message (exit 1). The stack only with DEBUG=1: a start-up failure is the
 * user's to fix, not a crash to debug.
 */
import { DatabaseStartupError } from './db/integrity';

export interface StartupFailure {
  message: string;
  exitCode: number;
}

const LISTEN_HINTS: Record<string, (where: string) => string> = {
  EADDRINUSE: (where) =>
    `${where} is already in use (another Tradedeck?). Stop it, or pick another port with --port <n> (0 = any free port).`,
  EACCES: (where) =>
    `listening on ${where} is not allowed (ports below 1024 need privileges). Pick another port with --port <n>.`,
  EADDRNOTAVAIL: (where) =>
    `${where} is not an address of this machine. Pick another interface with --host <name> (e.g. 127.0.0.1).`,
};

export function startupFailure(error: unknown, debug: boolean): StartupFailure {
  const stack = debug && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  const hint = debug ? '' : ' (DEBUG=1 prints the stack)';
  if (error instanceof DatabaseStartupError)
    return { message: error.message + stack, exitCode: error.exitCode };
  const { code, address, port } = (error ?? {}) as { code?: unknown; address?: unknown; port?: unknown };
  const listenHint = typeof code === 'string' ? LISTEN_HINTS[code] : undefined;
  if (listenHint && typeof port === 'number') {
    const where = `port ${port}${typeof address === 'string' ? ` on ${address}` : ''}`;
    return { message: listenHint(where) + stack, exitCode: 1 };
  }
  const text = error instanceof Error ? error.message : String(error);
  return { message: `could not start: ${text}${stack || hint}`, exitCode: 1 };
}
