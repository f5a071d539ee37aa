/**
 * src/workspace/: the Golden Layout workspace of the trade order page and its pop-out windows — the
 * only place that imports Golden Layout. Workspace renders the toolbar (the panel menu, the layout reset)
 * and the layout host and portals each bound panel (panel-registry.ts) into the element the binding keeps
 * over its Golden Layout container, with the coin of its link group; WorkspaceSession owns the layout,
 * the panels' settings, their storage and the pop-outs. Panels read the feed from FeedProvider
 * (src/features/connection/feed-context.tsx), which the app or a test puts above.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router';
import type { CoinKey } from '../../contract/markets';
import { getQueryClient } from '../api/query';
import { CommandPaletteHost, type PanelChoice } from '../features/command-palette';
import { HotkeysHost, useHotkeyOrders, type HotkeyHostActions } from '../features/hotkeys';
import { useCancelOrders } from '../features/open-orders';
import { openDialog } from '../shell';
import { tradeOrderPath } from './coin-param';
import type { MountedPanel } from './layout-controller';
import { LayoutMenu } from './LayoutMenu';
import type { WorkspaceOwner } from './layout-schema';
import { coinOf } from './link-groups';
import { goToOrderPanel, ORDER_PANEL_HOTKEY, type OrderPanelWay } from './order-hotkey';
import { PANEL_REGISTRY } from './panel-registry';
import { PanelSlot } from './PanelSlot';
import { PopupMenu, type MenuGroup } from './PopupMenu';
import { RestoreDesk } from './RestoreDesk';
import { browserLayoutStorage, WorkspaceSession, type WorkspaceSettings } from './workspace-session';
import { linkGroupName, workspaceTexts } from './workspace-texts';
import './workspace.css';
import { isPanelType, LINK_GROUPS, PANEL_TYPES, type PanelState } from '../../contract/workspace-layout';

export interface WorkspaceProps {
  /** The page's coin (the address's): the coin of the panels that follow the page. */
  coin: CoinKey;
  /** Whose saved layout is shown; mount a new Workspace (React key) when it changes. */
  owner: WorkspaceOwner;
}

/**
 * Goes to another address of the app: a coin picked in a panel that follows the page, a page opened by
 * command.
 */
type GoTo = (path: string) => void;

export function Workspace(props: WorkspaceProps) {
  return useInRouterContext() ? (
    <RoutedWorkspace {...props} />
  ) : (
    <WorkspaceView {...props} goTo={(path) => globalThis.location.assign(path)} />
  );
}

function RoutedWorkspace(props: WorkspaceProps) {
  const navigate = useNavigate();
  return <WorkspaceView {...props} goTo={(path) => void navigate(path)} />;
}

type OpenMenu =
  { kind: 'panels'; anchor: HTMLElement } | { kind: 'link'; panel: PanelState; anchor: HTMLElement };

/** The order panel of the mounted session, read at the moment of use. */
function orderPanelWay(sessionRef: RefObject<WorkspaceSession | null>): OrderPanelWay {
  return {
    reveal: () => sessionRef.current?.controller.reveal('order-panel') ?? false,
    add: () => sessionRef.current?.addPanel('order-panel'),
  };
}

const NO_SETTINGS: WorkspaceSettings = { panels: new Map(), closed: [] };

