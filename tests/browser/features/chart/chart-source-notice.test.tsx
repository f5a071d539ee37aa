/**
 * The chart's market-source chrome in real Chromium (ChartSourceNotice.tsx, fed fake intro frames): the
 * replay time to the second, ticking while the replay plays; the notice over the plot when a real exchange
 * cannot be reached, gone once its link is live again; English and Korean.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SIM_SOURCE_INFO } from '../../../../contract/market-source';
import { ChartReplayTime, ChartSourceDown } from '../../../../src/features/chart/ChartSourceNotice';
import type { Language } from '../../../../src/i18n';
import { exchangeSource, introWithSource, replaySource } from '../../../fixtures/market-source';
import { CoinListFeed } from '../coin-list/harness';
import { renderWithFeed, resetStores, stubApi } from '../../shell/harness';

function mount(language: Language) {
  resetStores({ member: false, language });
  stubApi();
  const feed = new CoinListFeed();
  renderWithFeed(
    feed,
    <div style={{ position: 'relative', width: '600px', height: '300px' }}>
      <ChartReplayTime />
      <ChartSourceDown />
    </div>,
  );
  return feed;
}

const replayTime = () => page.getByTestId('chart-replay-time');
const down = () => page.getByTestId('chart-source-down');

describe('the chart on a replay', () => {
  test('the replay time to the second', async () => {
    mount('en').emitLowRate(introWithSource(replaySource()));
    await expect.element(replayTime()).toHaveTextContent('Replay 2021-04-25 13:02:41 KST');
  });

  test('in Korean', async () => {
    mount('ko').emitLowRate(introWithSource(replaySource()));
    await expect.element(replayTime()).toHaveTextContent('리플레이 2021-04-25 13:02:41 KST');
  });

  test('it ticks while the replay plays', async () => {
    mount('en').emitLowRate(introWithSource(replaySource({ paused: false, speed: 1, wallMs: Date.now() })));
    await expect.element(replayTime()).toHaveTextContent(/^Replay 2021-04-25 13:02:4\d KST$/);
    await expect.element(replayTime()).not.toHaveTextContent('Replay 2021-04-25 13:02:41 KST');
  });

  test('none on the simulator', async () => {
    const feed = mount('en');
    feed.emitLowRate(introWithSource(replaySource()));
    await expect.element(replayTime()).toBeInTheDocument();
    feed.emitLowRate(introWithSource(SIM_SOURCE_INFO, 2));
    await expect.element(replayTime()).not.toBeInTheDocument();
  });
});

describe('the chart when the exchange cannot be reached', () => {
  test('the notice appears on a lost link and goes once it is live again', async () => {
    const feed = mount('en');
    feed.emitLowRate(introWithSource(exchangeSource('upbit', 'live')));
    feed.emitLowRate(introWithSource(exchangeSource('upbit', 'refused'), 2));
    await expect
      .element(down())
      .toHaveTextContent(
        'Upbit cannot be reached: prices are not live. Start on the simulator with npm start -- --market sim',
      );
    await expect.element(page.getByRole('alert')).toBeVisible();
    feed.emitLowRate(introWithSource(exchangeSource('upbit', 'live'), 3));
    await expect.element(down()).not.toBeInTheDocument();
  });

  test('in Korean', async () => {
    mount('ko').emitLowRate(introWithSource(exchangeSource('bithumb', 'retrying')));
    await expect.element(down()).toHaveTextContent('빗썸에 연결할 수 없습니다: 시세가 실시간이 아닙니다.');
  });
});
