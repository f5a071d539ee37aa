/** Markets, coins, tickers and candles. */
import type { FastifyInstance } from 'fastify';
import {
  API,
  candlesQuery,
  coinsFilterQuery,
  type CandlesResponse,
  type TickersResponse,
} from '../../contract';
import type { ServerContext } from '../context';
import { replayRequest } from '../../contract/replay-calls';
import { ApiError } from '../errors/api-error';
import { ExchangeUnavailable } from '../sources/exchange/exchange-events';
import { languageOf, ok, parseInput } from '../http/envelope';

export function registerMarketRoutes(app: FastifyInstance, context: ServerContext): void {
  const { model } = context;

  app.get(API.markets, async () => ok(model.markets()));

  app.get(API.marketSource, async () => ok(model.sourceInfo()));

  // Any window may drive the replay (it is the workstation's own practice market); every window follows
  // the state through the intro frame.
  app.post(API.replay, async (request) => {
    const body = parseInput(replayRequest, request.body, languageOf(request));
    const control = model.replayControl?.bind(model);
    if (!control) throw new ApiError(409, 'CONFLICT', 'notReplay');
    try {
      return ok(control(body, context.now()));
    } catch (error) {
      if (error instanceof RangeError) throw new ApiError(409, 'CONFLICT', 'replayPlaying');
      throw error;
    }
  });

  // Every listing, the delisted coin included (canTrade false, no ticker) so held assets can be named;
  // with a symbol, that coin's listings only (the chart popup's one coin).
  app.get(API.coins, async (request) => {
    const { symbol } = parseInput(coinsFilterQuery, request.query, languageOf(request));
    const listings =
      symbol === undefined
        ? model.catalogue.all
        : model.catalogue.all.filter((listing) => listing.coin.symbol === symbol);
    return ok(listings.map((listing) => model.coinInfo(listing)));
  });

  app.get(API.tickers, async () => {
    const tickers: TickersResponse = {
      seq: context.hub.seq('ticker'),
      rows: model.tickerListings().map((listing) => model.ticker(listing)),
    };
    return ok(tickers);
  });

  app.get(API.candles, async (request) => {
    const query = parseInput(candlesQuery, request.query, languageOf(request));
    const listing = model.catalogue.listing(query.key);
    if (!listing) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', query.key);
    const nowMs = context.now();
    try {
      await model.prepareCandles(listing, query.interval, query.to, query.limit, nowMs);
    } catch (error) {
      // A real exchange that cannot answer now: the chart says so and asks again (its retry), not a crash.
      if (error instanceof ExchangeUnavailable)
        throw new ApiError(503, 'SERVER_ERROR', 'exchangeUnavailable', error.exchange);
      throw error;
    }
    const candles: CandlesResponse = {
      key: listing.key,
      interval: query.interval,
      ...model.candles(listing, query.interval, query.to, query.limit, nowMs),
      asOfMs: model.historyAsOf(nowMs),
    };
    return ok(candles);
  });
}
