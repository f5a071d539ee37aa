import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, EXTERNAL_PAGE_IDS, EXTERNAL_SITE_PATH } from '../../../../contract';
import { isApiPath } from '../../../../server/app/serve-app';
import { EXTERNAL_PAGE_NAMES } from '../../../../server/shell/external-pages';
import { BANNER_IMAGE_PATH, BANNER_SLIDES } from '../../../../server/shell/premium-banners';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
beforeAll(async () => {
  server = await injectServer();
});
afterAll(() => server.stop());

const page = (url: string, headers: Record<string, string> = {}) =>
  server.built.app.inject({ method: 'GET', url, headers });

/** A phone number as a support line would show it (02-1234-5678, 1588-1234, +82 …). */
const PHONE_NUMBER = /\+82|\b\d{2,4}[-. ]\d{3,4}[-. ]\d{4}\b|\b1[568]\d{2}[-. ]?\d{4}\b/;

describe('external pages', () => {
  test.each(EXTERNAL_PAGE_IDS)('%s: a titled page in ko and en, without a phone number', async (id) => {
    for (const language of ['ko', 'en'] as const) {
      const answer = await page(`${EXTERNAL_SITE_PATH}/${id}?lang=${language}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      const name = EXTERNAL_PAGE_NAMES[id][language];
      expect(answer.body).toMatch(/^<!doctype html>\n<html lang="(ko|en)">/);
      expect(answer.body).toContain(`<html lang="${language}">`);
      expect(answer.body).toMatch(new RegExp(`<title>${name} \\| [^<]+</title>`));
      expect(answer.body).toContain(`<h1>${name}</h1>`);
      expect(answer.body).toMatch(language === 'ko' ? /시뮬레이션 거래소/ : /simulated exchange/);
      expect(answer.body).not.toMatch(PHONE_NUMBER);
      expect(answer.body).not.toMatch(/<script/i);
    }
  });

  test('the language follows Accept-Language without ?lang=, and ?lang= wins over it', async () => {
    expect((await page(`${EXTERNAL_SITE_PATH}/press`, { 'accept-language': 'en-US' })).body).toContain(
      '<h1>Press releases</h1>',
    );
    expect((await page(`${EXTERNAL_SITE_PATH}/press`)).body).toContain('<h1>보도자료</h1>');
    expect((await page(`${EXTERNAL_SITE_PATH}/press?lang=ko`, { 'accept-language': 'en' })).body).toContain(
      '<h1>보도자료</h1>',
    );
    expect((await page(`${EXTERNAL_SITE_PATH}/press?lang=fr`, { 'accept-language': 'en' })).body).toContain(
      '<h1>Press releases</h1>',
    );
  });

  test('no script may run on a page: its own policy', async () => {
    const answer = await page(`${EXTERNAL_SITE_PATH}/notice`);
    expect(answer.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'/,
    );
  });

  test('the notice page lists the published notices, escaped, and not the future ones', async () => {
    const hostile = '<script>alert("x")</script> & <b>bold</b>';
    expect(
      (await server.call('POST', API.adminNotice, { title: hostile, titleEn: `en ${hostile}` })).status,
    ).toBe(200);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await server.call('POST', API.adminNotice, {
      title: '내일 공지',
      titleEn: 'Tomorrow',
      publishedAt: future,
    });
    const ko = (await page(`${EXTERNAL_SITE_PATH}/notice?lang=ko`)).body;
    expect(ko).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(ko).not.toContain('<script>');
    expect(ko).not.toContain('<b>');
    expect(ko).not.toContain('내일 공지');
    expect(ko).toContain('[신규 상장] 플라즈마(XPL) 원화 마켓 추가');
    const en = (await page(`${EXTERNAL_SITE_PATH}/notice?lang=en`)).body;
    expect(en).toContain('en &lt;script&gt;');
    expect(en.indexOf('en &lt;script&gt;')).toBeLessThan(en.indexOf('[New listing]'));
  });

  test.each(['nope', 'NOTICE', '%3Cscript%3E'])(
    'an unknown id (%s) is a titled 404 page that does not echo it',
    async (id) => {
      const answer = await page(`${EXTERNAL_SITE_PATH}/${id}?lang=en`);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('<title>Page not found | ');
      expect(answer.body).not.toContain(decodeURIComponent(id));
    },
  );

  test('a traversal for an id (..%2F..%2Fetc) meets the hidden-path guard first: 404, not echoed', async () => {
    const answer = await page(`${EXTERNAL_SITE_PATH}/..%2F..%2Fetc?lang=en`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(answer.body).not.toContain('../');
  });
});

describe('banner images', () => {
  test.each(BANNER_SLIDES.map((slide) => slide.name))('%s.svg in ko and en', async (name) => {
    const slide = BANNER_SLIDES.find((entry) => entry.name === name)!;
    for (const language of ['ko', 'en'] as const) {
      const answer = await page(`${BANNER_IMAGE_PATH}/${name}.svg?lang=${language}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(answer.body).toContain(slide.title[language]);
    }
  });

  test.each(['nope.svg', `${BANNER_SLIDES[0]!.name}.png`, BANNER_SLIDES[0]!.name])(
    '%s is a 404 in the envelope',
    async (file) => {
      const answer = await page(`${BANNER_IMAGE_PATH}/${file}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});

describe('the server answers its own pages itself (never the app, never the SPA fallback)', () => {
  test.each([
    ['/ext/notice', true],
    ['/ext/notice?lang=en', true],
    ['/resources/banner/all-voucher.svg?lang=ko', true],
    ['/v1/notices', true],
    ['/__admin/notices', true],
    ['/ws', true],
    ['/react/meta.json?t=1', true],
    ['/extra', false],
    ['/resources/other.png', false],
    ['/trade/order/BTC-KRW', false],
    ['/', false],
  ])('%s → %s', (url, own) => {
    expect(isApiPath(url)).toBe(own);
  });
});
