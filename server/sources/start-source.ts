/**
 * Starts the market source `--market` chose, with the liquidity its books hold: the simulated market and
 * its ladder; a replay of recorded candles and a ladder shaped by its files' volumes; a real exchange's
 * public market data and its book's levels (paper trading).
 */
import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import { priceTicks, type TickTable } from '../../contract/price-ticks';
import type { Listing } from '../market/listings';
import { MarketModel } from '../market/market-model';
import { hashString } from '../market/prng';
import type { MarketChoice } from '../options';
import { Liquidity, simLadderShape, type BookLiquidity, type LadderShape } from '../trading/liquidity';
import type { MarketSource } from './market-source';
import { BookMirror } from '../trading/book-mirror';
import { DIALECTS, type ExchangeDialect } from './exchange/dialects';
import { createExchangeAdapter } from './exchange/exchange-adapter';
import { ExchangeMarket } from './exchange/exchange-market';
import { BITHUMB_GROUP_BUDGET, RateLimiter, UPBIT_GROUP_BUDGET } from './exchange/rate-limiter';
import { RestClient } from './exchange/rest-client';
import { socketClient } from './exchange/socket-client';
import { systemTimers, waitOn } from './exchange/transport-timers';
import { readReplayFiles, type ReplayCoin } from './replay/candle-files';
import { ReplayMarket } from './replay/replay-market';

/** The sample a replay plays when no file is named (its README says where it was cut from). */
export const REPLAY_SAMPLE_DIR = join(import.meta.dirname, 'replay', 'samples');

/**
 * A replayed level near the top holds a fifth of the coin's mean 1-minute volume: a member's order takes a
 * level or two, as on the recorded exchange's book.
 */
const LEVEL_SHARE_OF_MINUTE = 0.2;

export interface StartedSource {
  source: MarketSource;
  liquidity: BookLiquidity;
  /** A real exchange's books arrive on their own: `refresh` puts a coin's new book in its order book. */
  followBooks?: (refresh: (listing: Listing) => void) => () => void;
  /** Closes what the source opened (the exchange's socket). */
  dispose?: () => void;
}

export interface SourceParts {
  seed: number;
  tradeRate: number;
  startedAt: number;
  now: () => number;
  log: FastifyBaseLogger;
}

/** A replayed coin's ladder: its levels a fifth of its mean minute's volume, a step of the replay's apart. */
function replayLadderShape(
  coins: readonly ReplayCoin[],
  ticks: TickTable,
): (listing: Listing) => LadderShape {
  const shapes = new Map<string, LadderShape>(
    coins.map((coin) => {
      let volume = 0;
      for (let i = 0; i < coin.bars.length; i++) volume += coin.bars.volume[i]!;
      const mean = coin.bars.length > 0 ? volume / coin.bars.length : 0;
      return [
        coin.key,
        {
          seedWord: hashString(coin.key),
          levelQuantity: mean * LEVEL_SHARE_OF_MINUTE,
          ticks: priceTicks(ticks, coin.key),
        },
      ];
    }),
  );
  return (listing) => shapes.get(listing.key)!;
}

export function startReplay(path: string | undefined, parts: SourceParts): StartedSource {
  const files = readReplayFiles(path ?? REPLAY_SAMPLE_DIR);
  for (const { file, reason } of files.skipped) parts.log.warn(`replay: ${file} skipped: ${reason}`);
  if (files.coins.length === 0) throw new RangeError(`replay: no 1-minute candle file in ${path}`);
  const source = new ReplayMarket({ coins: files.coins, now: parts.now });
  return {
    source,
    liquidity: new Liquidity(parts.seed, replayLadderShape(files.coins, source.ticks())),
  };
}

/** Where the exchange is reached: its own addresses, or those the environment names (a local fake exchange). */
function dialectOf(choice: Extract<MarketChoice, { kind: 'upbit' | 'bithumb' }>): ExchangeDialect {
  const dialect = DIALECTS[choice.kind];
  return {
    ...dialect,
    restBase: choice.exchangeUrls.api ?? dialect.restBase,
    socketUrl: choice.exchangeUrls.socket ?? dialect.socketUrl,
  };
}

/**
 * A real exchange's public market data: its coins and tickers read first (without them there is no market:
 * the start fails with one line saying why and the way to the simulator), then its socket.
 */
async function startExchange(
  choice: Extract<MarketChoice, { kind: 'upbit' | 'bithumb' }>,
  parts: SourceParts,
): Promise<StartedSource> {
  const dialect = dialectOf(choice);
  const limiter = new RateLimiter({
    perSecond: choice.kind === 'upbit' ? UPBIT_GROUP_BUDGET : BITHUMB_GROUP_BUDGET,
    now: parts.now,
    wait: waitOn(systemTimers),
  });
  const rest = new RestClient({
    exchange: choice.kind,
    baseUrl: dialect.restBase,
    limiter,
    timers: systemTimers,
  });
  const adapter = createExchangeAdapter(
    dialect,
    rest,
    socketClient({ timers: systemTimers, random: Math.random }),
  );
  let market: ExchangeMarket;
  try {
    const listings = await adapter.listings();
    if (listings.length === 0) throw new Error('it lists no coin on the KRW, BTC or USDT market');
    const tickers = await adapter.tickers(listings.map((listing) => listing.key));
    market = new ExchangeMarket({
      adapter,
      listings,
      tickers,
      now: parts.now,
      report: (line) => parts.log.warn(line),
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${choice.kind} (${dialect.restBase}) cannot be reached: ${why}. Start on the simulator with: npm start -- --market sim`,
      { cause: error },
    );
  }
  market.start();
  return {
    source: market,
    liquidity: new BookMirror((key) => market.bookOf(key)),
    followBooks: (refresh) => market.onBook(refresh),
    dispose: () => market.dispose(),
  };
}

export async function startMarketSource(choice: MarketChoice, parts: SourceParts): Promise<StartedSource> {
  switch (choice.kind) {
    case 'sim':
      return {
        source: new MarketModel({ seed: parts.seed, tradeRate: parts.tradeRate, startMs: parts.startedAt }),
        liquidity: new Liquidity(parts.seed, simLadderShape),
      };
    case 'replay':
      return startReplay(choice.path, parts);
    case 'upbit':
    case 'bithumb':
      return startExchange(choice, parts);
  }
}
