import { describe, expect, test } from 'vitest';
import { classifyFailure, type Failure, type StatusType } from '../../../src/api/status';

const http = (httpStatus: number, code = '', message = ''): Failure => ({
  kind: 'http',
  httpStatus,
  code,
  message,
});

describe('classifyFailure', () => {
  test.each<[string, Failure, StatusType]>([
    ['503 PAUSE', http(503, 'PAUSE', 'maintenance'), 'Pause'],
    ['503 without envelope', http(503), 'Pause'],
    ['PAUSE code on another status', http(400, 'PAUSE'), 'Pause'],
    ['503 QUEUE: waiting in line, not maintenance', http(503, 'QUEUE'), 'Queue'],
    ['500 SERVER_ERROR', http(500, 'SERVER_ERROR', 'boom'), 'ServerError'],
    ['502 without envelope', http(502), 'ServerError'],
    ['500 without envelope', http(500), 'ServerError'],
    ['504 TIMEOUT', http(504, 'TIMEOUT'), 'Timeout'],
    ['504 without envelope', http(504), 'Timeout'],
    ['client timeout', { kind: 'timeout' }, 'Timeout'],
    ['429 TOO_MANY_REQUESTS', http(429, 'TOO_MANY_REQUESTS'), 'Requests'],
    ['429 without envelope', http(429), 'Requests'],
    ['429 LOGIN_LOCKED shows its wait as an error', http(429, 'LOGIN_LOCKED', 'try in 30 s'), 'Error'],
    ['403 BLOCK', http(403, 'BLOCK', 'Blocked||Contact support'), 'Block'],
    ['403 without envelope', http(403), 'Block'],
    ['403 FORBIDDEN is an ordinary error', http(403, 'FORBIDDEN', 'not yours'), 'Error'],
    ['400 BAD_REQUEST with a message', http(400, 'BAD_REQUEST', 'bad quantity'), 'Error'],
    ['404 NOT_FOUND with a message', http(404, 'NOT_FOUND', 'no such order'), 'Error'],
    ['409 CONFLICT', http(409, 'CONFLICT', 'already cancelled'), 'Error'],
    ['422 INSUFFICIENT_BALANCE', http(422, 'INSUFFICIENT_BALANCE', 'not enough KRW'), 'Error'],
    ['401 UNAUTHORIZED', http(401, 'UNAUTHORIZED', 'log in'), 'Session'],
    ['401 without envelope', http(401), 'Session'],
    ['network failure', { kind: 'network' }, 'Connectivity'],
    ['aborted by the caller', { kind: 'aborted' }, 'None'],
    ['200 without envelope', { kind: 'invalid-response', httpStatus: 200 }, 'ServerError'],
    [
      '200 with data that breaks the contract',
      { kind: 'contract', httpStatus: 200, call: 'me', issues: 'name: expected string' },
      'ServerError',
    ],
  ])('%s → %s', (_name, failure, expected) => {
    expect(classifyFailure(failure)).toBe(expected);
  });
});
