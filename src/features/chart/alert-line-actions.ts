/**
 * What a price alert's line does once the chart hands it over: dropped at another price, one PUT of the
 * alert with that value on the version it was drawn from (a refusal says why, and the line snaps back to
 * the alert as the store holds it: the exchange's current one after a stale write); its × asks to delete
 * the alert (the alerts' confirmation, dialog alertDelete), then deletes it at its version.
 */
import { alertConditionText, type Alert } from '../../../contract';
import type { Language } from '../../lib/languages';
import { openDialog } from '../../shell';
import { alertsStore, type AlertRefusal } from '../../state/alerts';
import { showChartMessage } from './chart-message';

export interface AlertLineContext {
  language: Language;
  /** The message of a failure without one of the exchange's (offline). */
  failedText: string;
}

function tell(refusal: AlertRefusal, context: AlertLineContext): void {
  showChartMessage(refusal.texts?.[context.language] ?? context.failedText);
}

/** Moves the price alert to `price` (one PUT); `settle` runs once the exchange has answered. */
export function moveAlertLine(
  alert: Alert,
  price: number,
  context: AlertLineContext,
  settle: () => void,
): void {
  const { id, version, createdAt: _created, updatedAt: _updated, condition, ...content } = alert;
  if (condition.kind !== 'price') {
    settle();
    return;
  }
  void alertsStore
    .put(id, { ...content, condition: { ...condition, value: price } }, version)
    .then((result) => {
      if (!result.ok) tell(result.refusal, context);
    })
    .finally(settle);
}

/** Asks to delete the alert, deletes it at its version on Delete. */
export function deleteAlertLine(alert: Alert, context: AlertLineContext): void {
  openDialog({
    type: 'alertDelete',
    props: {
      what: alertConditionText(alert.coin, alert.condition)[context.language],
      onDelete: () =>
        void alertsStore.remove(alert).then((result) => {
          if (!result.ok) tell(result.refusal, context);
        }),
    },
  });
}
