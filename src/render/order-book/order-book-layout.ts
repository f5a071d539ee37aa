/**
 * The order book's rows and colours, with no Pixi: the feature lays out its mirror and scroller by them
 * before the book's scene (order-book-scene.ts) and Pixi have come.
 */
import { COIN_LIST_THEME } from '../coin-list/coin-list-layout';

export const BOOK_ROW_HEIGHT = 20;

/** The book's colours, one per role (Korean convention: bids and rises red, asks and falls blue). */
export interface OrderBookPalette {
  background: number;
  middle: number;
  separator: number;
  text: number;
  muted: number;
  bid: number;
  ask: number;
}

/** The dark theme's (the trade order page): the coin list's colours. */
export const ORDER_BOOK_THEME: OrderBookPalette = {
  background: COIN_LIST_THEME.background,
  middle: COIN_LIST_THEME.active,
  separator: COIN_LIST_THEME.separator,
  text: COIN_LIST_THEME.text,
  muted: COIN_LIST_THEME.muted,
  bid: COIN_LIST_THEME.up,
  ask: COIN_LIST_THEME.down,
};

/** The light theme's (every other page, e.g. the trade status page): the light page's surface and text. */
export const ORDER_BOOK_LIGHT_THEME: OrderBookPalette = {
  background: 0xffffff,
  middle: 0xeef0f4,
  separator: 0xdde1e8,
  text: 0x1a1d24,
  muted: 0x5f6673,
  bid: COIN_LIST_THEME.up,
  ask: COIN_LIST_THEME.down,
};
