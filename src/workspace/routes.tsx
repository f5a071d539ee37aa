/**
 * The workspace's routes for the app router: the trade order page and the pop-out window page (the
 * shell renders POPOUT_ROUTE_PATH without its header). Both get the window's FeedClient from getFeedClient() unless
 * a FeedProvider above already gives one.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { getFeedClient } from '../api/feed-client';
import { FeedProvider, useOptionalFeed } from '../features/connection/feed-context';
import { PopoutPage } from './PopoutPage';
import { POPOUT_ROUTE_PATH } from './popout-protocol';
import { TradeOrderPage } from './TradeOrderPage';

function WithWindowFeed({ children }: { children: ReactNode }) {
  const provided = useOptionalFeed();
  if (provided) return children;
  return <FeedProvider client={getFeedClient()}>{children}</FeedProvider>;
}

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
