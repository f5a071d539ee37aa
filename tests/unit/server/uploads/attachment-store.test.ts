// The room for pending uploads on a small scale and its own clock: each guest address and each member
// has its own, guests together cannot take what is kept for members, and a file left unclaimed for
// UPLOAD.unclaimedTtlMs is deleted and gives its room back; a claimed file counts no more.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { UPLOAD } from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { seedDatabase } from '../../../../server/db/seed';
import {
  AttachmentStore,
  type PendingRoom,
  type Uploader,
} from '../../../../server/uploads/attachment-store';

const ROOM: PendingRoom = { filesPerUploader: 3, bytesPerUploader: 100, guestBytes: 150, allBytes: 200 };

let db: Database.Database;
let clock: { now: number };
let store: AttachmentStore;
let members: number[];
beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  seedDatabase(db, 42);
  members = db
    .prepare<[], { memNo: number }>('SELECT mem_no AS memNo FROM members ORDER BY mem_no LIMIT 2')
    .all()
    .map((row) => row.memNo);
  clock = { now: 1_000_000 };
  store = new AttachmentStore(db, () => clock.now, ROOM);
});
afterEach(() => db.close());

const guest = (address: string): Uploader => ({ address, memNo: undefined });
const member = (index: number, address = '10.9.0.1'): Uploader => ({ address, memNo: members[index] });
/** Stores a file of `size` bytes for `uploader` when there is room; answers its id or null. */
function put(uploader: Uploader, size: number): string | null {
  if (!store.hasRoom(uploader, size)) return null;
  return store.add({ fileName: 'a.png', mediaType: 'image/png', bytes: Buffer.alloc(size, 1), uploader })
    .attachmentId;
}

describe('AttachmentStore room', () => {
  test('a guest address: its files and its bytes; another address has its own', () => {
    expect([put(guest('a'), 10), put(guest('a'), 10), put(guest('a'), 10)]).not.toContain(null);
    expect(put(guest('a'), 10)).toBeNull();
    expect(put(guest('b'), 100)).not.toBeNull();
    expect(put(guest('b'), 1)).toBeNull();
    expect(put(guest('c'), 10)).not.toBeNull();
  });

  test('guests together stop at their share; members still have the rest', () => {
    expect(put(guest('a'), 100)).not.toBeNull();
    expect(put(guest('b'), 50)).not.toBeNull();
    expect(put(guest('c'), 1)).toBeNull();
    // A member at an address whose guest room is full has their own.
    expect(put(member(0, 'a'), 50)).not.toBeNull();
    expect(put(member(1), 1)).toBeNull();
  });

  test('a member: their own files and bytes, whichever address they send from', () => {
    expect(put(member(0, 'x'), 60)).not.toBeNull();
    expect(put(member(0, 'y'), 41)).toBeNull();
    expect(put(member(0, 'y'), 40)).not.toBeNull();
    expect(put(member(1, 'x'), 40)).not.toBeNull();
    expect(put(guest('x'), 10)).not.toBeNull();
  });

  test('unclaimed for UPLOAD.unclaimedTtlMs: deleted, and the room comes back; a claimed file stays and counts no more', () => {
    const kept = put(guest('a'), 60)!;
    expect(store.claim([kept], 'a', members[0]!)).toBe(true);
    const left = put(guest('a'), 100)!;
    expect(put(guest('a'), 1)).toBeNull();
    clock.now += UPLOAD.unclaimedTtlMs - 1;
    expect(store.claimable([left], 'a')).toBe(true);
    clock.now += 1;
    expect(store.claimable([left], 'a')).toBe(false);
    expect(put(guest('a'), 100)).not.toBeNull();
    expect(db.prepare('SELECT COUNT(*) AS n FROM attachments WHERE attachment_id = ?').get(kept)).toEqual({
      n: 1,
    });
  });
});
