import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { BookLevel } from '../../../../contract';
import { OrderBookPanel, type LevelPick } from '../../../../src/features/order-book';
import { orderBookHandleOf } from '../../../../src/features/order-book/order-book-controller';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { FakeFeed, mount } from '../../workspace/harness';

/** 15 asks from 95,001,000 up and 15 bids from 95,000,000 down, 1,000 KRW apart; quantity 0.1 × (i + 1). */
function levels(from: number, step: number, count = 15): BookLevel[] {
  return Array.from({ length: count }, (_, i) => [from + i * step, Math.round((i + 1) * 100) / 1000]);
}

const ASKS = levels(95_001_000, 1_000);
const BIDS = levels(95_000_000, -1_000);

function mountBook(onPickLevel?: (pick: LevelPick) => void) {
  const feed = new FakeFeed();
  feed.tick('BTC-KRW', { closePrice: 95_000_000, chgAmt: 1_000_000 }, true);
  const mounted = mount(
    <FeedProvider client={feed}>
      <div style={{ width: '420px', height: '760px', display: 'flex', flexDirection: 'column' }}>
        <OrderBookPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" onPickLevel={onPickLevel} />
      </div>
    </FeedProvider>,
  );
  onTestFinished(() => mounted.unmount());
  return feed;
}

const grid = () => page.getByRole('grid', { name: 'Order book BTC/KRW' });
const level = (name: string) => page.getByRole('row', { name, exact: true });
const handle = () => orderBookHandleOf(grid().element())!;

function shownRows(side: 'ask' | 'bid'): string[] {
  return [...document.querySelectorAll<HTMLElement>(`[data-testid="order-book"] [data-side="${side}"]`)]
    .filter((row) => !row.hidden)
    .map((row) => row.getAttribute('aria-label') ?? '');
}

