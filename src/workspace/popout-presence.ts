/**
 * The pop-out window's side of the protocol (popout-protocol.ts): announces the panel with its link group,
 * coin and own settings when the window starts, when they change, or when it comes back from the
 * back/forward cache; answers the workspace's queries, passes on the coin changes of link groups, says
 * where its window is (popout-placement.ts), says goodbye (with the panel's latest settings; `docked` when
 * the user gave the panel back) when the page goes away and closes when the workspace resets
 * its layout.
 */
import type { CoinKey } from '../../contract/markets';
import type { WorkspaceOwner } from './layout-schema';
import {
  parsePopoutMessage,
  POPOUT_CHANNEL_NAME,
  type PopoutMessage,
  type PopoutPanel,
} from './popout-protocol';
import type { LinkGroup, WindowPlacement } from '../../contract/workspace-layout';

export interface PopoutPresence {
  /** The panel's settings changed here: the workspace keeps them. */
  update(panel: PopoutPanel): void;
  /** A coin was picked in this window's panel of `group`: every window's panels of the group follow. */
  link(group: LinkGroup, coin: CoinKey): void;
  /** The window moved or was resized (popout-placement.ts): the workspace keeps where it is. */
  place(placement: WindowPlacement): void;
  /** Gives the panel back to the workspace and closes this window. */
  dock(): void;
  dispose(): void;
}

export interface PopoutPresenceOptions {
  owner: WorkspaceOwner;
  panel: PopoutPanel;
  closeWindow(): void;
  /** Another window moved a link group to a coin. */
  onLink(group: LinkGroup, coin: CoinKey): void;
}

export function announcePopout({ owner, panel, closeWindow, onLink }: PopoutPresenceOptions): PopoutPresence {
  let current = panel;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(POPOUT_CHANNEL_NAME) : null;
  const post = (message: PopoutMessage) => channel?.postMessage(message);
  const say = (kind: 'opened' | 'closed', docked?: true) =>
    post(
      kind === 'closed' && docked
        ? { kind, ws: owner, panel: current, docked }
        : { kind, ws: owner, panel: current },
    );
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = parsePopoutMessage(event.data);
      if (!message || message.ws !== owner) return;
      if (message.kind === 'query') say('opened');
      else if (message.kind === 'close-all') closeWindow();
      else if (message.kind === 'link') onLink(message.group, message.coin);
    };
  }
  const onPageHide = () => say('closed');
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) say('opened');
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  say('opened');
  return {
    update(next) {
      current = next;
      say('opened');
    },
    link(group, coin) {
      post({ kind: 'link', ws: owner, group, coin });
    },
    place(placement) {
      post({ kind: 'placement', ws: owner, id: current.id, placement });
    },
    dock() {
      say('closed', true);
      closeWindow();
    },
    dispose() {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
    },
  };
}
