/**
 * Opening the "trading start time changed" modal (chart spec §4, countdown panel; its row is in
 * ../dialogs.ts). Every chart of a coin hears the same intro frame, so a window keeps one such modal per
 * coin, showing the latest dates.
 */
import type { CoinKey } from '../../../../contract/markets';
import { closeDialogById, openDialog } from '../../../shell';
import { formatKst } from '../../../lib/kst';
import { openInstant, type ListingSchedule } from './countdown-rules';

const openByCoin = new Map<CoinKey, number>();

export function openScheduleChanged(coin: CoinKey, name: string, schedule: ListingSchedule): void {
  const previous = openByCoin.get(coin);
  if (previous !== undefined) closeDialogById(previous);
  const sellOpen = openInstant(schedule.sellOpenDate);
  const id = openDialog({
    type: 'scheduleChanged',
    props: {
      name,
      date: sellOpen === null ? null : formatKst(sellOpen),
      onClosed: () => {
        if (openByCoin.get(coin) === id) openByCoin.delete(coin);
      },
    },
  });
  openByCoin.set(coin, id);
}
