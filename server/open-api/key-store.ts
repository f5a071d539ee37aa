/**
 * Open API keys in SQLite (migrations 10 and 14, contract/open-api.ts): issue (at most OPEN_API.maxKeys a
 * member), list, delete, change the allowed addresses, and the owner and secret of an access key for the
 * signature check. The secret is answered only by `issue`; the database keeps it sealed with the server
 * key (../server-key.ts, bound to its access key), so a copied database signs no call. A secret that does
 * not open (the server key was replaced) makes its key unknown: the member issues a new one.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { OPEN_API, type IssuedOpenApiKey, type OpenApiKey } from '../../contract';
import type { ServerSecrets } from '../server-key';
import { ApiError } from '../errors/api-error';
import { kstIso } from '../market/kst-time';

interface KeyRecord {
  accessKey: string;
  memNo: number;
  sealedSecret: string;
  allowedIps: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** What the signature check needs of a key. */
export interface KeyOwner {
  memNo: number;
  secretKey: string;
  allowedIps: readonly string[];
}

const COLUMNS = `access_key AS accessKey, mem_no AS memNo, sealed_secret AS sealedSecret, allowed_ips AS allowedIps,
  created_at AS createdAt, last_used_at AS lastUsedAt`;

function toKey(record: KeyRecord): OpenApiKey {
  return {
    accessKey: record.accessKey,
    allowedIps: JSON.parse(record.allowedIps) as string[],
    createdAt: kstIso(record.createdAt),
    lastUsedAt: record.lastUsedAt === null ? null : kstIso(record.lastUsedAt),
  };
}

const keyNotFound = (accessKey: string) =>
  new ApiError(404, 'OPEN_API_KEY_NOT_FOUND', 'openApi.keyNotFound', accessKey);

export class OpenApiKeyStore {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
    private readonly secrets: ServerSecrets,
  ) {
    this.statements = {
      byMember: db.prepare<[number], KeyRecord>(
        `SELECT ${COLUMNS} FROM open_api_keys WHERE mem_no = ? ORDER BY created_at, access_key`,
      ),
      byKey: db.prepare<[string], KeyRecord>(`SELECT ${COLUMNS} FROM open_api_keys WHERE access_key = ?`),
      count: db.prepare<[number], { count: number }>(
        'SELECT COUNT(*) AS count FROM open_api_keys WHERE mem_no = ?',
      ),
      insert: db.prepare<[string, number, string, string, number]>(
        `INSERT INTO open_api_keys (access_key, mem_no, sealed_secret, allowed_ips, created_at)
         VALUES (?, ?, ?, ?, ?)`,
      ),
      delete: db.prepare<[string, number]>('DELETE FROM open_api_keys WHERE access_key = ? AND mem_no = ?'),
      setIps: db.prepare<[string, string, number]>(
        'UPDATE open_api_keys SET allowed_ips = ? WHERE access_key = ? AND mem_no = ?',
      ),
      used: db.prepare<[number, string]>('UPDATE open_api_keys SET last_used_at = ? WHERE access_key = ?'),
    };
  }

  list(memNo: number): OpenApiKey[] {
    return this.statements.byMember.all(memNo).map(toKey);
  }

  /** A new key with its secret (the one answer that holds it); 409 at OPEN_API.maxKeys. */
  issue(memNo: number, allowedIps: readonly string[]): IssuedOpenApiKey {
    return this.db.transaction(() => {
      if (this.statements.count.get(memNo)!.count >= OPEN_API.maxKeys)
        throw new ApiError(409, 'OPEN_API_KEY_LIMIT', 'openApi.keyLimit');
      const accessKey = randomBytes(20).toString('hex');
      const secretKey = randomBytes(48).toString('base64url');
      const sealed = this.secrets.seal(secretKey, accessKey);
      this.statements.insert.run(accessKey, memNo, sealed, JSON.stringify(allowedIps), this.now());
      return { ...toKey(this.statements.byKey.get(accessKey)!), secretKey };
    })();
  }

  /** Deletes the member's key; another member's or no such key is a 404. */
  delete(memNo: number, accessKey: string): void {
    if (this.statements.delete.run(accessKey, memNo).changes === 0) throw keyNotFound(accessKey);
  }

  setAllowedIps(memNo: number, accessKey: string, allowedIps: readonly string[]): OpenApiKey {
    if (this.statements.setIps.run(JSON.stringify(allowedIps), accessKey, memNo).changes === 0)
      throw keyNotFound(accessKey);
    return toKey(this.statements.byKey.get(accessKey)!);
  }

  /** The key's owner, secret and addresses, for the signature check; undefined when there is no such key. */
  owner(accessKey: string): KeyOwner | undefined {
    const record = this.statements.byKey.get(accessKey);
    const secretKey = record && this.secrets.open(record.sealedSecret, accessKey);
    if (!record || secretKey === undefined) return undefined;
    return { memNo: record.memNo, secretKey, allowedIps: JSON.parse(record.allowedIps) as string[] };
  }

  /** Records a call the key authenticated. */
  used(accessKey: string): void {
    this.statements.used.run(this.now(), accessKey);
  }
}
