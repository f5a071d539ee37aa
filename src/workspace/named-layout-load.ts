/**
 * The Layouts menu's lazy parts, each with the `layouts` texts its items, dialogs and toasts show: what the
 * items do (named-layout-actions.ts, with the layouts' calls and schemas) and the items themselves
 * (layout-menu-items.ts). Asked for on the menu's first use, or at once for a member, whose list and
 * start (the default on a new browser, the guest's offer) need the actions.
 */
import { withTexts } from '../i18n';

export const loadLayoutActions = withTexts(['layouts'], () => import('./named-layout-actions'));

export type LayoutActions = Awaited<ReturnType<typeof loadLayoutActions>>;

export const loadLayoutMenuItems = withTexts(['layouts'], () => import('./layout-menu-items'));
