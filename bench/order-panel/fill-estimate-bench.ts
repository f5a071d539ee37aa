/**
 * The order panel's pre-trade estimate (contract/fill-estimate.ts) per keystroke on a 30-level book: a
 * seeded sequence of typed market-buy totals and market-sell quantities, from inside the best level to past
 * the whole side, each estimated against the same seeded BTC-KRW book. Two peers on the same keystrokes:
 * - the matching core on a cloned book (server/trading/matching): the other way to make the estimate agree
 *   with the fill — build an OrderBook from the 30 levels (place mutates it, so a fresh one per keystroke)
 *   and place the order there. Same rule, same answer: fair on correctness, and what a panel without a
 *   shared walk would reach for;
 * - cumulative level objects with map/reduce: what a panel would otherwise write, rebuilding
 *   `{price, quantity, cumQuantity, cumValue}` for the whole side per keystroke and reading the answer off it.
 * Before timing, every keystroke's quantity, worst price and fee are checked equal on all three.
 */
import { fillEstimate, type EstimateBook, type EstimatedOrder } from '../../contract/fill-estimate';
import { affordableQuantity, roundQuantity } from '../../contract/book-walk';
import { buyCost, feeOf, ORDER_BOOK_DEPTH, type BookLevel } from '../../contract';
import { OrderBook } from '../../server/trading/matching/order-book';
import { mulberry32 } from '../../src/lib/seeded-random';
import { withOtherPeers, recordsAgainst, type BenchSection } from '../report';
import { compare } from '../timing';

const KEYSTROKES = 1_000;
const TICK = 1_000;
const MID = 140_000_000;
const MATCHING_PEER = 'matching core on a cloned book';
const OBJECTS_PEER = 'cumulative level objects (map/reduce)';

function seededBook(): EstimateBook {
  const random = mulberry32(41);
  const level = (price: number): BookLevel => [price, roundQuantity(0.001 + random() * 0.2)];
  const asks: BookLevel[] = [];
  const bids: BookLevel[] = [];
  for (let i = 0; i < ORDER_BOOK_DEPTH; i += 1) {
    asks.push(level(MID + TICK * (i + 1)));
    bids.push(level(MID - TICK * i));
  }
  return { asks, bids };
}

/** Typed orders: each keystroke a longer number, so totals from a few won to past the side's depth. */
function keystrokes(): EstimatedOrder[] {
  const random = mulberry32(7);
  const orders: EstimatedOrder[] = [];
  while (orders.length < KEYSTROKES) {
    const sell = random() < 0.5;
    const digits = String(Math.floor(1e9 + random() * 9e9));
    for (let typed = 1; typed <= digits.length && orders.length < KEYSTROKES; typed += 1) {
      const value = Number(digits.slice(0, typed));
      orders.push(
        sell
          ? { market: 'KRW', side: 'sell', orderType: 'market', quantity: value / 1e8 }
          : { market: 'KRW', side: 'buy', orderType: 'market', amount: value },
      );
    }
  }
  return orders;
}

/** What every side answers: the quantity, the average and worst price, the slippage from the best price, the fee. */
interface Answer {
  quantity: number;
  average: number | undefined;
  worst: number | undefined;
  slippage: number | undefined;
  fee: number;
}

type Estimator = (order: EstimatedOrder, book: EstimateBook) => Answer;

/** The figures the peers compute themselves from a quantity and Σ price × quantity, as the estimate does. */
function answerOf(
  order: EstimatedOrder,
  book: EstimateBook,
  quantity: number,
  value: number,
  worst: number | undefined,
): Answer {
  const best = (order.side === 'buy' ? book.asks : book.bids)[0]?.[0];
  const average = quantity > 0 ? value / quantity : undefined;
  const slippage =
    average === undefined || best === undefined
      ? undefined
      : ((order.side === 'buy' ? average - best : best - average) / best) * 100;
  const fee = order.side === 'buy' ? buyCost('KRW', Math.ceil(value)).fee : feeOf('KRW', Math.floor(value));
  return { quantity, average, worst, slippage, fee };
}

const ours: Estimator = (order, book) => {
  const estimate = fillEstimate(order, book)!;
  return {
    quantity: estimate.quantity,
    average: estimate.averagePrice,
    worst: estimate.worstPrice,
    slippage: estimate.slippageFromBest,
    fee: estimate.fee,
  };
};

