/**
 * The chart area's countdown panel driven as the chart panel will drive it: useListingSchedule reads
 * the coin from the catalogue and follows intro frames of a fake feed; CountdownPanel shows while the
 * mode is not null, and a stand-in for the chart shows after. Clocks are fake so the seconds tick on
 * demand.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { CoinInfo, IntroFrame } from '../../../../../contract';
import { followLiveData } from '../../../../../src/api/live-data';
import { getQueryClient, queryKeys } from '../../../../../src/api/query';
import { FeedProvider } from '../../../../../src/shell/feed-context';
import { CountdownPanel, useListingSchedule } from '../../../../../src/features/chart/countdown';
import { closeAllDialogs, DialogManager, isDialogOpen } from '../../../../../src/shell';
import { initI18n } from '../../../../../src/i18n';
import type { CoinKey } from '../../../../../contract/markets';
import { CoinListFeed } from '../../coin-list/harness';
import { registerAppDialogs } from '../../../../../src/app/dialogs';
import { SIM_SOURCE_INFO } from '../../../../../contract/market-source';

// The app's dialog map, as the app root registers it.
registerAppDialogs();

const NOW = Date.parse('2026-11-21T12:00:00+09:00');
const SELL = '2026-11-23T14:05:00+09:00';

function monad(buyOpenDate: string | null, sellOpenDate: string | null): CoinInfo {
  return {
    key: 'MON-KRW',
    coinType: 'C0286',
    crncCd: 'C0100',
    coinNm: '모나드',
    coinNmEn: 'Monad',
    symbol: 'MON',
    marketSymbol: 'KRW',
    infoOnMarket: {
      isListedNew: true,
      hasEvent: false,
      canTrade: false,
      isInvestment: false,
      disClosure: false,
      isStaking: false,
      isMeme: false,
      topFixedNew: true,
      listedPrice: 1_000,
      buyOpenDate,
      sellOpenDate,
      marketReserveOrderStartTime: null,
    },
  };
}

function intro(buyOpenDate: string | null, sellOpenDate: string | null): IntroFrame {
  return {
    ch: 'intro',
    source: SIM_SOURCE_INFO,
    seq: 1,
    t: Date.now(),
    coins: [
      { key: 'MON-KRW', isListedNew: true, buyOpenDate, sellOpenDate, marketReserveOrderStartTime: null },
    ],
    markets: [{ marketSymbol: 'KRW', isOpen: true }],
  };
}

/** What the chart panel will do: the countdown while the hook says so, else the chart. */
function ChartArea({ coin }: { coin: CoinKey }) {
  const listing = useListingSchedule(coin);
  if (listing.mode === null || listing.schedule === null) return <p data-testid="chart-stand-in">chart</p>;
  return <CountdownPanel schedule={listing.schedule} name={listing.name} onOpen={listing.recheck} />;
}

/** `charts` chart areas of the shown coin, bound to the same window's data (one feed, one owner). */
function mount(coin: CoinInfo, others: CoinInfo[] = [], charts = 1) {
  // The chart reads its own coin's listings (coins?symbol=), not the catalogue.
  for (const info of [coin, ...others])
    getQueryClient().setQueryData(
      queryKeys.symbolCoins(info.symbol),
      [coin, ...others].filter((each) => each.symbol === info.symbol),
    );
  const feed = new CoinListFeed();
  const stopLiveData = followLiveData(feed, getQueryClient());
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const show = (key: CoinKey) =>
    flushSync(() =>
      root.render(
        <FeedProvider client={feed}>
          <MemoryRouter>
            {Array.from({ length: charts }, (_, index) => (
              <ChartArea key={index} coin={key} />
            ))}
            <DialogManager />
          </MemoryRouter>
        </FeedProvider>,
      ),
    );
  show(coin.key);
  const unmount = () => flushSync(() => root.unmount());
  onTestFinished(() => {
    unmount();
    stopLiveData();
  });
  return { feed, show, unmount };
}

const region = () => page.getByRole('region', { name: '모나드(MON) 거래 지원 안내' });
const timer = () => page.getByRole('timer', { name: '거래 지원 시작까지 남은 시간' });

/** One second passes; the panel shows `expected` afterwards. */
async function tick(expected: string) {
  vi.advanceTimersByTime(1_000);
  await expect.element(timer()).toHaveTextContent(expected);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  closeAllDialogs();
  getQueryClient().clear();
});

