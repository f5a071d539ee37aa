/**
 * The workspace's routes for the app router: the trade order page and the pop-out window page (the
 * shell renders POPOUT_ROUTE_PATH without its header). Both get the window's FeedClient from getFeedClient() unless
 * a FeedProvider above already gives one. Each loads with its route: Golden Layout and the panels are
 * the workspace's chunk, which no other page loads.
 */
import type { RouteObject } from 'react-router';
import { withTexts } from '../i18n';
import { POPOUT_ROUTE_PATH, TRADE_ORDER_ROUTE_PATH } from '../lib/paths';
import { WithWindowFeed } from '../shell/feed-context';
import { PANEL_TEXTS } from './panel-texts';

export const workspaceRoutes: RouteObject[] = [
  {
    path: TRADE_ORDER_ROUTE_PATH,
    HydrateFallback: () => null,
    lazy: async () => {
      const { TradeOrderPage } = await withTexts(PANEL_TEXTS, () => import('./TradeOrderPage'))();
      return {
        element: (
          <WithWindowFeed>
            <TradeOrderPage />
          </WithWindowFeed>
        ),
      };
    },
  },
  {
    path: POPOUT_ROUTE_PATH,
    HydrateFallback: () => null,
    lazy: async () => {
      const { PopoutPage } = await withTexts(PANEL_TEXTS, () => import('./PopoutPage'))();
      return {
        element: (
          <WithWindowFeed>
            <PopoutPage />
          </WithWindowFeed>
        ),
      };
    },
  },
];
