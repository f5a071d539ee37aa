import { expect, test } from 'vitest';
import { buyLock, orderAmount } from '../../../../contract';
import { orderLock } from '../../../../server/trading/amounts';
import { SIM_CATALOGUE } from '../../../../server/market/listings';

const listing = SIM_CATALOGUE.listing('XRP-KRW')!;

test.each([
  [
    'a sell locks its quantity of the coin',
    { side: 'sell', orderType: 'limit', price: 900, quantity: 12.5 },
    listing.coin.coinType,
    12.5,
  ],
  [
    'a limit buy locks price × quantity with the fee, in the market currency',
    { side: 'buy', orderType: 'limit', price: 900, quantity: 10 },
    listing.crncCd,
    buyLock('KRW', orderAmount('KRW', 900, 10, 'buy')),
  ],
  [
    'a market buy locks the amount it names, with the fee',
    { side: 'buy', orderType: 'market', price: 0, quantity: 0, amount: 50_000 },
    listing.crncCd,
    buyLock('KRW', 50_000),
  ],
] as const)('%s', (_name, order, lockedCoinType, lockedAmount) => {
  expect(orderLock(listing, order)).toEqual({ lockedCoinType, lockedAmount });
});
