import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { API } from '../../../contract';
import { initI18n } from '../../../src/i18n';
import { isDialogOpen, openDialog } from '../../../src/shell';
import { setLanguage } from '../../../src/state/settings';
import { callsTo, DEMO_USER, envelope, mountApp, stubApi, type Route } from './harness';

const BLOCK_STATUS = API.blockStatus;

/** Blocks the paths named (lowercased) with their notice; every other path is open. */
function blockStatus(blocked: Record<string, string | null>): Route {
  return ({ url }) => {
    const path = url.searchParams.get('path') ?? '';
    return envelope(
      path in blocked ? { blocked: true, notice: blocked[path] } : { blocked: false, notice: null },
    );
  };
}

/** The paths the guard asked about, in order. */
function askedPaths(api: ReturnType<typeof stubApi>): string[] {
  return api.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.href))
    .filter((url) => url.pathname === BLOCK_STATUS)
    .map((url) => `${url.searchParams.get('endpointType')} ${url.searchParams.get('path')}`);
}

async function memberOn(path: string, routes: Record<string, Route>) {
  const api = stubApi({ 'GET /v1/members/me': () => envelope(DEMO_USER), ...routes });
  const mounted = mountApp(path);
  await expect.poll(() => callsTo(api, BLOCK_STATUS).length).toBe(1);
  return { api, ...mounted };
}

const realSetTimeout = globalThis.setTimeout;

const notice = () => page.getByRole('alertdialog', { name: '서비스 이용 제한 안내' });

afterEach(() => {
  vi.useRealTimers();
});

