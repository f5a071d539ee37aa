/**
 * The page a pop-out window boots into (POPOUT_ROUTE_PATH): one panel, full window, no app header. It
 * reads the feed from the FeedProvider above it — in the app getFeedClient(), whose shared worker
 * already holds the socket — and keeps the workspace informed through announcePopout().
 */
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CoinParam } from './coin-param';
import type { WorkspaceOwner } from './layout-schema';
import { PANEL_REGISTRY } from './panel-registry';
import type { PanelRef } from './panel-types';
import { PanelSlot } from './PanelSlot';
import { announcePopout, type PopoutPresence } from './popout-presence';
import { parsePopoutAddress } from './popout-protocol';
import { WorkspaceMessage } from './WorkspaceMessage';
import './workspace.css';

export function PopoutPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation();
  const address = parsePopoutAddress(params, search);
  if (!address.ok) return <WorkspaceMessage text={t('workspace.badPopout')} />;
  return <PopoutPanel owner={address.owner} panel={address.panel} coin={address.coin} />;
}

function PopoutPanel({
  owner,
  panel,
  coin,
}: {
  owner: WorkspaceOwner;
  panel: PanelRef;
  coin: Extract<CoinParam, { ok: true }>;
}) {
  const { t } = useTranslation();
  const presenceRef = useRef<PopoutPresence | null>(null);
  const title = t(PANEL_REGISTRY[panel.type].titleKey);
  const { id, type } = panel;

  useEffect(() => {
    const presence = announcePopout(owner, { id, type }, () => window.close());
    presenceRef.current = presence;
    return () => {
      presenceRef.current = null;
      presence.dispose();
    };
  }, [owner, id, type]);

  useEffect(() => {
    document.title = t('workspace.popoutWindowTitle', { title, coin: coin.key });
  }, [t, title, coin.key]);

  return (
    <div className="td-popout" data-testid="popout" data-panel-id={id}>
      <div className="td-popout__bar">
        <h1>{title}</h1>
        <button type="button" onClick={() => presenceRef.current?.dock()}>
          {t('workspace.popoutReturn')}
        </button>
      </div>
      <div className="td-popout__body">
        <PanelSlot type={type} coin={coin.key} symbol={coin.symbol} marketSymbol={coin.marketSymbol} />
      </div>
    </div>
  );
}
