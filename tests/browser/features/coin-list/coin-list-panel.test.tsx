import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ASSET_LAYOUT } from '../../../../src/features/coin-list/coin-list-columns';
import { coinListHandleOf } from '../../../../src/features/coin-list/coin-list-handle';
import { MIRROR_SYNC_MS } from '../../../../src/render/dom-mirror';
import type { CoinKey } from '../../../../contract/markets';
import {
  CELL_COUNT,
  cellX,
  FONT_SIZE,
  ROW_HEIGHT,
  SMALL_SIZE,
  type RowLayout,
} from '../../../../src/render/coin-list/coin-list-layout';
import { FONT_FAMILY } from '../../../../src/render/drawing-style';
import { PANEL_SIZES } from '../../../../src/workspace/panel-types';
import {
  COIN_LIST_PREFS_KEY,
  serializeCoinListPrefs,
} from '../../../../src/features/coin-list/coin-list-store';
import { FLASH_MS } from '../../../../contract/price-flash';
import { getQueryClient } from '../../../../src/api/query';
import { i18n } from '../../../../src/i18n';
import { envelope, holding, mountCoinList, rowNames } from './harness';
import { SIM_SOURCE_INFO } from '../../../../contract/market-source';

const grid = () => page.getByRole('grid', { name: 'Coin list' });
const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const row = (name: string) => page.getByRole('row', { name, exact: true });
const header = (name: string) => page.getByRole('columnheader', { name }).getByRole('button');

async function expectRows(names: string[]): Promise<void> {
  await expect.poll(rowNames).toEqual(names);
}

