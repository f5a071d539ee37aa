/**
 * The workspace's routes for the app router: the trade order page and the pop-out window page (the
 * shell renders POPOUT_ROUTE_PATH without its header). Both get the window's FeedClient from getFeedClient() unless
 * a FeedProvider above already gives one.
 */
import type { RouteObject } from 'react-router';
import { POPOUT_ROUTE_PATH } from '../lib/paths';
import { WithWindowFeed } from '../shell/feed-context';
import { PopoutPage } from './PopoutPage';
import { TradeOrderPage } from './TradeOrderPage';

export const TRADE_ORDER_ROUTE_PATH = '/trade/order/:coin';

export const workspaceRoutes: RouteObject[] = [
  {
    path: TRADE_ORDER_ROUTE_PATH,
    element: (
      <WithWindowFeed>
        <TradeOrderPage />
      </WithWindowFeed>
    ),
  },
  {
    path: POPOUT_ROUTE_PATH,
    element: (
      <WithWindowFeed>
        <PopoutPage />
      </WithWindowFeed>
    ),
  },
];
