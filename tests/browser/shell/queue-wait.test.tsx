/**
 * The queue-wait skin (chart spec §2, §8) through the whole app: the first calls answer 503 QUEUE, the
 * queue's own call answers the place the test sets, and fake timers stand for the 2 s polls and the
 * 1.5 s "my turn".
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { QUEUE, type QueueStatus } from '../../../contract';
import { openDialog } from '../../../src/shell';
import { setLanguage } from '../../../src/state/settings';
import { callsTo, envelope, guest, mountApp, stubApi } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

const TEXTS = {
  ko: {
    waiting: '서비스 접속 대기 중입니다',
    place: (position: number) => `${position}번째`,
    wait: (seconds: number) => `약 ${seconds}초`,
    highLoad: '현재 접속 사용자가 많아 대기 중입니다. 순서가 되면 자동으로 접속됩니다.',
    reconnect: '재접속(새로고침)하시면 대기 시간이 더 길어집니다.',
    stop: '중지',
    myTurn: '고객님의 차례입니다',
    networkError: '네트워크 오류',
    networkErrorBody: '네트워크 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    confirm: '확인',
    delayPage: '이용자 급증으로 서비스가 일시적으로 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
    home: '홈으로',
    login: '로그인',
  },
  en: {
    waiting: 'Waiting for access',
    place: (position: number) => `No. ${position}`,
    wait: (seconds: number) => `About ${seconds} s`,
    highLoad:
      'Many users are connecting right now, so you are waiting in line. You will be connected automatically when it is your turn.',
    reconnect: 'Re-connecting (refreshing the page) makes the wait longer.',
    stop: 'Stop',
    myTurn: "It's your turn",
    networkError: 'Network error',
    networkErrorBody: 'A network error occurred. Please try again later.',
    confirm: 'Confirm',
    delayPage: 'The service is temporarily delayed due to a surge in usage. Please try again shortly.',
    home: 'Go to home',
    login: 'Log in',
  },
} as const;

type Language = keyof typeof TEXTS;

const place = (position: number, estimatedWaitSeconds = position): QueueStatus => ({
  admitted: position === 0,
  position,
  estimatedWaitSeconds,
});

/** The exchange in line: every call but the queue's answers QUEUE while `line.current` is not admitted. */
function queuedExchange(first: QueueStatus) {
  const line = { current: first, down: false };
  const queued = () => envelope(line.current, 503, 'QUEUE', 'queued');
  const api = stubApi({
    'GET /v1/queue': () => {
      if (line.down) return Promise.reject(new TypeError('Failed to fetch'));
      return envelope(line.current);
    },
    'GET /v1/members/me': () => (line.current.admitted ? guest() : queued()),
    '/v1/notices': () => (line.current.admitted ? envelope([]) : queued()),
  });
  return { api, line };
}

function mountIn(language: Language, path = '/insight') {
  const mounted = mountApp(path);
  setLanguage(language, { broadcast: false });
  return mounted;
}

const skin = (language: Language) => page.getByRole('alertdialog', { name: TEXTS[language].waiting });

