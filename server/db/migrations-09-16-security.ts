/**
 * Migrations 9–16: SMS login, Open API keys, member blocks, the trade password, Plus buy debts, secrets
 * sealed with the server key, uploads tied to their sender, points owed.
 */
import type Database from 'better-sqlite3';
import { BLOCK_TYPES, INOUT, OPEN_API } from '../../contract';
import { quoted, amount, flag, text, type Migration } from './migration-sql';
import { seedBlocksUpgrade, seedMissingMembers, seedSmsLoginUpgrade } from './seed';
import type { ServerSecrets } from '../server-key';

/**
 * Migration 14's rows: each stored session id becomes its digest and each Open API secret is sealed, with
 * the data folder's server key, so members stay logged in and keys keep working across the upgrade.
 */
function sealStoredSecrets(db: Database.Database, secrets: ServerSecrets | undefined): void {
  const sessions = db.prepare<[], { id: string }>('SELECT id FROM sessions').all();
  const keys = db
    .prepare<[], { accessKey: string; secret: string }>(
      'SELECT access_key AS accessKey, sealed_secret AS secret FROM open_api_keys',
    )
    .all();
  if (sessions.length + keys.length === 0) return;
  if (!secrets)
    throw new Error('migration 14 digests sessions and seals Open API secrets: it needs the server key');
  const setDigest = db.prepare<[string, string]>('UPDATE sessions SET id = ? WHERE id = ?');
  for (const { id } of sessions) setDigest.run(secrets.sessionDigest(id), id);
  const setSealed = db.prepare<[string, string]>(
    'UPDATE open_api_keys SET sealed_secret = ? WHERE access_key = ?',
  );
  for (const { accessKey, secret } of keys) setSealed.run(secrets.seal(secret, accessKey), accessKey);
}

