/**
 * The one registry of workspace panels: panel type id → title (i18n key), component and sizes.
 * The workspace finds features only through here (features never import the workspace), and the
 * `satisfies` below makes a type in PANEL_TYPES without an entry (or the reverse) a compile error.
 */
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { CoinKey, MarketSymbol } from '../../contract/markets';
import { AlertsPanel } from '../features/alerts';
import { ChartPanel } from '../features/chart';
import { CoinListPanel } from '../features/coin-list';
import { CreditStatusPanel } from '../features/credit-status';
import { DepthChartPanel } from '../features/depth-chart';
import { ConnectionStrip } from '../features/connection';
import { LivePrice } from '../features/live-price';
import { NotificationsPanel } from '../features/notifications';
import { OpenOrdersPanel } from '../features/open-orders';
import { OrderBookPanel } from '../features/order-book';
import { OrderPanel } from '../features/order-panel';
import { RecentTradesPanel } from '../features/recent-trades';
import { ReplayPanel } from '../features/replay';
import { PANEL_SIZES, type PanelSize } from './panel-types';
import type { PanelSettings } from '../../contract/panel-settings';
import type { LinkGroup, PanelType } from '../../contract/workspace-layout';

/**
 * What every panel is given: its own id (stable while the layout keeps the panel, closed and brought back
 * included — a key for settings kept per panel, such as the chart's interval) and the coin it shows (its
 * link group's, or its own). The feed comes from FeedProvider (useFeed).
 */
export interface PanelProps {
  panelId: string;
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /**
   * The user picked a coin in this panel (a coin list row, a book's coin): every panel of its link group
   * moves to it — the page's address when the panel follows the page.
   */
  onPickCoin(coin: CoinKey): void;
  /**
   * The panel's own settings as the layout keeps them (null: none yet): they stay with this panel across
   * reloads, pop-outs and a close from which it is brought back, per member. A plain JSON object the
   * workspace does not read: the panel's feature parses and validates it (stored data may be old or edited).
   */
  settings: PanelSettings | null;
  /**
   * Keep `next` as the panel's whole settings (not a patch). A write that is no JSON object or whose JSON is
   * over PANEL_SETTINGS_MAX_BYTES is refused with a console warning, and `settings` stays as it was.
   */
  onSettings(next: PanelSettings): void;
  /** The panel's link group (null: none), for panels that share more than the coin with it (the charts' crosshair). */
  link?: LinkGroup | null;
}

export interface PanelDefinition {
  /** The panel's title: its tab, the panel menu, its pop-out window. */
  titleKey: ParseKeys;
  component: ComponentType<PanelProps>;
  size: PanelSize;
}

export const PANEL_REGISTRY = {
  chart: {
    titleKey: 'chart.title',
    component: ChartPanel,
    size: PANEL_SIZES.chart,
  },
  'coin-list': {
    titleKey: 'coinList.title',
    component: CoinListPanel,
    size: PANEL_SIZES['coin-list'],
  },
  'live-price': {
    titleKey: 'panels.livePrice.title',
    component: LivePrice,
    size: PANEL_SIZES['live-price'],
  },
  connection: {
    titleKey: 'panels.connection.title',
    component: ConnectionStrip,
    size: PANEL_SIZES.connection,
  },
  'order-book': {
    titleKey: 'orderBook.title',
    component: OrderBookPanel,
    size: PANEL_SIZES['order-book'],
  },
  'depth-chart': {
    titleKey: 'depthChart.title',
    component: DepthChartPanel,
    size: PANEL_SIZES['depth-chart'],
  },
  'order-panel': {
    titleKey: 'orderPanel.title',
    component: OrderPanel,
    size: PANEL_SIZES['order-panel'],
  },
  'recent-trades': {
    titleKey: 'recentTrades.title',
    component: RecentTradesPanel,
    size: PANEL_SIZES['recent-trades'],
  },
  'open-orders': {
    titleKey: 'openOrders.title',
    component: OpenOrdersPanel,
    size: PANEL_SIZES['open-orders'],
  },
  'credit-status': {
    titleKey: 'creditStatus.title',
    component: CreditStatusPanel,
    size: PANEL_SIZES['credit-status'],
  },
  notifications: {
    titleKey: 'notifications.title',
    component: NotificationsPanel,
    size: PANEL_SIZES.notifications,
  },
  alerts: {
    titleKey: 'panels.alerts.title',
    component: AlertsPanel,
    size: PANEL_SIZES.alerts,
  },
  replay: {
    titleKey: 'replay.title',
    component: ReplayPanel,
    size: PANEL_SIZES.replay,
  },
} as const satisfies Record<PanelType, PanelDefinition>;
