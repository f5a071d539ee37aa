/**
 * The seeded order stream of the matching bench: a book of 10,000 resting orders around a mid price,
 * then a mix of limit orders (some crossing), market orders and cancels of earlier ids. Columns of
 * plain arrays so both books read the same values without building objects during the timed part.
 */
import { mulberry32 } from '../../src/lib/seeded-random';

export const RESTING_ORDERS = 10_000;
const MID = 100_000;
/** Levels each side of the mid the resting orders spread over (about 10 orders per level). */
const SPREAD_LEVELS = 500;

export const OP_LIMIT = 0;
export const OP_MARKET = 1;
export const OP_CANCEL = 2;

export interface OrderStream {
  /** The resting book, placed before each timed round: ids 1..RESTING_ORDERS. */
  resting: { side: ('buy' | 'sell')[]; price: number[]; size: number[] };
  op: Uint8Array;
  /** Order id (limit) or the id to cancel; strings for the peer, made before timing. */
  id: number[];
  idText: string[];
  side: ('buy' | 'sell')[];
  price: number[];
  size: number[];
}

export function orderStream(length: number, seed = 12): OrderStream {
  const random = mulberry32(seed);
  const integer = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const resting: OrderStream['resting'] = { side: [], price: [], size: [] };
  for (let i = 0; i < RESTING_ORDERS; i += 1) {
    const side = random() < 0.5 ? 'buy' : 'sell';
    const away = integer(1, SPREAD_LEVELS);
    resting.side.push(side);
    resting.price.push(side === 'buy' ? MID - away : MID + away);
    resting.size.push(integer(1, 10));
  }
  const stream: OrderStream = {
    resting,
    op: new Uint8Array(length),
    id: [],
    idText: [],
    side: [],
    price: [],
    size: [],
  };
  let nextId = RESTING_ORDERS + 1;
  for (let i = 0; i < length; i += 1) {
    const roll = random();
    const side = random() < 0.5 ? 'buy' : 'sell';
    let id = 0;
    let price = 0;
    let size = integer(1, 10);
    if (roll < 0.6) {
      stream.op[i] = OP_LIMIT;
      id = nextId++;
      // One in five crosses up to 20 levels into the other side; the rest rest on their own side.
      const away = random() < 0.2 ? -integer(1, 20) : integer(1, SPREAD_LEVELS);
      price = side === 'buy' ? MID - away : MID + away;
    } else if (roll < 0.75) {
      stream.op[i] = OP_MARKET;
      size = integer(1, 20);
    } else {
      stream.op[i] = OP_CANCEL;
      id = integer(1, nextId - 1);
    }
    stream.id.push(id);
    stream.idText.push(String(id));
    stream.side.push(side);
    stream.price.push(price);
    stream.size.push(size);
  }
  return stream;
}
