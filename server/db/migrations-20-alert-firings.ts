/** Migration 20: the alerts' firing log, and what their evaluation keeps across a restart. */
import type { Migration } from './migration-sql';

export const ALERT_FIRING_MIGRATIONS: readonly Migration[] = [
  {
    // Each firing of an alert (contract/notifications.ts AlertFiring): the member's alert by its id, its
    // coin, when (ms, the exchange's clock) and at what price (the trade's, or the bar's close). At most
    // ALERT_FIRINGS_KEPT per alert are kept (the evaluator trims the older ones at each firing); gone with
    // the alert (the foreign key on the member's alert id, which cascades from the member too). Indexed
    // per member and coin (the chart's markers, the alerts panel of a coin) and per alert (its log, the
    // trim). `seq` is the firing order.
    //
    // On `alerts`, `last_fired_at` (ms; NULL: not since its last write): `once` and `oncePerBar` read it
    // (alert-rules.ts alertMayFire), so it must survive a restart or a `once` alert would fire twice.
    // Nothing else of the evaluation is kept: a trade's "previous" price is the coin's price before it,
    // which the market model holds (and which equals `previous_price` for an alert written since the
    // coin's last trade); a move's lows and highs are the model's one-minute candles; an indicator's and
    // the forecast's values at the bar before are computed from the bars, which the model rebuilds.
    version: 20,
    sql: `
      CREATE TABLE alert_firings (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL,
        alert_id TEXT NOT NULL,
        coin_key TEXT NOT NULL CHECK (length(coin_key) BETWEEN 3 AND 19),
        at INTEGER NOT NULL,
        price REAL NOT NULL CHECK (price > 0),
        FOREIGN KEY (mem_no, alert_id) REFERENCES alerts (mem_no, alert_id) ON DELETE CASCADE
      );
      CREATE INDEX alert_firings_coin ON alert_firings (mem_no, coin_key, seq);
      CREATE INDEX alert_firings_alert ON alert_firings (mem_no, alert_id, seq);
      ALTER TABLE alerts ADD COLUMN last_fired_at INTEGER;
    `,
  },
];
