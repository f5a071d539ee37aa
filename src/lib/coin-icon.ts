/**
 * Coin icon addresses (chart spec §2): `/resources/img/coin/coin-{hash}.png`. The spec leaves the hash
 * open; ours is FNV-1a 32-bit over the UTF-16 code units of the trimmed, upper-cased symbol, written as
 * 8 lower-case hex digits. Case and stray spaces therefore never change the icon, and the simulator or an
 * asset pipeline can compute the same names without a crypto library.
 */

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export const COIN_ICON_BASE_PATH = '/resources/img/coin/';

export function fnv1a32Hex(text: string): string {
  let hash = FNV_OFFSET_BASIS;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function coinIconHash(symbol: string): string {
  return fnv1a32Hex(symbol.trim().toUpperCase());
}

export function coinIconUrl(symbol: string): string {
  return `${COIN_ICON_BASE_PATH}coin-${coinIconHash(symbol)}.png`;
}
