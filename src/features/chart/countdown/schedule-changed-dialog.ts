/**
 * The "trading start time changed" modal (chart spec §4, countdown panel): an alert of the shell's
 * registry. Every chart of a coin hears the same intro frame, so a window keeps one such modal per
 * coin, showing the latest dates.
 */
import type { TFunction } from 'i18next';
import type { CoinKey } from '../../../../contract/markets';
import { closeDialogById, openDialog } from '../../../shell';
import { formatKst, openInstant, type ListingSchedule } from './countdown-rules';

const openByCoin = new Map<CoinKey, number>();

export function openScheduleChanged(
  t: TFunction,
  coin: CoinKey,
  name: string,
  schedule: ListingSchedule,
): void {
  const previous = openByCoin.get(coin);
  if (previous !== undefined) closeDialogById(previous);
  const sellOpen = openInstant(schedule.sellOpenDate);
  const id = openDialog({
    type: 'alert',
    props: {
      title: t('countdown.changedTitle'),
      message:
        sellOpen === null
          ? t('countdown.changedUnannounced', { name })
          : t('countdown.changedMessage', { name, date: formatKst(sellOpen) }),
      closeCb: () => {
        if (openByCoin.get(coin) === id) openByCoin.delete(coin);
      },
    },
  });
  openByCoin.set(coin, id);
}
