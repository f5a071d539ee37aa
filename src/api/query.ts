/**
 * TanStack Query set-up: the spec's defaults (chart spec §9: no retries, no refetch on focus or mount),
 * every query key in one place, and the global error route: failed queries and mutations hand their
 * ApiError to the handler the shell registers, unless their `meta.silent` says the caller handles it.
 */
import { MutationCache, QueryCache, QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, getCoins, getMarkets } from './client';
import { blockTypeOf } from './status';
import type {
  ApplicationKind,
  CoinInfo,
  CandlesQuery,
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
  orders: (query: OrdersQuery = {}) => ['member', 'orders', query] as const,
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
  notices: ['notices'] as const,
  competitionSummary: ['competitionSummary'] as const,
  nations: ['nations'] as const,
  markets: ['markets'] as const,
  coins: ['coins'] as const,
  /** Under coins, so that reloading the catalogue (after a reconnect) reloads these too. */
  symbolCoins: (symbol: string) => ['coins', 'symbol', symbol] as const,
  tickers: ['tickers'] as const,
  candles: (query: CandlesQuery) => ['candles', query] as const,
  /** Terms answer in the request's language, so the language is part of the key. */
  termsHistory: (type: TermsType, language: string) => ['terms', type, language, 'history'] as const,
  termsVersion: (type: TermsType, ref: string, language: string) => ['terms', type, language, ref] as const,
};

/**
 * The coin catalogue, one definition for every reader. Its fetch runs on the query's own signal: a reader
 * that gives up (a chart switching coin) must not leave the shared entry failed for the others.
 */
export const coinsQuery = queryOptions({
  queryKey: queryKeys.coins,
  queryFn: ({ signal }) => getCoins({}, { signal }),
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
    queryFn: async ({ signal }) => listingsOf(await getCoins({ symbol }, { signal }), symbol),
    initialData: () => {
      const catalogue = getQueryClient().getQueryData<CoinInfo[]>(queryKeys.coins);
      return catalogue && listingsOf(catalogue, symbol);
    },
    initialDataUpdatedAt: () => getQueryClient().getQueryState(queryKeys.coins)?.dataUpdatedAt,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The markets and whether each is open, as GET markets answered (the live intro says it sooner). */
export const marketsQuery = queryOptions({
  queryKey: queryKeys.markets,
  queryFn: ({ signal }) => getMarkets({ signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

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
