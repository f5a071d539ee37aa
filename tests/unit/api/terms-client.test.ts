// The terms calls of the REST client: their paths (current by default, a day, an id), the language
// sent, the answer checked against the contract, and a 404 as an ApiError with the server's message.
import { expect, test } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { getTermsHistory, getTermsVersion } from '../../../src/api/client';
import { json, ok, stubFetch } from './fetch-stub';

const VERSION = {
  versionId: 3,
  type: 'terms',
  effectiveDate: '2025-09-01',
  title: 'Tradedeck Terms of Service',
  isCurrent: true,
  body: '<p>Text</p>',
};

const fetchMock = stubFetch();

const calledPath = (index = 0) =>
  new URL(String(fetchMock().mock.calls[index]![0]), 'http://exchange.test').pathname;

test.each([
  [undefined, '/v1/terms/terms/current'],
  ['2024-07-19', '/v1/terms/terms/2024-07-19'],
  ['3', '/v1/terms/terms/3'],
])('getTermsVersion(terms, %s) asks %s', async (ref, path) => {
  fetchMock().mockResolvedValue(ok(VERSION));
  await expect(getTermsVersion('terms', ref)).resolves.toEqual(VERSION);
  expect(calledPath()).toBe(path);
  expect(new Headers(fetchMock().mock.calls[0]![1]?.headers).get('Accept-Language')).toBe('en');
});

test('getTermsHistory asks the type and checks the answer against the contract', async () => {
  const { body: _body, isCurrent: _current, ...summary } = VERSION;
  fetchMock().mockResolvedValueOnce(ok({ type: 'terms', currentVersionId: 3, versions: [summary] }));
  await expect(getTermsHistory('terms')).resolves.toMatchObject({ currentVersionId: 3 });
  expect(calledPath()).toBe('/v1/terms/terms');

  // No versions breaks the contract: a contract failure, not data passed along.
  fetchMock().mockResolvedValueOnce(ok({ type: 'terms', currentVersionId: 3, versions: [] }));
  await expect(getTermsHistory('terms')).rejects.toMatchObject({ failure: 'contract' });
});

test('a 404 is an ApiError carrying the server message', async () => {
  const message = 'There is no version 1999-01-01 of these terms. Please see the current terms.';
  fetchMock().mockResolvedValue(
    json({ status: 404, code: 'NOT_FOUND', message, data: { version: '1999-01-01' } }, 404),
  );
  const error = await getTermsVersion('terms', '1999-01-01').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ httpStatus: 404, code: 'NOT_FOUND', message, statusType: 'Error' });
});
