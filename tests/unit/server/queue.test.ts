/**
 * The access queue (contract/queue.ts): the line's arithmetic as a table, and the simulator answering
 * 503 QUEUE with the caller's place until the line has moved through (the clock is faked: only Date).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { API, type Faults, type QueueStatus } from '../../../contract';
import { queueStatusAt } from '../../../server/queue';
import { call, startTestServer, type TestServer } from './helpers';

describe('queueStatusAt', () => {
  test.each([
    // length, per second, elapsed ms → admitted, position, estimated wait
    [30, 1, 0, false, 30, 30],
    [30, 1, 999, false, 30, 30],
    [30, 1, 1_000, false, 29, 29],
    [30, 1, 29_000, false, 1, 1],
    [30, 1, 30_000, true, 0, 0],
    [30, 1, 90_000, true, 0, 0],
    [10, 3, 0, false, 10, 4],
    [10, 3, 2_000, false, 4, 2],
    [10, 3, 3_400, true, 0, 0],
    [5, 1, -500, false, 5, 5],
  ])(
    '%d places at %d/s after %d ms → admitted %s, place %d, about %d s',
    (length, rate, ms, admitted, position, wait) => {
      expect(queueStatusAt(length, rate, ms)).toEqual({ admitted, position, estimatedWaitSeconds: wait });
    },
  );
});

describe('the queue fault', () => {
  let test$: TestServer;
  beforeAll(async () => {
    test$ = await startTestServer();
  });
  afterAll(() => test$.stop());
  afterEach(async () => {
    vi.useRealTimers();
    await setFaults({ queue: false, pause: false });
  });

  async function setFaults(faults: Partial<Faults>) {
    const result = await call<Faults>(test$.server, API.adminFaults, { method: 'POST', body: faults });
    expect(result.status).toBe(200);
    return result.body.data;
  }

  test('every call answers 503 QUEUE with the place, which moves until everyone is let in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await setFaults({ queue: true, queueLength: 3, queueAdmitPerSecond: 1 });
    for (const path of [API.markets, API.me, `${API.chartPending}?crncCd=C0100&coinType=C0101`]) {
      const queued = await call<QueueStatus>(test$.server, path);
      expect(queued.status).toBe(503);
      expect(queued.body).toMatchObject({
        status: 503,
        code: 'QUEUE',
        data: { admitted: false, position: 3, estimatedWaitSeconds: 3 },
      });
    }
    // Its own call is never queued; the admin, meta and health calls neither.
    expect((await call<QueueStatus>(test$.server, API.queueStatus)).body.data).toEqual({
      admitted: false,
      position: 3,
      estimatedWaitSeconds: 3,
    });
    expect((await call(test$.server, API.health)).status).toBe(200);
    expect((await fetch(test$.server.url + API.meta)).status).toBe(200);

    vi.advanceTimersByTime(2_000);
    expect((await call<QueueStatus>(test$.server, API.queueStatus)).body.data).toMatchObject({ position: 1 });
    expect((await call(test$.server, API.coins)).body.data).toMatchObject({ position: 1 });

    vi.advanceTimersByTime(1_000);
    expect((await call<QueueStatus>(test$.server, API.queueStatus)).body.data).toEqual({
      admitted: true,
      position: 0,
      estimatedWaitSeconds: 0,
    });
    expect((await call(test$.server, API.markets)).status).toBe(200);
    // The line has moved through: the switch is off again.
    expect((await call<Faults>(test$.server, API.adminFaults)).body.data.queue).toBe(false);
  });

  test('says so in the asked language; maintenance outranks it', async () => {
    await setFaults({ queue: true, queueLength: 100 });
    const en = await call(test$.server, API.markets, { headers: { 'accept-language': 'en' } });
    expect(en.body.message).toMatch(/Waiting for access/);
    const ko = await call(test$.server, API.markets, { headers: { 'accept-language': 'ko' } });
    expect(ko.body.message).toMatch(/접속 대기/);
    await setFaults({ pause: true });
    expect((await call(test$.server, API.markets)).body.code).toBe('PAUSE');
  });

  test('switching it on again, or changing the line, starts a new line', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await setFaults({ queue: true, queueLength: 10 });
    vi.advanceTimersByTime(4_000);
    expect((await call(test$.server, API.queueStatus)).body.data).toMatchObject({ position: 6 });
    await setFaults({ queueLength: 8 });
    expect((await call(test$.server, API.queueStatus)).body.data).toMatchObject({ position: 8 });
    await setFaults({ queue: false });
    expect((await call(test$.server, API.queueStatus)).body.data).toMatchObject({ admitted: true });
    expect((await call(test$.server, API.markets)).status).toBe(200);
  });
});
