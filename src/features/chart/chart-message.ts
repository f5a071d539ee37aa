/**
 * A message the chart must not lose (an exchange's refusal of an order line's move, of a drawing's
 * write): a toast, or an alert where the chart holds toasts back (the popup, full screen).
 */
import { appToasts, openDialog, showToast } from '../../shell';

export function showChartMessage(message: string): void {
  if (appToasts.suppressed) openDialog({ type: 'alert', props: { message } });
  else showToast(message);
}
