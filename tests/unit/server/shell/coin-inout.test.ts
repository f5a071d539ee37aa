import { expect, test } from 'vitest';
import { coinInoutLatestSchema } from '../../../../contract';
import { COINS } from '../../../../server/market/catalogue';
import { LATEST_DEPOSIT_COINS, latestDepositCoins } from '../../../../server/shell/coin-inout';

test('the newest coins that take deposits: highest codes first, no delisted or upcoming coin', () => {
  const latest = coinInoutLatestSchema.parse(latestDepositCoins());
  expect(latest).toHaveLength(LATEST_DEPOSIT_COINS);
  const coins = latest.map(({ coinType }) => COINS.find((coin) => coin.coinType === coinType)!);
  expect(coins.map((coin) => coin.symbol)).toEqual(['XPL', 'ZRO', 'MOODENG']);
  for (const coin of coins) expect(coin.flags).not.toContain('delisted');
  const codes = latest.map((coin) => coin.coinType);
  expect(codes).toEqual([...codes].sort().reverse());
  const skipped = COINS.filter((coin) => coin.flags.includes('delisted') || coin.flags.includes('upcoming'));
  expect(skipped.map((coin) => coin.symbol).sort()).toEqual(['MON', 'WEMIX']);
  for (const coin of skipped) expect(coin.coinType > codes[0]!).toBe(true);
});
