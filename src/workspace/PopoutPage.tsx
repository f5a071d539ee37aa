/**
 * The page a pop-out window boots into (POPOUT_ROUTE_PATH): one panel, full window, no app header. It
 * reads the feed from the FeedProvider above it — in the app getFeedClient(), whose shared worker
 * already holds the socket — and keeps the workspace informed through announcePopout(). The panel's
 * coin and link group live in the window's address: a coin picked here, or a change of its link group's
 * coin in another window, replaces the address, so a reload shows the same; a coin change of the address
 * that did not come from another window is told to them. The panel's own settings come from the workspace's
 * stored layout, or the window's own copy once it wrote some (popout-settings.ts), and each write is told
 * to the workspace, which keeps the window's latest, as it keeps where the window is (popout-placement.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CoinKey } from '../../contract/markets';
import { getQueryClient } from '../api/query';
import { CommandPaletteHost, type PanelChoice } from '../features/command-palette';
import { HotkeysHost, useHotkeyOrders, type HotkeyHostActions } from '../features/hotkeys';
import { useCancelOrders } from '../features/open-orders';
import { publishIntent } from '../shell';
import type { CoinParam } from './coin-param';
import type { WorkspaceOwner } from './layout-schema';
import { PANEL_REGISTRY } from './panel-registry';
import { refusedSettingsWarning, writePanelSettings } from './panel-settings';
import { PanelSlot } from './PanelSlot';
import { announcePopout, type PopoutPresence } from './popout-presence';
import { watchPlacement } from './popout-placement';
import { parsePopoutAddress, popoutPath, type PopoutPanel } from './popout-protocol';
import { keepPopoutSettings, popoutStartSettings } from './popout-settings';
import { ListedCoinGate } from './ListedCoinGate';
import { NotFoundMessage } from './NotFoundMessage';
import { workspaceTexts } from './workspace-texts';
import './workspace.css';
import type { PanelSettings } from '../../contract/panel-settings';
import type { PanelRef, PanelState } from '../../contract/workspace-layout';

const NO_PANELS: readonly PanelChoice[] = [];

export function PopoutPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation();
  const address = parsePopoutAddress(params, search);
  if (!address.ok)
    return <NotFoundMessage title={t('pages.notFound.title')} text={t('workspace.badPopout')} />;
  return (
    <ListedCoinGate coin={address.coin} onTimeout="show">
      <PopoutPanel
        // Another panel in this window (its address changed) starts from its own settings.
        key={`${address.owner} ${address.panel.id} ${address.panel.type}`}
        owner={address.owner}
        panel={address.panel}
        coin={address.coin}
      />
    </ListedCoinGate>
  );
}

function PopoutPanel({
  owner,
  panel,
  coin,
}: {
  owner: WorkspaceOwner;
  panel: PanelRef & Pick<PanelState, 'link'>;
  coin: Extract<CoinParam, { ok: true }>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const presenceRef = useRef<PopoutPresence | null>(null);
  const title = t(PANEL_REGISTRY[panel.type].titleKey);
  const { id, type, link } = panel;
  /** The panel's own settings; undefined while this window does not know them (popout-settings.ts). */
  const [own, setOwn] = useState(() => popoutStartSettings(owner, { id, type }));
  const ownRef = useRef(own);
  const settings: PopoutPanel = { id, type, link, coin: link === 'page' ? null : coin.key, settings: own };
  const goTo = (next: CoinKey) => {
    if (next !== coin.key) void navigate(popoutPath({ id, type, link }, next, owner), { replace: true });
  };
  // The channel outlives renders; it reaches the latest address through these.
  const latest = useRef({ settings, goTo });
  useEffect(() => {
    latest.current = { settings, goTo };
  });
  /** The settings the workspace last heard, so each change is told once. */
  const told = useRef(settings);
  /** The coin this window was opened with or last heard for its group: no news for the other windows. */
  const heard = useRef(coin.key);

  useEffect(() => {
    told.current = latest.current.settings;
    const presence = announcePopout({
      owner,
      panel: told.current,
      closeWindow: () => window.close(),
      onLink: (group, next) => {
        if (group !== latest.current.settings.link) return;
        heard.current = next;
        latest.current.goTo(next);
      },
    });
    presenceRef.current = presence;
    const placement = watchPlacement({ report: (where) => presence.place(where) });
    return () => {
      presenceRef.current = null;
      placement.dispose();
      presence.dispose();
    };
  }, [owner, id, type]);

  // A coin the panel went to here (a pick, or a panel that changes the address itself, as the coin list
  // does) moves its link group in every window. Told before the settings below, so the workspace has
  // moved the group by the time they come.
  useEffect(() => {
    if (link === null || coin.key === heard.current) return;
    heard.current = coin.key;
    presenceRef.current?.link(link, coin.key);
  }, [link, coin.key]);

  // The workspace keeps the panel's settings as they are here.
  const ownCoin = settings.coin;
  useEffect(() => {
    const next: PopoutPanel = { id, type, link, coin: ownCoin, settings: own };
    const { current } = told;
    if (current.link === link && current.coin === ownCoin && current.settings === own) return;
    told.current = next;
    presenceRef.current?.update(next);
  }, [id, type, link, ownCoin, own]);

  /** The panel wrote its settings (PanelProps.onSettings): checked as the workspace checks them. */
  const writeSettings = (next: PanelSettings) => {
    const write = writePanelSettings(ownRef.current ?? null, next);
    if (write.kind === 'refused') console.warn(refusedSettingsWarning(id, write));
    if (write.kind !== 'changed') return;
    ownRef.current = write.settings;
    keepPopoutSettings(owner, id, write.settings);
    setOwn(write.settings);
  };

  useEffect(() => {
    document.title = t('workspace.popoutWindowTitle', { title, coin: coin.key });
  }, [t, title, coin.key]);

  const { cancelAll } = useCancelOrders(getQueryClient());
  const hotkeyActions: HotkeyHostActions = {
    focusedCoin: () => coin.key,
    goToCoin: goTo,
    goToOrderPanel: () => void publishIntent('focusOrderPanel', {}),
  };
  const hotkeyOrders = useHotkeyOrders(hotkeyActions);
  const linkLabel = workspaceTexts(t).linkChip(title, link);
  return (
    <div className="td-popout" data-testid="popout" data-panel-id={id}>
      <div className="td-popout__bar">
        <h1>
          <span className="td-link-chip" data-link={link ?? 'none'} role="img" aria-label={linkLabel} />
          {title}
        </h1>
        <button type="button" onClick={() => presenceRef.current?.dock()}>
          {t('workspace.popoutReturn')}
        </button>
      </div>
      <div className="td-popout__body">
        <PanelSlot
          panel={panel}
          coin={coin.key}
          onPickCoin={(_id, picked) => goTo(picked)}
          settings={own ?? null}
          link={link}
          onSettings={(_id, next) => writeSettings(next)}
        />
      </div>
      {/* The palette of a pop-out moves this window's panel (and its link group); it adds no panels. */}
      <CommandPaletteHost
        actions={{
          coin: coin.key,
          panels: NO_PANELS,
          goToCoin: goTo,
          addPanel: () => undefined,
          openPath: (path) => void navigate(path),
          goToOrderPanel: () => void publishIntent('focusOrderPanel', {}),
          cancelAllOrders: (picked) => cancelAll.mutate(picked),
          hotkeyOrders,
        }}
      />
      <HotkeysHost actions={hotkeyActions} />
    </div>
  );
}
