/**
 * The linked charts' crosshair and time between the app's windows: one BroadcastChannel per window, open
 * while a linked chart lives. The window's `crosshairTime` and `chartTimeSpan` intents go out on it (each
 * chart's latest once per animation frame), and other windows' messages, checked
 * (rules/crosshair-sync.ts: of a group a chart here is in), are published as this window's intents. A channel never receives its own
 * messages, and what came from it is not sent back, so nothing echoes.
 */
import { publishIntent, subscribeIntent } from '../../shell/intents';
import type { LinkGroup } from '../../../contract/workspace-layout';
import { frameCoalescer, parseCrosshairMessage, type CrosshairMessage } from './rules/crosshair-sync';

export const CROSSHAIR_CHANNEL_NAME = 'tradedeck.crosshair';

/** Names this window's charts apart from other windows' (their ids are per window). */
export const WINDOW_SOURCE = Math.random().toString(36).slice(2, 10);

let users = 0;
let close: (() => void) | null = null;
/** The groups of the window's linked charts, each with how many hold it. */
const groups = new Map<LinkGroup, number>();

/**
 * Opens the window's channel for a chart of `group` (kept while any chart holds it); answers the function
 * that lets go.
 */
export function holdCrosshairChannel(group: LinkGroup): () => void {
  users += 1;
  groups.set(group, (groups.get(group) ?? 0) + 1);
  if (users === 1) close = openChannel();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    users -= 1;
    const left = groups.get(group)! - 1;
    if (left > 0) groups.set(group, left);
    else groups.delete(group);
    if (users === 0) {
      close?.();
      close = null;
    }
  };
}

function openChannel(): (() => void) | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CROSSHAIR_CHANNEL_NAME);
  const outbox = frameCoalescer<CrosshairMessage>(
    (run) => {
      const frame = requestAnimationFrame(run);
      return () => cancelAnimationFrame(frame);
    },
    (message) => channel.postMessage(message),
  );
  /** True while another window's message is published here: it is not sent back. */
  let relaying = false;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = parseCrosshairMessage(event.data, groups);
    if (!message) return;
    relaying = true;
    try {
      if (message.kind === 'crosshair') {
        const { group, time, source } = message;
        publishIntent('crosshairTime', { group, time, source });
      } else {
        const { group, rightTime, secondsPerPx, source } = message;
        publishIntent('chartTimeSpan', { group, rightTime, secondsPerPx, source });
      }
    } finally {
      relaying = false;
    }
  };
  const stopCrosshair = subscribeIntent('crosshairTime', (payload) => {
    if (!relaying) outbox.push(`crosshair:${payload.source}`, { kind: 'crosshair', ...payload });
    return false;
  });
  const stopSpan = subscribeIntent('chartTimeSpan', (payload) => {
    if (!relaying) outbox.push(`span:${payload.source}`, { kind: 'span', ...payload });
    return false;
  });
  return () => {
    stopCrosshair();
    stopSpan();
    outbox.dispose();
    channel.onmessage = null;
    channel.close();
  };
}
