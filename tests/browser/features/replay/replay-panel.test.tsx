/**
 * The replay panel in real Chromium, from a fake intro frame and a stubbed POST replay: each control sends
 * its call and the answered state shows; step only while paused; a jump by a KST date-time; a refusal said
 * (409: no replay); the clock ticking from a playing state; English and Korean.
 */
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SIM_SOURCE_INFO, type MarketSourceInfo, type ReplayState } from '../../../../contract/market-source';
import { ReplayPanel } from '../../../../src/features/replay';
import { liveIntroQuery } from '../../../../src/api/live-data';
import { getQueryClient } from '../../../../src/api/query';
import { CoinListFeed } from '../coin-list/harness';
import { LeakTracker } from '../../workspace/harness';
import { callsTo, envelope, renderWithFeed, resetStores, stubApi, type Route } from '../../shell/harness';
import { introWithSource, REPLAY_AT, replaySource, replayState } from '../../../fixtures/market-source';

function mountPanel(language: 'en' | 'ko', source: MarketSourceInfo, routes: Record<string, Route> = {}) {
  resetStores({ member: false, language });
  const api = stubApi(routes);
  const feed = new CoinListFeed();
  renderWithFeed(feed, <ReplayPanel />);
  feed.emitLowRate(introWithSource(source));
  const sent = () => callsTo(api, '/v1/replay').map((init) => JSON.parse(String(init.body)) as unknown);
  return { sent, feed };
}

/** POST replay answers each state of `answers` in turn. */
function answering(...answers: ReplayState[]): Record<string, Route> {
  let next = 0;
  return { 'POST /v1/replay': () => envelope(answers[Math.min(next++, answers.length - 1)]) };
}

const time = () => page.getByRole('timer', { name: 'Replay time' });
const state = () => page.getByTestId('replay-state');

