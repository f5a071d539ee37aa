/**
 * The workspace's side of pop-outs: opens the windows, keeps the list of panels that live in them and
 * tells the workspace when a panel leaves or must come back (popout-protocol.ts describes the messages).
 * A window we opened is also watched directly (`closed`), for a pop-out that dies before it could say so.
 * A panel's settings are the window's latest: a message that does not know them keeps those we had. A
 * window's placement (popout-placement.ts) stays with its panel when the window goes away, unless the user
 * gave the panel back (`docked`): the desk's restore reopens it there.
 */
import type { CoinKey } from '../../contract/markets';
import type { WorkspaceOwner } from './layout-schema';
import { featuresText, type WindowFeatures } from './window-placement';
import {
  parsePopoutMessage,
  popoutPath,
  popoutWindowName,
  POPOUT_CHANNEL_NAME,
  type PopoutMessage,
  type PopoutPanel,
} from './popout-protocol';
import type { PanelSettings } from '../../contract/panel-settings';
import type { LinkGroup, PanelState, WindowPlacement } from '../../contract/workspace-layout';

/** How often windows we opened are checked for having been closed. */
export const CLOSED_POLL_MS = 1_000;
/** How long pop-outs restored from storage have to answer before their panels come back. */
export const QUERY_GRACE_MS = 1_500;

export interface PopoutCoordinatorOptions {
  owner: WorkspaceOwner;
  /** The settings the workspace keeps for panel `id` (in its tree or closed): a pop-out it did not know. */
  keptSettings(id: string): PanelSettings | null;
  /** A pop-out of this workspace exists that the list did not know (e.g. it reloaded): the panel leaves. */
  onPanelOut(panel: PanelState): void;
  /** A pop-out said hello again, with its settings as they are now (its coin may have changed there). */
  onPanelAnswered(panel: PanelState): void;
  /** A pop-out told where its window is now. */
  onPanelPlaced(panel: PanelState): void;
  /** The panel's window is gone: it comes back into the layout (with its window's placement, unless docked). */
  onPanelBack(panel: PanelState): void;
  /** A pop-out's panel moved its link group to a coin. */
  onLink(group: LinkGroup, coin: CoinKey): void;
}

interface OutPanel {
  panel: PanelState;
  /** Null for pop-outs we did not open in this page's lifetime (restored from storage, or announced). */
  window: Window | null;
  /** It said `opened` since we started waiting for it. */
  answered: boolean;
}

