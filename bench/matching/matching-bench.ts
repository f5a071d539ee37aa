/**
 * The matching core (server/trading/matching) against nodejs-order-book on the same seeded stream:
 * 10,000 resting orders, then limit orders (a fifth crossing), market orders and cancels. Each timed
 * call runs the whole stream on books freshly filled (untimed); rounds alternate which side goes first,
 * figures are medians of the rounds. After the stream both books must hold the same depth.
 */
import { OrderBook as PeerBook, Side } from 'nodejs-order-book';
import { OrderBook } from '../../server/trading/matching/order-book';
import { recordsAgainst, type BenchSection } from '../report';
import { median } from '../stats';
import { nsPerOp } from '../timing';
import { OP_CANCEL, OP_LIMIT, orderStream, RESTING_ORDERS, type OrderStream } from './order-stream';

const STREAM_LENGTH = 50_000;
const ROUNDS = 7;
const ROUND_MS = 400;
const PEER = 'nodejs-order-book';

function fillOurs(stream: OrderStream): OrderBook {
  const book = new OrderBook();
  const { side, price, size } = stream.resting;
  for (let i = 0; i < RESTING_ORDERS; i += 1) book.placeLimit(i + 1, 1, side[i]!, price[i]!, size[i]!);
  return book;
}

function fillPeer(stream: OrderStream): PeerBook {
  const book = new PeerBook();
  const { side, price, size } = stream.resting;
  for (let i = 0; i < RESTING_ORDERS; i += 1)
    book.limit({
      id: String(i + 1),
      side: side[i] === 'buy' ? Side.BUY : Side.SELL,
      size: size[i]!,
      price: price[i]!,
    });
  return book;
}

function runOurs(book: OrderBook, stream: OrderStream): number {
  let matches = 0;
  for (let i = 0; i < stream.op.length; i += 1) {
    const op = stream.op[i];
    if (op === OP_LIMIT)
      matches += book.placeLimit(stream.id[i]!, 2, stream.side[i]!, stream.price[i]!, stream.size[i]!).matches
        .length;
    else if (op === OP_CANCEL) book.cancel(stream.id[i]!);
    else matches += book.placeMarket(0, 2, stream.side[i]!, stream.size[i]!).matches.length;
  }
  return matches;
}

function runPeer(book: PeerBook, stream: OrderStream): number {
  let done = 0;
  for (let i = 0; i < stream.op.length; i += 1) {
    const op = stream.op[i];
    const side = stream.side[i] === 'buy' ? Side.BUY : Side.SELL;
    if (op === OP_LIMIT)
      done += book.limit({ id: stream.idText[i]!, side, size: stream.size[i]!, price: stream.price[i]! }).done
        .length;
    else if (op === OP_CANCEL) book.cancel(stream.idText[i]!);
    else done += book.market({ side, size: stream.size[i]! }).done.length;
  }
  return done;
}

export async function runMatchingBench(): Promise<BenchSection[]> {
  const stream = orderStream(STREAM_LENGTH);

  // Same semantics first: after the stream the two books show the same levels.
  const ours = fillOurs(stream);
  const peer = fillPeer(stream);
  runOurs(ours, stream);
  runPeer(peer, stream);
  const [peerAsks, peerBids] = peer.depth();
  const same =
    JSON.stringify(ours.levels('sell', 50)) === JSON.stringify(peerAsks.slice(0, 50)) &&
    JSON.stringify(ours.levels('buy', 50)) === JSON.stringify(peerBids.slice(0, 50));
  if (!same) throw new Error('the two books differ after the same stream: the comparison would not be fair');

  let oursBook = ours;
  let peerBook = peer;
  const timeOurs = () =>
    nsPerOp(
      () => runOurs(oursBook, stream),
      STREAM_LENGTH,
      ROUND_MS,
      () => (oursBook = fillOurs(stream)),
    );
  const timePeer = () =>
    nsPerOp(
      () => runPeer(peerBook, stream),
      STREAM_LENGTH,
      ROUND_MS,
      () => (peerBook = fillPeer(stream)),
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
  const ns = median(a);
  const peerNs = median(b);
  const record = recordsAgainst(PEER);
  return [
    {
      title: `Matching core: ${STREAM_LENGTH.toLocaleString('en-US')} orders (60 % limit, a fifth of them crossing; 15 % market; 25 % cancel) against ${RESTING_ORDERS.toLocaleString('en-US')} resting`,
      peerName: PEER,
      records: [
        record('orders placed and matched per second', 'orders/s', 1e9 / ns, 1e9 / peerNs, 'higher', {
          target: { on: 'value', value: 200_000 },
        }),
        record('time per order', 'ns', ns, peerNs, 'lower', {
          ratio: median(ratios),
          target: { on: 'ratio', value: 1 },
        }),
      ],
      notes: ['Both books hold the same 50 best levels a side after the stream (checked before timing).'],
    },
  ];
}
