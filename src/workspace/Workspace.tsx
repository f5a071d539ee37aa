/**
 * src/workspace/: the Golden Layout workspace of the trade order page and its pop-out windows — the
 * only place that imports Golden Layout. Workspace renders the toolbar and the layout host and portals
 * each bound panel (panel-registry.ts) into the element the binding keeps over its Golden Layout
 * container; WorkspaceSession owns the layout, its storage and the pop-outs. Panels read the feed from
 * FeedProvider (src/features/connection/feed-context.tsx), which the app or a test puts above.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { CoinKey, MarketSymbol } from '../../contract/markets';
import { openDialog } from '../shell';
import type { MountedPanel } from './layout-controller';
import type { WorkspaceOwner } from './layout-schema';
import { PanelSlot } from './PanelSlot';
import { browserLayoutStorage, WorkspaceSession } from './workspace-session';
import { workspaceTexts } from './workspace-texts';
import './workspace.css';

export interface WorkspaceProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /** Whose saved layout is shown; mount a new Workspace (React key) when it changes. */
  owner: WorkspaceOwner;
}

export function Workspace({ coin, symbol, marketSymbol, owner }: WorkspaceProps) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<WorkspaceSession | null>(null);
  const textsRef = useRef(workspaceTexts(t));
  const coinRef = useRef(coin);
  const [panels, setPanels] = useState<readonly MountedPanel[]>([]);
  const [popoutBlocked, setPopoutBlocked] = useState(false);

  useEffect(() => {
    coinRef.current = coin;
  }, [coin]);

  useEffect(() => {
    textsRef.current = workspaceTexts(t);
    sessionRef.current?.controller.refreshTexts();
  }, [t]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const session = new WorkspaceSession({
      host,
      owner,
      storage: browserLayoutStorage,
      texts: () => textsRef.current,
      coin: () => coinRef.current,
      onPanelsChanged: setPanels,
      onPopoutBlocked: () => setPopoutBlocked(true),
    });
    sessionRef.current = session;
    return () => {
      sessionRef.current = null;
      session.dispose();
    };
  }, [owner]);

  const resetLayout = () => {
    openDialog({ type: 'resetLayout', props: { onReset: () => sessionRef.current?.reset() } });
  };

  return (
    <div className="td-workspace" role="region" aria-label={t('workspace.region')}>
      <div className="td-workspace__toolbar" role="toolbar" aria-label={t('workspace.toolbar')}>
        <button type="button" onClick={resetLayout}>
          {t('workspace.resetLayout')}
        </button>
      </div>
      {popoutBlocked && (
        <p className="td-workspace__notice" role="alert">
          {t('workspace.popoutBlocked')}{' '}
          <button type="button" onClick={() => setPopoutBlocked(false)}>
            {t('workspace.dismiss')}
          </button>
        </p>
      )}
      <div ref={hostRef} className="td-workspace__host" data-testid="workspace-layout" />
      {panels.map(({ key, panel, element }) =>
        createPortal(
          <PanelSlot type={panel?.type ?? null} coin={coin} symbol={symbol} marketSymbol={marketSymbol} />,
          element,
          key,
        ),
      )}
    </div>
  );
}
