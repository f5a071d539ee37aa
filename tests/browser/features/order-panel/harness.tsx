/**
 * Test harness for the order panel: the panel in a memory router (with a login page that shows where it
 * was sent from, the shell's toasts and dialogs), mounted anew when the member changes as the trade page's
 * workspace is (it is the member's), a fake feed holding the coins' last prices whose
 * low-rate frames the test drives, and REST answered by a fetch stub that records the orders sent.
 */
import { createMemoryRouter, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { onTestFinished } from 'vitest';
import { useSnapshot } from 'valtio';
import type { AssetRow, MarketInfo, PlaceOrderRequest, UserInfo } from '../../../../contract';
import { parseCoinKey, type CoinKey, type MarketSymbol } from '../../../../contract/markets';
import { OrderPanel } from '../../../../src/features/order-panel';
import type { Language } from '../../../../src/i18n';
import { setApiErrorHandler } from '../../../../src/api/query';
import { DialogManager, handleApiError, ToastHost } from '../../../../src/shell';
import { session } from '../../../../src/state/session';
import { orderRow } from '../../../fixtures/orders';
import { COINS } from '../../../unit/features/coin-list/fixtures';
import { CoinListFeed } from '../coin-list/harness';
import { envelope, LoginProbe, renderWithFeed, resetStores, stubApi, type Route } from '../../shell/harness';
import { OPEN_MARKETS } from '../../workspace/harness';

export { envelope, OPEN_MARKETS };

/** Last prices of the coins the tests trade. */
export const LAST_PRICES: Partial<Record<CoinKey, number>> = {
  'BTC-KRW': 95_000_000,
  'ETH-KRW': 4_000_000,
  'SHIB-KRW': 0.0213,
  'WEMIX-KRW': 500,
  'ETH-BTC': 0.042,
};

/** 1,000,000 KRW of which 200,000 in open orders; 0.5 BTC of which 0.1 in open orders. */
export const BALANCES = { krwBalance: 1_000_000, krwLocked: 200_000 };
export const BTC_HOLDING: AssetRow = {
  coinType: 'C0101',
  symbol: 'BTC',
  coinBalance: 0.5,
  lockedBalance: 0.1,
  avgBuyAmt: 90_000_000,
};

export interface MountOptions {
  member?: boolean;
  /** The member, when not the demo member (a trade password set: useTradePasswordStatus Y). */
  user?: UserInfo;
  language?: Language;
  markets?: MarketInfo[];
  /** Answers POST orders; by default the order is accepted as pending. */
  placeOrder?: Route;
  /** More REST answers by "METHOD /path" (the Plus buy tests' credit status). */
  routes?: Record<string, Route>;
  /** Failed calls reach the shell's handler as in the app (a 401 ends the session). */
  shellHandlesFailures?: boolean;
}

function PanelRoute() {
  const { coin = 'BTC-KRW' } = useParams();
  const parsed = parseCoinKey(coin)!;
  const { user } = useSnapshot(session);
  return (
    <div style={{ width: '320px', height: '760px', display: 'flex', flexDirection: 'column' }}>
      <OrderPanel
        key={user?.memNo ?? 'guest'}
        coin={coin as CoinKey}
        symbol={parsed.symbol}
        marketSymbol={parsed.marketSymbol as MarketSymbol}
      />
    </div>
  );
}

/** An order as the exchange answers a placement. */
export function placedOrder(request: PlaceOrderRequest) {
  return orderRow(1, {
    key: request.key,
    side: request.side,
    orderType: request.orderType,
    price: request.price ?? 0,
    stopPrice: request.stopPrice ?? null,
    quantity: request.quantity ?? 0,
    amount: request.amount ?? null,
    clientOrderId: request.clientOrderId ?? null,
  });
}

/** Mounts the panel at `path` (e.g. /trade/order/BTC-KRW); `orders` collects the bodies of POST orders. */
export function mountOrderPanel(path: string, options: MountOptions = {}) {
  resetStores({ member: options.member !== false, language: options.language });
  if (options.user) session.user = options.user;
  if (options.shellHandlesFailures) onTestFinished(setApiErrorHandler(handleApiError));

  const orders: PlaceOrderRequest[] = [];
  let assetCalls = 0;
  const fetchStub = stubApi({
    'GET /v1/coins': () => envelope(COINS),
    'GET /v1/markets': () => envelope(options.markets ?? OPEN_MARKETS),
    'GET /v1/assets': () => {
      assetCalls += 1;
      return envelope({ ...BALANCES, myAssetCoinInfoList: [BTC_HOLDING], totalSumBuyAmt: 0 });
    },
    'POST /v1/trade/orders': async (request) => {
      const body = JSON.parse(String(request.init?.body)) as PlaceOrderRequest;
      orders.push(body);
      return options.placeOrder ? options.placeOrder(request) : envelope(placedOrder(body));
    },
    ...options.routes,
  });

  const feed = new CoinListFeed();
  for (const [key, closePrice] of Object.entries(LAST_PRICES))
    feed.tick(key as CoinKey, { closePrice }, true);

  const router = createMemoryRouter(
    [
      { path: '/trade/order/:coin', element: <PanelRoute /> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  );
  renderWithFeed(
    feed,
    <>
      <RouterProvider router={router} />
      <ToastHost />
      <DialogManager />
    </>,
    () => {
      router.dispose();
      fetchStub.mockRestore();
    },
  );
  return { feed, router, fetchStub, orders, assetCalls: () => assetCalls };
}
