/**
 * Under `npm start` the app is served by Vite in middleware mode, whose SPA fallback answers any unknown
 * path with the app's index.html: the external pages and banner images must reach the server's routes.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EXTERNAL_SITE_PATH } from '../../../../contract';
import { buildServer, type BuiltServer } from '../../../../server/app';
import { BANNER_IMAGE_PATH, BANNER_SLIDES } from '../../../../server/shell/premium-banners';
import { tempDataDir } from '../helpers';

let built: BuiltServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDataDir();
  built = await buildServer({ dataDir, serveApp: 'vite', tradeRate: 0, logLevel: 'silent' });
});
afterAll(async () => {
  await built.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) =>
  built.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html' } });

test('an external page, its 404 and a banner image come from the server, an app route from Vite', async () => {
  const notice = await get(`${EXTERNAL_SITE_PATH}/notice?lang=en`);
  expect(notice.statusCode).toBe(200);
  expect(notice.body).toContain('<h1>Notices</h1>');
  const missing = await get(`${EXTERNAL_SITE_PATH}/nope`);
  expect(missing.statusCode).toBe(404);
  expect(missing.body).toContain('<title>페이지를 찾을 수 없습니다 | ');
  const banner = await get(`${BANNER_IMAGE_PATH}/${BANNER_SLIDES[0]!.name}.svg`);
  expect(banner.statusCode).toBe(200);
  expect(banner.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  const app = await get('/trade/order/BTC-KRW');
  expect(app.statusCode).toBe(200);
  expect(app.body).toContain('<div id="root">');
});
