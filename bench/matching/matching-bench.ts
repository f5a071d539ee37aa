/**
 * The matching core (server/trading/matching) against nodejs-order-book on the same seeded stream:
 * 10,000 resting orders, then limit orders (a fifth crossing), market orders and cancels. Each timed
 * call runs the whole stream on books freshly filled (untimed); rounds alternate which side goes first,
 * figures are medians of the rounds. After the stream both books must hold the same depth. A second
 * stream adds the order options (contract/order-options.ts) the peer also has: limit orders with time in
 * force gtc / ioc / fok / post-only, and eight members of whom five own the resting orders, under
 * self-trade prevention that cancels the resting order (our cancel_maker, the peer's EXPIRE_MAKER).
 */
import {
  OrderBook as PeerBook,
  SelfTradePreventionMode,
  Side,
  type LimitOrderOptions,
} from 'nodejs-order-book';
import type { TimeInForce as OurTimeInForce } from '../../contract';
import { OrderBook } from '../../server/trading/matching/order-book';
import { recordsAgainst, type BenchSection } from '../report';
import { median } from '../stats';
import { nsPerOp } from '../timing';
import {
  OP_CANCEL,
  OP_LIMIT,
  orderStream,
  RESTING_ORDERS,
  restingOwner,
  TIF_POST_ONLY,
  type OrderStream,
} from './order-stream';

const STREAM_LENGTH = 50_000;
const ROUNDS = 7;
const ROUND_MS = 400;
const PEER = 'nodejs-order-book';

/** A stream and whether it carries the options (owners, time in force, self-trade prevention). */
interface Run {
  stream: OrderStream;
  options: boolean;
}

const OUR_TIF: OurTimeInForce[] = ['gtc', 'ioc', 'fok', 'post_only'];
// The peer does not export its TimeInForce enum; these are its values (post-only is its own flag).
const PEER_TIF = ['GTC', 'IOC', 'FOK', 'GTC'] as NonNullable<LimitOrderOptions['timeInForce']>[];
const ACCOUNTS = Array.from({ length: 9 }, (_, owner) => String(owner));

function fillOurs({ stream, options }: Run): OrderBook {
  const book = new OrderBook();
  const { side, price, size } = stream.resting;
  for (let i = 0; i < RESTING_ORDERS; i += 1)
    book.placeLimit(i + 1, options ? restingOwner(i) : 0, side[i]!, price[i]!, size[i]!);
  return book;
}

function fillPeer({ stream, options }: Run): PeerBook {
  const book = new PeerBook();
  const { side, price, size } = stream.resting;
  for (let i = 0; i < RESTING_ORDERS; i += 1)
    book.limit({
      id: String(i + 1),
      side: side[i] === 'buy' ? Side.BUY : Side.SELL,
      size: size[i]!,
      price: price[i]!,
      ...(options ? { accountId: ACCOUNTS[restingOwner(i)]! } : {}),
    });
  return book;
}

function runOurs(book: OrderBook, { stream, options }: Run): number {
  let matches = 0;
  for (let i = 0; i < stream.op.length; i += 1) {
    const op = stream.op[i];
    const owner = stream.owner[i]!;
    if (op === OP_CANCEL) book.cancel(stream.id[i]!);
    else if (!options)
      matches +=
        op === OP_LIMIT
          ? book.placeLimit(stream.id[i]!, owner, stream.side[i]!, stream.price[i]!, stream.size[i]!).matches
              .length
          : book.placeMarket(0, owner, stream.side[i]!, stream.size[i]!).matches.length;
    else {
      const limit = op === OP_LIMIT;
      const timeInForce = limit ? OUR_TIF[stream.tif[i]!]! : null;
      matches += book.place({
        id: limit ? stream.id[i]! : 0,
        owner,
        side: stream.side[i]!,
        quantity: stream.size[i]!,
        budget: Infinity,
        limit: limit ? stream.price[i]! : undefined,
        timeInForce,
        smp: timeInForce === 'post_only' ? null : 'cancel_maker',
      }).matches.length;
    }
  }
  return matches;
}

