/**
 * One panel as the registry defines it, fenced by an error boundary so a failing panel shows a message
 * instead of taking the workspace (or a pop-out window) down with it.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinKey } from '../../contract/markets';
import { parseCoinParam } from './coin-param';
import { PANEL_REGISTRY, type PanelDefinition } from './panel-registry';
import type { PanelSettings } from '../../contract/panel-settings';
import type { LinkGroup, PanelRef } from '../../contract/workspace-layout';

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
  panel: PanelRef | null;
  /** The coin the panel shows (its link group's, or its own). */
  coin: CoinKey;
  onPickCoin(id: string, coin: CoinKey): void;
  /** The panel's own settings (null: none yet). */
  settings: PanelSettings | null;
  onSettings(id: string, next: PanelSettings): void;
  /** The panel's link group (null: none). */
  link?: LinkGroup | null;
}

export function PanelSlot({ panel, coin, onPickCoin, settings, onSettings, link }: PanelSlotProps) {
  const { t } = useTranslation();
  const parsed = parseCoinParam(coin);
  if (panel === null || !parsed.ok) {
    return <p className="td-panel-message">{t('workspace.unknownPanel')}</p>;
  }
  const { component: Panel }: PanelDefinition = PANEL_REGISTRY[panel.type];
  return (
    <PanelErrorBoundary
      fallback={
        <p className="td-panel-message" role="alert">
          {t('workspace.panelFailed')}
        </p>
      }
    >
      <Panel
        panelId={panel.id}
        coin={parsed.key}
        symbol={parsed.symbol}
        marketSymbol={parsed.marketSymbol}
        onPickCoin={(picked) => onPickCoin(panel.id, picked)}
        settings={settings}
        onSettings={(next) => onSettings(panel.id, next)}
        link={link}
      />
    </PanelErrorBoundary>
  );
}
