/**
 * Named workspace layouts in SQLite (migration 24, contract/layout-calls.ts): a member's. Each write is one
 * transaction that checks the version it was made on against the stored one, so that a save made on an
 * older version (or creating an id the member has) is refused with the layout as it is now. A member's ids
 * are their own: every lookup names the member, so another member's id is not found, as any id the member
 * does not have. After each change has committed (never for a refused write), the member's whole list is
 * published (`publish`, the member's layouts channel).
 */
import type Database from 'better-sqlite3';
import { type Language } from '../../contract';
import {
  cleanLayoutName,
  copyName,
  layoutNameKey,
  layoutNameProblem,
  LAYOUTS_PER_MEMBER_MAX,
  type LayoutSummary,
} from '../../contract/layout-names';
import {
  LAYOUT_ERROR_CODES,
  type LayoutInvalid,
  type LayoutStale,
  type NamedLayout,
} from '../../contract/layout-calls';
import { type LayoutDocument } from '../../contract/workspace-layout';
import { ApiError } from '../errors/api-error';
import { layoutProblemKey } from '../errors/messages';

interface LayoutRecord {
  id: string;
  name: string;
  version: number;
  isDefault: 0 | 1;
  updatedAt: number;
  document: string;
}

const COLUMNS = `layout_id AS id, name, version, is_default AS isDefault, updated_at AS updatedAt, document`;

function toSummary(record: LayoutRecord): LayoutSummary {
  return {
    id: record.id,
    name: record.name,
    version: record.version,
    isDefault: record.isDefault === 1,
    updatedAt: record.updatedAt,
  };
}

function toLayout(record: LayoutRecord): NamedLayout {
  return { ...toSummary(record), layout: JSON.parse(record.document) as LayoutDocument };
}

const notFound = (id: string) => new ApiError(404, LAYOUT_ERROR_CODES.notFound, 'layout.notFound', id);
const stale = (current: LayoutRecord) =>
  new ApiError(409, LAYOUT_ERROR_CODES.stale, 'layout.stale', current.id, {
    current: toLayout(current),
  } satisfies LayoutStale);
const tooMany = () =>
  new ApiError(409, LAYOUT_ERROR_CODES.tooMany, 'layout.tooMany', undefined, { max: LAYOUTS_PER_MEMBER_MAX });

/** `name` as kept (trimmed, NFC), or its refusal. */
function keptName(name: string): string {
  const clean = cleanLayoutName(name);
  const problem = layoutNameProblem(clean);
  if (problem)
    throw new ApiError(400, LAYOUT_ERROR_CODES.invalid, layoutProblemKey(problem), undefined, {
      problem,
    } satisfies LayoutInvalid);
  return clean;
}

