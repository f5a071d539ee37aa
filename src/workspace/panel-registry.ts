/**
 * The one registry of workspace panels: panel type id → title (i18n key), component and default size.
 * The workspace finds features only through here (features never import the workspace), and the
 * `satisfies` below makes a type in PANEL_TYPES without an entry (or the reverse) a compile error.
 */
import type { ComponentType } from 'react';
import type { CoinKey, MarketSymbol } from '../../contract/markets';
import { ChartPanel } from '../features/chart';
import { CoinListPanel } from '../features/coin-list';
import { ConnectionStrip } from '../features/connection';
import { LivePrice } from '../features/live-price';
import { PANEL_DEFAULT_SIZES, type PanelSize, type PanelType } from './panel-types';

/** What every panel is given: the workspace's coin. The feed comes from FeedProvider (useFeed). */
export interface PanelProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
}

export interface PanelDefinition {
  titleKey: 'chart.title' | 'coinList.title' | 'panels.livePrice.title' | 'panels.connection.title';
  component: ComponentType<PanelProps>;
  defaultSize: PanelSize;
}

export const PANEL_REGISTRY = {
  chart: {
    titleKey: 'chart.title',
    component: ChartPanel,
    defaultSize: PANEL_DEFAULT_SIZES.chart,
  },
  'coin-list': {
    titleKey: 'coinList.title',
    component: CoinListPanel,
    defaultSize: PANEL_DEFAULT_SIZES['coin-list'],
  },
  'live-price': {
    titleKey: 'panels.livePrice.title',
    component: LivePrice,
    defaultSize: PANEL_DEFAULT_SIZES['live-price'],
  },
  connection: {
    titleKey: 'panels.connection.title',
    component: ConnectionStrip,
    defaultSize: PANEL_DEFAULT_SIZES.connection,
  },
} as const satisfies Record<PanelType, PanelDefinition>;
