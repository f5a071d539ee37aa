import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { i18n } from '../../../src/i18n';
import { reloadSettings, settings, SETTINGS_STORAGE_KEY } from '../../../src/state/settings';
import { SYNC_CHANNEL_NAME } from '../../../src/state/sync';
import { callsTo, DEMO_USER, envelope, guest, mountApp, stubApi } from './harness';

function description(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

describe('language switch', () => {
  test('KR/EN changes the texts, the document language, title and description, and persists', async () => {
    const api = stubApi();
    mountApp('/membership');
    await expect.element(page.getByRole('heading', { level: 1, name: '멤버십' })).toBeVisible();
    expect(document.title).toBe('멤버십 | Tradedeck');
    expect(document.documentElement.lang).toBe('ko');
    await expect
      .element(page.getByRole('button', { name: 'KR', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'EN', exact: true }).click();

    await expect.element(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'EN', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('Membership | Tradedeck');
    expect(description()).toBe('Membership plans and their trading benefits.');
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')).toMatchObject({
      version: 1,
      language: 'en',
    });

    // A later start reads the stored choice; calls made now ask for English.
    settings.language = 'ko';
    reloadSettings();
    expect(settings.language).toBe('en');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByText('Enter your ID.')).toBeVisible();
    expect(callsTo(api, '/v1/members/me').length).toBeGreaterThan(0);
  });

  test('requests carry the current language', async () => {
    const api = stubApi();
    const { feed } = mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect.element(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    feed.reconnected();
    await expect.poll(() => callsTo(api, '/v1/members/me').length).toBeGreaterThan(1);
    const languages = callsTo(api, '/v1/members/me').map(
      (init) => (init.headers as Record<string, string>)['Accept-Language'],
    );
    expect(languages[0]).toBe('ko');
    expect(languages.at(-1)).toBe('en');
  });

  test('another window switching the language switches this one', async () => {
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('heading', { level: 1, name: '마켓 인사이트' })).toBeVisible();
    const otherWindow = new BroadcastChannel(SYNC_CHANNEL_NAME);
    otherWindow.postMessage({ type: 'language', language: 'en' });
    otherWindow.postMessage({ type: 'language', language: 'xx' });
    otherWindow.close();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Market insights' })).toBeVisible();
    expect(i18n.language).toBe('en');
  });

  test('another window logging out logs this one out', async () => {
    // The windows share the session cookie: once the other window logged out, the server says guest.
    let loggedOut = false;
    stubApi({ 'GET /v1/members/me': () => (loggedOut ? guest() : envelope(DEMO_USER)) });
    mountApp('/insight');
    await expect.element(page.getByText('김데모님')).toBeVisible();
    loggedOut = true;
    const otherWindow = new BroadcastChannel(SYNC_CHANNEL_NAME);
    otherWindow.postMessage({ type: 'session', status: 'guest' });
    otherWindow.close();
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
  });
});
