/**
 * Numbered schema migrations. A database records the last one applied in schema_version; start-up applies
 * the rest in order, each in its own transaction. Never edit a released migration: add the next number.
 */
import type { Migration } from './migration-sql';
import { LEDGER_MIGRATIONS } from './migrations-01-04-ledger';
import { SERVICE_MIGRATIONS } from './migrations-05-08-services';
import { SECURITY_MIGRATIONS } from './migrations-09-16-security';
import { CHART_MIGRATIONS } from './migrations-17-chart';
import { NOTICE_MIGRATIONS } from './migrations-19-notices';
import { ALERT_FIRING_MIGRATIONS } from './migrations-20-alert-firings';
import { ORDER_OPTION_MIGRATIONS } from './migrations-21-order-options';
import { ALGO_ORDER_MIGRATIONS } from './migrations-22-algo-orders';
import { ALGO_NOTICE_MIGRATIONS } from './migrations-23-algo-notices';
import { LAYOUT_MIGRATIONS } from './migrations-24-layouts';

/** Every migration, in order (the steps as data; database.ts applies them). */
export const MIGRATIONS: readonly Migration[] = [
  ...LEDGER_MIGRATIONS,
  ...SERVICE_MIGRATIONS,
  ...SECURITY_MIGRATIONS,
  ...CHART_MIGRATIONS,
  ...NOTICE_MIGRATIONS,
  ...ALERT_FIRING_MIGRATIONS,
  ...ORDER_OPTION_MIGRATIONS,
  ...ALGO_ORDER_MIGRATIONS,
  ...ALGO_NOTICE_MIGRATIONS,
  ...LAYOUT_MIGRATIONS,
];
