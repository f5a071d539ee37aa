/**
 * What a page starts before the app's code has loaded (the boot module, src/boot.ts), by its address:
 * the requests every page makes at boot — the version check, and the session where the browser may have
 * one (state/session-hint.ts) — and on a page that names its coin what its route's loader asks for
 * (router.tsx): on the chart popup the coin's listings and its opening history (chart-opening.ts), on the
 * trade order page the coin's listings; both start the chart worker. Each is the very request the app
 * makes later, which takes it instead of asking again (api/early-requests.ts). And the texts the page
 * shows first, which its route loads with its chunk (page-texts.ts, workspace/panel-texts.ts).
 */
import { API } from '../../contract/rest';
import type { EarlyCall } from '../api/early-requests';
import type { TextBundle } from '../i18n/text-bundles';
import { storedOpeningHistory } from '../features/chart/rules/chart-opening';
import { CHART_POPUP_ROUTE, TRADE_ORDER_ROUTE_PATH } from '../lib/paths';
import { hasSessionHint } from '../state/session-hint';
import { parseCoinParam, tradeCoinParam } from '../workspace/coin-param';
import { PANEL_TEXTS } from '../workspace/panel-texts';
import { CHART_POPUP_TEXTS } from './page-texts';

export interface EarlyStart {
  calls: EarlyCall[];
  chartWorker: boolean;
  /** Text bundles beyond `base` (which every page shows). */
  texts: readonly TextBundle[];
}

/** The `:coin` segment of `pathname` where `route` (fixed segments, then `:coin` or `:coin?`) matches it. */
export function routeCoin(route: string, pathname: string): string | undefined {
  const fixed = `${route.replace(/\/:coin\??$/, '')}/`;
  if (!pathname.startsWith(fixed)) return undefined;
  const coin = pathname.slice(fixed.length).replace(/\/$/, '');
  return coin !== '' && !coin.includes('/') ? coin : undefined;
}

/** The page at `pathname`'s early start, with the browser's cookies and its stored chart settings. */
export function earlyStart(
  pathname: string,
  cookies: string,
  chartSettingsText: () => string | null,
): EarlyStart {
  const calls: EarlyCall[] = [{ path: API.meta, uncached: true }];
  if (hasSessionHint(cookies)) calls.push({ path: API.me });

  const popupParam = routeCoin(CHART_POPUP_ROUTE, pathname);
  const popupCoin = parseCoinParam(popupParam);
  if (popupCoin.ok && popupCoin.key === popupParam) {
    const opening = storedOpeningHistory(chartSettingsText());
    calls.push(
      { path: API.coins, query: { symbol: popupCoin.symbol } },
      { path: API.candles, query: { key: popupCoin.key, interval: opening.interval, limit: opening.bars } },
    );
    return { calls, chartWorker: true, texts: CHART_POPUP_TEXTS };
  }

  const tradeParam = routeCoin(TRADE_ORDER_ROUTE_PATH, pathname);
  if (tradeParam === undefined) return { calls, chartWorker: false, texts: [] };
  const tradeCoin = tradeCoinParam(tradeParam);
  if (tradeCoin.ok) calls.push({ path: API.coins, query: { symbol: tradeCoin.symbol } });
  return { calls, chartWorker: true, texts: PANEL_TEXTS };
}
