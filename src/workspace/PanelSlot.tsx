/**
 * One panel as the registry defines it, fenced by an error boundary so a failing panel shows a message
 * instead of taking the workspace (or a pop-out window) down with it.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinKey, MarketSymbol } from '../../contract/markets';
import { PANEL_REGISTRY } from './panel-registry';
import type { PanelType } from './panel-types';

class PanelErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface PanelSlotProps {
  /** Null when the layout names a panel type this build does not have. */
  type: PanelType | null;
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
}

export function PanelSlot({ type, coin, symbol, marketSymbol }: PanelSlotProps) {
  const { t } = useTranslation();
  if (type === null) {
    return <p className="td-panel-message">{t('workspace.unknownPanel')}</p>;
  }
  const { component: Panel } = PANEL_REGISTRY[type];
  return (
    <PanelErrorBoundary
      fallback={
        <p className="td-panel-message" role="alert">
          {t('workspace.panelFailed')}
        </p>
      }
    >
      <Panel coin={coin} symbol={symbol} marketSymbol={marketSymbol} />
    </PanelErrorBoundary>
  );
}
