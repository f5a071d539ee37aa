/**
 * The server key: 32 random bytes in `<dataDir>/.server-key` (hex, mode 0600), made on the first start and
 * never written to the database. What the database keeps of a secret is useless without it, so a copied
 * `exchange.sqlite` logs no one in and signs no Open API call:
 * - a session id is stored as its HMAC-SHA256 digest (the cookie carries the id; every look-up digests
 *   it first), so a stored value is not a cookie;
 * - an Open API secret is sealed with AES-256-GCM (the exchange needs the secret itself to check an
 *   HMAC-SHA512 signature, so a digest cannot do), bound to its access key, so a stored value neither
 *   signs a call nor moves to another key.
 * The two keys are derived from the server key (HKDF-SHA256), one per use. The file is a dot-file, which
 * the server never serves (http/hidden-paths.ts), even from a data folder inside the served one. Losing it
 * logs every member out and leaves the Open API keys unusable (they are issued again); keep it with the
 * database, and out of copies of it.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_KEY_FILE = '.server-key';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A sealed secret's prefix: the scheme, should it ever change. */
const SEALED = 'gcm1.';

export class ServerKeyError extends Error {
  override readonly name = 'ServerKeyError';
}

/** The data folder's server key, made (0600, never overwritten) when the folder has none. */
export function loadServerKey(dataDir: string): Buffer {
  const file = join(dataDir, SERVER_KEY_FILE);
  try {
    // 'wx': a key another process wrote meanwhile is kept, and read below.
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!new RegExp(`^[0-9a-f]{${KEY_BYTES * 2}}$`).test(text))
    throw new ServerKeyError(
      `${file} is not a server key (${KEY_BYTES * 2} hex digits); restore it from where the database came from, or delete it to log every member out and make new Open API keys necessary`,
    );
  return Buffer.from(text, 'hex');
}

/** What the stores do with the server key: digest session ids, seal and open Open API secrets. */
export class ServerSecrets {
  private readonly sessionKey: Buffer;
  private readonly sealKey: Buffer;

  constructor(serverKey: Buffer) {
    const derive = (use: string) => Buffer.from(hkdfSync('sha256', serverKey, '', `tradedeck ${use}`, 32));
    this.sessionKey = derive('session id');
    this.sealKey = derive('open api secret');
  }

  /** The key of a data folder (made there when it has none). */
  static of(dataDir: string): ServerSecrets {
    return new ServerSecrets(loadServerKey(dataDir));
  }

  /** What the database stores for a session id: its HMAC-SHA256 (base64url). */
  sessionDigest(sessionId: string): string {
    return createHmac('sha256', this.sessionKey).update(sessionId, 'utf8').digest('base64url');
  }

  /** An Open API secret sealed for the database, bound to its access key. */
  seal(secret: string, accessKey: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv).setAAD(Buffer.from(accessKey, 'utf8'));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The secret sealed for `accessKey`, or undefined when it was sealed otherwise (another key, changed). */
  open(sealed: string, accessKey: string): string | undefined {
    if (!sealed.startsWith(SEALED)) return undefined;
    const bytes = Buffer.from(sealed.slice(SEALED.length), 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.sealKey, bytes.subarray(0, IV_BYTES))
        .setAAD(Buffer.from(accessKey, 'utf8'))
        .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
