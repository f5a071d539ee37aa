/**
 * A payment's modal was closed by the member: the exchange is told it was seen (so it shows once), then
 * the unseen-payment query asks again, for the next one if any. A failed call is silent (shell spec §7):
 * the payment shows again on the next visit.
 */
import { markInterestSeen } from '../../api/client';
import { getQueryClient, queryKeys } from '../../api/query';

export async function acknowledgeInterest(paymentId: number): Promise<void> {
  try {
    await markInterestSeen(paymentId);
  } catch {
    // Silent by the spec; the next visit shows the payment again.
  } finally {
    await getQueryClient().invalidateQueries({ queryKey: queryKeys.unseenInterest });
  }
}
