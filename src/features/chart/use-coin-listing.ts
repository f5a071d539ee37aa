/**
 * Whether the chart's market lists its coin, from the coin catalogue: the message to show instead of a
 * chart when it does not (rules/chart-listing.ts), null while listed or not known. A catalogue that
 * cannot be read leaves the chart to try (and say so if its history fails).
 */
import { useEffect, useState } from 'react';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import type { ChartServices } from './chart-services';
import { unlistedMessage, type UnlistedMessage } from './rules/chart-listing';

export function useCoinListing(
  coin: CoinKey,
  symbol: string,
  marketSymbol: MarketSymbol,
  services: ChartServices,
): UnlistedMessage | null {
  const [answer, setAnswer] = useState<{ coin: CoinKey; message: UnlistedMessage | null } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    services.listedMarkets(symbol, abort.signal).then(
      (markets) => {
        if (!abort.signal.aborted)
          setAnswer({ coin, message: unlistedMessage(symbol, marketSymbol, markets) });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) console.warn(`chart ${coin}: the coin catalogue could not be read`, error);
      },
    );
    return () => abort.abort();
  }, [coin, symbol, marketSymbol, services]);
  return answer?.coin === coin ? answer.message : null;
}
