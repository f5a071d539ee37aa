/**
 * The connection strip's market source in real Chromium, from fake intro frames and a stubbed GET
 * market-source: each source's words in English and Korean, the link when it is not live, the alert that
 * a real exchange cannot be reached appearing and clearing, and the replay's play/pause sending its call.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SIM_SOURCE_INFO, type MarketSourceInfo } from '../../../../contract/market-source';
import { ConnectionStrip } from '../../../../src/features/connection';
import { CoinListFeed } from '../coin-list/harness';
import { callsTo, envelope, renderWithFeed, resetStores, stubApi, type Route } from '../../shell/harness';
import { exchangeSource, introWithSource, replaySource, replayState } from '../../../fixtures/market-source';

function mountStrip(language: 'en' | 'ko', routes: Record<string, Route> = {}) {
  resetStores({ member: false, language });
  const api = stubApi(routes);
  const feed = new CoinListFeed();
  renderWithFeed(feed, <ConnectionStrip />);
  const intro = (source: MarketSourceInfo) => feed.emitLowRate(introWithSource(source));
  return { api, intro };
}

const source = () => page.getByTestId('connection-source');
const down = () => page.getByRole('alert');

describe('the strip names the source', () => {
  test.each<['en' | 'ko', MarketSourceInfo, string]>([
    ['en', SIM_SOURCE_INFO, 'Simulator'],
    ['en', exchangeSource('upbit'), 'Upbit · paper trading'],
    ['en', exchangeSource('bithumb'), 'Bithumb · paper trading'],
    ['en', replaySource(), 'Replay ×100 · 2021-04-25 13:02 KST (paused)'],
    ['ko', SIM_SOURCE_INFO, '시뮬레이터'],
    ['ko', exchangeSource('upbit'), '업비트 · 모의 거래'],
    ['ko', exchangeSource('bithumb'), '빗썸 · 모의 거래'],
    ['ko', replaySource(), '리플레이 ×100 · 2021-04-25 13:02 KST (일시 정지)'],
  ])('%s: %j', async (language, info, words) => {
    const { intro } = mountStrip(language);
    intro(info);
    await expect.element(source()).toHaveTextContent(words);
    expect(page.getByTestId('connection-link').query()).toBeNull();
  });

  test('before the first intro, from GET market-source', async () => {
    mountStrip('en', { 'GET /v1/market-source': () => envelope(exchangeSource('bithumb')) });
    await expect.element(source()).toHaveTextContent('Bithumb · paper trading');
  });

  test('nothing while the source is unknown (the call failed and no intro came)', async () => {
    const { api } = mountStrip('en');
    await expect.poll(() => callsTo(api, '/v1/market-source').length).toBe(1);
    await expect.element(page.getByTestId('connection-strip')).toBeInTheDocument();
    expect(source().query()).toBeNull();
  });
});

describe('the link to a real exchange', () => {
  test.each<['en' | 'ko', 'connecting' | 'retrying' | 'refused' | 'offline', string]>([
    ['en', 'connecting', 'connecting…'],
    ['en', 'retrying', 'reconnecting…'],
    ['en', 'refused', 'the exchange refused us for now (rate limit)'],
    ['en', 'offline', 'offline'],
    ['ko', 'retrying', '다시 연결하는 중…'],
    ['ko', 'refused', '거래소가 잠시 요청을 거절했습니다 (요청 한도)'],
  ])('%s: %s', async (language, link, words) => {
    const { intro } = mountStrip(language);
    intro(exchangeSource('upbit', link));
    await expect.element(page.getByTestId('connection-link')).toHaveTextContent(words);
  });

  test('down: the alert appears, and goes once the link is live again', async () => {
    const { intro } = mountStrip('en');
    intro(exchangeSource('upbit', 'connecting'));
    await expect.element(page.getByTestId('connection-link')).toHaveTextContent('connecting…');
    expect(down().query()).toBeNull();
    intro(exchangeSource('upbit', 'retrying'));
    await expect
      .element(down())
      .toHaveTextContent(
        'Upbit cannot be reached: prices are not live. Start on the simulator with npm start -- --market sim',
      );
    intro(exchangeSource('upbit', 'live'));
    await expect.element(down()).not.toBeInTheDocument();
    expect(page.getByTestId('connection-link').query()).toBeNull();
  });

  test('down in Korean', async () => {
    const { intro } = mountStrip('ko');
    intro(exchangeSource('bithumb', 'offline'));
    await expect.element(down()).toHaveTextContent('빗썸에 연결할 수 없습니다: 시세가 실시간이 아닙니다.');
    await expect.element(page.getByTestId('connection-link')).toHaveTextContent('오프라인');
  });
});

describe('a replay in the strip', () => {
  test('play sends its call and the answered state shows at once', async () => {
    const { api, intro } = mountStrip('en', {
      'POST /v1/replay': () => envelope(replayState({ paused: false, wallMs: Date.now() })),
    });
    intro(replaySource());
    await userEvent.click(page.getByRole('button', { name: 'Play' }));
    await expect.element(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.element(source()).toHaveTextContent(/^Replay ×100 · 2021-04-25 13:\d\d KST/);
    expect(source().element().textContent).not.toContain('(paused)');
    expect(callsTo(api, '/v1/replay').map((init) => JSON.parse(String(init.body)))).toEqual([
      { action: 'play' },
    ]);
  });
});