/** The matching core as estimator: a fresh book of the levels, the order placed into it, its fills summed. */
const throughMatching: Estimator = (order, book) => {
  const clone = new OrderBook();
  let id = 1;
  for (const [price, quantity] of book.asks) clone.rest(id++, 0, 'sell', price, quantity);
  for (const [price, quantity] of book.bids) clone.rest(id++, 0, 'buy', price, quantity);
  const byBudget = order.side === 'buy';
  const result = clone.place({
    id,
    owner: 1,
    side: order.side,
    quantity: byBudget ? Infinity : order.quantity!,
    budget: byBudget ? order.amount! : Infinity,
    limit: undefined,
    timeInForce: null,
    smp: 'cancel_maker',
  });
  let quantity = 0;
  let value = 0;
  for (const match of result.matches) {
    quantity = roundQuantity(quantity + match.quantity);
    value += match.price * match.quantity;
  }
  return answerOf(order, book, quantity, value, result.matches[result.matches.length - 1]?.price);
};

interface CumulativeLevel {
  price: number;
  quantity: number;
  cumQuantity: number;
  cumValue: number;
}

/** The straightforward panel code: cumulative objects for the whole side, then the level the order ends in. */
const throughObjects: Estimator = (order, book) => {
  const side = order.side === 'buy' ? book.asks : book.bids;
  const levels = side
    .map(([price, quantity]) => ({ price, quantity }))
    .reduce<CumulativeLevel[]>((acc, level) => {
      const before = acc[acc.length - 1];
      // Fields written out: an object spread here costs V8 some 40 µs per keystroke, which would flatter ours.
      acc.push({
        price: level.price,
        quantity: level.quantity,
        cumQuantity: roundQuantity((before?.cumQuantity ?? 0) + level.quantity),
        cumValue: (before?.cumValue ?? 0) + level.price * level.quantity,
      });
      return acc;
    }, []);
  const wanted = order.side === 'buy' ? order.amount! : order.quantity!;
  const reach = (level: CumulativeLevel) => (order.side === 'buy' ? level.cumValue : level.cumQuantity);
  const end = levels.findIndex((level) => reach(level) >= wanted);
  if (end < 0) {
    const all = levels[levels.length - 1];
    return answerOf(order, book, all?.cumQuantity ?? 0, all?.cumValue ?? 0, all?.price);
  }
  const before = levels[end - 1];
  const last = levels[end]!;
  const part =
    order.side === 'buy'
      ? affordableQuantity(wanted - (before?.cumValue ?? 0), last.price)
      : roundQuantity(wanted - (before?.cumQuantity ?? 0));
  const quantity = roundQuantity((before?.cumQuantity ?? 0) + Math.min(part, last.quantity));
  const value = (before?.cumValue ?? 0) + last.price * Math.min(part, last.quantity);
  return answerOf(order, book, quantity, value, part > 0 ? last.price : before?.price);
};

export async function runFillEstimateBench(): Promise<BenchSection[]> {
  const book = seededBook();
  const orders = keystrokes();
  orders.forEach((order, i) => {
    const answers = [ours, throughMatching, throughObjects].map((estimate) => estimate(order, book));
    const differs = (answer: Answer) =>
      Math.abs(answer.quantity - answers[0]!.quantity) > 1e-8 ||
      answer.fee !== answers[0]!.fee ||
      answer.worst !== answers[0]!.worst;
    if (answers.some(differs))
      throw new Error(
        `keystroke ${i} (${JSON.stringify(order)}): estimates differ: ${JSON.stringify(answers)}`,
      );
  });
  const run = (estimate: Estimator) => () => {
    let check = 0;
    for (const order of orders) check += estimate(order, book).fee;
    return check;
  };
  const side = (estimate: Estimator) => ({
    body: run(estimate),
    ops: orders.length,
  });
  const matching = compare(side(ours), side(throughMatching));
  const objects = compare(side(ours), side(throughObjects));
  const name = 'estimate per keystroke, 30-level book';
  const against = (peer: string, measured: typeof matching) =>
    recordsAgainst(peer)(name, 'µs', measured.ours / 1000, measured.peer / 1000, 'lower', {
      ratio: measured.speedup,
      target: { on: 'value', value: 50 },
    });
  return [
    {
      title: `Pre-trade estimate (contract/fill-estimate.ts): ${KEYSTROKES.toLocaleString('en-US')} typed market orders against a ${ORDER_BOOK_DEPTH}-level book`,
      peerName: MATCHING_PEER,
      records: withOtherPeers([against(MATCHING_PEER, matching)], [[against(OBJECTS_PEER, objects)]]),
      notes: [
        'Every keystroke gets the same quantity, worst price and fee from all three (checked before timing). The matching-core peer builds a fresh OrderBook of the 60 levels per keystroke, since placing into the live one would change it.',
      ],
    },
  ];
}