describe('order book panel', () => {
  test('shows the book from the feed: asks above with the lowest nearest the middle, bids below', async () => {
    const feed = mountBook();
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await expect.element(level('Ask 95,001,000, quantity 0.100')).toBeInTheDocument();
    await expect.poll(() => shownRows('ask').length).toBe(15);
    expect(shownRows('bid')).toHaveLength(15);
    // Top to bottom: the highest ask first, the lowest last, then the best bid.
    expect(shownRows('ask')[0]).toBe('Ask 95,015,000, quantity 1.500');
    expect(shownRows('ask')[14]).toBe('Ask 95,001,000, quantity 0.100');
    expect(shownRows('bid')[0]).toBe('Bid 95,000,000, quantity 0.100');
    expect(shownRows('bid')[14]).toBe('Bid 94,986,000, quantity 1.500');
    // The scene draws the same: the best ask's row (just above the middle, row 29) and the next.
    await expect.poll(() => handle().drawnRow(29).texts).toEqual(['95,001,000', '0.100']);
    expect(handle().drawnRow(28).texts).toEqual(['95,002,000', '0.200']);
    // Bars follow the largest quantity shown: 1.5 fills the longest bar, 0.1 a fifteenth of it.
    const longest = handle().drawnRow(15).bar;
    expect(longest).toBeGreaterThan(0);
    expect(handle().drawnRow(29).bar).toBe(Math.round(longest / 15));
  });

  test('writes only the cells that changed', async () => {
    const feed = mountBook();
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await expect.poll(() => handle().drawnRow(29).texts[0]).toBe('95,001,000');
    const before = handle().stats().writes;
    // The outermost bid's quantity: its quantity cell changes, nothing else (no bar: 1.5 stays the largest).
    const bids = BIDS.map(([price, quantity], i): BookLevel => [price, i === 14 ? 1.4 : quantity]);
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids });
    await expect.poll(() => handle().drawnRow(45).texts[1]).toBe('1.400');
    expect(handle().stats().writes - before).toBe(1);
    // A level gone leaves its row empty, drawn and mirrored; the other rows stay as they were.
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: bids.slice(0, 14) });
    await expect.poll(() => handle().drawnRow(45).texts).toEqual(['', '']);
    await expect.poll(() => shownRows('bid').length).toBe(14);
    expect(handle().drawnRow(44).texts).toEqual(['94,987,000', '1.400']);
  });

  test('clicking a level hands its price to the order form; with Shift its cumulative quantity too', async () => {
    const onPickLevel = vi.fn<(pick: LevelPick) => void>();
    const feed = mountBook(onPickLevel);
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await level('Ask 95,002,000, quantity 0.200').click();
    expect(onPickLevel).toHaveBeenLastCalledWith({ key: 'BTC-KRW', side: 'buy', price: 95_002_000 });
    await level('Bid 94,999,000, quantity 0.200').click({ modifiers: ['Shift'] });
    expect(onPickLevel).toHaveBeenLastCalledWith({
      key: 'BTC-KRW',
      side: 'sell',
      price: 94_999_000,
      quantity: expect.closeTo(0.3, 10) as number,
    });
    // The keyboard: from the level clicked, the grid's arrows move the active level (over the middle),
    // Enter picks it.
    grid().element().focus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onPickLevel).toHaveBeenLastCalledWith({ key: 'BTC-KRW', side: 'sell', price: 95_000_000 });
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onPickLevel).toHaveBeenLastCalledWith({ key: 'BTC-KRW', side: 'buy', price: 95_001_000 });
    await expect
      .element(grid())
      .toHaveAttribute('aria-activedescendant', level('Ask 95,001,000, quantity 0.100').element().id);
    // The middle row is no level: clicking it picks nothing.
    await page.getByRole('row', { name: /^Last price/ }).click();
    expect(onPickLevel).toHaveBeenCalledTimes(4);
  });

  test('grouping by 10× the tick sums the levels into fewer rows', async () => {
    const feed = mountBook();
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await expect.poll(() => shownRows('ask').length).toBe(15);
    await page.getByRole('combobox', { name: 'Grouping' }).click();
    await page.getByRole('option', { name: '10× tick' }).click();
    // Asks 95,001,000–95,015,000 go up to 95,010,000 (nine levels, and the ask at 95,010,000) and 95,020,000.
    await expect
      .poll(() => shownRows('ask'))
      .toEqual(['Ask 95,020,000, quantity 6.500', 'Ask 95,010,000, quantity 5.500']);
    // Bids 95,000,000 on its own, 94,999,000–94,990,000 down to 94,990,000, the rest to 94,980,000.
    expect(shownRows('bid')).toEqual([
      'Bid 95,000,000, quantity 0.100',
      'Bid 94,990,000, quantity 6.500',
      'Bid 94,980,000, quantity 5.400',
    ]);
    await page.getByRole('combobox', { name: 'Grouping' }).click();
    await page.getByRole('option', { name: '1× tick' }).click();
    await expect.poll(() => shownRows('ask').length).toBe(15);
  });

  test('the middle shows the last price and the spread, and the price flashes when it moves', async () => {
    const feed = mountBook();
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    const middle = page.getByRole('row', { name: /^Last price/ });
    await expect.element(middle).toHaveAccessibleName('Last price 95,000,000, Spread 1,000 (<0.01%)');
    await expect.poll(() => handle().drawnRow(30).texts).toEqual(['95,000,000', 'Spread 1,000 (<0.01%)']);
    expect(handle().drawnFlash()).toBeNull();
    feed.tick('BTC-KRW', { closePrice: 95_001_000 });
    // Up for 200 ms (FLASH_MS), then the drawn middle stops flashing by itself.
    await expect.poll(() => handle().drawnFlash(), { interval: 5 }).toBe('up');
    await expect.poll(() => handle().drawnFlash()).toBeNull();
    await expect.element(middle).toHaveAccessibleName('Last price 95,001,000, Spread 1,000 (<0.01%)');
    feed.tick('BTC-KRW', { closePrice: 94_999_000 });
    await expect.poll(() => handle().drawnFlash(), { interval: 5 }).toBe('down');
  });

  test('opens on the middle row and keeps it centred as the panel settles, until the user scrolls', async () => {
    const feed = mountBook();
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await expect.poll(() => shownRows('bid').length).toBe(15);
    const scroller = document.querySelector<HTMLElement>('.td-order-book__scroller')!;
    const box = scroller.closest<HTMLElement>('[data-testid="order-book"]')!.parentElement!;
    // How far the middle row's centre lies from the scroller's centre, in pixels.
    const offCentre = () => {
      const view = scroller.getBoundingClientRect();
      const middle = scroller.querySelector('[data-side="middle"]')!.getBoundingClientRect();
      return Math.abs(middle.top + middle.height / 2 - (view.top + view.height / 2));
    };
    await expect.poll(offCentre).toBeLessThanOrEqual(1);
    // The workspace lays the panel out again, lower: the book centres again.
    box.style.height = '420px';
    await expect.poll(() => scroller.clientHeight).toBeLessThan(400);
    await expect.poll(offCentre).toBeLessThanOrEqual(1);
    // The user scrolls the book: a later size keeps their place.
    scroller.scrollTop += 60;
    const theirs = scroller.scrollTop;
    box.style.height = '520px';
    await expect.poll(() => scroller.clientHeight).toBeGreaterThan(400);
    // The resize is measured on the next frames (a ResizeObserver), then the place is looked at.
    for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
    expect(scroller.scrollTop).toBe(theirs);
  });

  test('unmounting leaves no listener on the feed', async () => {
    const feed = new FakeFeed();
    const mounted = mount(
      <FeedProvider client={feed}>
        <OrderBookPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />
      </FeedProvider>,
    );
    await expect.element(page.getByRole('grid', { name: 'Order book BTC/KRW' })).toBeInTheDocument();
    await expect.poll(() => feed.listenerCount()).toBe(2);
    mounted.unmount();
    expect(feed.listenerCount()).toBe(0);
  });
});
