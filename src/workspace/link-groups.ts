/**
 * Colour link groups as pure functions over the workspace's panels (PanelState). The rules:
 * - a panel in the `page` group shows the page's coin (the address's); a coin picked there changes the page;
 * - the panels of a colour group show one coin; a coin picked in one of them moves them all;
 * - a panel in no group shows its own coin and a pick there moves it alone;
 * - joining a colour group takes the group's coin (when it has members), leaving any group keeps the coin
 *   shown, so nothing jumps when a panel is unlinked.
 */
import type { CoinKey } from '../../contract/markets';
import { isLinkGroup, type LinkGroup, type PanelState } from '../../contract/workspace-layout';

export type ColourGroup = Exclude<LinkGroup, 'page'>;

/** What a coin pick changes: the page's coin, a colour group's coin, or one unlinked panel's coin. */
export type LinkChange =
  | { kind: 'page'; coin: CoinKey }
  | { kind: 'group'; group: ColourGroup; coin: CoinKey }
  | { kind: 'panel'; id: string; coin: CoinKey };

type Linked = Pick<PanelState, 'link' | 'coin'>;

/** The coin a panel shows. */
export function coinOf(panel: Linked, pageCoin: CoinKey): CoinKey {
  return panel.link === 'page' || panel.coin === null ? pageCoin : panel.coin;
}

/** What picking `coin` in `panel` changes. */
export function pickChange(panel: PanelState, coin: CoinKey): LinkChange {
  if (panel.link === 'page') return { kind: 'page', coin };
  if (panel.link === null) return { kind: 'panel', id: panel.id, coin };
  return { kind: 'group', group: panel.link, coin };
}

/**
 * The panels after a change. A page change leaves them as they are (its members follow the page's coin).
 * Panels that do not change are the same objects.
 */
export function applyLinkChange<P extends PanelState>(panels: readonly P[], change: LinkChange): P[] {
  return panels.map((panel) => {
    const moves =
      (change.kind === 'group' && panel.link === change.group) ||
      (change.kind === 'panel' && panel.id === change.id);
    return moves && panel.coin !== change.coin ? { ...panel, coin: change.coin } : panel;
  });
}

/** Ids of the panels whose shown coin a change moves (the page's coin is `pageCoin` before it). */
export function movedBy(panels: readonly PanelState[], change: LinkChange, pageCoin: CoinKey): string[] {
  const after = change.kind === 'page' ? change.coin : pageCoin;
  const next = applyLinkChange(panels, change);
  return panels
    .filter((panel, i) => coinOf(panel, pageCoin) !== coinOf(next[i]!, after))
    .map((panel) => panel.id);
}

/** The coin a group shows: the page's, or the first of its members' that has one (null: none yet). */
export function groupCoin(
  panels: readonly PanelState[],
  group: LinkGroup,
  pageCoin: CoinKey,
): CoinKey | null {
  if (group === 'page') return pageCoin;
  return panels.find((panel) => panel.link === group && panel.coin !== null)?.coin ?? null;
}

/** Moves panel `id` into `group` (null: out of any group), keeping the coin it shows unless it joins one. */
export function setLink<P extends PanelState>(
  panels: readonly P[],
  id: string,
  group: LinkGroup | null,
  pageCoin: CoinKey,
): P[] {
  const panel = panels.find((p) => p.id === id);
  if (!panel || panel.link === group) return [...panels];
  const others = panels.filter((p) => p.id !== id);
  const coin =
    group === null || group === 'page'
      ? coinOf(panel, pageCoin)
      : (groupCoin(others, group, pageCoin) ?? coinOf(panel, pageCoin));
  return panels.map((p) => (p.id === id ? { ...p, link: group, coin } : p));
}

/**
 * Makes stored panels agree with the rules: the members of a colour group show the coin of its first
 * member that has one (stored data may disagree after a crash between two saves).
 */
export function normaliseLinks<P extends PanelState>(panels: readonly P[]): P[] {
  const coins = new Map<LinkGroup, CoinKey>();
  for (const panel of panels) {
    if (panel.link !== null && panel.link !== 'page' && panel.coin !== null && !coins.has(panel.link))
      coins.set(panel.link, panel.coin);
  }
  return panels.map((panel) => {
    const coin = panel.link === null ? undefined : coins.get(panel.link);
    return coin !== undefined && panel.coin !== coin ? { ...panel, coin } : panel;
  });
}

/** A group as it travels in a pop-out address: its name, or `none`. */
export function linkParam(group: LinkGroup | null): string {
  return group ?? 'none';
}

/** A pop-out address's group; an address without one (older windows) follows the page. */
export function parseLinkParam(value: string | null): { ok: true; link: LinkGroup | null } | { ok: false } {
  if (value === null) return { ok: true, link: 'page' };
  if (value === 'none') return { ok: true, link: null };
  return isLinkGroup(value) ? { ok: true, link: value } : { ok: false };
}
