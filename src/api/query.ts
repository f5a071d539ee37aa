/**
 * TanStack Query set-up: the spec's defaults (chart spec §9: no retries, no refetch on focus or mount),
 * every query key in one place, and the global error route: failed queries and mutations hand their
 * ApiError to the handler the shell registers, unless their `meta.silent` says the caller handles it.
 */
import { MutationCache, QueryCache, QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { getCoins, getMarkets } from './client';
import { applyIntroToCoins, applyIntroToMarkets } from './intro';
import { blockTypeOf } from './status';
import type {
  ApplicationKind,
  CoinInfo,
  CandlesQuery,
  IntroFrame,
  ChartPendingQuery,
  OrdersQuery,
  PointHistoryQuery,
  SmartSellQuery,
  StatementQuery,
  TermsType,
} from '../../contract';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Member-scoped data lives under `member`, so one call drops it all on login and logout. */
export const queryKeys = {
  member: ['member'] as const,
  me: ['member', 'me'] as const,
  assets: ['member', 'assets'] as const,
  favorites: ['member', 'favorites'] as const,
  /** Every list of orders: the open orders of each filter, and the history pages. */
  allOrders: ['member', 'orders'] as const,
  orders: (query: OrdersQuery = {}) => ['member', 'orders', query] as const,
  orderHistory: ['member', 'orderHistory'] as const,
  chartPending: (query: ChartPendingQuery) => ['member', 'chartPending', query] as const,
  creditStatus: ['member', 'creditStatus'] as const,
  premiumGrade: ['member', 'premiumGrade'] as const,
  limitType: ['member', 'limitType'] as const,
  limitRaiseCondition: ['member', 'limitRaiseCondition'] as const,
  unseenInterest: ['member', 'unseenInterest'] as const,
  /** The security page: the SMS-login switch and the Open API keys. */
  smsLogin: ['member', 'security', 'smsLogin'] as const,
  openApiKeys: ['member', 'security', 'openApiKeys'] as const,
  /** Every deposit and withdrawal query, dropped together when a record changes. */
  inout: ['member', 'inout'] as const,
  statement: (query: StatementQuery) => ['member', 'inout', 'statement', query] as const,
  transfer: (seq: number) => ['member', 'inout', 'transfer', seq] as const,
  inoutCoin: (coinType: string) => ['member', 'inout', 'coin', coinType] as const,
  feeReward: (seq: number) => ['member', 'inout', 'feeReward', seq] as const,
  applicationRecord: (seq: number) => ['member', 'inout', 'application', seq] as const,
  applicationFiles: (kind: ApplicationKind, seq: number) => ['member', 'inout', 'files', kind, seq] as const,
  smartSell: (query: SmartSellQuery) => ['member', 'inout', 'smartSell', query] as const,
  /** Under inout so a fee reward's invalidation refreshes the balance. */
  pointHistory: (query: PointHistoryQuery) => ['member', 'inout', 'points', query] as const,
  coinInoutLatest: ['coinInoutLatest'] as const,
  creditFiling: ['creditFiling'] as const,
  notices: ['notices'] as const,
  competitionSummary: ['competitionSummary'] as const,
  nations: ['nations'] as const,
  markets: ['markets'] as const,
  /** GET market-source's answer, and a replay control's answered state written over it (market-source.ts). */
  marketSource: ['marketSource'] as const,
  coins: ['coins'] as const,
  /** Under coins, so that reloading the catalogue (after a reconnect) reloads these too. */
  symbolCoins: (symbol: string) => ['coins', 'symbol', symbol] as const,
  tickers: ['tickers'] as const,
  /**
   * Written by the window's owner of live data (live-data.ts) from the feed, never fetched: the latest
   * intro, the quote markets' KRW prices, and the member's latest asset change (a member's, so dropped
   * with the member).
   */
  liveIntro: ['live', 'intro'] as const,
  marketPrices: ['live', 'marketPrices'] as const,
  assetChange: ['member', 'assetChange'] as const,
  candles: (query: CandlesQuery) => ['candles', query] as const,
  /** Terms answer in the request's language, so the language is part of the key. */
  termsHistory: (type: TermsType, language: string) => ['terms', type, language, 'history'] as const,
  termsVersion: (type: TermsType, ref: string, language: string) => ['terms', type, language, ref] as const,
};

/**
 * The answer of a coins or markets call with the window's latest live intro over it: the intro is a full
 * picture, and one that came before the answer would otherwise be lost until the next.
 */
function withLiveIntro<Answer>(
  client: QueryClient,
  answer: Answer,
  apply: (answer: Answer, intro: IntroFrame) => Answer,
): Answer {
  const intro = client.getQueryData<IntroFrame>(queryKeys.liveIntro);
  return intro ? apply(answer, intro) : answer;
}

/**
 * The coin catalogue, one definition for every reader, with the live intro over it. Its fetch runs on the
 * query's own signal: a reader that gives up (a chart switching coin) must not leave the shared entry
 * failed for the others.
 */
export const coinsQuery = queryOptions({
  queryKey: queryKeys.coins,
  queryFn: async ({ signal, client }) =>
    withLiveIntro(client, await getCoins({}, { signal }), applyIntroToCoins),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The listings of `symbol` in a catalogue: every market that lists the coin. */
export function listingsOf(coins: readonly CoinInfo[], symbol: string): CoinInfo[] {
  return coins.filter((info) => info.symbol === symbol);
}

/**
 * One coin's listings (one per market that lists it), for a page of one coin (the chart popup) that need
 * not read the catalogue: taken from the catalogue when the window has it, else asked for by symbol. The
 * answer is filtered here too, so an exchange that ignores the filter and answers the catalogue still works.
 */
export const symbolCoinsQuery = (symbol: string) =>
  queryOptions({
    queryKey: queryKeys.symbolCoins(symbol),
    queryFn: async ({ signal, client }) =>
      withLiveIntro(client, listingsOf(await getCoins({ symbol }, { signal }), symbol), applyIntroToCoins),
    initialData: () => {
      const catalogue = getQueryClient().getQueryData<CoinInfo[]>(queryKeys.coins);
      return catalogue && listingsOf(catalogue, symbol);
    },
    initialDataUpdatedAt: () => getQueryClient().getQueryState(queryKeys.coins)?.dataUpdatedAt,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The markets and whether each is open: GET markets' answer with the live intro over it. */
export const marketsQuery = queryOptions({
  queryKey: queryKeys.markets,
  queryFn: async ({ signal, client }) =>
    withLiveIntro(client, await getMarkets({ signal }), applyIntroToMarkets),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Every list of orders asked again: after an asset change (the fallback when order events were missed),
 * a reconnect, and a cancel that found the order already closed.
 */
export function refreshOrders(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.allOrders });
  void client.invalidateQueries({ queryKey: queryKeys.orderHistory });
}

type ApiErrorHandler = (error: ApiError) => void;
let errorHandler: ApiErrorHandler | null = null;

/** The shell registers what global failures show; answers the unregister function. */
export function setApiErrorHandler(handler: ApiErrorHandler): () => void {
  errorHandler = handler;
  return () => {
    if (errorHandler === handler) errorHandler = null;
  };
}

/**
 * A refusal carrying the member's block (contract/blocks.ts) is about the member, not the call: it reaches
 * the shell even from a silent call, so that any member call can send a blocked member where the block says.
 */
export function isAccountBlock(error: unknown): boolean {
  return error instanceof ApiError && blockTypeOf(error) !== null;
}

/** Routes a failure to the shell by hand (calls made outside TanStack Query). Other errors are ignored. */
export function reportApiError(error: unknown): void {
  if (error instanceof ApiError) errorHandler?.(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent || isAccountBlock(error)) reportApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent || isAccountBlock(error)) reportApiError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnMount: false },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | null = null;

/** The app's one QueryClient (every window has its own). */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
