import { describe, expect, test } from 'vitest';
import { LAYOUT_ID, LAYOUT_NAME_MAX, type LayoutSummary } from '../../../contract/layout-names';
import { panelsInTree, type LayoutNode } from '../../../contract/workspace-layout';
import { COMPACT_BELOW, DEFAULT_BOX, workspaceBoxOf } from '../../../src/workspace/default-layout';
import { defaultLayout } from '../../../src/workspace/layout-schema';
import {
  freeLayoutName,
  isOwnArrangement,
  layoutFileName,
  newLayoutId,
  textFingerprint,
} from '../../../src/workspace/named-layout-rules';

const named = (...names: string[]): LayoutSummary[] =>
  names.map((name, i) => ({ id: `l${i}`, name, version: 1, isDefault: false, updatedAt: 0 }));

describe('a new layout id', () => {
  test('is one the exchange takes, from a UUID', () => {
    const id = newLayoutId('123e4567-e89b-12d3-a456-426614174000');
    expect(id).toBe('l-123e4567e89b12d3a456426614174000');
    expect(LAYOUT_ID.test(id)).toBe(true);
  });

  test('differs each time from the browser', () => {
    expect(newLayoutId()).not.toBe(newLayoutId());
  });
});

describe('an exported file name', () => {
  test.each([
    ['Scalping', 'Scalping.tradedeck-layout.json'],
    ['스캘핑 데스크', '스캘핑 데스크.tradedeck-layout.json'],
    ['a/b:c*?"<>|d', 'a_b_c______d.tradedeck-layout.json'],
    ['..', 'layout.tradedeck-layout.json'],
    ['  ', 'layout.tradedeck-layout.json'],
  ])('%s → %s', (name, file) => {
    expect(layoutFileName(name)).toBe(file);
  });
});

describe('the name an imported or kept layout takes', () => {
  test('is its own when free', () => {
    expect(freeLayoutName('Scalping', named('Swing'), 'en')).toBe('Scalping');
  });

  test('follows the copy rule when taken, whatever the case', () => {
    expect(freeLayoutName('Scalping', named('scalping'), 'en')).toBe('Copy of Scalping');
    expect(freeLayoutName('Scalping', named('Scalping', 'Copy of Scalping'), 'en')).toBe(
      'Copy of Scalping (2)',
    );
    expect(freeLayoutName('스캘핑', named('스캘핑'), 'ko')).toBe('스캘핑 사본');
  });

  test('fits the name bound', () => {
    const long = 'x'.repeat(LAYOUT_NAME_MAX);
    expect([...freeLayoutName(long, named(long), 'en')].length).toBeLessThanOrEqual(LAYOUT_NAME_MAX);
  });
});

describe('a guest arrangement of their own', () => {
  test('is not a default arrangement, compact or regular, whatever the sizes', () => {
    const boxes = [
      DEFAULT_BOX,
      workspaceBoxOf(1280, 800),
      workspaceBoxOf(1600, 1000),
      workspaceBoxOf(1920, 1080),
    ];
    // Both shapes are among them: a guest on a tall screen is not offered the default as their own.
    expect(new Set(boxes.map((box) => box.height < COMPACT_BELOW)).size).toBe(2);
    for (const box of boxes) {
      const layout = defaultLayout(box);
      expect(isOwnArrangement(layout)).toBe(false);
      const resized = (node: LayoutNode): LayoutNode =>
        node.kind === 'stack'
          ? { ...node, size: '13%' }
          : { ...node, size: '17%', children: node.children.map(resized) };
      expect(isOwnArrangement({ ...layout, root: layout.root && resized(layout.root) })).toBe(false);
    }
  });

  test('is a panel moved out, a panel closed, or a setting changed', () => {
    const layout = defaultLayout(DEFAULT_BOX);
    const [first] = panelsInTree(layout.root);
    const without = (node: LayoutNode): LayoutNode =>
      node.kind === 'stack'
        ? { ...node, panels: node.panels.filter((panel) => panel.id !== first!.id) }
        : { ...node, children: node.children.map(without) };
    expect(isOwnArrangement({ ...layout, root: without(layout.root!), popouts: [first!] })).toBe(true);
    const withSetting = (node: LayoutNode): LayoutNode =>
      node.kind === 'stack'
        ? { ...node, panels: node.panels.map((p) => (p.id === first!.id ? { ...p, settings: { a: 1 } } : p)) }
        : { ...node, children: node.children.map(withSetting) };
    expect(isOwnArrangement({ ...layout, root: withSetting(layout.root!) })).toBe(true);
  });
});

describe('a stored text fingerprint', () => {
  test('is the same for the same text and differs for another', () => {
    expect(textFingerprint('{"a":1}')).toBe(textFingerprint('{"a":1}'));
    expect(textFingerprint('{"a":1}')).not.toBe(textFingerprint('{"a":2}'));
    expect(textFingerprint('')).toMatch(/^[0-9a-f]{8}$/);
  });
});