export class LayoutStore {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
    private readonly publish: (memNo: number, layouts: LayoutSummary[]) => void,
  ) {
    this.statements = {
      all: db.prepare<[number], LayoutRecord>(`SELECT ${COLUMNS} FROM layouts WHERE mem_no = ? ORDER BY seq`),
      byId: db.prepare<[number, string], LayoutRecord>(
        `SELECT ${COLUMNS} FROM layouts WHERE mem_no = ? AND layout_id = ?`,
      ),
      /** The id of the member's layout named `name_key`, if any. */
      byName: db.prepare<[number, string], { id: string }>(
        'SELECT layout_id AS id FROM layouts WHERE mem_no = ? AND name_key = ?',
      ),
      count: db.prepare<[number], { count: number }>(
        'SELECT COUNT(*) AS count FROM layouts WHERE mem_no = ?',
      ),
      insert: db.prepare<[number, string, string, string, string, number]>(
        `INSERT INTO layouts (mem_no, layout_id, name, name_key, document, version, is_default, updated_at)
           VALUES (?, ?, ?, ?, ?, 1, 0, ?)`,
      ),
      update: db.prepare<[string, string, string, number, number, string]>(
        `UPDATE layouts SET name = ?, name_key = ?, document = ?, version = version + 1, updated_at = ?
           WHERE mem_no = ? AND layout_id = ?`,
      ),
      delete: db.prepare<[number, string]>('DELETE FROM layouts WHERE mem_no = ? AND layout_id = ?'),
      clearDefault: db.prepare<[number]>(
        'UPDATE layouts SET is_default = 0 WHERE mem_no = ? AND is_default = 1',
      ),
      setDefault: db.prepare<[number, string]>(
        'UPDATE layouts SET is_default = 1 WHERE mem_no = ? AND layout_id = ?',
      ),
    };
  }

  /** The member's layouts without their documents, in the order they were created. */
  list(memNo: number): LayoutSummary[] {
    return this.statements.all.all(memNo).map(toSummary);
  }

  /** The member's layout `id` with its document; not found when the member has none of that id. */
  get(memNo: number, id: string): NamedLayout {
    const record = this.statements.byId.get(memNo, id);
    if (!record) throw notFound(id);
    return toLayout(record);
  }

  /** Refuses `key` when another layout of the member than `id` has it. */
  private checkNameFree(memNo: number, key: string, id: string, name: string): void {
    const holder = this.statements.byName.get(memNo, key);
    if (holder && holder.id !== id)
      throw new ApiError(409, LAYOUT_ERROR_CODES.nameTaken, 'layout.nameTaken', name, { name });
  }

  private changed<T>(memNo: number, answer: T): T {
    this.publish(memNo, this.list(memNo));
    return answer;
  }

  /**
   * Creates (baseVersion 0) or saves (baseVersion the stored version) the member's layout `id` under `name`
   * with `layout`; answers it as stored. Refused, nothing changed: stale (another version, or creating an id
   * the member has), not found (saving an id the member has not), invalid (the name), too many (creating
   * past LAYOUTS_PER_MEMBER_MAX), the name taken by another of the member's layouts.
   */
  put(memNo: number, id: string, name: string, layout: LayoutDocument, baseVersion: number): NamedLayout {
    const kept = keptName(name);
    const key = layoutNameKey(kept);
    const document = JSON.stringify(layout);
    const stored = this.db.transaction(() => {
      const record = this.statements.byId.get(memNo, id);
      if (record) {
        if (record.version !== baseVersion) throw stale(record);
        this.checkNameFree(memNo, key, id, kept);
        this.statements.update.run(kept, key, document, this.now(), memNo, id);
      } else {
        if (baseVersion !== 0) throw notFound(id);
        if (this.statements.count.get(memNo)!.count >= LAYOUTS_PER_MEMBER_MAX) throw tooMany();
        this.checkNameFree(memNo, key, id, kept);
        this.statements.insert.run(memNo, id, kept, key, document, this.now());
      }
      return toLayout(this.statements.byId.get(memNo, id)!);
    })();
    return this.changed(memNo, stored);
  }

  /** Renames the member's layout `id` at `baseVersion` (its document kept); answers it as stored. */
  rename(memNo: number, id: string, name: string, baseVersion: number): NamedLayout {
    const kept = keptName(name);
    const key = layoutNameKey(kept);
    const stored = this.db.transaction(() => {
      const record = this.statements.byId.get(memNo, id);
      if (!record) throw notFound(id);
      if (record.version !== baseVersion) throw stale(record);
      this.checkNameFree(memNo, key, id, kept);
      this.statements.update.run(kept, key, record.document, this.now(), memNo, id);
      return toLayout(this.statements.byId.get(memNo, id)!);
    })();
    return this.changed(memNo, stored);
  }

  /**
   * Deletes the member's layout `id` at `version`; stale at another version, not found without it. Deleting
   * the default leaves the member none.
   */
  delete(memNo: number, id: string, version: number): void {
    this.db.transaction(() => {
      const record = this.statements.byId.get(memNo, id);
      if (!record) throw notFound(id);
      if (record.version !== version) throw stale(record);
      this.statements.delete.run(memNo, id);
    })();
    this.changed(memNo, undefined);
  }

  /** Makes the member's layout `id` their one default; answers the list. */
  setDefault(memNo: number, id: string): LayoutSummary[] {
    this.db.transaction(() => {
      if (!this.statements.byId.get(memNo, id)) throw notFound(id);
      this.statements.clearDefault.run(memNo);
      this.statements.setDefault.run(memNo, id);
    })();
    return this.changed(memNo, this.list(memNo));
  }

  /** Leaves the member no default when `id` is it (nothing changes when another is); answers the list. */
  clearDefault(memNo: number, id: string): LayoutSummary[] {
    const cleared = this.db.transaction(() => {
      const record = this.statements.byId.get(memNo, id);
      if (!record) throw notFound(id);
      if (record.isDefault === 1) this.statements.clearDefault.run(memNo);
      return record.isDefault === 1;
    })();
    return cleared ? this.changed(memNo, this.list(memNo)) : this.list(memNo);
  }

  /**
   * Copies the member's layout `id` under `copyId`, named by copyName in `language` ("Copy of …" / "… 사본",
   * then numbered), version 1, not the default; answers the copy. Refused: not found (no `id`), stale (the
   * member has `copyId`: the layout of that id as it is), too many.
   */
  copy(memNo: number, id: string, copyId: string, language: Language): NamedLayout {
    const stored = this.db.transaction(() => {
      const source = this.statements.byId.get(memNo, id);
      if (!source) throw notFound(id);
      const existing = this.statements.byId.get(memNo, copyId);
      if (existing) throw stale(existing);
      if (this.statements.count.get(memNo)!.count >= LAYOUTS_PER_MEMBER_MAX) throw tooMany();
      const name = copyName(
        source.name,
        language,
        (key) => this.statements.byName.get(memNo, key) !== undefined,
      );
      this.statements.insert.run(memNo, copyId, name, layoutNameKey(name), source.document, this.now());
      return toLayout(this.statements.byId.get(memNo, copyId)!);
    })();
    return this.changed(memNo, stored);
  }
}
