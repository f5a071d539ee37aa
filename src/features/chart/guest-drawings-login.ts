/**
 * At a login in this window (session.ts onLoggedIn, wired in src/app/services.ts): when this browser keeps
 * a guest's drawings, the offer to save them to the account (guest-drawings-offer.ts) loads with the
 * chart's texts and is made. Light, for the app frame of every page: nothing loads when there are none.
 */
import { withTexts } from '../../i18n';
import { hasGuestDrawingKeys } from './guest-drawings-key';

/** Resolves once the offer is open, or known to have nothing to offer. */
export async function offerGuestDrawingsAtLogin(): Promise<void> {
  let storage: Storage;
  try {
    storage = localStorage;
    if (!hasGuestDrawingKeys(storage)) return;
  } catch {
    // Storage refused (private mode): no drawing was kept in it.
    return;
  }
  try {
    const { offerGuestDrawings } = await withTexts(['chart'], () => import('./guest-drawings-offer'))();
    offerGuestDrawings(storage);
  } catch (error) {
    console.error('the guest drawings offer could not load', error);
  }
}
