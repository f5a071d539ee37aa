/**
 * Uploaded files in SQLite (migration 7): stored with the address that sent them and the member who did
 * (migration 15; none for a guest's sign-up documents), pending until a form claims them, deleted after
 * UPLOAD.unclaimedTtlMs unclaimed (swept on every upload and claim, on the injected clock), which gives
 * their bytes back. Pending files are bounded so that no one can starve the others: each guest address
 * and each member holds at most MAX_PENDING_PER_UPLOADER files and MAX_PENDING_BYTES_PER_UPLOADER bytes,
 * guests together MAX_GUEST_PENDING_BYTES (the rest of MAX_PENDING_BYTES is kept for members' uploads).
 * The route checks a file before it gets here (size, name, content, the session or a solved captcha).
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { UPLOAD, type Attachment, type UploadMediaType } from '../../contract';

/** Pending (unclaimed) files one guest address or one member may hold: a form takes 3, so a few retries. */
export const MAX_PENDING_PER_UPLOADER = 20;
/** Pending bytes one guest address or one member may hold: a form's three full-size files and one more. */
export const MAX_PENDING_BYTES_PER_UPLOADER = 4 * UPLOAD.maxBytes;
/** Pending bytes over everyone (about 50 full-size files): past it uploads wait for the sweep. */
export const MAX_PENDING_BYTES = 256 * 1024 * 1024;
/** Pending bytes of every guest together: a quarter of MAX_PENDING_BYTES stays for members' uploads. */
export const MAX_GUEST_PENDING_BYTES = 192 * 1024 * 1024;

/** The room for pending files (the constants above; a test passes a small one). */
export interface PendingRoom {
  /** Files and bytes one guest address or one member may hold. */
  filesPerUploader: number;
  bytesPerUploader: number;
  /** Bytes of every guest together, and of everyone. */
  guestBytes: number;
  allBytes: number;
}

export const PENDING_ROOM: PendingRoom = {
  filesPerUploader: MAX_PENDING_PER_UPLOADER,
  bytesPerUploader: MAX_PENDING_BYTES_PER_UPLOADER,
  guestBytes: MAX_GUEST_PENDING_BYTES,
  allBytes: MAX_PENDING_BYTES,
};

/** Who sends a file: the address, and the member of the session (undefined: a guest). */
export interface Uploader {
  address: string;
  memNo: number | undefined;
}

export interface NewAttachment {
  fileName: string;
  mediaType: UploadMediaType;
  bytes: Buffer;
  uploader: Uploader;
}

interface Pending {
  count: number;
  bytes: number;
}

export class AttachmentStore {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
    private readonly room = PENDING_ROOM,
  ) {
    this.statements = {
      insert: db.prepare<[string, string, string, number, Buffer, string, number | null, number]>(
        `INSERT INTO attachments (attachment_id, file_name, media_type, size, bytes, address, uploaded_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      sweep: db.prepare<[number]>('DELETE FROM attachments WHERE claimed_by IS NULL AND created_at <= ?'),
      pendingOfGuest: db.prepare<[string], Pending>(
        `SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM attachments
         WHERE claimed_by IS NULL AND uploaded_by IS NULL AND address = ?`,
      ),
      pendingOfMember: db.prepare<[number], Pending>(
        `SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM attachments
         WHERE claimed_by IS NULL AND uploaded_by = ?`,
      ),
      pendingTotals: db.prepare<[], { all: number; guests: number }>(
        `SELECT COALESCE(SUM(size), 0) AS "all",
           COALESCE(SUM(CASE WHEN uploaded_by IS NULL THEN size END), 0) AS guests
         FROM attachments WHERE claimed_by IS NULL`,
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

  /** Whether `uploader` may store one more pending file of `size` bytes now (after the sweep). */
  hasRoom(uploader: Uploader, size: number): boolean {
    this.sweep();
    const { memNo, address } = uploader;
    const own =
      memNo === undefined
        ? this.statements.pendingOfGuest.get(address)!
        : this.statements.pendingOfMember.get(memNo)!;
    const totals = this.statements.pendingTotals.get()!;
    return (
      own.count < this.room.filesPerUploader &&
      own.bytes + size <= this.room.bytesPerUploader &&
      totals.all + size <= this.room.allBytes &&
      (memNo !== undefined || totals.guests + size <= this.room.guestBytes)
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
      file.uploader.address,
      file.uploader.memNo ?? null,
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
