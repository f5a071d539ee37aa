/**
 * The coins newly supported for deposit (shell §7 "GET /v1/coin-inout/latest"; the user panel's
 * new-deposit-support banner). The catalogue's coinType codes are given in the order the exchange took
 * coins on, so the newest are the highest codes; delisted and upcoming coins take no deposits.
 */
import type { CoinInoutLatest } from '../../contract';
import { COINS } from '../market/catalogue';

/** How many coins the banner shows. */
export const LATEST_DEPOSIT_COINS = 3;

export function latestDepositCoins(): CoinInoutLatest {
  return COINS.filter((coin) => !coin.flags.includes('delisted') && !coin.flags.includes('upcoming'))
    .map((coin) => coin.coinType)
    .sort((a, b) => b.localeCompare(a))
    .slice(0, LATEST_DEPOSIT_COINS)
    .map((coinType) => ({ coinType }));
}