export class PopoutCoordinator {
  private readonly out = new Map<string, OutPanel>();
  private readonly channel: BroadcastChannel | null;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private graceTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: PopoutCoordinatorOptions) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(POPOUT_CHANNEL_NAME) : null;
    if (this.channel) {
      this.channel.onmessage = (event: MessageEvent<unknown>) => {
        const message = parsePopoutMessage(event.data);
        if (message && message.ws === options.owner) this.receive(message);
      };
    }
  }

  /** Panels that live in their own windows now. */
  panels(): PanelState[] {
    return [...this.out.values()].map((entry) => entry.panel);
  }

  /** Keeps the latest settings of popped-out panels (a group they belong to moved). */
  update(panels: readonly PanelState[]): void {
    for (const panel of panels) {
      const entry = this.out.get(panel.id);
      if (entry) entry.panel = panel;
    }
  }

  /** Tells every pop-out of this workspace that `group` shows `coin` now. */
  announceLink(group: LinkGroup, coin: CoinKey): void {
    this.post({ kind: 'link', ws: this.options.owner, group, coin });
  }

  /** True when panel `id` lives in a window now. */
  isOut(id: string): boolean {
    return this.out.has(id);
  }

  /**
   * Brings panel `id`'s window to the front: the window we opened, or (a window of an earlier life of this
   * page, whose handle we lack) its address again under its window's name, which the browser gives to the
   * same window rather than another. False when it is not out, or the browser refused.
   */
  focus(id: string, coin: CoinKey, features: WindowFeatures): boolean {
    const entry = this.out.get(id);
    if (!entry) return false;
    if (entry.window !== null && !entry.window.closed) {
      entry.window.focus();
      return true;
    }
    const opened = this.open(entry.panel, coin, features);
    if (opened) entry.window = opened;
    return opened !== null;
  }

  /** Opens the panel's window showing `coin` with `features`; false when the browser refused (pop-up blocker). */
  popOut(panel: PanelState, coin: CoinKey, features: WindowFeatures): boolean {
    const opened = this.open(panel, coin, features);
    if (!opened) return false;
    this.out.set(panel.id, { panel, window: opened, answered: false });
    this.watchWindows();
    return true;
  }

  /**
   * Pop-outs the stored layout lists: they may have survived the reload of this page or not. Those that
   * do not answer within QUERY_GRACE_MS come back.
   */
  adopt(panels: readonly PanelState[]): void {
    if (panels.length === 0) return;
    for (const panel of panels) this.out.set(panel.id, { panel, window: null, answered: false });
    this.post({ kind: 'query', ws: this.options.owner });
    clearTimeout(this.graceTimer);
    this.graceTimer = setTimeout(() => {
      this.graceTimer = undefined;
      for (const entry of [...this.out.values()]) {
        if (!entry.answered && entry.window === null) this.back(entry.panel);
      }
    }, QUERY_GRACE_MS);
  }

  /** Closes every pop-out of this workspace without bringing panels back (the layout is being reset). */
  closeAll(): void {
    this.post({ kind: 'close-all', ws: this.options.owner });
    for (const entry of this.out.values()) entry.window?.close();
    this.out.clear();
    this.stopWatching();
  }

  dispose(): void {
    this.stopWatching();
    clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
    if (this.channel) {
      this.channel.onmessage = null;
      this.channel.close();
    }
  }

  private receive(message: PopoutMessage): void {
    if (message.kind === 'opened') {
      const entry = this.out.get(message.panel.id);
      if (entry) {
        entry.answered = true;
        entry.panel = withSettings(message.panel, entry.panel);
        this.options.onPanelAnswered(entry.panel);
      } else {
        const panel = withSettings(message.panel, { settings: this.options.keptSettings(message.panel.id) });
        this.out.set(panel.id, { panel, window: null, answered: true });
        this.options.onPanelOut(panel);
      }
    } else if (message.kind === 'closed') {
      const entry = this.out.get(message.panel.id);
      if (!entry) return;
      const known = message.docked ? { settings: entry.panel.settings } : entry.panel;
      this.back(withSettings(message.panel, known));
    } else if (message.kind === 'placement') {
      const entry = this.out.get(message.id);
      if (!entry) return;
      entry.panel = { ...entry.panel, placement: message.placement };
      this.options.onPanelPlaced(entry.panel);
    } else if (message.kind === 'link') {
      this.options.onLink(message.group, message.coin);
    }
  }

  private open(panel: PanelState, coin: CoinKey, features: WindowFeatures): Window | null {
    return window.open(
      popoutPath(panel, coin, this.options.owner),
      popoutWindowName(panel),
      featuresText(features),
    );
  }

  private back(panel: PanelState): void {
    this.out.delete(panel.id);
    if (![...this.out.values()].some((entry) => entry.window !== null)) this.stopWatching();
    this.options.onPanelBack(panel);
  }

  private post(message: PopoutMessage): void {
    this.channel?.postMessage(message);
  }

  private watchWindows(): void {
    if (this.pollTimer !== undefined) return;
    this.pollTimer = setInterval(() => {
      for (const entry of [...this.out.values()]) {
        if (entry.window?.closed) this.back(entry.panel);
      }
    }, CLOSED_POLL_MS);
  }

  private stopWatching(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}

/**
 * The panel a message names, with `known`'s settings when the message does not know them, and `known`'s
 * window placement (messages carry none: `placement` tells it).
 */
function withSettings(
  panel: PopoutPanel,
  known: { settings: PanelSettings | null; placement?: WindowPlacement },
): PanelState {
  const settings = panel.settings === undefined ? known.settings : panel.settings;
  return known.placement ? { ...panel, settings, placement: known.placement } : { ...panel, settings };
}
