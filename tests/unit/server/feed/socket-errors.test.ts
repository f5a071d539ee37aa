// The feed socket error log (socket-errors.ts): a client's bad frame is one warning line without a stack,
// rate-limited with the lines left out counted; the server's own errors are logged in full.
import { expect, test } from 'vitest';
import { SOCKET_ERROR_LOG_BURST, SOCKET_ERROR_LOG_PER_SECOND } from '../../../../server/feed/feed-limits';
import { SocketErrorLog } from '../../../../server/feed/socket-errors';

/** A ws receiver error as ws makes them: a RangeError with a WS_ERR_ code. */
function tooLarge(): Error {
  return Object.assign(new RangeError('Max payload size exceeded'), {
    code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
  });
}

function logged() {
  const lines: { level: 'warn' | 'error'; fields: Record<string, unknown>; message: string }[] = [];
  const clock = { now: 0 };
  const log = new SocketErrorLog(
    {
      warn: (fields: Record<string, unknown>, message: string) =>
        lines.push({ level: 'warn', fields, message }),
      error: (fields: Record<string, unknown>, message: string) =>
        lines.push({ level: 'error', fields, message }),
    } as never,
    () => clock.now,
  );
  return { lines, clock, log };
}

test('a bad frame is one warning with its code and address, no error object and so no stack', () => {
  const { lines, log } = logged();
  log.report(tooLarge(), '10.0.0.1');
  expect(lines).toEqual([
    {
      level: 'warn',
      fields: { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', address: '10.0.0.1', linesLeftOut: 0 },
      message: 'feed socket closed: Max payload size exceeded',
    },
  ]);
});

test(`${SOCKET_ERROR_LOG_BURST} lines at once, then ${SOCKET_ERROR_LOG_PER_SECOND} a second, the rest counted in the next line`, () => {
  const { lines, clock, log } = logged();
  for (let i = 0; i < 1000; i++) log.report(tooLarge(), `10.0.${i % 4}.1`);
  expect(lines).toHaveLength(SOCKET_ERROR_LOG_BURST);
  clock.now += 1000 / SOCKET_ERROR_LOG_PER_SECOND;
  log.report(tooLarge(), '10.0.0.9');
  expect(lines).toHaveLength(SOCKET_ERROR_LOG_BURST + 1);
  expect(lines.at(-1)!.fields.linesLeftOut).toBe(1000 - SOCKET_ERROR_LOG_BURST);
});

test("the server's own error is logged in full, whatever the rate", () => {
  const { lines, log } = logged();
  for (let i = 0; i < SOCKET_ERROR_LOG_BURST; i++) log.report(tooLarge(), '10.0.0.1');
  const bug = new TypeError('the hub broke');
  log.report(bug, '10.0.0.1');
  expect(lines.at(-1)).toEqual({
    level: 'error',
    fields: { err: bug, address: '10.0.0.1' },
    message: 'feed socket failed',
  });
});
