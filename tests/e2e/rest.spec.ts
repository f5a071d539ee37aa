import { expect, test } from '@playwright/test';
import { API } from '../../contract';

// The REST surface of the simulator as `npm start` serves it: bad input is a 400 with a JSON body,
// unknown paths a JSON 404, and the server keeps answering afterwards.
test.describe('REST answers', () => {
  test('a bad login payload answers 400 with {status, code, message}', async ({ request }) => {
    const response = await request.post(API.login, { data: { loginId: 42 } });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });

  test('malformed JSON answers 400, not a crash', async ({ request }) => {
    const response = await request.post(API.login, {
      headers: { 'content-type': 'application/json' },
      data: '{"loginId": ',
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).code).toBe('BAD_REQUEST');
    expect((await request.get(API.health)).ok()).toBe(true);
  });

  test('an unknown API path answers 404 JSON', async ({ request }) => {
    const response = await request.get('/v1/no-such-call');
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe('NOT_FOUND');
  });

  test('candles with a bad interval answer 400', async ({ request }) => {
    const response = await request.get(`${API.candles}?key=BTC-KRW&interval=7`);
    expect(response.status()).toBe(400);
  });
});
