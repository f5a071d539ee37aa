import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  blockStatusSchema,
  coinInoutLatestSchema,
  competitionSummarySchema,
  interestAfterTax,
  limitRaiseConditionSchema,
  limitTypeSchema,
  noticesSchema,
  premiumGradeSchema,
  SHELL,
  unseenInterestSchema,
  type Notice,
  type UnseenInterest,
} from '../../../../contract';
import { buildServer } from '../../../../server/app';
import { MESSAGES } from '../../../../server/errors/messages';
import { SEED_NOTICES } from '../../../../server/seed/shell-content';
import { tempDataDir } from '../helpers';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
beforeAll(async () => {
  server = await injectServer();
});
afterAll(() => server.stop());

const get = async (url: string, cookie?: string, language = 'ko') =>
  server.call('GET', url, undefined, { 'accept-language': language, ...(cookie ? { cookie } : {}) });
const blockStatusUrl = (path: string, endpointType = SHELL.endpointType) =>
  `${API.blockStatus}?endpointType=${endpointType}&path=${encodeURIComponent(path)}`;

describe('member-only calls', () => {
  test.each([
    API.premiumGrade,
    API.limitType,
    API.limitRaiseCondition,
    blockStatusUrl('/trade/order/btc-krw'),
    API.unseenInterest,
  ])('a guest gets 401 on GET %s', async (url) => {
    const answer = await get(url);
    expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  test('a guest gets 401 on POST interestSeen', async () => {
    expect((await server.call('POST', API.interestSeen(1))).status).toBe(401);
  });

  test.each([API.coinInoutLatest, API.notices, API.competitionSummary])('%s is public', async (url) => {
    expect((await get(url)).status).toBe(200);
  });
});

describe('premium grade', () => {
  test('PREMIUM_BENEFIT: two slides (the banner loops), titles in the request language', async () => {
    const cookie = await server.login('demo-premium');
    const ko = premiumGradeSchema.parse((await get(API.premiumGrade, cookie, 'ko')).body.data);
    const en = premiumGradeSchema.parse((await get(API.premiumGrade, cookie, 'en')).body.data);
    expect(ko.groupName).toBe('PREMIUM_BENEFIT');
    expect(ko.banners).toHaveLength(2);
    expect(ko.banners[0]!.title).toMatch(/[가-힣]/);
    expect(en.banners[0]!.title).toMatch(/^[\x20-\x7e]+$/);
    expect(en.banners.map((banner) => banner.bannerId)).toEqual(ko.banners.map((banner) => banner.bannerId));
    for (const banner of en.banners) {
      expect(banner.linkPath).toBe('/member/premium-grade');
      expect(banner.bannerUrl).toMatch(/^\/resources\/banner\/[a-z-]+\.svg\?lang=en$/);
    }
  });

  test('ALL_VOUCHER: one slide (no loop)', async () => {
    const cookie = await server.login('demo-voucher');
    const grade = premiumGradeSchema.parse((await get(API.premiumGrade, cookie)).body.data);
    expect(grade.groupName).toBe('ALL_VOUCHER');
    expect(grade.banners).toHaveLength(1);
  });

  test('outside the two groups: no group and no slides', async () => {
    const cookie = await server.login('demo-regular');
    expect((await get(API.premiumGrade, cookie)).body.data).toEqual({ groupName: null, banners: [] });
  });

  test('every banner image is served', async () => {
    for (const loginId of ['demo-premium', 'demo-voucher']) {
      const cookie = await server.login(loginId);
      const grade = premiumGradeSchema.parse((await get(API.premiumGrade, cookie)).body.data);
      for (const banner of grade.banners) {
        const image = await server.built.app.inject({ method: 'GET', url: banner.bannerUrl });
        expect(image.statusCode, banner.bannerUrl).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(image.body).toContain(banner.title);
      }
    }
  });
});

describe('public lists', () => {
  test('coin-inout latest: three coins newest first', async () => {
    const coins = coinInoutLatestSchema.parse((await get(API.coinInoutLatest)).body.data);
    expect(coins.map((coin) => coin.coinType)).toEqual(['C0285', 'C0284', 'C0283']);
  });

  test('competition summary: the seeded one', async () => {
    expect(competitionSummarySchema.parse((await get(API.competitionSummary)).body.data)).toEqual({
      displayingCompetitionCount: 1,
    });
  });

  test('notices: the seed, newest first, titles in the request language', async () => {
    const ko = noticesSchema.parse((await get(API.notices, undefined, 'ko')).body.data);
    const en = noticesSchema.parse((await get(API.notices, undefined, 'en')).body.data);
    const newestFirst = [...SEED_NOTICES].sort((a, b) => a.ageMs - b.ageMs);
    expect(ko.map((notice) => notice.title)).toEqual(newestFirst.map((notice) => notice.ko));
    expect(en.map((notice) => notice.title)).toEqual(newestFirst.map((notice) => notice.en));
    const newest = Date.parse(ko[0]!.publicationDateTime);
    expect(Date.now() - newest).toBeGreaterThan(23 * 3_600_000);
    expect(Date.now() - newest).toBeLessThan(SHELL.newNoticeWindowMs);
  });
});

describe('notices published through the switch', () => {
  const publish = (title: string, publishedAt?: string) =>
    server.call('POST', API.adminNotice, { title, titleEn: `${title} (en)`, publishedAt });

  test('a notice published now comes first; one in the future is not listed until its time', async () => {
    const now = await publish('지금 공지');
    expect(now.status).toBe(200);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await publish('예약 공지', future)).status).toBe(200);
    const ko = (await get(API.notices)).body.data as Notice[];
    expect(ko[0]!.title).toBe('지금 공지');
    expect(ko.map((notice) => notice.title)).not.toContain('예약 공지');
    const en = (await get(API.notices, undefined, 'en')).body.data as Notice[];
    expect(en[0]!.title).toBe('지금 공지 (en)');
  });

  test(`at most ${SHELL.noticePageSize}, newest first`, async () => {
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < SHELL.noticePageSize + 5; i += 1)
      expect((await publish(`old ${i}`, new Date(base - i * 60_000).toISOString())).status).toBe(200);
    const list = (await get(API.notices)).body.data as Notice[];
    expect(list).toHaveLength(SHELL.noticePageSize);
    const times = list.map((notice) => Date.parse(notice.publicationDateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('a notice dated before 1970 is accepted (it sorts after every newer one)', async () => {
    const old = await publish('아주 오래된 공지', '1960-01-01T00:00:00+09:00');
    expect(old).toMatchObject({
      status: 200,
      body: { data: { publicationDateTime: '1960-01-01T00:00:00+09:00' } },
    });
  });

  test('a title with a NUL character is kept as sent (SQLite length() stops at it)', async () => {
    const answer = await server.call('POST', API.adminNotice, { title: '\u0000 공지', titleEn: '\u0000' });
    expect(answer).toMatchObject({ status: 200, body: { data: { title: '\u0000 공지' } } });
  });

  test('a bad notice is a 400 naming the field', async () => {
    const answer = await server.call('POST', API.adminNotice, { title: ' ', titleEn: 'x' });
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(answer.body.message).toMatch(/title/);
  });
});

describe('limit type and limit-raise condition', () => {
  test.each([
    ['demo-limit', 'LIMIT_ACCOUNT', '05'],
    ['demo-limit-pending', 'LIMIT_ACCOUNT', '03'],
    ['demo-regular', 'GENERAL', '01'],
  ] as const)('%s: %s, case %s', async (loginId, limitCustType, raiseCase) => {
    const cookie = await server.login(loginId);
    expect(limitTypeSchema.parse((await get(API.limitType, cookie)).body.data)).toEqual({ limitCustType });
    expect(limitRaiseConditionSchema.parse((await get(API.limitRaiseCondition, cookie)).body.data)).toEqual({
      statusOfRaiseLimitLineCondition: raiseCase,
    });
  });
});

describe('block status', () => {
  let regular: string;
  let voucher: string;
  beforeAll(async () => {
    regular = await server.login('demo-regular');
    voucher = await server.login('demo-voucher');
  });
  const block = (body: Record<string, unknown>) => server.call('POST', API.adminEndpointBlock, body);
  const status = async (cookie: string, path: string, language = 'ko') =>
    blockStatusSchema.parse((await get(blockStatusUrl(path), cookie, language)).body.data);

  test.each([
    ['an upper-case path', blockStatusUrl('/Trade/order')],
    ['a path without a leading slash', blockStatusUrl('trade')],
    ['a path over the length limit', blockStatusUrl(`/${'a'.repeat(SHELL.maxBlockPathLength)}`)],
    ['a wrong endpointType', blockStatusUrl('/trade', 'MOBILE' as 'PC')],
    ['no path', `${API.blockStatus}?endpointType=PC`],
    ['two paths', `${blockStatusUrl('/a')}&path=/b`],
  ])('%s is a 400 in the request language', async (_name, url) => {
    const ko = await get(url, regular, 'ko');
    expect(ko).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(ko.body.message.startsWith(MESSAGES.badRequest.ko)).toBe(true);
    const en = await get(url, regular, 'en');
    expect(en.body.message.startsWith(MESSAGES.badRequest.en)).toBe(true);
  });

  test('nothing is blocked at first', async () => {
    expect(await status(regular, '/trade/order/btc-krw')).toEqual({ blocked: false, notice: null });
  });

  test('an exact block for every member, its notice in the request language', async () => {
    expect(
      (await block({ path: '/assets/my', blocked: true, notice: '자산 점검 중', noticeEn: 'Assets paused' }))
        .status,
    ).toBe(200);
    expect(await status(regular, '/assets/my')).toEqual({ blocked: true, notice: '자산 점검 중' });
    expect(await status(voucher, '/assets/my', 'en')).toEqual({ blocked: true, notice: 'Assets paused' });
    expect((await status(regular, '/assets/my/more')).blocked).toBe(false);
    expect((await status(regular, '/assets')).blocked).toBe(false);
    await block({ path: '/assets/my', blocked: false });
    expect((await status(regular, '/assets/my')).blocked).toBe(false);
  });

  test('a block without a notice answers notice null; one with only Korean is null in English', async () => {
    await block({ path: '/insight', blocked: true });
    expect(await status(regular, '/insight')).toEqual({ blocked: true, notice: null });
    await block({ path: '/insight', blocked: true, notice: '인사이트 점검' });
    expect(await status(regular, '/insight', 'en')).toEqual({ blocked: true, notice: null });
    await block({ path: '/insight', blocked: false });
  });

  test('a "/*" block covers every path under its section, not the section itself', async () => {
    await block({ path: '/inout/*', blocked: true, notice: '입출금 점검' });
    expect(await status(regular, '/inout/deposit/krw')).toEqual({ blocked: true, notice: '입출금 점검' });
    expect((await status(regular, '/inout/')).blocked).toBe(true);
    expect((await status(regular, '/inout')).blocked).toBe(false);
    expect((await status(regular, '/inoutx/a')).blocked).toBe(false);
    await block({ path: '/inout/*', blocked: false });
    expect((await status(regular, '/inout/deposit/krw')).blocked).toBe(false);
  });

  test("one member's block leaves the others free; the most specific block's notice wins", async () => {
    await block({ path: '/trade/*', blocked: true, notice: '거래 전체 점검' });
    await block({ path: '/trade/order/btc-krw', blocked: true, loginId: 'demo-voucher', notice: '당신만' });
    expect(await status(voucher, '/trade/order/btc-krw')).toEqual({ blocked: true, notice: '당신만' });
    expect(await status(regular, '/trade/order/btc-krw')).toEqual({
      blocked: true,
      notice: '거래 전체 점검',
    });
    await block({ path: '/trade/*', blocked: false });
    expect((await status(regular, '/trade/order/btc-krw')).blocked).toBe(false);
    expect((await status(voucher, '/trade/order/btc-krw')).blocked).toBe(true);
    await block({ path: '/trade/order/btc-krw', blocked: false, loginId: 'demo-voucher' });
    expect((await status(voucher, '/trade/order/btc-krw')).blocked).toBe(false);
  });

  test('blocking again replaces the notice; an unknown member is a 404; a bad path a 400', async () => {
    await block({ path: '/ranking', blocked: true, notice: '첫째' });
    await block({ path: '/ranking', blocked: true, notice: '둘째' });
    expect(await status(regular, '/ranking')).toEqual({ blocked: true, notice: '둘째' });
    await block({ path: '/ranking', blocked: false });
    const unknown = await server.call(
      'POST',
      API.adminEndpointBlock,
      { path: '/ranking', blocked: true, loginId: 'nobody' },
      { 'accept-language': 'en' },
    );
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(unknown.body.message).toBe(MESSAGES.memberNotFound.en);
    expect((await block({ path: '/Ranking', blocked: true })).status).toBe(400);
  });
});

describe('deposit interest', () => {
  const unseen = async (cookie: string) =>
    unseenInterestSchema.parse((await get(API.unseenInterest, cookie)).body.data);
  const krw = async (cookie: string) =>
    ((await get(API.assets, cookie)).body.data as { krwBalance: number }).krwBalance;

  test('demo-interest has its seeded payment; marking it seen shows it once; again is fine', async () => {
    const cookie = await server.login('demo-interest');
    const { payment } = await unseen(cookie);
    expect(payment).toMatchObject({ preTaxIncome: 125_000, ...interestAfterTax(125_000) });
    const seen = await server.call('POST', API.interestSeen(payment!.paymentId), undefined, { cookie });
    expect(seen).toMatchObject({ status: 200, body: { data: null } });
    expect(await unseen(cookie)).toEqual({ payment: null });
    const again = await server.call('POST', API.interestSeen(payment!.paymentId), undefined, { cookie });
    expect(again.status).toBe(200);
  });

  test("an unknown or another member's payment is a 404 with its message in ko and en", async () => {
    const owner = await server.login('demo-empty');
    const paid = await server.call('POST', API.adminInterest, { loginId: 'demo-empty', preTaxIncome: 5_000 });
    const { paymentId } = paid.body.data as { paymentId: number };
    const other = await server.login('demo-business');
    for (const id of [paymentId, 999_999]) {
      const ko = await server.call('POST', API.interestSeen(id), undefined, { cookie: other });
      expect(ko).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      expect(ko.body.message).toBe(MESSAGES.interestPaymentNotFound.ko);
      const en = await server.call('POST', API.interestSeen(id), undefined, {
        cookie: other,
        'accept-language': 'en',
      });
      expect(en.body.message).toBe(MESSAGES.interestPaymentNotFound.en);
    }
    // The owner still sees it: the other member's attempt changed nothing.
    expect((await unseen(owner)).payment?.paymentId).toBe(paymentId);
  });

  test.each(['abc', '0', '-1', '1.5'])('payment id %s is a 400', async (id) => {
    const cookie = await server.login('demo-regular');
    const answer = await server.call('POST', `/v1/assets/interest/${id}/seen`, undefined, { cookie });
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });

  test('the switch credits the interest after tax to KRW, tells the sockets, and the modal shows it', async () => {
    const cookie = await server.login('demo-plus');
    const before = await krw(cookie);
    const published: unknown[] = [];
    const hub = server.built.context.hub;
    const original = hub.publishAssetChange.bind(hub);
    hub.publishAssetChange = (memNo, rows) => {
      published.push(rows);
      original(memNo, rows);
    };
    try {
      const paid = await server.call('POST', API.adminInterest, {
        loginId: 'demo-plus',
        preTaxIncome: 1_001,
      });
      expect(paid.status).toBe(200);
      // 15.4 % of 1,001 is 154.154: 154 withheld (rounded down), 847 paid.
      expect(paid.body.data).toMatchObject({ preTaxIncome: 1_001, sumOfTax: 154, interest: 847 });
      expect(await krw(cookie)).toBe(before + 847);
      expect(published).toEqual([
        [expect.objectContaining({ coinType: 'C0100', coinBalance: before + 847 })],
      ]);
    } finally {
      hub.publishAssetChange = original;
    }
    const { payment } = (await get(API.unseenInterest, cookie)).body.data as UnseenInterest;
    expect(payment).toMatchObject({ interest: 847, sumOfTax: 154, preTaxIncome: 1_001 });
  });

  test('the oldest unseen payment comes first', async () => {
    const cookie = await server.login('demo-minor');
    await server.call('POST', API.adminInterest, { loginId: 'demo-minor', preTaxIncome: 100 });
    await server.call('POST', API.adminInterest, { loginId: 'demo-minor', preTaxIncome: 200 });
    const first = (await unseen(cookie)).payment!;
    expect(first.preTaxIncome).toBe(100);
    await server.call('POST', API.interestSeen(first.paymentId), undefined, { cookie });
    expect((await unseen(cookie)).payment?.preTaxIncome).toBe(200);
  });

  test.each([
    ['zero', { loginId: 'demo-regular', preTaxIncome: 0 }, 400],
    ['a fraction', { loginId: 'demo-regular', preTaxIncome: 1.5 }, 400],
    ['over the limit', { loginId: 'demo-regular', preTaxIncome: 1e12 }, 400],
    ['an unknown member', { loginId: 'nobody', preTaxIncome: 100 }, 404],
  ])('%s is refused and pays nothing', async (_name, body, status) => {
    const cookie = await server.login('demo-regular');
    const before = await krw(cookie);
    expect((await server.call('POST', API.adminInterest, body)).status).toBe(status);
    expect(await krw(cookie)).toBe(before);
  });
});

describe('competition switch', () => {
  test('sets the displayed count; a bad count is a 400', async () => {
    const set = await server.call('POST', API.adminCompetition, { displayingCompetitionCount: 0 });
    expect(set).toMatchObject({ status: 200, body: { data: { displayingCompetitionCount: 0 } } });
    expect((await get(API.competitionSummary)).body.data).toEqual({ displayingCompetitionCount: 0 });
    for (const bad of [-1, 101, 1.5, '2'])
      expect(
        (await server.call('POST', API.adminCompetition, { displayingCompetitionCount: bad })).status,
      ).toBe(400);
    await server.call('POST', API.adminCompetition, { displayingCompetitionCount: 2 });
    expect((await get(API.competitionSummary)).body.data).toEqual({ displayingCompetitionCount: 2 });
  });
});

describe('the switches answer only loopback in test mode', () => {
  const switches = [
    [API.adminNotice, { title: '공지', titleEn: 'Notice' }],
    [API.adminCompetition, { displayingCompetitionCount: 3 }],
    [API.adminEndpointBlock, { path: '/a', blocked: true }],
    [API.adminInterest, { loginId: 'demo-regular', preTaxIncome: 100 }],
  ] as const;

  test.each(switches)('%s from another address is a 404', async (url, body) => {
    const answer = await server.built.app.inject({
      method: 'POST',
      url,
      remoteAddress: '10.1.2.3',
      payload: body,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('outside test mode none of them exists', async () => {
    const dataDir = tempDataDir();
    const built = await buildServer({ dataDir, testMode: false, tradeRate: 0, serveApp: 'none' });
    try {
      for (const [url, body] of switches) {
        const answer = await built.app.inject({
          method: 'POST',
          url,
          remoteAddress: '127.0.0.1',
          payload: body,
        });
        expect(answer.statusCode, url).toBe(404);
      }
      expect(built.context.shell.competitionSummary()).toEqual({ displayingCompetitionCount: 1 });
    } finally {
      await built.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
