// The terms calls over the real routes: public, in the request's language, a type's versions and one
// version by `current`, day or id; an unknown type or version is a 404 with a message saying which.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, termsHistorySchema, termsVersionSchema } from '../../../../contract';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
beforeAll(async () => {
  server = await injectServer();
});
afterAll(() => server.stop());

const get = (url: string, language = 'ko') =>
  server.call('GET', url, undefined, { 'accept-language': language });

describe('terms routes', () => {
  test('a guest reads the versions of the terms of service, newest first, in Korean or English', async () => {
    const ko = await get(API.termsHistory('terms'));
    expect(ko.status).toBe(200);
    const history = termsHistorySchema.parse(ko.body.data);
    expect(history.versions.length).toBeGreaterThanOrEqual(2);
    expect(history.currentVersionId).toBe(history.versions[0]!.versionId);
    expect(history.versions[0]!.title).toBe('트레이드덱 서비스 이용약관');
    const en = termsHistorySchema.parse((await get(API.termsHistory('terms'), 'en')).body.data);
    expect(en.versions[0]!.title).toBe('Tradedeck Terms of Service');
  });

  test('current, a day and an id each answer one version with its body', async () => {
    const history = termsHistorySchema.parse((await get(API.termsHistory('customer'), 'en')).body.data);
    const current = termsVersionSchema.parse(
      (await get(API.termsVersion('customer', 'current'), 'en')).body.data,
    );
    expect(current).toMatchObject({
      versionId: history.currentVersionId,
      isCurrent: true,
      title: 'Privacy Policy',
    });
    expect(current.body).toContain('Cookies');

    const oldest = history.versions.at(-1)!;
    const byId = termsVersionSchema.parse(
      (await get(API.termsVersion('customer', String(oldest.versionId)), 'en')).body.data,
    );
    expect(byId).toMatchObject({ effectiveDate: oldest.effectiveDate, isCurrent: false });
    expect(byId.body).not.toContain('Cookies');

    // The day before the second version: the first is in effect.
    const byDay = termsVersionSchema.parse((await get(API.termsVersion('customer', '2024-07-18'))).body.data);
    expect(byDay).toMatchObject({ versionId: oldest.versionId, title: '개인정보 처리방침' });
  });

  test.each([
    ['ko', '약관 종류 nope을(를) 찾을 수 없습니다.'],
    ['en', 'There are no terms of type nope.'],
  ])('%s: an unknown type is a 404 saying so, for the list and for a version', async (language, message) => {
    for (const url of [API.termsHistory('nope'), API.termsVersion('nope', 'current')]) {
      const answer = await get(url, language);
      expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message } });
    }
  });

  test.each([
    ['ko', '1999-01-01', '요청한 약관 버전(1999-01-01)이 없습니다. 현재 약관을 확인해 주세요.'],
    ['en', '2023-02-30', 'There is no version 2023-02-30 of these terms. Please see the current terms.'],
    ['en', 'latest', 'There is no version latest of these terms. Please see the current terms.'],
    ['en', '999999', 'There is no version 999999 of these terms. Please see the current terms.'],
  ])('%s: version %s is a 404 saying so', async (language, version, message) => {
    const answer = await get(API.termsVersion('terms', version), language);
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message } });
  });

  test("another type's version id is not this type's version", async () => {
    const api = termsHistorySchema.parse((await get(API.termsHistory('api'))).body.data);
    const answer = await get(API.termsVersion('terms', String(api.currentVersionId)));
    expect(answer.status).toBe(404);
  });
});
