/**
 * Pop-out windows: their address and the messages they exchange with the workspace that opened them.
 *
 * A pop-out is the app booted again at POPOUT_ROUTE_PATH with one panel and no header; it reads ticks
 * through getFeedClient() (the shared worker), so it opens no socket of its own. Over a BroadcastChannel
 * it says `opened` when it starts (and again whenever the workspace asks with `query`) and `closed` when
 * it goes away; the workspace takes the panel out of its layout or puts it back accordingly, so the saved
 * layout always matches the windows that exist. `close-all` (layout reset) asks every pop-out of that
 * workspace to close. A pop-out's address and its `opened` carry the panel's link group and coin, so the
 * workspace saves them; `link` says a group's coin changed (a pick in any window, or the page's address),
 * and every window with a panel of that group follows it. The panel's own settings (panel-settings.ts) are
 * too large for an address: the window starts with those the workspace's stored layout keeps for it
 * (popout-settings.ts), and its `opened` and `closed` carry them back, so the workspace keeps the window's
 * latest. A message without them (a window that could not read them, or of the previous build) leaves the
 * workspace's as they are. `placement` tells where the window is (its position, size and screen,
 * popout-placement.ts), so the workspace keeps it with the panel; `closed` from the window's "return to
 * layout" says `docked`, and the panel forgets its window's placement (closed any other way, the window
 * is one the desk's restore reopens there).
 */
import { z } from 'zod';
import { lazySchema } from '../../contract/lazy-schema';
import type { CoinKey } from '../../contract/markets';
import { parseCoinParam, type CoinParam } from './coin-param';
import { isWorkspaceOwner, type WorkspaceOwner } from './layout-schema';
import { linkParam, parseLinkParam } from './link-groups';
import { checkPanelSettings, type PanelSettings } from '../../contract/panel-settings';
import {
  isPanelId,
  isPanelType,
  LINK_GROUPS,
  PANEL_ID_PATTERN,
  PANEL_TYPES,
  type PanelRef,
  type PanelState,
  windowPlacementSchema,
} from '../../contract/workspace-layout';

export const POPOUT_CHANNEL_NAME = 'tradedeck.workspace.popouts';

/**
 * `/trade/order/popout/live-price/BTC-KRW?id=live-price-1&ws=guest&link=page` — under the trade order path,
 * so the shell treats a pop-out as part of the trade order page (dark theme). `coin` is the coin the panel
 * shows.
 */
export function popoutPath(
  panel: PanelRef & Pick<PanelState, 'link'>,
  coin: CoinKey,
  owner: WorkspaceOwner,
): string {
  const search = new URLSearchParams({ id: panel.id, ws: owner, link: linkParam(panel.link) });
  return `/trade/order/popout/${panel.type}/${coin}?${search.toString()}`;
}

/** Window name per panel: popping the same panel out again reuses its window instead of opening another. */
export function popoutWindowName(panel: PanelRef): string {
  return `tradedeck-popout-${panel.id}`;
}

export type PopoutAddress =
  | {
      ok: true;
      panel: PanelRef & Pick<PanelState, 'link'>;
      coin: Extract<CoinParam, { ok: true }>;
      owner: WorkspaceOwner;
    }
  | { ok: false; reason: 'panel' | 'coin' | 'id' | 'owner' | 'link' };

/** Reads a pop-out's route parameters (`panel`, `coin`) and search (`id`, `ws`). */
export function parsePopoutAddress(
  params: { panel?: string; coin?: string },
  search: URLSearchParams,
): PopoutAddress {
  if (!isPanelType(params.panel)) return { ok: false, reason: 'panel' };
  const coin = parseCoinParam(params.coin);
  if (!coin.ok) return { ok: false, reason: 'coin' };
  const id = search.get('id');
  if (!isPanelId(id)) return { ok: false, reason: 'id' };
  const owner = search.get('ws');
  if (!isWorkspaceOwner(owner)) return { ok: false, reason: 'owner' };
  const link = parseLinkParam(search.get('link'));
  if (!link.ok) return { ok: false, reason: 'link' };
  return { ok: true, panel: { id, type: params.panel, link: link.link }, coin, owner };
}

const coin = lazySchema(
  () =>
    z.string().refine((value) => {
      const parsed = parseCoinParam(value);
      return parsed.ok && parsed.key === value;
    }) as z.ZodType<CoinKey>,
);
const linkGroup = lazySchema(() => z.enum(LINK_GROUPS));

/**
 * A pop-out's panel as the messages carry it: `settings` undefined (or left out) when the window does not
 * know them; settings that are no JSON object or over the size cap count as unknown, so they cost the
 * workspace nothing.
 */
export type PopoutPanel = Omit<PanelState, 'settings' | 'placement'> & {
  settings: PanelSettings | null | undefined;
};

const panelState = lazySchema(() =>
  z.object({
    id: z.string().regex(PANEL_ID_PATTERN),
    type: z.enum(PANEL_TYPES),
    link: linkGroup.nullable(),
    coin: coin.nullable(),
    settings: z
      .unknown()
      .optional()
      .transform((value): PanelSettings | null | undefined => {
        if (value === null || value === undefined) return value;
        const checked = checkPanelSettings(value);
        return checked.ok ? checked.settings : undefined;
      }),
  }),
);
const owner = lazySchema(() =>
  z
    .string()
    .refine(isWorkspaceOwner)
    .transform((value) => value as WorkspaceOwner),
);

const popoutMessage = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('opened'), ws: owner, panel: panelState }),
    z.object({ kind: z.literal('closed'), ws: owner, panel: panelState, docked: z.boolean().optional() }),
    z.object({
      kind: z.literal('placement'),
      ws: owner,
      id: z.string().regex(PANEL_ID_PATTERN),
      placement: windowPlacementSchema,
    }),
    z.object({ kind: z.literal('query'), ws: owner }),
    z.object({ kind: z.literal('close-all'), ws: owner }),
    z.object({ kind: z.literal('link'), ws: owner, group: linkGroup, coin }),
  ]),
);

export type PopoutMessage = z.infer<typeof popoutMessage>;

/** Anything may arrive on a channel (another build, another app on the origin): only valid messages pass. */
export function parsePopoutMessage(data: unknown): PopoutMessage | undefined {
  const parsed = popoutMessage.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
