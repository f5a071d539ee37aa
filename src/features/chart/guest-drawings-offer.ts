/**
 * The offer made at a login in this window (session.ts onLoggedIn; frame.ts loads this module then, with
 * the chart's texts): the drawings a guest drew in this browser (guest-drawings.ts), saved to the
 * member's account if they choose to, with what happened said in a toast. Kept in the browser, they are
 * offered again at the next login.
 */
import type { TFunction } from 'i18next';
import { parseCoinKey, type CoinKey } from '../../../contract/markets';
import { i18n } from '../../i18n';
import { openDialog, showToast } from '../../shell';
import { exchangeDrawingCalls, type DrawingCalls } from './exchange-drawing-calls';
import { guestDrawingSets, type GuestStorage } from './guest-drawings';
import { uploadGuestDrawings, type GuestUpload } from './guest-drawings-upload';

/** A coin as the offer names it: BTC/KRW. */
function coinLabel(coin: CoinKey): string {
  const parsed = parseCoinKey(coin);
  return parsed ? `${parsed.symbol}/${parsed.marketSymbol}` : coin;
}

/** What an upload did, as the toast says it. */
export function guestUploadText(t: TFunction, { saved, kept, reason }: GuestUpload): string {
  if (kept === 0)
    return saved === 1 ? t('chart.guestDrawings.savedOne') : t('chart.guestDrawings.saved', { count: saved });
  const why = reason ?? t('chart.drawingNotices.failed');
  return saved === 0
    ? t('chart.guestDrawings.notSaved', { reason: why })
    : t('chart.guestDrawings.partial', { saved, kept, reason: why });
}

/** Offers to save the guest drawings `storage` keeps, if it keeps any. */
export function offerGuestDrawings(
  storage: GuestStorage,
  calls: Pick<DrawingCalls, 'putDrawing' | 'refusal'> = exchangeDrawingCalls,
): void {
  const sets = guestDrawingSets(storage);
  const count = sets.reduce((total, set) => total + set.drawings.length, 0);
  if (count === 0) return;
  openDialog({
    type: 'chartGuestDrawings',
    props: {
      count,
      coins: sets.map((set) => coinLabel(set.coin)),
      onSave: () => void save(storage, calls),
    },
  });
}

async function save(storage: GuestStorage, calls: Pick<DrawingCalls, 'putDrawing' | 'refusal'>) {
  // Read again: another window may have changed them while the offer was open.
  const sets = guestDrawingSets(storage);
  try {
    showToast(guestUploadText(i18n.t, await uploadGuestDrawings(storage, calls, sets)));
  } catch (error) {
    // The browser's storage refused a write. A drawing saved but still kept here is not doubled by the
    // next upload: the account has its id.
    console.error('the guest drawings could not be saved', error);
    showToast(i18n.t('chart.drawingNotices.failed'));
  }
}
