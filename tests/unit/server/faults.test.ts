import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, type CoinInfo, type Faults, type ServiceCheckNotice } from '../../../contract';
import { call, FeedClient, startTestServer, type TestServer } from './helpers';

let test$: TestServer;
beforeAll(async () => {
  test$ = await startTestServer();
});
afterAll(() => test$.stop());

async function setFaults(faults: Partial<Faults>) {
  const result = await call<Faults>(test$.server, API.adminFaults, { method: 'POST', body: faults });
  expect(result.status).toBe(200);
  return result.body.data;
}

const OFF: Partial<Faults> = {
  pause: false,
  block: false,
  timeout: false,
  tooManyRequests: false,
  serverError: false,
};

describe('fault switches', () => {
  test.each([
    [{ pause: true }, 503, 'PAUSE'],
    [{ block: true }, 403, 'BLOCK'],
    [{ timeout: true, timeoutDelayMs: 30 }, 504, 'TIMEOUT'],
    [{ tooManyRequests: true }, 429, 'TOO_MANY_REQUESTS'],
    [{ serverError: true }, 500, 'SERVER_ERROR'],
  ] as const)(
    '%j answers %d %s on /v1 and /v2, never on meta, health or admin',
    async (faults, status, code) => {
      await setFaults(faults);
      try {
        for (const path of [
          API.markets,
          API.tickers,
          `${API.chartPending}?crncCd=C0100&coinType=C0101`,
          '/v1/unknown',
        ]) {
          const result = await call(test$.server, path);
          expect(result.status).toBe(status);
          expect(result.body).toMatchObject({ status, code });
        }
        expect((await fetch(test$.server.url + API.meta)).status).toBe(200);
        expect((await call(test$.server, API.health)).status).toBe(200);
        expect((await call<Faults>(test$.server, API.adminFaults)).body.data).toMatchObject(faults);
      } finally {
        await setFaults(OFF);
      }
      expect((await call(test$.server, API.markets)).status).toBe(200);
    },
  );

  test('pause carries the maintenance notice in the asked language', async () => {
    await setFaults({ pause: true });
    try {
      const ko = await call<ServiceCheckNotice>(test$.server, API.coins);
      expect(ko.body.data.title).toBe('서비스 점검 안내');
      expect(Object.keys(ko.body.data)).toEqual(
        expect.arrayContaining(['title', 'text', 'subText', 'infoTitle1', 'infoText4', 'url']),
      );
      const en = await call<ServiceCheckNotice>(test$.server, API.coins, {
        headers: { 'accept-language': 'en' },
      });
      expect(en.body.data.title).toBe('Service maintenance');
    } finally {
      await setFaults(OFF);
    }
  });

  test('block says title||body', async () => {
    await setFaults({ block: true });
    try {
      const result = await call(test$.server, API.markets, { headers: { 'accept-language': 'en' } });
      const [title, body] = result.body.message.split('||');
      expect(title).toBe('Service restricted');
      expect(body?.length).toBeGreaterThan(10);
    } finally {
      await setFaults(OFF);
    }
  });

  test('GET answers the current switches, defaults included', async () => {
    await setFaults({ timeoutDelayMs: 30 });
    const { body } = await call<Faults>(test$.server, API.adminFaults);
    expect(body.data).toEqual({
      pause: false,
      block: false,
      timeout: false,
      timeoutDelayMs: 30,
      tooManyRequests: false,
      serverError: false,
      dropSocket: false,
      skipTickerFrameEvery: 0,
      favoritesBlocked: false,
      queue: false,
      queueLength: 30,
      queueAdmitPerSecond: 1,
    });
  });

  test('admin calls answer only loopback requests', async () => {
    const result = await test$.server.app.inject({
      method: 'GET',
      url: API.adminFaults,
      remoteAddress: '10.1.2.3',
      headers: { host: new URL(test$.server.url).host },
    });
    expect(result.statusCode).toBe(404);
    expect(result.json()).toMatchObject({ code: 'NOT_FOUND' });
    const local = await test$.server.app.inject({
      method: 'GET',
      url: API.adminFaults,
      remoteAddress: '127.0.0.1',
      headers: { host: new URL(test$.server.url).host },
    });
    expect(local.statusCode).toBe(200);
  });

  test('moving a listing time is reported on the intro channel', async () => {
    const feed = await FeedClient.open(test$.server);
    feed.send({ op: 'sub', ch: 'intro' });
    const first = await feed.until(() => feed.of('intro')[0]);
    const buy = '2031-01-02T14:00:00+09:00';
    const sell = '2031-01-02T15:00:00+09:00';
    const result = await call<CoinInfo>(test$.server, API.adminListing, {
      method: 'POST',
      body: { key: 'MON-KRW', buyOpenDate: buy, sellOpenDate: sell },
    });
    expect(result.body.data.infoOnMarket).toMatchObject({ buyOpenDate: buy, sellOpenDate: sell });
    const changed = await feed.until(() => feed.of('intro').find((frame) => frame.seq === first.seq + 1));
    expect(changed.coins.find((coin) => coin.key === 'MON-KRW')).toMatchObject({
      buyOpenDate: buy,
      sellOpenDate: sell,
    });
    await feed.close();
  });

  test('a listing whose time has come starts trading', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await call(test$.server, API.adminListing, {
      method: 'POST',
      body: { key: 'MON-KRW', buyOpenDate: past, sellOpenDate: past },
    });
    const coins = (await call<CoinInfo[]>(test$.server, API.coins)).body.data;
    expect(coins.find((coin) => coin.key === 'MON-KRW')?.infoOnMarket.canTrade).toBe(true);
    const traded = await call(test$.server, API.adminTrade, {
      method: 'POST',
      body: { key: 'MON-KRW', price: 61 },
    });
    expect(traded.status).toBe(200);
  });
});

describe('faults at start and outside test mode', () => {
  test('--faults switches are on from the start', async () => {
    const other = await startTestServer({ faults: { pause: true } });
    try {
      expect((await call(other.server, API.markets)).body.code).toBe('PAUSE');
      expect(other.server.faults.current.pause).toBe(true);
    } finally {
      await other.stop();
    }
  });

  test('without test mode the admin calls do not exist', async () => {
    const other = await startTestServer({ testMode: false });
    try {
      const get = await call(other.server, API.adminFaults);
      expect(get.status).toBe(404);
      expect(get.body.code).toBe('NOT_FOUND');
      const post = await call(other.server, API.adminFaults, { method: 'POST', body: { pause: true } });
      expect(post.status).toBe(404);
      expect((await call(other.server, API.markets)).status).toBe(200);
    } finally {
      await other.stop();
    }
  });

  test('a request held by the timeout switch ends when the server closes', async () => {
    const other = await startTestServer({ faults: { timeout: true, timeoutDelayMs: 120_000 } });
    const arrived = new Promise((resolve) => other.server.app.server.once('request', resolve));
    const pending = fetch(other.server.url + API.markets).then(
      (response) => response.status,
      () => 'closed',
    );
    await arrived;
    await other.stop();
    expect([504, 'closed']).toContain(await pending);
  });
});
