/** The replay's calls through the server (`--market replay`, the shipped sample): POST /v1/replay and its 409s. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, type MarketSourceInfo } from '../../../../contract';
import type { ReplayState } from '../../../../contract/market-source';
import { call, startTestServer, type TestServer } from '../helpers';

let test$: TestServer;
beforeAll(async () => {
  test$ = await startTestServer({ market: { kind: 'replay' } });
});
afterAll(() => test$.stop());

const replay = (body: unknown) =>
  call<ReplayState>(test$.server, API.replay, { method: 'POST', body, headers: { 'accept-language': 'en' } });

describe('POST /v1/replay on the sample', () => {
  test('the source is the replay, running at ×1; a step while playing is 409 CONFLICT', async () => {
    const info = (await call<MarketSourceInfo>(test$.server, API.marketSource)).body.data;
    expect(info).toMatchObject({ kind: 'replay', link: 'live', replay: { speed: 1, paused: false } });
    const refused = await replay({ action: 'step' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Pause the replay before stepping one bar.',
    });
  });

  test('pause, step one bar, speed, jump: each answers the new state', async () => {
    const paused = (await replay({ action: 'pause' })).body.data;
    expect(paused.paused).toBe(true);
    const stepped = (await replay({ action: 'step' })).body.data;
    expect(stepped.paused).toBe(true);
    expect(stepped.replayMs).toBe(Math.floor(paused.replayMs / 60_000) * 60_000 + 60_000);
    expect((await replay({ action: 'speed', speed: 100 })).body.data.speed).toBe(100);
    const target = stepped.fromMs + 3 * 3_600_000 + 30_000;
    const jumped = (await replay({ action: 'jump', replayMs: target })).body.data;
    expect(jumped.replayMs).toBe(target - 30_000);
    expect((await call<MarketSourceInfo>(test$.server, API.marketSource)).body.data.replay).toMatchObject({
      replayMs: jumped.replayMs,
      paused: true,
      speed: 100,
    });
  });

  test('a speed outside ×1 to ×1,000 is refused as a bad request', async () => {
    expect((await replay({ action: 'speed', speed: 1001 })).status).toBe(400);
    expect((await replay({ action: 'rewind' })).status).toBe(400);
  });
});
