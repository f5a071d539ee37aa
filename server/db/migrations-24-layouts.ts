/**
 * Migration 24: a member's named workspace layouts (contract/layout-calls.ts), each with the app's id
 * (unique per member: another member's id is never looked at), its name (unique per member by `name_key`,
 * layout-rules.ts layoutNameKey: whatever its case), the document as compact JSON (migrated to the
 * current version, at most LAYOUT_MAX_BYTES), its version (1 when created, +1 a save or rename) and its
 * last write's time (ms). `seq` keeps the order they were created in, the list's. The partial unique index
 * keeps a member's default to one at most.
 */
import { LAYOUT_MAX_BYTES } from '../../contract/layout-rules';
import { LAYOUT_NAME_MAX } from '../../contract/layout-names';
import { flag, text, type Migration } from './migration-sql';

export const LAYOUT_MIGRATIONS: readonly Migration[] = [
  {
    version: 24,
    sql: `
      CREATE TABLE layouts (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        mem_no INTEGER NOT NULL REFERENCES members (mem_no) ON DELETE CASCADE,
        layout_id TEXT NOT NULL CHECK (length(layout_id) BETWEEN 1 AND 64),
        ${text('name', LAYOUT_NAME_MAX)},
        name_key TEXT NOT NULL,
        document TEXT NOT NULL CHECK (json_valid(document) AND json_type(document) = 'object'
          AND length(CAST(document AS BLOB)) <= ${LAYOUT_MAX_BYTES}),
        version INTEGER NOT NULL CHECK (version >= 1),
        ${flag('is_default')},
        updated_at INTEGER NOT NULL,
        UNIQUE (mem_no, layout_id),
        UNIQUE (mem_no, name_key)
      );
      CREATE UNIQUE INDEX layouts_one_default ON layouts (mem_no) WHERE is_default = 1;
    `,
  },
];