describe('coin list panel: tabs', () => {
  test('opens on the market of the coin in the route, and KRW without one', async () => {
    mountCoinList('/trade/order/ETH-BTC');
    await expect.element(tab('BTC')).toHaveAttribute('aria-selected', 'true');
    await expectRows(['XRP', 'Ethereum']);
  });

  test('opens on the tab named by navigation state', async () => {
    mountCoinList('/trade/order/BTC-KRW', { navigationState: { coinListTab: 'USDT' } });
    await expect.element(tab('USDT')).toHaveAttribute('aria-selected', 'true');
  });

  test('switches tabs; the USDT tab has its beta tag, the volume banner (global by default) and the tooltip', async () => {
    mountCoinList('/trade/order/BTC-KRW');
    await expectRows([
      'Bitcoin',
      'Ethereum',
      'XRP',
      'Tether',
      'Solana',
      'Bitcoin Cash',
      'Shiba Inu',
      'WEMIX',
    ]);
    expect(page.getByText('USDT Beta').query()).not.toBeNull();
    await tab('USDT').click();
    await expect.element(tab('USDT')).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByRole('button', { name: 'Global volume' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(page.getByRole('button', { name: 'Exchange volume' }))
      .toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Global volume' }).hover();
    await expect.element(page.getByRole('note')).toHaveTextContent('affiliate of a global exchange');
    // Global volume: BTC 9M, SOL 7M, ETH 5M.
    await expectRows(['Bitcoin', 'Solana', 'Ethereum']);
    await expect.element(row('Bitcoin').getByRole('gridcell').nth(3)).toHaveTextContent('9,000,000');
  });

  test('a live intro closing the open market moves the selection to KRW and keeps its tab', async () => {
    const { feed } = mountCoinList('/trade/order/ETH-BTC');
    await expect.element(tab('BTC')).toHaveAttribute('aria-selected', 'true');
    feed.emitLowRate({
      ch: 'intro',
      source: SIM_SOURCE_INFO,
      seq: 1,
      t: Date.now(),
      coins: [],
      markets: [
        { marketSymbol: 'KRW', isOpen: true },
        { marketSymbol: 'BTC', isOpen: false },
        { marketSymbol: 'USDT', isOpen: true },
      ],
    });
    await expect.element(tab('KRW')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('BTC')).toHaveAttribute('aria-selected', 'false');
  });
});

describe('coin list panel: sorting and search', () => {
  test('sorts by a clicked header, keeps the coin and asset sorts apart, and swaps the USDT volume key', async () => {
    mountCoinList('/trade/order/BTC-KRW', {
      member: true,
      assets: [holding('BTC', 1, 90_000_000), holding('ETH', 1, 5_000_000)],
    });
    await expect.element(header('Current price')).toBeInTheDocument();
    await header('Current price').click();
    await expectRows([
      'Bitcoin',
      'Ethereum',
      'Bitcoin Cash',
      'Solana',
      'Tether',
      'XRP',
      'WEMIX',
      'Shiba Inu',
    ]);
    await expect
      .element(page.getByRole('columnheader', { name: 'Current price' }))
      .toHaveAttribute('aria-sort', 'descending');
    await header('Current price').click();
    await expectRows([
      'Shiba Inu',
      'WEMIX',
      'XRP',
      'Tether',
      'Solana',
      'Bitcoin Cash',
      'Ethereum',
      'Bitcoin',
    ]);

    // The asset tab keeps its own sort: profit rate descending (BTC +5.5 %, ETH -20 %).
    await tab('My Asset').click();
    await expectRows(['Bitcoin', 'Ethereum']);
    await expect
      .element(page.getByRole('columnheader', { name: 'Profit rate' }))
      .toHaveAttribute('aria-sort', 'descending');
    await tab('KRW').click();
    await expectRows([
      'Shiba Inu',
      'WEMIX',
      'XRP',
      'Tether',
      'Solana',
      'Bitcoin Cash',
      'Ethereum',
      'Bitcoin',
    ]);

    // Back on volume: on USDT the global volume sorts, the exchange volume once chosen.
    await header('Volume (24h)').click();
    await tab('USDT').click();
    await expectRows(['Bitcoin', 'Solana', 'Ethereum']);
    await page.getByRole('button', { name: 'Exchange volume' }).click();
    await expectRows(['Ethereum', 'Solana', 'Bitcoin']);
  });

  test('searches by initial consonants (ㅂㅌ finds 비트코인), by English name and symbol; no result is an empty state', async () => {
    mountCoinList('/trade/order/BTC-KRW');
    await expect.element(row('Bitcoin')).toBeInTheDocument();
    const search = page.getByRole('searchbox', { name: 'Search coins' });
    await search.fill('ㅂㅌ');
    await expectRows(['Bitcoin', 'Bitcoin Cash']);
    await search.fill('sol');
    await expectRows(['Solana']);
    await search.fill('zzz');
    await expect.element(page.getByText('No coins match your search.')).toBeVisible();
  });

  test('pooled rows a search leaves unused are out of the accessibility tree, not only out of sight', async () => {
    mountCoinList('/trade/order/BTC-KRW');
    await expect.element(row('Bitcoin')).toBeInTheDocument();
    const search = page.getByRole('searchbox', { name: 'Search coins' });
    await search.fill('btc');
    await expectRows(['Bitcoin']);
    // What a screen reader hears: role queries skip what is hidden, as the accessibility tree does.
    expect(page.getByRole('row', { name: 'Bitcoin', exact: true }).elements()).toHaveLength(1);
    await search.fill('zzzz');
    await expect.element(page.getByText('No coins match your search.')).toBeVisible();
    expect(page.getByRole('row', { name: 'Bitcoin', exact: true }).elements()).toHaveLength(0);
    expect(page.getByRole('gridcell').elements()).toHaveLength(0);
  });

  test('typing on the list moves into the search field with the typed character', async () => {
    mountCoinList('/trade/order/BTC-KRW');
    await expect.element(row('Bitcoin')).toBeInTheDocument();
    (grid().element() as HTMLElement).focus();
    await userEvent.keyboard('x');
    const search = page.getByRole('searchbox', { name: 'Search coins' });
    await expect.element(search).toHaveFocus();
    await expect.element(search).toHaveValue('x');
    await expectRows(['XRP', 'WEMIX']);
  });

  test('the market settings layer opens, picks the tick type and closes', async () => {
    mountCoinList('/trade/order/BTC-KRW');
    await expect.element(row('Bitcoin').getByRole('gridcell').nth(2)).toHaveTextContent('+1.50%');
    await page.getByRole('button', { name: 'Open market settings' }).click();
    const layer = page.getByRole('group', { name: 'Market settings' });
    await expect.element(layer).toBeVisible();
    await layer.getByRole('radio', { name: '1 hour' }).click();
    await expect.element(layer.getByRole('radio', { name: '1 hour' })).toBeChecked();
    // The change column now shows the 1-hour rate, which the fake feed has not sent yet.
    await expect.element(row('Bitcoin').getByRole('gridcell').nth(2)).toHaveTextContent('—');
    await layer.getByRole('button', { name: 'Close market settings' }).click();
    await expect.element(layer).not.toBeInTheDocument();
    const open = page.getByRole('button', { name: 'Open market settings' });
    await expect.element(open).toHaveFocus();
    await open.click();
    await expect.element(layer.getByRole('radio', { name: '1 hour' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(layer).not.toBeInTheDocument();
    await expect.element(open).toHaveFocus();
  });
});

describe('coin list panel: member tabs', () => {
  test('logged out, My Asset and Favorites ask to log in with a link that remembers the page', async () => {
    const { router } = mountCoinList('/trade/order/BTC-KRW');
    await tab('Favorites').click();
    await expect.element(page.getByText('Log in to see this tab.')).toBeVisible();
    await tab('My Asset').click();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect.element(page.getByText('login page from /trade/order/BTC-KRW')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('no favourites and no holdings are empty states', async () => {
    mountCoinList('/trade/order/BTC-KRW', { member: true });
    await tab('Favorites').click();
    await expect.element(page.getByText('You have no favorite coins yet.')).toBeVisible();
    await tab('My Asset').click();
    await expect.element(page.getByText('You hold no assets.')).toBeVisible();
  });

  test('hide small balances drops assets under 1,000 KRW, and says so when none is left', async () => {
    mountCoinList('/trade/order/BTC-KRW', {
      member: true,
      assets: [holding('BTC', 0.5, 90_000_000), holding('SHIB', 1_000, 0.01)],
      navigationState: { coinListTab: 'ASSET' },
    });
    // Profit rate descending: SHIB +100 %, BTC +5.55 %.
    await expectRows(['Shiba Inu', 'Bitcoin']);
    await expect.element(row('Bitcoin').getByRole('gridcell').nth(2)).toHaveTextContent('47,500,000');
    await expect.element(row('Shiba Inu').getByRole('gridcell').nth(4)).toHaveTextContent('+100.00%');
    const hide = page.getByRole('checkbox', { name: 'Hide assets under 1,000 KRW' });
    await hide.click();
    await expectRows(['Bitcoin']);
    await page.getByRole('searchbox', { name: 'Search coins' }).fill('shib');
    await expect.element(page.getByText('No coins match your search.')).toBeVisible();
    await hide.click();
    await expectRows(['Shiba Inu']);
  });

  test('with only small assets held and hidden, the list says none is worth 1,000 KRW', async () => {
    localStorage.setItem(COIN_LIST_PREFS_KEY, serializeCoinListPrefs({ hideSmallBalances: true }));
    mountCoinList('/trade/order/BTC-KRW', {
      member: true,
      assets: [holding('SHIB', 1_000, 0.01)],
      navigationState: { coinListTab: 'ASSET' },
      keepPrefs: true,
    });
    await expect.element(page.getByText('You hold no assets worth 1,000 KRW or more.')).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Hide assets under 1,000 KRW' })).toBeChecked();
  });

  test('an asset change by socket updates the My Asset rows', async () => {
    const { feed } = mountCoinList('/trade/order/BTC-KRW', {
      member: true,
      assets: [holding('BTC', 0.5, 90_000_000)],
      navigationState: { coinListTab: 'ASSET' },
    });
    await expectRows(['Bitcoin']);
    feed.emitLowRate({ ch: 'assetChange', seq: 1, t: Date.now(), rows: [holding('ETH', 2, 3_000_000)] });
    await expectRows(['Ethereum', 'Bitcoin']);
  });

  test('a held coin no longer tradable opens the "no longer supported" popup instead of navigating', async () => {
    const { router } = mountCoinList('/trade/order/BTC-KRW', {
      member: true,
      assets: [holding('WEMIX', 10, 400)],
      navigationState: { coinListTab: 'ASSET' },
    });
    await row('WEMIX').click();
    const dialog = page.getByRole('alertdialog', { name: 'No longer supported' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveTextContent('WEMIX is no longer supported');
    expect(router.state.location.pathname).toBe('/trade/order/BTC-KRW');
  });

  test('the star adds a favourite for a member and sends a guest to log in', async () => {
    const { favorites } = mountCoinList('/trade/order/BTC-KRW', { member: true });
    await page.getByRole('button', { name: 'Add Ethereum to favorites' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Remove Ethereum from favorites' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(favorites.map((f) => f.key)).toEqual(['ETH-KRW']);
    await tab('Favorites').click();
    await expectRows(['Ethereum']);
  });

  test('blocked favourites show the spinner, and the stars wait', async () => {
    const { fetchStub } = mountCoinList('/trade/order/BTC-KRW', {
      member: true,
      routes: {
        'GET /v1/favorites': () => envelope(null, 423, 'FAVORITES_BLOCKED', 'favoritesBlocked'),
      },
    });
    const star = page.getByRole('button', { name: 'Add Bitcoin to favorites' });
    await expect.element(star).toHaveAttribute('aria-busy', 'true');
    await star.click();
    await tab('Favorites').click();
    await expect.element(page.getByText('Loading…')).toBeVisible();
    const posts = fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toEqual([]);
  });

  test('a guest pressing the star goes to log in', async () => {
    const { router } = mountCoinList('/trade/order/BTC-KRW');
    await page.getByRole('button', { name: 'Add Bitcoin to favorites' }).click();
    await expect.element(page.getByText('login page from /trade/order/BTC-KRW')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('coin list panel: rows', () => {
  test('names follow the language, and the live intro brings new-listing badges', async () => {
    const { feed } = mountCoinList('/trade/order/BTC-KRW');
    await expect.element(row('Solana')).toBeInTheDocument();
    const list = coinListHandleOf(grid().element())!;
    await expect.poll(() => list.drawnText('SOL-KRW', 1)).toBe('SOL/KRW');
    feed.emitLowRate({
      ch: 'intro',
      source: SIM_SOURCE_INFO,
      seq: 1,
      t: Date.now(),
      coins: [
        {
          key: 'SOL-KRW',
          isListedNew: true,
          buyOpenDate: null,
          sellOpenDate: null,
          marketReserveOrderStartTime: null,
        },
      ],
      markets: [
        { marketSymbol: 'KRW', isOpen: true },
        { marketSymbol: 'BTC', isOpen: true },
        { marketSymbol: 'USDT', isOpen: true },
      ],
    });
    await expect.poll(() => list.drawnText('SOL-KRW', 1)).toBe('SOL/KRW  New');
    await i18n.changeLanguage('ko');
    await expect.element(row('솔라나')).toBeInTheDocument();
    await expect.poll(() => list.drawnText('SOL-KRW', 0)).toBe('솔라나');
    await i18n.changeLanguage('en');
  });

  test('only the rows in view are drawn and mirrored; scrolling reuses them', async () => {
    mountCoinList('/trade/order/BTC-KRW', { height: 320 });
    await expect.element(row('Bitcoin')).toBeInTheDocument();
    const list = coinListHandleOf(grid().element())!;
    const inView = rowNames();
    expect(inView.length).toBeLessThan(8);
    expect(inView[0]).toBe('Bitcoin');
    const pooled = list.stats().pooledRows;
    const scroller = grid().element().querySelector<HTMLElement>('.td-coin-list__scroller')!;
    scroller.scrollTop = scroller.scrollHeight;
    await expect.poll(() => rowNames().at(-1)).toBe('WEMIX');
    expect(rowNames()).not.toContain('Bitcoin');
    await expect.poll(() => list.drawnText('WEMIX-KRW', 0)).toBe('WEMIX');
    expect(list.drawnText('BTC-KRW', 0)).toBeNull();
    expect(list.stats().pooledRows).toBe(pooled);
  });

  test('scrolling moves the pooled rows: part of a row rewrites nothing, a whole row only the one coming in', async () => {
    mountCoinList('/trade/order/BTC-KRW', { height: 320 });
    await expect.element(row('Bitcoin')).toBeInTheDocument();
    const list = coinListHandleOf(grid().element())!;
    const scroller = grid().element().querySelector<HTMLElement>('.td-coin-list__scroller')!;
    const settled = async (top: number) => {
      const frames = list.stats().frames;
      scroller.scrollTop = top;
      await expect.poll(() => list.stats().frames).toBeGreaterThan(frames);
      return list.stats().writes;
    };
    await expect.poll(() => list.drawnText('BTC-KRW', 0)).toBe('Bitcoin');
    const start = list.stats().writes;
    expect(await settled(ROW_HEIGHT / 2)).toBe(start);
    const second = rowNames()[1]!;
    const oneRow = await settled(ROW_HEIGHT);
    // The coin that came in at the bottom: at most its cells were written.
    expect(oneRow - start).toBeGreaterThan(0);
    expect(oneRow - start).toBeLessThanOrEqual(CELL_COUNT);
    expect(rowNames()[0]).toBe(second);
  });

  test('a narrow panel keeps every tab label on one line', async () => {
    mountCoinList('/trade/order/BTC-KRW', { width: 200 });
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect.element(tabs.first()).toBeInTheDocument();
    for (const tab of tabs.elements()) {
      const range = document.createRange();
      range.selectNodeContents(tab);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      expect(lines.size, tab.textContent ?? '').toBe(1);
    }
  });

  test('a row click goes to the current path with the coin replaced', async () => {
    const { router } = mountCoinList('/trade/order/BTC-KRW');
    await row('Ethereum').click();
    await expect.poll(() => router.state.location.pathname).toBe('/trade/order/ETH-KRW');
  });

  test('arrows move the active row and Enter opens it', async () => {
    const { router } = mountCoinList('/trade/order/BTC-KRW');
    await expect.element(row('Bitcoin')).toBeInTheDocument();
    (grid().element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(row('Ethereum')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => router.state.location.pathname).toBe('/trade/order/ETH-KRW');
  });

  test('feed ticks change the shown price without re-rendering React', async () => {
    let commits = 0;
    const { feed } = mountCoinList('/trade/order/BTC-KRW', { onCommit: () => (commits += 1) });
    const price = () => row('Bitcoin').getByRole('gridcell').nth(1);
    await expect.element(price()).toHaveTextContent('95,000,000');
    await expect.poll(() => coinListHandleOf(grid().element())?.drawnText('BTC-KRW', 2)).toBe('95,000,000');
    // The panel renders while its REST answers arrive; ticks are counted once they all have.
    await expect.poll(() => getQueryClient().isFetching()).toBe(0);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const settled = commits;
    for (let i = 1; i <= 30; i++) feed.tick('BTC-KRW', { closePrice: 95_000_000 + i * 1_000 });
    await expect.element(price()).toHaveTextContent('95,030,000');
    await expect.poll(() => coinListHandleOf(grid().element())?.drawnText('BTC-KRW', 2)).toBe('95,030,000');
    expect(commits).toBe(settled);
  });

  test('a price change flashes its row for 200 ms', async () => {
    const { feed } = mountCoinList('/trade/order/BTC-KRW');
    await expect.element(row('Bitcoin')).toBeInTheDocument();
    const handle = () => coinListHandleOf(grid().element())!;
    const before = performance.now();
    feed.tick('BTC-KRW', { closePrice: 95_100_000 });
    feed.tick('ETH-KRW', { closePrice: 3_900_000 });
    const after = performance.now();
    // The tick was seen between `before` and `after`: up (and down) until 200 ms after it, not from then on.
    expect(handle().flashOf('BTC-KRW', after)).toBe('up');
    expect(handle().flashOf('ETH-KRW', after)).toBe('down');
    expect(handle().flashOf('BTC-KRW', before + FLASH_MS - 1)).toBe('up');
    expect(handle().flashOf('BTC-KRW', after + FLASH_MS)).toBeNull();
    expect(handle().flashOf('XRP-KRW', after)).toBeNull();
    // The drawn row flashes, and stops by itself.
    await expect.poll(() => handle().drawnFlashOf('BTC-KRW'), { interval: 5 }).toBe('up');
    await expect.poll(() => handle().drawnFlashOf('BTC-KRW')).toBeNull();
    expect(handle().drawnFlashOf('ETH-KRW')).toBeNull();
  });
});

describe('coin list panel: columns at the least width', () => {
  const least = PANEL_SIZES['coin-list'].minWidth;
  /** The grid, whose name follows the language. */
  const listGrid = () => page.getByTestId('coin-list').element().querySelector('[role="grid"]')!;
  /** The coin header's columns and the drawn cell each ends over: price, change rate, volume. */
  const HEADERS = {
    en: [
      ['Current price', 2],
      ['Change', 4],
      ['Volume (24h)', 6],
    ],
    ko: [
      ['현재가', 2],
      ['변동률', 4],
      ['거래금액(24H)', 6],
    ],
  } as const;

  /** A drawn cell's box, px from the row's left and top, as the drawings place it and the font draws it. */
  function cellBoxes(texts: string[], width: number, layout: RowLayout) {
    const context = document.createElement('canvas').getContext('2d')!;
    const boxes: { cell: number; left: number; right: number; top: number; bottom: number }[] = [];
    layout.forEach((placement, cell) => {
      if (!placement || texts[cell] === '') return;
      const size = placement.small ? SMALL_SIZE : FONT_SIZE;
      context.font = `${size}px ${FONT_FAMILY}`;
      const textWidth = context.measureText(texts[cell]!).width;
      const x = cellX(placement, width);
      const left = placement.anchor === 1 ? x - textWidth : x;
      boxes.push({
        cell,
        left,
        right: left + textWidth,
        top: placement.y - size / 2,
        bottom: placement.y + size / 2,
      });
    });
    return boxes;
  }

  test.each(['en', 'ko'] as const)(
    'in %s, with the widest texts, no two drawn cells come closer than 8 px and the header ends over them',
    async (language) => {
      const { feed } = mountCoinList('/trade/order/BTC-KRW', { width: least });
      await i18n.changeLanguage(language);
      try {
        const name = language === 'ko' ? '비트코인' : 'Bitcoin';
        await expect.element(row(name)).toBeInTheDocument();
        feed.tick('BTC-KRW', {
          closePrice: 137_758_000,
          chgRate: 12.33,
          chgAmt: 15_125_000,
          value24H: 1_234_567_000_000,
        });
        feed.tick('ETH-KRW', { chgRate: -100, chgAmt: -4_000_000, value24H: 1_234_567_000_000 });
        const list = coinListHandleOf(listGrid())!;
        await expect.poll(() => list.drawnText('BTC-KRW', 6)).toMatch(/^1,234,567/);
        const { width, layout } = list.drawnLayout();
        expect(width).toBeGreaterThan(0);
        expect(width).toBeLessThanOrEqual(least);
        for (const key of list.keys()) {
          const texts = Array.from({ length: CELL_COUNT }, (_, cell) => list.drawnText(key, cell) ?? '');
          const boxes = cellBoxes(texts, width, layout);
          for (const a of boxes)
            for (const b of boxes) {
              if (a.cell >= b.cell || a.bottom <= b.top || b.bottom <= a.top) continue;
              const gap = Math.max(b.left - a.right, a.left - b.right);
              expect(gap, `${key}: "${texts[a.cell]}" and "${texts[b.cell]}"`).toBeGreaterThanOrEqual(8);
            }
          for (const box of boxes) expect(box.right, `${key} cell ${box.cell}`).toBeLessThanOrEqual(width);
        }
        // The widest of them all, drawn whole.
        expect(list.drawnText('BTC-KRW', 2)).toBe('137,758,000');
        expect(list.drawnText('ETH-KRW', 4)).toBe('-100.00%');

        const plot = listGrid().querySelector('.td-coin-list__plot')!.getBoundingClientRect();
        for (const [name, cell] of HEADERS[language]) {
          const button = page.getByRole('columnheader', { name, exact: true }).getByRole('button').element();
          const column = button.closest('[role="columnheader"]')!;
          expect(column.scrollWidth, name).toBeLessThanOrEqual(column.clientWidth);
          const valueRight = plot.left + cellX(layout[cell]!, width);
          expect(Math.abs(button.getBoundingClientRect().right - valueRight), name).toBeLessThanOrEqual(1);
        }
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );
});

describe('coin list panel: the My Asset tab', () => {
  /** Each asset header's drawn cell (coin-list-columns ASSET_LAYOUT): the header ends where its values end. */
  const HEADER_CELLS = [
    ['Balance', 2],
    ['Valuation', 3],
    ['Avg. buy price', 4],
    ['Profit rate', 6],
    ['Valuation profit', 7],
  ] as const;

  test.each([360, 520])(
    'at %d px its headers line up with their values, none cut off, and a price under 1 KRW keeps its decimals',
    async (width) => {
      mountCoinList('/trade/order/BTC-KRW', {
        member: true,
        width,
        assets: [holding('BTC', 0.5, 90_000_000), holding('SHIB', 100_000, 0.021)],
        navigationState: { coinListTab: 'ASSET' },
      });
      await expectRows(['Bitcoin', 'Shiba Inu']);
      const handle = coinListHandleOf(grid().element())!;
      // SHIB's average buy price at the KRW market's decimals there (tick 0.0001), not "0".
      await expect.poll(() => handle.drawnText('SHIB-KRW', 4)).toBe('0.0210');
      expect(handle.drawnText('BTC-KRW', 4)).toBe('90,000,000');

      const rows = page.getByTestId('coin-list').element().querySelector('.td-coin-list__plot')!;
      const box = rows.getBoundingClientRect();
      for (const [name, cell] of HEADER_CELLS) {
        const button = page.getByRole('columnheader', { name, exact: true }).getByRole('button').element();
        const column = button.closest('[role="columnheader"]')!;
        // Nothing cut: the header's text fits its column.
        expect(column.scrollWidth, name).toBeLessThanOrEqual(column.clientWidth);
        const placement = ASSET_LAYOUT[cell]!;
        const valueRight = box.left + box.width * placement.share + placement.offset;
        expect(Math.abs(button.getBoundingClientRect().right - valueRight), name).toBeLessThanOrEqual(12);
      }
    },
  );
});

describe('coin list panel: what a change costs', () => {
  const handle = () => coinListHandleOf(grid().element())!;
  const scroller = () => grid().element().querySelector<HTMLElement>('.td-coin-list__scroller')!;
  const mirrorBody = () => grid().element().querySelector<HTMLElement>('.td-coin-list__body')!;

  /** Records what the DOM mirror's changes touch while `act` runs: its rows, and the records themselves. */
  async function watchMirror(act: () => Promise<void>): Promise<{ rows: Set<Element>; records: number }> {
    const rows = new Set<Element>();
    let records = 0;
    const note = (list: MutationRecord[]) => {
      for (const record of list) {
        records += 1;
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const touched = target?.closest('[role="row"]');
        if (touched) rows.add(touched);
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('[role="row"]')) rows.add(node);
      }
    };
    const observer = new MutationObserver(note);
    observer.observe(mirrorBody(), { subtree: true, childList: true, attributes: true, characterData: true });
    await act();
    note(observer.takeRecords());
    observer.disconnect();
    return { rows, records };
  }

  /** Runs `change`, then waits for a frame and for a mirror sync of values to have had its chance. */
  async function afterFrameAndMirror(change: () => void): Promise<void> {
    const frames = handle().stats().frames;
    change();
    await expect.poll(() => handle().stats().frames).toBeGreaterThan(frames);
    await new Promise((resolve) => setTimeout(resolve, MIRROR_SYNC_MS + 100));
  }

  /** The panel mounted 320 px high (a few rows in view, WEMIX-KRW out of it), its first frames done. */
  async function mountShort(): Promise<ReturnType<typeof mountCoinList>> {
    const mounted = mountCoinList('/trade/order/BTC-KRW', { height: 320 });
    await expect.element(row('Bitcoin')).toBeInTheDocument();
    await expect.poll(() => handle().drawnText('BTC-KRW', 2)).toBe('95,000,000');
    await expect.poll(() => getQueryClient().isFetching()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, MIRROR_SYNC_MS + 100));
    expect(rowNames()).not.toContain('WEMIX');
    return mounted;
  }

  test('a row out of view costs nothing: no cell formatted, none written, the mirror untouched', async () => {
    const { feed } = await mountShort();
    const before = handle().stats();
    const mirror = await watchMirror(() =>
      afterFrameAndMirror(() => feed.tick('WEMIX-KRW', { closePrice: 510, chgRate: 2 })),
    );
    expect(handle().stats().cellsSet).toBe(before.cellsSet);
    expect(handle().stats().writes).toBe(before.writes);
    expect(mirror.records).toBe(0);
  });

  test('a price update formats only the cells made from what changed, and the mirror rewrites only that row', async () => {
    const { feed } = await mountShort();
    const before = handle().stats();
    const mirror = await watchMirror(async () => {
      feed.tick('BTC-KRW', { closePrice: 95_001_000 });
      await expect.poll(() => handle().drawnText('BTC-KRW', 2)).toBe('95,001,000');
      // The price, and the change amount that takes its decimals from the price; only the price reads differently.
      expect(handle().stats().cellsSet - before.cellsSet).toBe(2);
      expect(handle().stats().writes - before.writes).toBe(1);
      await expect.element(row('Bitcoin').getByRole('gridcell').nth(1)).toHaveTextContent('95,001,000');
    });
    expect([...mirror.rows].map((touched) => touched.getAttribute('aria-label'))).toEqual(['Bitcoin']);

    // A rate: its cell, and the price and change amount it tints.
    const rated = handle().stats();
    feed.tick('BTC-KRW', { chgRate: -0.5 });
    await expect.poll(() => handle().drawnText('BTC-KRW', 4)).toBe('-0.50%');
    expect(handle().stats().cellsSet - rated.cellsSet).toBe(3);
    expect(handle().stats().writes - rated.writes).toBe(1);
  });

  test('a scroll that keeps the same rows in view leaves the mirror alone; one that brings a row in rewrites that row only, in list order', async () => {
    await mountShort();
    const shown = rowNames();
    const within = await watchMirror(() =>
      afterFrameAndMirror(() => (scroller().scrollTop = ROW_HEIGHT / 2)),
    );
    expect(within.records).toBe(0);
    expect(rowNames()).toEqual(shown);

    const next = await watchMirror(() => afterFrameAndMirror(() => (scroller().scrollTop = ROW_HEIGHT)));
    const now = rowNames();
    expect(now[0]).toBe(shown[1]);
    const arrived = now.filter((name) => !shown.includes(name));
    expect(arrived.length).toBeGreaterThan(0);
    // Only rows that show another coin (or left view) were touched; the rows that stayed were not.
    expect(next.rows.size).toBeGreaterThan(0);
    for (const touched of next.rows) {
      const element = touched as HTMLElement;
      expect(element.hidden || arrived.includes(element.getAttribute('aria-label') ?? '')).toBe(true);
    }
    // The mirror's DOM order is the list's order, and the row that came in reads as the drawn one.
    const inDomOrder = [...mirrorBody().querySelectorAll<HTMLElement>('[role="row"]')]
      .filter((element) => !element.hidden)
      .map((element) => element.getAttribute('aria-label'));
    expect(inDomOrder).toEqual(now);
    const last = [...mirrorBody().querySelectorAll<HTMLElement>('[role="row"]')]
      .filter((e) => !e.hidden)
      .at(-1)!;
    const key = last.dataset.key as CoinKey;
    expect(last.querySelectorAll('[role="gridcell"]')[1]!.textContent).toBe(handle().drawnText(key, 2));
  });
});
