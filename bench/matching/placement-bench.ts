/**
 * The whole placement path on a started simulator (real HTTP on loopback, keep-alive): session, schema
 * and order checks, the matching core and the SQLite commit before the answer. Each placement is a limit
 * buy resting ten levels under the market, cancelled after its answer (untimed) so the member stays
 * under the open-order cap. The peer is the same server answering GET orderbook: routing, session-free
 * envelope and JSON, no checks and no write, so the ratio shows what validation and the commit cost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type Envelope, type OrderBookSnapshot, type OrderRow } from '../../contract';
import { startServer } from '../../server/app';
import { recordsAgainst, type BenchSection } from '../report';
import { median, percentile } from '../stats';

const ROUNDS = 5;
const PER_ROUND = 300;
const KEY = 'XRP-KRW';
const PEER = 'GET orderbook (no checks, no write)';

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export async function runPlacementBench(): Promise<BenchSection[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-placement-'));
  const server = await startServer({ port: 0, dataDir, serveApp: 'none', reset: true });
  try {
    const loginResponse = await fetch(server.url + API.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'demo-voucher', password: 'demo1234' }),
    });
    const cookie = (loginResponse.headers.get('set-cookie') ?? '').split(';', 1)[0]!;
    const headers = { 'content-type': 'application/json', cookie };
    const bookUrl = `${server.url}${API.orderBook}?key=${KEY}`;
    const book = ((await (await fetch(bookUrl)).json()) as Envelope<OrderBookSnapshot>).data;
    const price = book.bids[10]![0];
    const quantity = Math.ceil(6_000 / price);

    const place = async (): Promise<number> => {
      let orderId = 0;
      const ms = await timed(async () => {
        const response = await fetch(server.url + API.orders, {
          method: 'POST',
          headers,
          body: JSON.stringify({ key: KEY, side: 'buy', orderType: 'limit', price, quantity }),
        });
        const body = (await response.json()) as Envelope<OrderRow>;
        if (body.status !== 200) throw new Error(`placement refused: ${body.code} ${body.message}`);
        orderId = body.data.orderId;
      });
      await fetch(server.url + API.order(orderId), { method: 'DELETE', headers: { cookie } });
      return ms;
    };
    const peek = () =>
      timed(async () => {
        await (await fetch(bookUrl)).json();
      });

    for (let i = 0; i < 50; i += 1) {
      await place();
      await peek();
    }
    const ours: number[] = [];
    const peer: number[] = [];
    const oursRate: number[] = [];
    const peerRate: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const sides = round % 2 === 0 ? (['ours', 'peer'] as const) : (['peer', 'ours'] as const);
      for (const side of sides) {
        const samples: number[] = [];
        for (let i = 0; i < PER_ROUND; i += 1) samples.push(side === 'ours' ? await place() : await peek());
        (side === 'ours' ? ours : peer).push(...samples);
        const total = samples.reduce((sum, ms) => sum + ms, 0);
        (side === 'ours' ? oursRate : peerRate).push((PER_ROUND * 1000) / total);
      }
    }
    const record = recordsAgainst(PEER);
    return [
      {
        title: `Placement path: POST a limit order over HTTP (checks + matching + SQLite commit before the answer), ${ROUNDS} × ${PER_ROUND} sequential requests`,
        peerName: PEER,
        records: [
          record(
            'placements per second, one client',
            'orders/s',
            median(oursRate),
            median(peerRate),
            'higher',
          ),
          record('median latency', 'ms', median(ours), median(peer), 'lower'),
          record('p99 latency', 'ms', percentile(ours, 99), percentile(peer, 99), 'lower'),
        ],
        notes: [
          'Ratios under 1× are the price of the placement itself: the order checks, the lock and the order row committed to SQLite (WAL) before the answer.',
        ],
      },
    ];
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