function runPeer(book: PeerBook, { stream, options }: Run): number {
  let done = 0;
  for (let i = 0; i < stream.op.length; i += 1) {
    const op = stream.op[i];
    const side = stream.side[i] === 'buy' ? Side.BUY : Side.SELL;
    const who = options
      ? { accountId: ACCOUNTS[stream.owner[i]!]!, stpMode: SelfTradePreventionMode.EXPIRE_MAKER }
      : {};
    if (op === OP_LIMIT) {
      const tif = stream.tif[i]!;
      const timing = options ? { timeInForce: PEER_TIF[tif]!, postOnly: tif === TIF_POST_ONLY } : {};
      done += book.limit({
        id: stream.idText[i]!,
        side,
        size: stream.size[i]!,
        price: stream.price[i]!,
        ...timing,
        ...who,
      }).done.length;
    } else if (op === OP_CANCEL) book.cancel(stream.idText[i]!);
    else done += book.market({ side, size: stream.size[i]!, ...who }).done.length;
  }
  return done;
}

/** After the same stream both books show the same 50 best levels a side, or the comparison is not fair. */
function sameDepth(run: Run): void {
  const ours = fillOurs(run);
  const peer = fillPeer(run);
  runOurs(ours, run);
  runPeer(peer, run);
  const [peerAsks, peerBids] = peer.depth();
  const same =
    JSON.stringify(ours.levels('sell', 50)) === JSON.stringify(peerAsks.slice(0, 50)) &&
    JSON.stringify(ours.levels('buy', 50)) === JSON.stringify(peerBids.slice(0, 50));
  if (!same) throw new Error('the two books differ after the same stream: the comparison would not be fair');
}

/** The two sides' time per order over `run`'s stream, rounds alternating which goes first. */
function timeBoth(run: Run): { ns: number; peerNs: number; ratio: number } {
  sameDepth(run);
  let oursBook = fillOurs(run);
  let peerBook = fillPeer(run);
  const timeOurs = () =>
    nsPerOp(
      () => runOurs(oursBook, run),
      STREAM_LENGTH,
      ROUND_MS,
      () => (oursBook = fillOurs(run)),
    );
  const timePeer = () =>
    nsPerOp(
      () => runPeer(peerBook, run),
      STREAM_LENGTH,
      ROUND_MS,
      () => (peerBook = fillPeer(run)),
    );
  timeOurs();
  timePeer();
  const a: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate which side runs first, so neither always gets the warmer or the quieter moment.
    if (round % 2 === 0) {
      a.push(timeOurs());
      b.push(timePeer());
    } else {
      b.push(timePeer());
      a.push(timeOurs());
    }
    ratios.push(b[round]! / a[round]!);
  }
  return { ns: median(a), peerNs: median(b), ratio: median(ratios) };
}

export async function runMatchingBench(): Promise<BenchSection[]> {
  const record = recordsAgainst(PEER);
  const mix = '60 % limit, a fifth of them crossing; 15 % market; 25 % cancel';
  const against = `against ${RESTING_ORDERS.toLocaleString('en-US')} resting`;
  const plain = timeBoth({ stream: orderStream(STREAM_LENGTH), options: false });
  const options = timeBoth({ stream: orderStream(STREAM_LENGTH, 12, true), options: true });
  return [
    {
      title: `Matching core: ${STREAM_LENGTH.toLocaleString('en-US')} orders (${mix}) ${against}`,
      peerName: PEER,
      records: [
        record(
          'orders placed and matched per second',
          'orders/s',
          1e9 / plain.ns,
          1e9 / plain.peerNs,
          'higher',
          {
            target: { on: 'value', value: 200_000 },
          },
        ),
        record('time per order', 'ns', plain.ns, plain.peerNs, 'lower', {
          ratio: plain.ratio,
          target: { on: 'ratio', value: 1 },
        }),
      ],
      notes: ['Both books hold the same 50 best levels a side after the stream (checked before timing).'],
    },
    {
      title: `Matching core with the order options: the same mix, limit orders 55 % gtc / 20 % ioc / 10 % fok / 15 % post-only, eight members under self-trade prevention (cancel_maker / EXPIRE_MAKER) ${against}`,
      peerName: PEER,
      records: [
        record(
          'orders placed and matched per second',
          'orders/s',
          1e9 / options.ns,
          1e9 / options.peerNs,
          'higher',
          {
            target: { on: 'value', value: 200_000 },
          },
        ),
        record('time per order', 'ns', options.ns, options.peerNs, 'lower', {
          ratio: options.ratio,
          target: { on: 'ratio', value: 5 },
        }),
      ],
      notes: ['Both books hold the same 50 best levels a side after the stream (checked before timing).'],
    },
  ];
}
