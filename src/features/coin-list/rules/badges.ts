/**
 * Badges of a coin row from its infoOnMarket (shell spec §2.1, §3): which ones show, in a fixed order.
 * Each badge's text is the i18n key coinList.badges.<badge>.
 */
import type { InfoOnMarket } from '../../../../contract';

export const ROW_BADGES = [
  'topFixedNew',
  'isListedNew',
  'hasEvent',
  'isInvestment',
  'disClosure',
  'isStaking',
  'isMeme',
] as const satisfies readonly (keyof InfoOnMarket)[];
export type RowBadge = (typeof ROW_BADGES)[number];

/** A top-fixed new listing is the stronger form of "new": a row shows one or the other. */
export function rowBadges(info: InfoOnMarket): RowBadge[] {
  return ROW_BADGES.filter((badge) => info[badge] && !(badge === 'isListedNew' && info.topFixedNew));
}