describe('the replay panel', () => {
  test('a paused replay: its time, speed and range; step and play send their calls', async () => {
    const { sent } = mountPanel(
      'en',
      replaySource(),
      answering(
        replayState({ replayMs: REPLAY_AT + 60_000 }),
        replayState({ replayMs: REPLAY_AT + 60_000, paused: false, wallMs: Date.now() + 3_600_000 }),
      ),
    );
    await expect.element(time()).toHaveTextContent('2021-04-25 13:02:41 KST');
    await expect.element(state()).toHaveTextContent('Paused · ×100');
    await expect
      .element(page.getByText('Recorded 2021-04-25 00:00 – 2021-04-26 00:00 KST'))
      .toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: 'Step one bar' }));
    await expect.element(time()).toHaveTextContent('2021-04-25 13:03:41 KST');

    await userEvent.click(page.getByRole('button', { name: 'Play' }));
    await expect.element(state()).toHaveTextContent('Playing · ×100');
    await expect.element(page.getByRole('button', { name: 'Step one bar' })).toBeDisabled();
    expect(sent()).toEqual([{ action: 'step' }, { action: 'play' }]);
  });

  test('pause, the speed and a jump send their calls', async () => {
    const { sent } = mountPanel(
      'en',
      replaySource({ paused: false, wallMs: Date.now() + 3_600_000 }),
      answering(
        replayState(),
        replayState({ speed: 1_000 }),
        replayState({ speed: 1_000, replayMs: Date.UTC(2021, 3, 25, 0, 30) }),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Pause' }));
    await expect.element(state()).toHaveTextContent('Paused · ×100');

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Speed' }), '×1,000');
    await expect.element(state()).toHaveTextContent('Paused · ×1,000');

    await userEvent.fill(page.getByLabelText('Jump to (KST)'), '2021-04-25T09:30');
    await userEvent.click(page.getByRole('button', { name: 'Jump' }));
    await expect.element(time()).toHaveTextContent('2021-04-25 09:30:00 KST');
    expect(sent()).toEqual([
      { action: 'pause' },
      { action: 'speed', speed: 1_000 },
      { action: 'jump', replayMs: Date.UTC(2021, 3, 25, 0, 30) },
    ]);
  });

  test('a refusal is said: 409 on a market that is no replay', async () => {
    mountPanel('en', replaySource(), {
      'POST /v1/replay': () => envelope(null, 409, 'CONFLICT', 'the market is not a replay'),
    });
    await userEvent.click(page.getByRole('button', { name: 'Play' }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The market is not a replay: these controls work on a replay only.');
    await expect.element(state()).toHaveTextContent('Paused · ×100');
  });

  test('another refusal shows the exchange’s message', async () => {
    mountPanel('en', replaySource(), {
      'POST /v1/replay': () => envelope(null, 400, 'BAD_REQUEST', 'speed out of range'),
    });
    await userEvent.click(page.getByRole('button', { name: 'Step one bar' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Refused: speed out of range');
  });

  test('a playing replay’s clock ticks from its state', async () => {
    // Played at ×1 from 13:02:41, ten seconds of wall time ago: 13:02:51 and on.
    mountPanel('en', replaySource({ paused: false, speed: 1, wallMs: Date.now() - 10_000 }));
    await expect.element(time()).toHaveTextContent(/^2021-04-25 13:0[23]:\d\d KST$/);
    expect(time().element().textContent).not.toBe('2021-04-25 13:02:41 KST');
    const first = time().element().textContent;
    await expect.poll(() => time().element().textContent).not.toBe(first);
  });

  test('the clock’s timer runs while the replay plays and goes with the panel', async () => {
    resetStores({ member: false, language: 'en' });
    stubApi();
    const tracker = new LeakTracker();
    tracker.install();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      const baseline = tracker.counts().intervals;
      const intro = introWithSource(replaySource({ paused: false, speed: 1, wallMs: Date.now() }));
      getQueryClient().setQueryData(liveIntroQuery.queryKey, intro);
      flushSync(() => root.render(<ReplayPanel />));
      await expect.element(time()).toBeInTheDocument();
      expect(tracker.counts().intervals).toBe(baseline + 1);
      getQueryClient().setQueryData(liveIntroQuery.queryKey, introWithSource(replaySource(), 2));
      await expect.element(state()).toHaveTextContent('Paused');
      expect(tracker.counts().intervals).toBe(baseline);
      getQueryClient().setQueryData(liveIntroQuery.queryKey, intro);
      await expect.element(state()).toHaveTextContent('Playing');
      expect(tracker.counts().intervals).toBe(baseline + 1);
      flushSync(() => root.unmount());
      expect(tracker.counts().intervals).toBe(baseline);
    } finally {
      tracker.restore();
      host.remove();
    }
  });

  test('the clock stops at the end of the recorded range', async () => {
    mountPanel('en', replaySource({ paused: false, speed: 1_000, wallMs: Date.now() - 100_000_000 }));
    await expect.element(time()).toHaveTextContent('2021-04-26 00:00:00 KST');
  });

  test('on another source it says these controls are a replay’s', async () => {
    mountPanel('en', SIM_SOURCE_INFO);
    await expect
      .element(page.getByText('The market is not a replay: these controls work on a replay only.'))
      .toBeInTheDocument();
    expect(page.getByRole('button').query()).toBeNull();
  });

  test('in Korean', async () => {
    mountPanel('ko', replaySource());
    await expect.element(page.getByRole('region', { name: '리플레이 조작' })).toBeInTheDocument();
    await expect
      .element(page.getByRole('timer', { name: '리플레이 시각' }))
      .toHaveTextContent('2021-04-25 13:02:41 KST');
    await expect.element(page.getByRole('button', { name: '재생' })).toBeEnabled();
    await expect.element(page.getByRole('button', { name: '한 봉 진행' })).toBeEnabled();
    await expect.element(state()).toHaveTextContent('일시 정지됨 · ×100');
  });
});