function WorkspaceView({ coin, owner, goTo }: WorkspaceProps & { goTo: GoTo }) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<WorkspaceSession | null>(null);
  const textsRef = useRef(workspaceTexts(t));
  const coinRef = useRef(coin);
  const goToRef = useRef(goTo);
  const [panels, setPanels] = useState<readonly MountedPanel[]>([]);
  const [settings, setSettings] = useState<WorkspaceSettings>(NO_SETTINGS);
  const [popoutBlocked, setPopoutBlocked] = useState(false);
  const [menu, setMenu] = useState<OpenMenu | null>(null);

  useEffect(() => {
    goToRef.current = goTo;
  });

  useEffect(() => {
    coinRef.current = coin;
    sessionRef.current?.pageCoinChanged(coin);
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
      pageCoin: () => coinRef.current,
      onPanelsChanged: setPanels,
      onSettingsChanged: setSettings,
      onPickPageCoin: (picked) => goToRef.current(tradeOrderPath(picked)),
      onPopoutBlocked: () => setPopoutBlocked(true),
      onLinkMenu: (panel, anchor) => setMenu({ kind: 'link', panel, anchor }),
    });
    sessionRef.current = session;
    setSettings(session.settings());
    return () => {
      sessionRef.current = null;
      session.dispose();
    };
  }, [owner]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ORDER_PANEL_HOTKEY || event.repeat || event.defaultPrevented) return;
      event.preventDefault();
      goToOrderPanel(orderPanelWay(sessionRef));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const { cancelAll } = useCancelOrders(getQueryClient());
  const panelChoices = useMemo(
    (): PanelChoice[] => PANEL_TYPES.map((type) => ({ type, title: t(PANEL_REGISTRY[type].titleKey) })),
    [t],
  );
  /**
   * A coin by command moves what a pick in the coin list would: the link group of the panel the focus was
   * in (the palette gives it back before it runs a command), else the page's coin.
   */
  const focusedPanel = () => {
    const focused = document.activeElement;
    return panels.find(({ panel, element }) => panel && focused && element.contains(focused))?.panel;
  };
  const pickCoinByCommand = (picked: CoinKey) => {
    const inPanel = focusedPanel();
    if (inPanel && sessionRef.current) sessionRef.current.pickCoin(inPanel.id, picked);
    else goToRef.current(tradeOrderPath(picked));
  };
  /** The coin a hotkey acts on: the focused panel's (its link group's), else the page's. */
  const focusedCoin = (): CoinKey => {
    const inPanel = focusedPanel();
    const state = inPanel && settings.panels.get(inPanel.id);
    return state ? coinOf(state, coin) : coin;
  };

  const hotkeyActions: HotkeyHostActions = {
    focusedCoin,
    goToCoin: pickCoinByCommand,
    goToOrderPanel: () => goToOrderPanel(orderPanelWay(sessionRef)),
  };
  const hotkeyOrders = useHotkeyOrders(hotkeyActions);

  const resetLayout = () => {
    openDialog({ type: 'resetLayout', props: { onReset: () => sessionRef.current?.reset() } });
  };

  const titleOf = (panel: Pick<PanelState, 'type'>) => t(PANEL_REGISTRY[panel.type].titleKey);
  const act = (action: (session: WorkspaceSession) => void) => () => {
    if (sessionRef.current) action(sessionRef.current);
  };

  const menuGroups = (open: OpenMenu): MenuGroup[] => {
    if (open.kind === 'link') {
      const current = settings.panels.get(open.panel.id)?.link ?? open.panel.link;
      return [
        {
          key: 'groups',
          items: [null, ...LINK_GROUPS].map((group) => ({
            key: group ?? 'none',
            label: linkGroupName(t, group),
            checked: current === group,
            swatch: group ?? 'none',
            onSelect: act((session) => session.setLink(open.panel.id, group)),
          })),
        },
      ];
    }
    const add: MenuGroup = {
      key: 'add',
      label: t('workspace.addPanel'),
      items: PANEL_TYPES.map((type) => ({
        key: type,
        label: titleOf({ type }),
        onSelect: act((session) => session.addPanel(type)),
      })),
    };
    if (settings.closed.length === 0) return [add];
    const closed: MenuGroup = {
      key: 'closed',
      label: t('workspace.recentlyClosed'),
      items: settings.closed.map((panel) => ({
        key: panel.id,
        label: t('workspace.closedPanel', {
          title: titleOf(panel),
          coin: coinOf(panel, coin),
          group: linkGroupName(t, panel.link),
        }),
        swatch: panel.link ?? 'none',
        onSelect: act((session) => session.restorePanel(panel.id)),
      })),
    };
    return [add, closed];
  };

  return (
    <div className="td-workspace" role="region" aria-label={t('workspace.region')}>
      <div className="td-workspace__toolbar" role="toolbar" aria-label={t('workspace.toolbar')}>
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={menu?.kind === 'panels'}
          onClick={(event) =>
            setMenu(menu?.kind === 'panels' ? null : { kind: 'panels', anchor: event.currentTarget })
          }
        >
          {t('workspace.panelMenu')}
        </button>
        <LayoutMenu owner={owner} session={() => sessionRef.current} />
        <button
          type="button"
          aria-keyshortcuts={ORDER_PANEL_HOTKEY}
          onClick={() => goToOrderPanel(orderPanelWay(sessionRef))}
        >
          {t('workspace.goToOrderPanel', { key: ORDER_PANEL_HOTKEY })}
        </button>
        <button type="button" onClick={resetLayout}>
          {t('workspace.resetLayout')}
        </button>
        <RestoreDesk session={sessionRef} />
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
      <CommandPaletteHost
        actions={{
          coin,
          panels: panelChoices,
          goToCoin: pickCoinByCommand,
          addPanel: (type) => {
            if (isPanelType(type)) sessionRef.current?.addPanel(type);
          },
          openPath: (path) => goToRef.current(path),
          goToOrderPanel: () => goToOrderPanel(orderPanelWay(sessionRef)),
          cancelAllOrders: (picked) => cancelAll.mutate(picked),
          hotkeyOrders,
        }}
      />
      <HotkeysHost actions={hotkeyActions} />
      {panels.map(({ key, panel, element }) => {
        const state = panel && settings.panels.get(panel.id);
        return createPortal(
          <PanelSlot
            panel={panel}
            coin={state ? coinOf(state, coin) : coin}
            onPickCoin={(id, picked) => sessionRef.current?.pickCoin(id, picked)}
            settings={state?.settings ?? null}
            link={state?.link ?? null}
            onSettings={(id, next) => sessionRef.current?.setPanelSettings(id, next)}
          />,
          element,
          key,
        );
      })}
      {menu && (
        <PopupMenu
          label={
            menu.kind === 'panels'
              ? t('workspace.panelMenu')
              : t('workspace.linkMenu', { title: titleOf(menu.panel) })
          }
          groups={menuGroups(menu)}
          anchor={menu.anchor}
          onClose={() => setMenu(null)}
        />
      )}
    </div>
  );
}
