import { describe, expect, test } from 'vitest';
import type { LayoutSummary } from '../../../contract/layout-names';
import {
  activeChange,
  activeLayoutKey,
  parseActiveLayout,
  serializeActiveLayout,
  type ActiveLayout,
  type OwnWrite,
} from '../../../src/workspace/named-layout-state';

const summary = (id: string, version: number): LayoutSummary => ({
  id,
  name: `Layout ${id}`,
  version,
  isDefault: false,
  updatedAt: 1,
});

describe('the active layout kept per member', () => {
  test('is keyed by its owner, beside the layout itself', () => {
    expect(activeLayoutKey('m7')).toBe('tradedeck.workspace.activeLayout.m7');
    expect(activeLayoutKey('m7')).not.toBe(activeLayoutKey('m8'));
  });

  test('reads back what it wrote', () => {
    const active: ActiveLayout = { id: 'l-1', name: 'Scalping', version: 3 };
    expect(parseActiveLayout(serializeActiveLayout(active))).toEqual(active);
  });

  test.each([
    ['nothing stored', null],
    ['cleared', ''],
    ['not JSON', '{'],
    ['not an object', '3'],
    ['no id', '{"name":"a","version":1}'],
    ['a version of 0', '{"id":"a","name":"a","version":0}'],
    ['a fractional version', '{"id":"a","name":"a","version":1.5}'],
    ['a name that is no text', '{"id":"a","name":5,"version":1}'],
  ])('is none when %s', (_, text) => {
    expect(parseActiveLayout(text)).toBeNull();
  });
});

describe('what the member list says of the active layout', () => {
  const active: ActiveLayout = { id: 'a', name: 'Layout a', version: 2 };

  test.each([
    ['the same version', [summary('a', 2)], 'same'],
    ['an older version (this window saved and the frame is late)', [summary('a', 1)], 'same'],
    ['a later version (another window saved it)', [summary('b', 1), summary('a', 3)], 'newer'],
    ['no such layout (deleted elsewhere)', [summary('b', 1)], 'gone'],
  ])('%s', (_, list, kind) => {
    expect(activeChange(list, active).kind).toBe(kind);
  });

  test('names the newer version', () => {
    const change = activeChange([summary('a', 5)], active);
    expect(change).toEqual({ kind: 'newer', summary: summary('a', 5) });
  });

  // The exchange publishes a write's frame before it answers: a window's own write must never read as
  // another window's (no "changed in another window" notice for it).
  const saving = (baseVersion: number, id = 'a'): OwnWrite => ({ id, baseVersion });
  test.each([
    ['no write under way, one version up', 3, [], 'newer'],
    ['its own save on the shown version, one up: its frame came before its answer', 3, [saving(2)], 'same'],
    ['its own save, but two versions up: another window wrote too', 4, [saving(2)], 'newer'],
    ['a write of another layout under way', 3, [saving(2, 'b')], 'newer'],
    ['a write made on an older version than the one shown', 3, [saving(1)], 'newer'],
    ['a write made on a later version (the list was newer already)', 4, [saving(3)], 'newer'],
    ['two writes under way, one of them on the shown version', 3, [saving(2, 'b'), saving(2)], 'same'],
    ['its own write under way, the frame not moved', 2, [saving(2)], 'same'],
  ] as const)('%s', (_, version, writes, kind) => {
    expect(activeChange([summary('a', version)], active, writes).kind).toBe(kind);
  });

  test('a write under way does not hide a delete made elsewhere', () => {
    expect(activeChange([], active, [saving(2)]).kind).toBe('gone');
  });
});