export const SECURITY_MIGRATIONS: readonly Migration[] = [
  {
    // SMS login (chart spec §7): a member who turns it on gets, after a right password, an SMS step before
    // the session. A seeded database gets the demo members added since (`demo-sms`, with it on).
    version: 9,
    sql: `ALTER TABLE members ADD COLUMN ${flag('sms_login')} DEFAULT 0;`,
    after: seedSmsLoginUpgrade,
  },
  {
    // Open API keys (chart spec §3, contract/open-api.ts). The secret is kept in plain text: the exchange
    // must have it to check a signature (contract reading). `allowed_ips` is a JSON array of normalised
    // addresses, empty = any. A seeded database gets the members added since (demo-api).
    version: 10,
    sql: `
      CREATE TABLE open_api_keys (
        access_key TEXT PRIMARY KEY CHECK (length(access_key) = 40),
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        secret_key TEXT NOT NULL CHECK (length(secret_key) >= 32),
        allowed_ips TEXT NOT NULL CHECK (json_valid(allowed_ips) AND json_type(allowed_ips) = 'array'
          AND json_array_length(allowed_ips) <= ${OPEN_API.maxAllowedIps}),
        created_at INTEGER NOT NULL,
        last_used_at INTEGER
      );
      CREATE INDEX open_api_keys_member ON open_api_keys (mem_no, created_at);
    `,
    after: seedMissingMembers,
  },
  {
    // Member blocks (chart spec §6): the block type the exchange keeps on a member
    // (contract/blocks.ts; NULL = none). A seeded database gets the block demo members (`after`).
    version: 11,
    sql: `
      ALTER TABLE members ADD COLUMN block_type TEXT CHECK (block_type IS NULL OR block_type IN (${quoted(BLOCK_TYPES)}));
    `,
    after: seedBlocksUpgrade,
  },
  {
    // The trade password (chart spec §6, login security): its scrypt hash (members/passwords.ts), set by the
    // member on the login-security page; NULL until then. Setting it turns trade_password_status to 'Y'.
    version: 12,
    sql: `ALTER TABLE members ADD COLUMN ${text('trade_password_hash', 200, true)};`,
  },
  {
    // Plus buy debts (contract/plus-buy.ts CreditStatus.debt): a loan's shortfall is no longer written off
    // but owed by the member, one row per loan, paid down by the KRW that later reaches the member;
    // repaid_at is set when nothing is left. Existing loans' shortfalls (written off before) stay so.
    version: 13,
    sql: `
      CREATE TABLE credit_debts (
        debt_id INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        loan_id INTEGER NOT NULL UNIQUE REFERENCES loans (loan_id) ON DELETE CASCADE,
        amount REAL NOT NULL CHECK (${amount('amount', '1')}),
        outstanding REAL NOT NULL CHECK (${amount('outstanding')} AND outstanding <= amount),
        created_at INTEGER NOT NULL,
        repaid_at INTEGER,
        CHECK ((outstanding = 0) = (repaid_at IS NOT NULL))
      );
      CREATE INDEX credit_debts_open ON credit_debts (mem_no, debt_id) WHERE repaid_at IS NULL;
    `,
  },
  {
    // Secrets a copied database must not give away (server-key.ts): `sessions.id` holds the session id's
    // HMAC digest from now on, never the id the cookie carries; an Open API secret is kept sealed
    // (AES-256-GCM with the server key, kept outside the database), hence the column's new name. And the
    // nonces signed calls used, kept in the database so that a restart forgets none (signed-calls.ts,
    // nonce-store.ts): each kept until its timestamp leaves the window, then pruned.
    version: 14,
    sql: `
      ALTER TABLE open_api_keys RENAME COLUMN secret_key TO sealed_secret;
      CREATE TABLE open_api_nonces (
        access_key TEXT NOT NULL CHECK (length(access_key) = 40),
        nonce TEXT NOT NULL CHECK (length(nonce) BETWEEN 16 AND 64),
        keep_until INTEGER NOT NULL,
        PRIMARY KEY (access_key, nonce)
      ) WITHOUT ROWID;
      CREATE INDEX open_api_nonces_expiry ON open_api_nonces (keep_until);
    `,
    after: sealStoredSecrets,
  },
  {
    // Uploads tied to who sent them: the member of the session (NULL: a guest, whose solved captcha the
    // route checked), so that each member and each guest address has its own room for pending files and
    // guests together cannot take the room kept for members (uploads/attachment-store.ts).
    version: 15,
    sql: `
      ALTER TABLE attachments ADD COLUMN uploaded_by INTEGER REFERENCES members (mem_no) ON DELETE CASCADE;
      CREATE INDEX attachments_pending_member ON attachments (uploaded_by) WHERE claimed_by IS NULL;
    `,
  },
  {
    // The fee reward taken back (contract/inout.ts feeRewardTakenBack): a withdrawal that comes back takes
    // its reward's points back even when they were used, so a balance may fall below zero (points owed);
    // the table is rebuilt to drop its lower bound. The take-back is a point-history entry of negative
    // points (the only negative entry there is).
    // The trade password checked (contract/blocks.ts TRADE_PASSWORD_ACTIONS): the wrong ones in a
    // row; status Y now means a trade password is set, so a Y without a hash (the seed's, never set by
    // the member) becomes N.
    version: 16,
    sql: `
      CREATE TABLE member_points_owed (
        mem_no INTEGER PRIMARY KEY REFERENCES members (mem_no) ON DELETE CASCADE,
        balance INTEGER NOT NULL CHECK (balance <= ${INOUT.maxPointBalance})
      );
      INSERT INTO member_points_owed (mem_no, balance) SELECT mem_no, balance FROM member_points;
      DROP TABLE member_points;
      ALTER TABLE member_points_owed RENAME TO member_points;

      ALTER TABLE members ADD COLUMN trade_password_failures INTEGER NOT NULL DEFAULT 0
        CHECK (trade_password_failures >= 0);
      UPDATE members SET trade_password_status = 'N'
        WHERE trade_password_status = 'Y' AND trade_password_hash IS NULL;
    `,
  },
];
