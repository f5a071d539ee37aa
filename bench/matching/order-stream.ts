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
  /** Limit orders: the time in force (TIF_*); all GTC in the plain stream. */
  tif: Uint8Array;
  /**
   * The member placing it. The plain stream: 0 (the market's own, which self-trade prevention leaves alone,
   * as the peer runs without it). With the options 1–8, resting order i being member 1 + i % 5, so that an
   * incoming order meets its own; but a fok is 0, because the two books read a fok that meets its own order
   * differently (the peer expires the resting order even when the fok is then killed; ours does nothing at
   * all), and the bench compares the same work.
   */
  owner: Uint8Array;
}

export const TIF_GTC = 0;
export const TIF_IOC = 1;
export const TIF_FOK = 2;
export const TIF_POST_ONLY = 3;
/** Owners of the resting orders (1..RESTING_OWNERS) and of the incoming ones (1..INCOMING_OWNERS). */
const RESTING_OWNERS = 5;
const INCOMING_OWNERS = 8;

/** The owner of resting order i (0-based). */
export function restingOwner(index: number): number {
  return 1 + (index % RESTING_OWNERS);
}

/**
 * `withOptions`: limit orders get a time in force (55 % gtc, 20 % ioc, 10 % fok, 15 % post-only) and every
 * incoming order an owner among eight members, five of whom own resting orders, so that self-trade
 * prevention has work; drawn from a second seeded source, so the plain stream stays the same.
 */
export function orderStream(length: number, seed = 12, withOptions = false): OrderStream {
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
    tif: new Uint8Array(length),
    owner: new Uint8Array(length),
  };
  const options = mulberry32(seed + 1);
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
    if (withOptions) {
      const tif = options();
      stream.tif[i] = tif < 0.55 ? TIF_GTC : tif < 0.75 ? TIF_IOC : tif < 0.85 ? TIF_FOK : TIF_POST_ONLY;
      const owner = 1 + Math.floor(options() * INCOMING_OWNERS);
      stream.owner[i] = stream.tif[i] === TIF_FOK ? 0 : owner;
    }
    stream.id.push(id);
    stream.idText.push(String(id));
    stream.side.push(side);
    stream.price.push(price);
    stream.size.push(size);
  }
  return stream;
}
