/**
 * A new alert's id, chosen by the app (contract/alerts.ts: a retried create is not doubled): 32 hex digits
 * from the browser's random source, which fits ALERT_ID and, unlike randomUUID, works over plain http too.
 */
export function newAlertId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
