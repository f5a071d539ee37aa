/**
 * The fake exchange as a process of its own, for end-to-end runs of the whole app:
 *
 *   npx tsx tests/support/fake-exchange/main.ts --exchange upbit [--port 0] [--trade-every-ms 1000]
 *
 * prints the environment that points the app at it, one variable a line, e.g.
 *   UPBIT_API_URL=http://127.0.0.1:40123
 *   UPBIT_SOCKET_URL=ws://127.0.0.1:40123/websocket/v1
 * (BITHUMB_API_URL / BITHUMB_SOCKET_URL with `--exchange bithumb`), then serves until killed. With
 * `--trade-every-ms`, each coin trades a tick up or down on that interval so live bars move.
 */
import { parseArgs } from 'node:util';
import { FakeExchange } from './fake-exchange';
import { DIALECTS, type Dialect } from './shapes';

const { values } = parseArgs({
  options: {
    exchange: { type: 'string', default: 'upbit' },
    port: { type: 'string', default: '0' },
    'trade-every-ms': { type: 'string' },
  },
});

const dialect = values.exchange as Dialect;
if (!DIALECTS.includes(dialect)) {
  console.error(`--exchange must be one of ${DIALECTS.join(', ')}`);
  process.exit(2);
}

const exchange = await FakeExchange.start({ dialect, port: Number(values.port) });
const prefix = dialect.toUpperCase();
console.log(`${prefix}_API_URL=${exchange.apiUrl}`);
console.log(`${prefix}_SOCKET_URL=${exchange.socketUrl}`);

const every = Number(values['trade-every-ms'] ?? 0);
const timer =
  every > 0
    ? setInterval(() => {
        for (const coin of exchange.market.coins) {
          const step = Number(coin.tickSize) * (Math.random() < 0.5 ? -1 : 1);
          const price = Number((exchange.market.lastPrice(coin.code) + step).toPrecision(12));
          exchange.trade(coin.code, price, 0.01, step > 0 ? 'BID' : 'ASK');
        }
      }, every)
    : undefined;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(timer);
    void exchange.close().then(() => process.exit(0));
  });
}
