/**
 * The pop-out window's side of the protocol (popout-protocol.ts): announces the panel when the window
 * starts or comes back from the back/forward cache, answers the workspace's queries, says goodbye when
 * the page goes away and closes when the workspace resets its layout.
 */
import type { WorkspaceOwner } from './layout-schema';
import type { PanelRef } from './panel-types';
import { parsePopoutMessage, POPOUT_CHANNEL_NAME, type PopoutMessage } from './popout-protocol';

export interface PopoutPresence {
  /** Gives the panel back to the workspace and closes this window. */
  dock(): void;
  dispose(): void;
}

export function announcePopout(
  owner: WorkspaceOwner,
  panel: PanelRef,
  closeWindow: () => void,
): PopoutPresence {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(POPOUT_CHANNEL_NAME) : null;
  const post = (kind: 'opened' | 'closed') =>
    channel?.postMessage({ kind, ws: owner, panel } satisfies PopoutMessage);
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = parsePopoutMessage(event.data);
      if (!message || message.ws !== owner) return;
      if (message.kind === 'query') post('opened');
      else if (message.kind === 'close-all') closeWindow();
    };
  }
  const onPageHide = () => post('closed');
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) post('opened');
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  post('opened');
  return {
    dock() {
      post('closed');
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
