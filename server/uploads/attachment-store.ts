/**
 * Uploaded files in SQLite (migration 7): stored with the address that sent them, pending until a form
 * claims them for its new member, deleted after UPLOAD.unclaimedTtlMs unclaimed (swept on every upload
 * and claim). The route checks a file before it gets here (size, name, content).
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { UPLOAD, type Attachment, type UploadMediaType } from '../../contract';

/** Pending (unclaimed) files one address may hold: a form takes 3, so a few forms' worth of retries. */
export const MAX_PENDING_PER_ADDRESS = 20;
/** Pending bytes over every address (about 50 full-size files): past it uploads wait for the sweep. */
export const MAX_PENDING_BYTES = 256 * 1024 * 1024;

export interface NewAttachment {
  fileName: string;
  mediaType: UploadMediaType;
  bytes: Buffer;
  address: string;
}

export class AttachmentStore {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
  ) {
    this.statements = {
      insert: db.prepare<[string, string, string, number, Buffer, string, number]>(
        `INSERT INTO attachments (attachment_id, file_name, media_type, size, bytes, address, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      sweep: db.prepare<[number]>('DELETE FROM attachments WHERE claimed_by IS NULL AND created_at <= ?'),
      pendingOf: db.prepare<[string], { count: number }>(
        'SELECT COUNT(*) AS count FROM attachments WHERE claimed_by IS NULL AND address = ?',
      ),
      pendingBytes: db.prepare<[], { total: number | null }>(
        'SELECT SUM(size) AS total FROM attachments WHERE claimed_by IS NULL',
      ),
      claim: db.prepare<[number, string, string]>(
        'UPDATE attachments SET claimed_by = ? WHERE attachment_id = ? AND address = ? AND claimed_by IS NULL',
      ),
      claimable: db.prepare<[string, string], { one: number }>(
        'SELECT 1 AS one FROM attachments WHERE attachment_id = ? AND address = ? AND claimed_by IS NULL',
      ),
    };
  }

  /** Deletes the files left unclaimed for UPLOAD.unclaimedTtlMs. */
  sweep(): void {
    this.statements.sweep.run(this.now() - UPLOAD.unclaimedTtlMs);
  }

  /** Whether `address` may store one more pending file of `size` bytes now (after the sweep). */
  hasRoom(address: string, size: number): boolean {
    this.sweep();
    return (
      this.statements.pendingOf.get(address)!.count < MAX_PENDING_PER_ADDRESS &&
      (this.statements.pendingBytes.get()!.total ?? 0) + size <= MAX_PENDING_BYTES
    );
  }

  add(file: NewAttachment): Attachment {
    const attachmentId = randomBytes(24).toString('base64url');
    const size = file.bytes.length;
    this.statements.insert.run(
      attachmentId,
      file.fileName,
      file.mediaType,
      size,
      file.bytes,
      file.address,
      this.now(),
    );
    return { attachmentId, fileName: file.fileName, size, mediaType: file.mediaType };
  }

  /** Whether every id names a pending file `address` uploaded (and not yet swept). */
  claimable(ids: readonly string[], address: string): boolean {
    this.sweep();
    return new Set(ids).size === ids.length && ids.every((id) => this.statements.claimable.get(id, address));
  }

  /**
   * Claims the files for `memNo` (in the caller's transaction); false when one is no longer claimable,
   * so the caller rolls back.
   */
  claim(ids: readonly string[], address: string, memNo: number): boolean {
    return ids.every((id) => this.statements.claim.run(memNo, id, address).changes === 1);
  }
}
