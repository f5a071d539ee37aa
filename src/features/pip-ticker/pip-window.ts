/**
 * The Picture-in-Picture ticker's window (a lazy chunk: loaded on the first press of its button): a compact,
 * always-on-top window (Document Picture-in-Picture) listing the watched coins' last price and change
 * rate, written in place from the window's feed on each change set (no React, no render per tick). The
 * window's own `pagehide` (closed by the trader, or its opener gone) disposes the listener.
 */
import { CoinSlot } from '../../api/coin-slot';
import type { FeedClient } from '../../api/feed-types';
import type { CoinKey } from '../../../contract/markets';
import { priceTicks, type PriceTicks, type TickTable } from '../../../contract/price-ticks';
import { tickerRowText } from './pip-row';

/** The browser's Document Picture-in-Picture entry (Chromium 116+), where it has one. */
export interface DocumentPip {
  requestWindow(options: { width: number; height: number }): Promise<Window>;
}

export interface PipTickerOptions {
  pip: DocumentPip;
  feed: Pick<FeedClient, 'tickers' | 'onChanges'>;
  coins: readonly CoinKey[];
  table: TickTable;
  /** The window's title and list label, in the app's language. */
  title: string;
  lang: string;
}

const ROW_PX = 26;
const WIDTH_PX = 260;

/** Red up, blue down (the exchange's colours, src/lib/price-move.ts); light and dark follow the system. */
const STYLE = `
:root { color-scheme: light dark; font: 13px/1.4 system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
ul { list-style: none; margin: 0; padding: 4px 8px; }
li { display: grid; grid-template-columns: 1fr auto 5.5em; gap: 8px; height: ${ROW_PX}px; align-items: center; }
.price, .rate { text-align: right; font-variant-numeric: tabular-nums; }
[data-direction='up'] .price, [data-direction='up'] .rate { color: #d60000; }
[data-direction='down'] .price, [data-direction='down'] .rate { color: #0051c7; }
`;

interface Row {
  coin: CoinKey;
  ticks: PriceTicks;
  slot: CoinSlot;
  item: HTMLLIElement;
  price: HTMLSpanElement;
  rate: HTMLSpanElement;
}

function write(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/** Opens the window; answers the function that closes it. */
export async function openPipTicker(options: PipTickerOptions): Promise<() => void> {
  const { pip, feed, coins, table, title, lang } = options;
  const win = await pip.requestWindow({ width: WIDTH_PX, height: 8 + ROW_PX * Math.max(coins.length, 1) });
  const doc = win.document;
  doc.documentElement.lang = lang;
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent = STYLE;
  doc.head.append(style);
  const list = doc.createElement('ul');
  list.setAttribute('aria-label', title);
  const rows: Row[] = coins.map((coin) => {
    const item = doc.createElement('li');
    const name = doc.createElement('span');
    name.textContent = coin.replace('-', '/');
    const price = doc.createElement('span');
    price.className = 'price';
    const rate = doc.createElement('span');
    rate.className = 'rate';
    item.append(name, price, rate);
    list.append(item);
    return { coin, ticks: priceTicks(table, coin), slot: new CoinSlot(), item, price, rate };
  });
  doc.body.append(list);

  const render = () => {
    for (const row of rows) {
      const slot = row.slot.of(feed.tickers, row.coin);
      const text =
        slot === undefined
          ? tickerRowText(Number.NaN, Number.NaN, row.ticks)
          : tickerRowText(
              feed.tickers.value(slot, 'closePrice'),
              feed.tickers.value(slot, 'chgRate'),
              row.ticks,
            );
      write(row.price, text.price);
      write(row.rate, text.rate);
      if (row.item.dataset.direction !== text.direction) row.item.dataset.direction = text.direction;
    }
  };
  render();
  const stop = feed.onChanges(render);
  const close = () => {
    stop();
    win.removeEventListener('pagehide', close);
  };
  win.addEventListener('pagehide', close);
  return () => {
    close();
    win.close();
  };
}