describe('blocked-endpoint guard', () => {
  test('a blocked path closes the open modal and shows its notice; the button goes home', async () => {
    const { api, router } = await memberOn('/insight', {
      [BLOCK_STATUS]: blockStatus({ '/membership': '멤버십 메뉴는 점검 중입니다.' }),
    });
    openDialog({ type: 'message', props: { title: '다른 알림', body: '열려 있는 창' } });
    await expect.element(page.getByRole('alertdialog', { name: '다른 알림' })).toBeVisible();

    await router.navigate('/Membership');

    await expect.element(notice()).toBeVisible();
    await expect.element(notice().getByText('멤버십 메뉴는 점검 중입니다.')).toBeVisible();
    await expect.element(page.getByRole('alertdialog', { name: '다른 알림' })).not.toBeInTheDocument();
    expect(askedPaths(api)).toEqual(['PC /insight', 'PC /membership']);

    await notice().getByRole('button', { name: '홈으로' }).click();
    await expect.element(notice()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await expect.poll(() => askedPaths(api)).toEqual(['PC /insight', 'PC /membership', 'PC /']);
  });

  test('a blocked path without a notice shows the default text, and the notice closes itself after 9 s', async () => {
    const { router } = await memberOn('/insight', { [BLOCK_STATUS]: blockStatus({ '/membership': null }) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await router.navigate('/membership');

    // expect.element would move the fake clock while it polls: wait on the real one instead.
    const shown = () => document.querySelector('[role="alertdialog"]');
    while (!shown()) await new Promise((resolve) => realSetTimeout(resolve, 5));
    expect(shown()?.textContent).toContain(
      '현재 이 페이지는 이용할 수 없습니다. 잠시 후 다시 이용해 주세요.',
    );
    vi.advanceTimersByTime(8_999);
    expect(isDialogOpen('blockedEndpoint')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isDialogOpen('blockedEndpoint')).toBe(false);
    vi.useRealTimers();
    await expect.element(notice()).not.toBeInTheDocument();
    // Shell spec §8 (its button returns home): the blocked page is not left behind it, visible and usable.
    await expect.poll(() => router.state.location.pathname).toBe('/');
    await expect.element(page.getByRole('heading', { level: 1, name: '멤버십' })).not.toBeInTheDocument();
  });

  test('a notice of "title||body" shows its title and body apart, not the double bar', async () => {
    const { router } = await memberOn('/insight', {
      [BLOCK_STATUS]: blockStatus({ '/membership': '멤버십 점검 안내||멤버십 메뉴는 점검 중입니다.' }),
    });
    await router.navigate('/membership');
    const titled = page.getByRole('alertdialog', { name: '멤버십 점검 안내' });
    await expect.element(titled.getByText('멤버십 메뉴는 점검 중입니다.', { exact: true })).toBeVisible();
    expect(titled.element().textContent).not.toContain('||');
  });

  test('a member who left the blocked path before the notice closed stays where they went', async () => {
    const { router } = await memberOn('/insight', { [BLOCK_STATUS]: blockStatus({ '/membership': null }) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await router.navigate('/membership');
    const shown = () => document.querySelector('[role="alertdialog"]');
    while (!shown()) await new Promise((resolve) => realSetTimeout(resolve, 5));
    // The browser's back button while the notice shows.
    await router.navigate('/insight');
    const heading = () => document.querySelector('h1')?.textContent;
    while (heading() !== '마켓 인사이트') await new Promise((resolve) => realSetTimeout(resolve, 5));
    vi.advanceTimersByTime(9_000);
    expect(isDialogOpen('blockedEndpoint')).toBe(false);
    vi.useRealTimers();
    expect(router.state.location.pathname).toBe('/insight');
  });

  test('the notice reads in English when the app is in English', async () => {
    const { router } = await memberOn('/insight', { [BLOCK_STATUS]: blockStatus({ '/membership': null }) });
    setLanguage('en', { broadcast: false });
    initI18n('en');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Market insights' })).toBeVisible();
    await router.navigate('/membership');
    const english = page.getByRole('alertdialog', { name: 'Service restricted' });
    await expect
      .element(english.getByText('This page is not available at the moment. Please try again later.'))
      .toBeVisible();
    await expect.element(english.getByRole('button', { name: 'Go home' })).toBeVisible();
  });

  test('the same path asks once; each new path asks again', async () => {
    const { api, router } = await memberOn('/insight', { [BLOCK_STATUS]: blockStatus({}) });
    const heading = (name: string) => page.getByRole('heading', { level: 1, name });
    await router.navigate('/insight?tab=news');
    await expect.element(heading('마켓 인사이트')).toBeVisible();
    await router.navigate('/membership');
    await expect.element(heading('멤버십')).toBeVisible();
    await router.navigate('/insight');
    await expect.element(heading('마켓 인사이트')).toBeVisible();
    await expect.poll(() => askedPaths(api)).toEqual(['PC /insight', 'PC /membership', 'PC /insight']);
  });

  test('a new path aborts the question about the previous one, whose answer then shows nothing', async () => {
    let answerLate: (response: Response) => void = () => undefined;
    const late = new Promise<Response>((resolve) => (answerLate = resolve));
    let pending: RequestInit | undefined;
    const open = blockStatus({});
    const { api, router } = await memberOn('/insight', {
      [BLOCK_STATUS]: (request) => {
        if (request.url.searchParams.get('path') !== '/membership') return open(request);
        pending = request.init;
        return late;
      },
    });
    await router.navigate('/membership');
    await expect.poll(() => pending).toBeDefined();
    await router.navigate('/insight');
    await expect.poll(() => askedPaths(api)).toEqual(['PC /insight', 'PC /membership', 'PC /insight']);
    expect(pending?.signal?.aborted).toBe(true);
    answerLate(envelope({ blocked: true, notice: '늦은 답' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isDialogOpen('blockedEndpoint')).toBe(false);
  });

  test('guests never ask', async () => {
    const api = stubApi({ [BLOCK_STATUS]: blockStatus({ '/membership': null }) });
    const { router } = mountApp('/insight');
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => callsTo(api, '/v1/members/me').length).toBeGreaterThan(0);
    await router.navigate('/membership');
    await expect.element(page.getByRole('heading', { level: 1, name: '멤버십' })).toBeVisible();
    expect(callsTo(api, BLOCK_STATUS)).toHaveLength(0);
    expect(isDialogOpen('blockedEndpoint')).toBe(false);
  });

  test.each<[string, Route]>([
    ['a server error', () => envelope(null, 500, 'SERVER_ERROR', 'boom')],
    ['a refusal', () => envelope(null, 403, 'BLOCK', '이용 제한||잠시 이용할 수 없습니다.')],
    ['an answer outside the contract', () => envelope({ blocked: 'yes' })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('%s shows nothing', async (_name, failure) => {
    let settled = 0;
    const { router } = await memberOn('/insight', {
      [BLOCK_STATUS]: async (request) => {
        try {
          return await failure(request);
        } finally {
          settled++;
        }
      },
    });
    openDialog({ type: 'message', props: { title: '다른 알림', body: '열려 있는 창' } });
    await router.navigate('/membership');
    await expect.poll(() => settled).toBe(2);
    // Whatever the guard does with the answer happens within a task of it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isDialogOpen('blockedEndpoint')).toBe(false);
    expect(isDialogOpen('message')).toBe(true);
    expect(isDialogOpen('serviceBlock')).toBe(false);
  });
});