describe('countdown panel', () => {
  test('counts down to sell-open each second, with days and the open date in KST', async () => {
    mount(monad('2026-11-23T14:00:00+09:00', SELL));
    await expect.element(region()).toBeVisible();
    await expect.element(timer()).toHaveTextContent('2 일 02 시간 05 분 00 초');
    await expect.element(region()).toHaveTextContent('거래 지원 시작 2026-11-23 14:05 (KST)');
    await tick('2 일 02 시간 04 분 59 초');
    await tick('2 일 02 시간 04 분 58 초');
  });

  test('hides the days under one day and gives way to the chart at zero', async () => {
    mount(monad('2026-11-21T11:00:00+09:00', '2026-11-21T12:00:02+09:00'));
    await expect.element(timer()).toHaveTextContent('00 시간 00 분 02 초');
    expect(timer().element().querySelector('[data-unit="days"]')).toBeNull();
    expect(timer().element().textContent).not.toContain('일');
    await tick('00 시간 00 분 01 초');
    vi.advanceTimersByTime(1_000);
    await expect.element(page.getByTestId('chart-stand-in')).toBeVisible();
    await expect.element(region()).not.toBeInTheDocument();
  });

  test('a day or more shows the days part', async () => {
    mount(monad('2026-11-21T11:00:00+09:00', '2026-11-22T12:00:00+09:00'));
    await expect.element(timer()).toHaveTextContent('1 일 00 시간 00 분 00 초');
    await tick('23 시간 59 분 59 초');
    expect(timer().element().querySelector('[data-unit="days"]')).toBeNull();
  });

  test('says coming soon when buying is not yet supported', async () => {
    mount(monad(null, null));
    await expect.element(region()).toHaveTextContent('거래 지원 예정');
    await expect.element(region()).toHaveTextContent('거래 지원 시작 시각은 추후 공지됩니다.');
    await expect.element(timer()).not.toBeInTheDocument();
  });

  test('an open coin shows the chart', async () => {
    mount(monad('2026-11-20T14:00:00+09:00', '2026-11-20T14:05:00+09:00'));
    await expect.element(page.getByTestId('chart-stand-in')).toBeVisible();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('speaks English', async () => {
    initI18n('en');
    mount(monad('2026-11-23T14:00:00+09:00', SELL));
    const english = page.getByRole('region', { name: 'Trading start of Monad (MON)' });
    await expect
      .element(page.getByRole('timer', { name: 'Time left until trading starts' }))
      .toHaveTextContent('2 days 02 hours 05 min 00 sec');
    await expect.element(english).toHaveTextContent('Trading starts 2026-11-23 14:05 (KST)');
  });

  test('owns its timer: unmounting leaves none behind', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const onOpen = vi.fn();
    const { infoOnMarket } = monad('2026-11-23T14:00:00+09:00', SELL);
    flushSync(() => root.render(<CountdownPanel schedule={infoOnMarket} name="MON" onOpen={onOpen} />));
    await expect.element(timer()).toBeVisible();
    expect(vi.getTimerCount()).toBe(1);
    flushSync(() => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('trading start time changed', () => {
  test('a live intro frame that moves the dates updates the panel and opens the modal', async () => {
    const { feed } = mount(monad('2026-11-23T14:00:00+09:00', SELL));
    await expect.element(timer()).toHaveTextContent('2 일 02 시간 05 분 00 초');
    feed.emitLowRate(intro('2026-11-24T14:00:00+09:00', '2026-11-24T14:05:00+09:00'));
    const dialog = page.getByRole('alertdialog', { name: '거래 지원 시작 시각 변경' });
    await expect
      .element(dialog)
      .toHaveTextContent('모나드(MON)의 거래 지원 시작 시각이 2026-11-24 14:05 (KST)로 변경되었습니다.');
    await expect.element(timer()).toHaveTextContent('3 일 02 시간 05 분 00 초');
    await expect.element(region()).toHaveTextContent('거래 지원 시작 2026-11-24 14:05 (KST)');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('a frame with the same dates (a resync snapshot) opens nothing', async () => {
    const { feed } = mount(monad('2026-11-23T14:00:00+09:00', SELL));
    await expect.element(timer()).toBeVisible();
    feed.emitLowRate(intro('2026-11-23T05:00:00Z', SELL));
    feed.emitLowRate({ ...intro(null, null), coins: [] });
    await expect.element(timer()).toHaveTextContent('2 일 02 시간 05 분 00 초');
    expect(isDialogOpen('scheduleChanged')).toBe(false);
  });

  test('dates announced for a coming-soon coin start the countdown and say so', async () => {
    const { feed } = mount(monad(null, null));
    await expect.element(region()).toHaveTextContent('거래 지원 예정');
    // An hour later: the count starts from the time the dates arrive.
    vi.setSystemTime(NOW + 3_600_000);
    feed.emitLowRate(intro('2026-11-23T14:00:00+09:00', SELL));
    await expect.element(timer()).toHaveTextContent('2 일 01 시간 05 분 00 초');
    await expect
      .element(page.getByRole('alertdialog', { name: '거래 지원 시작 시각 변경' }))
      .toHaveTextContent('2026-11-23 14:05 (KST)');
  });

  test('dates withdrawn go back to coming soon, and repeated changes keep one modal', async () => {
    const { feed } = mount(monad('2026-11-23T14:00:00+09:00', SELL));
    await expect.element(timer()).toBeVisible();
    feed.emitLowRate(intro('2026-11-24T14:00:00+09:00', '2026-11-24T14:05:00+09:00'));
    feed.emitLowRate(intro(null, null));
    await expect.element(region()).toHaveTextContent('거래 지원 예정');
    const dialogs = page.getByRole('alertdialog', { name: '거래 지원 시작 시각 변경' });
    await expect
      .element(dialogs)
      .toHaveTextContent('모나드(MON)의 거래 지원 시작 시각이 변경되었습니다. 새 시각은 추후 공지됩니다.');
    expect(dialogs.elements()).toHaveLength(1);
  });

  test('a coin shown again keeps what the feed said meanwhile, and the same frame is no news', async () => {
    const bitcoin: CoinInfo = {
      ...monad('2020-01-01T09:00:00+09:00', '2020-01-01T09:00:00+09:00'),
      key: 'BTC-KRW',
      coinNm: '비트코인',
      coinNmEn: 'Bitcoin',
      symbol: 'BTC',
      coinType: 'C0101',
    };
    bitcoin.infoOnMarket = { ...bitcoin.infoOnMarket, isListedNew: false };
    const { feed, show } = mount(monad('2026-11-23T14:00:00+09:00', SELL), [bitcoin]);
    await expect.element(timer()).toHaveTextContent('2 일 02 시간 05 분 00 초');
    show('BTC-KRW');
    await expect.element(page.getByTestId('chart-stand-in')).toBeVisible();
    // MON moves while the chart shows BTC: news for a MON chart, not for this one.
    const moved = intro('2026-11-24T14:00:00+09:00', '2026-11-24T14:05:00+09:00');
    feed.emitLowRate(moved);
    show('MON-KRW');
    await expect.element(timer()).toHaveTextContent('3 일 02 시간 05 분 00 초');
    feed.emitLowRate(moved);
    await expect.element(timer()).toHaveTextContent('3 일 02 시간 05 분 00 초');
    expect(isDialogOpen('scheduleChanged')).toBe(false);
  });

  test('two charts of the coin see one frame, applied once to the window, and say it once', async () => {
    const { feed } = mount(monad('2026-11-23T14:00:00+09:00', SELL), [], 2);
    await expect.poll(() => timer().elements()).toHaveLength(2);
    feed.emitLowRate(intro('2026-11-24T14:00:00+09:00', '2026-11-24T14:05:00+09:00'));
    await expect
      .poll(() =>
        timer()
          .elements()
          .map((element) => element.textContent),
      )
      .toEqual(['3 일 02 시간 05 분 00 초', '3 일 02 시간 05 분 00 초']);
    const entry = getQueryClient().getQueryCache().find({ queryKey: queryKeys.liveIntro, exact: true });
    expect(entry?.state.dataUpdateCount).toBe(1);
    await expect.element(page.getByRole('alertdialog', { name: '거래 지원 시작 시각 변경' })).toBeVisible();
    expect(page.getByRole('alertdialog', { name: '거래 지원 시작 시각 변경' }).elements()).toHaveLength(1);
  });
});
