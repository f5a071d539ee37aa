/**
 * First-start data: the demo members with their balances and pending orders (in one transaction).
 * Orders are placed the way the order engine places them: their funds are locked.
 */
import type Database from 'better-sqlite3';
import { COINS, KRW_COIN_TYPE } from '../market/catalogue';
import { kstIso } from '../market/kst-time';
import { roundTo } from '../../contract';
import { listingByKey, snapToTick } from '../market/listings';
import { memberInserter } from '../members/member-store';
import { hashPasswordSync } from '../members/passwords';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../seed/demo-members';
import { decimalsOf, orderLock } from '../trading/amounts';
import { Ledger, pendingOrder } from '../trading/ledger';

const FIRST_MEMBER_NUMBER = 100_001;

export function seedDatabase(db: Database.Database, seed: number): void {
  // Every demo member has the same public password: one hash (one scrypt run) serves them all.
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  const insertMember = memberInserter(db);
  const ledger = new Ledger(db);
  const now = kstIso(Date.now());

  db.transaction(() => {
    DEMO_MEMBERS.forEach((member, i) => {
      const memNo = FIRST_MEMBER_NUMBER + i;
      insertMember({ ...member, memNo }, passwordHash);
      ledger.writeBalance(memNo, {
        coinType: KRW_COIN_TYPE,
        symbol: 'KRW',
        balance: member.krw,
        locked: 0,
        avgBuyAmt: 0,
      });
      for (const holding of member.holdings) {
        const coin = COINS.find((c) => c.symbol === holding.symbol);
        if (!coin) throw new Error(`demo member ${member.loginId} holds unknown coin ${holding.symbol}`);
        ledger.writeBalance(memNo, {
          coinType: coin.coinType,
          symbol: coin.symbol,
          balance: holding.quantity,
          locked: 0,
          avgBuyAmt: holding.avgBuyAmt,
        });
      }
      for (const order of member.pendingOrders) {
        const listing = listingByKey(order.key);
        if (!listing) throw new Error(`demo order on unknown coin ${order.key}`);
        const price = snapToTick(listing.marketSymbol, listing.basePrice * order.priceFactor);
        const { lockedCoinType, lockedAmount } = orderLock(listing, {
          side: order.side,
          orderType: 'limit',
          price,
          quantity: order.quantity,
        });
        const funds = ledger.balance(memNo, lockedCoinType);
        ledger.writeBalance(memNo, {
          ...funds,
          locked: roundTo(funds.locked + lockedAmount, decimalsOf(lockedCoinType)),
        });
        ledger.insertOrder(
          pendingOrder(
            {
              memNo,
              key: listing.key,
              side: order.side,
              orderType: 'limit',
              price,
              stopPrice: null,
              stopCondition: null,
              triggered: true,
              quantity: order.quantity,
              amount: null,
              lockedCoinType,
              lockedAmount,
              clientOrderId: null,
              request: null,
            },
            now,
          ),
        );
      }
    });
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('seeded_at', now);
    setMeta.run('seed', String(seed));
  })();
}