describe.each(['ko', 'en'] as const)('the queue-wait skin (%s)', (language) => {
  const text = TEXTS[language];

  test('shows the place and the wait with the standing notes, follows the line, says my turn, then carries on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { api, line } = queuedExchange(place(3, 6));
    mountIn(language);
    const waiting = skin(language);
    await expect.element(waiting).toBeVisible();
    await expect.element(waiting.getByText(text.place(3))).toBeVisible();
    await expect.element(waiting.getByText(text.wait(6))).toBeVisible();
    await expect.element(waiting.getByText(text.highLoad)).toBeVisible();
    await expect.element(waiting.getByText(text.reconnect)).toBeVisible();
    await expect.element(waiting.getByRole('button', { name: text.stop })).toBeVisible();
    // A full-page layer above the page, below the lost connection and maintenance.
    expect(Number(document.querySelector<HTMLElement>('[data-modal="queueWait"]')!.style.zIndex)).toBe(9500);

    line.current = place(1, 2);
    await vi.advanceTimersByTimeAsync(QUEUE.pollMs);
    await expect.element(waiting.getByText(text.place(1))).toBeVisible();
    await expect.element(waiting.getByText(text.wait(2))).toBeVisible();

    line.current = place(0);
    const meBefore = callsTo(api, '/v1/members/me').length;
    await vi.advanceTimersByTimeAsync(QUEUE.pollMs);
    const myTurn = page.getByRole('alertdialog', { name: text.myTurn });
    await expect.element(myTurn).toBeVisible();
    expect(myTurn.getByRole('button').query()).toBeNull();

    await vi.advanceTimersByTimeAsync(QUEUE.myTurnMs);
    await expect.element(myTurn).not.toBeInTheDocument();
    // What failed while in line is asked again: the session, and the page's own calls.
    await expect.poll(() => callsTo(api, '/v1/members/me').length).toBe(meBefore + 1);
    await expect.element(page.getByRole('link', { name: text.login })).toBeVisible();
    const polls = callsTo(api, '/v1/queue').length;
    await vi.advanceTimersByTimeAsync(QUEUE.pollMs * 3);
    expect(callsTo(api, '/v1/queue')).toHaveLength(polls);
  });

  test('stop ends the wait on the service-delay page; leaving it waits again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { api } = queuedExchange(place(40));
    const { router } = mountIn(language);
    await skin(language).getByRole('button', { name: text.stop }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/network-delay');
    await expect.element(page.getByText(text.delayPage)).toBeVisible();
    expect(skin(language).query()).toBeNull();
    // No more asking, and the queued answers of the delay page's frame do not bring the skin back.
    const polls = callsTo(api, '/v1/queue').length;
    await vi.advanceTimersByTimeAsync(QUEUE.pollMs * 3);
    expect(callsTo(api, '/v1/queue')).toHaveLength(polls);
    expect(skin(language).query()).toBeNull();

    await page.getByRole('link', { name: text.home }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
    await expect.element(skin(language)).toBeVisible();
  });

  test('a network failure while waiting says network error, try later; OK leads to the service-delay page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { api, line } = queuedExchange(place(5));
    const { router } = mountIn(language);
    await expect.element(skin(language)).toBeVisible();
    line.down = true;
    await vi.advanceTimersByTimeAsync(QUEUE.pollMs);
    const failed = page.getByRole('alertdialog', { name: text.networkError });
    await expect.element(failed).toBeVisible();
    await expect.element(failed.getByText(text.networkErrorBody)).toBeVisible();
    expect(failed.getByText(text.place(5)).query()).toBeNull();
    const polls = callsTo(api, '/v1/queue').length;
    await vi.advanceTimersByTimeAsync(QUEUE.pollMs * 2);
    expect(callsTo(api, '/v1/queue')).toHaveLength(polls);

    await failed.getByRole('button', { name: text.confirm }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/network-delay');
    await expect.element(page.getByText(text.delayPage)).toBeVisible();
  });
});

describe('the skin among the layers', () => {
  test('covers the service-block dialog; maintenance shows above it', async () => {
    queuedExchange(place(9));
    mountIn('ko');
    await expect.element(skin('ko')).toBeVisible();
    openDialog({ type: 'serviceBlock', props: { title: '차단', body: '' } });
    openDialog({
      type: 'maintenance',
      props: { notice: { title: '점검', textHtml: '', subTextHtml: '', infos: [], url: null } },
    });
    const layer = (name: string) =>
      Number(document.querySelector<HTMLElement>(`[data-modal="${name}"]`)!.style.zIndex);
    await expect.element(page.getByRole('dialog', { name: '점검' })).toBeVisible();
    expect(layer('serviceBlock')).toBeLessThan(layer('queueWait'));
    expect(layer('queueWait')).toBeLessThan(layer('maintenance'));
  });
});
