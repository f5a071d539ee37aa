/**
 * The Picture-in-Picture ticker (src/features/pip-ticker/): its window writes the watched coins' price and
 * rate from the feed's change sets and lets go of the feed when closed; its header button is there only
 * where the browser has Document Picture-in-Picture.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { openPipTicker, type DocumentPip } from '../../../../src/features/pip-ticker/pip-window';
import type { FeedChangeSet } from '../../../../src/api/feed-types';
import { SPEC_TICKS } from '../../../../contract/price-ticks';
import { FakeTickerView } from '../../../unit/features/coin-list/fixtures';
import { mountApp, stubApi } from '../../shell/harness';

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('iframe[data-pip]').forEach((frame) => frame.remove());
});

/** A Document Picture-in-Picture whose window is an iframe's (a real window and document). */
function fakePip(): DocumentPip & { opened: () => Window } {
  let opened: Window | null = null;
  return {
    async requestWindow() {
      const frame = document.createElement('iframe');
      frame.dataset.pip = '';
      document.body.append(frame);
      opened = frame.contentWindow!;
      return opened;
    },
    opened: () => opened!,
  };
}

function fakeFeed(tickers: FakeTickerView) {
  const listeners = new Set<(changes: FeedChangeSet) => void>();
  return {
    tickers,
    onChanges(listener: (changes: FeedChangeSet) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener({} as FeedChangeSet)),
    listeners,
  };
}

const rowTexts = (win: Window) =>
  [...win.document.querySelectorAll('li')].map((row) => [row.textContent, row.dataset.direction]);

describe('the ticker window', () => {
  test('lists the watched coins, follows the feed, and lets go of it when closed', async () => {
    const tickers = new FakeTickerView({ 'BTC-KRW': { closePrice: 95_000_000, chgRate: 1.5 } });
    const feed = fakeFeed(tickers);
    const pip = fakePip();
    await openPipTicker({
      pip,
      feed,
      coins: ['BTC-KRW', 'ETH-KRW'],
      table: SPEC_TICKS,
      title: 'Tradedeck prices',
      lang: 'en',
    });
    const win = pip.opened();
    expect(win.document.querySelector('ul')?.getAttribute('aria-label')).toBe('Tradedeck prices');
    expect(rowTexts(win)).toEqual([
      ['BTC/KRW95,000,000+1.50%', 'up'],
      ['ETH/KRW——', 'flat'],
    ]);

    tickers.set('BTC-KRW', { closePrice: 94_000_000, chgRate: -0.25 });
    tickers.set('ETH-KRW', { closePrice: 5_000_000, chgRate: 0 });
    feed.emit();
    expect(rowTexts(win)).toEqual([
      ['BTC/KRW94,000,000-0.25%', 'down'],
      ['ETH/KRW5,000,0000.00%', 'flat'],
    ]);

    win.dispatchEvent(new Event('pagehide'));
    expect(feed.listeners.size).toBe(0);
  });
});

describe('the header’s ticker button', () => {
  test('is there where the browser has Document Picture-in-Picture', async () => {
    vi.stubGlobal('documentPictureInPicture', fakePip());
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('button', { name: '시세 미니 창 (항상 위)' })).toBeVisible();
  });

  test('is not where it has not', async () => {
    vi.stubGlobal('documentPictureInPicture', undefined);
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    expect(page.getByRole('button', { name: '시세 미니 창 (항상 위)' }).query()).toBeNull();
  });
});
