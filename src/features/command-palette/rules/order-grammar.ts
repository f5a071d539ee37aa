/**
 * The palette's order grammar (README "Order commands"): `<side> <quantity> [[at|@] <price>]`, where the
 * side is buy, b, 매수 or sell, s, 매도, the quantity and the price are positive decimal numbers (commas
 * as thousands separators allowed), and a missing price means the coin's last price. An order command
 * only fills the order panel: the member still confirms there.
 */
import type { OrderSide } from '../../../../contract/trading';

const SIDE_WORDS: Readonly<Record<string, OrderSide>> = {
  buy: 'buy',
  b: 'buy',
  매수: 'buy',
  sell: 'sell',
  s: 'sell',
  매도: 'sell',
};

const PRICE_WORDS = new Set(['at', '@']);
const NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/;

/** Why a started order command cannot run yet. */
export type OrderCommandProblem = 'noQuantity' | 'badQuantity' | 'badPrice' | 'percent' | 'extra';

export type OrderCommand =
  | { ok: true; side: OrderSide; quantity: number; price: number | null }
  | { ok: false; side: OrderSide; problem: OrderCommandProblem };

/** A positive decimal number written as the grammar allows, or null. */
export function parseAmount(word: string): number | null {
  if (!NUMBER.test(word)) return null;
  const value = Number(word.replaceAll(',', ''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function problem(side: OrderSide, kind: OrderCommandProblem): OrderCommand {
  return { ok: false, side, problem: kind };
}

/** The order command `query` writes, or null when it does not start with a side word. */
export function parseOrderCommand(query: string): OrderCommand | null {
  const words = query.trim().toLowerCase().split(/\s+/);
  const side = SIDE_WORDS[words[0] ?? ''];
  if (side === undefined) return null;
  // "@95000" is "@ 95000".
  const rest = words
    .slice(1)
    .flatMap((word) => (word.length > 1 && word.startsWith('@') ? ['@', word.slice(1)] : [word]));
  const [quantityWord, ...after] = rest;
  if (quantityWord === undefined || quantityWord === '') return problem(side, 'noQuantity');
  if (quantityWord.endsWith('%')) return problem(side, 'percent');
  const quantity = parseAmount(quantityWord);
  if (quantity === null) return problem(side, 'badQuantity');
  const priceWords = PRICE_WORDS.has(after[0] ?? '') ? after.slice(1) : after;
  if (after.length > 0 && priceWords.length === 0) return problem(side, 'badPrice');
  if (priceWords.length > 1) return problem(side, 'extra');
  if (priceWords.length === 0) return { ok: true, side, quantity, price: null };
  const price = parseAmount(priceWords[0]!);
  return price === null ? problem(side, 'badPrice') : { ok: true, side, quantity, price };
}
