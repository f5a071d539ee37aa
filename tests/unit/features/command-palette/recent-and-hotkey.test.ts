import { describe, expect, test } from 'vitest';
import {
  isMacPlatform,
  isPaletteHotkey,
  parseRecent,
  RECENT_KEPT,
  withRecent,
  type KeyPress,
} from '../../../../src/features/command-palette/rules';

describe('parseRecent', () => {
  test.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['a list of ids', '["coin.BTC-KRW","interval.60"]', ['coin.BTC-KRW', 'interval.60']],
    ['damaged JSON', '["coin', []],
    ['not a list', '{"a":1}', []],
    ['other values dropped', '["a",1,null,"b"]', ['a', 'b']],
  ])('%s', (_name, text, recent) => {
    expect(parseRecent(text)).toEqual(recent);
  });

  test('keeps at most RECENT_KEPT', () => {
    const many = JSON.stringify(Array.from({ length: 20 }, (_, i) => `c${i}`));
    expect(parseRecent(many)).toHaveLength(RECENT_KEPT);
  });
});

describe('withRecent', () => {
  test.each<[string[], string, string[]]>([
    [[], 'a', ['a']],
    [['b', 'a'], 'a', ['a', 'b']],
    [['a', 'b'], 'c', ['c', 'a', 'b']],
  ])('%j + %s', (recent, id, next) => {
    expect(withRecent(recent, id)).toEqual(next);
  });

  test('the oldest go beyond RECENT_KEPT', () => {
    const full = Array.from({ length: RECENT_KEPT }, (_, i) => `c${i}`);
    expect(withRecent(full, 'new')).toEqual(['new', ...full.slice(0, RECENT_KEPT - 1)]);
  });
});

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isPaletteHotkey', () => {
  test.each<[string, KeyPress, boolean, boolean]>([
    ['Ctrl+K elsewhere', press('k', { ctrlKey: true }), false, true],
    ['Ctrl+K with Caps Lock', press('K', { ctrlKey: true }), false, true],
    ['Cmd+K on a Mac', press('k', { metaKey: true }), true, true],
    ['Ctrl+K on a Mac', press('k', { ctrlKey: true }), true, false],
    ['Meta+K elsewhere', press('k', { metaKey: true }), false, false],
    ['K alone', press('k'), false, false],
    ['Ctrl+Shift+K', press('K', { ctrlKey: true, shiftKey: true }), false, false],
    ['Ctrl+Alt+K', press('k', { ctrlKey: true, altKey: true }), false, false],
    ['Ctrl+J', press('j', { ctrlKey: true }), false, false],
  ])('%s', (_name, keyPress, mac, opens) => {
    expect(isPaletteHotkey(keyPress, mac)).toBe(opens);
  });

  test.each<[string, boolean]>([
    ['MacIntel', true],
    ['macOS', true],
    ['iPad', true],
    ['Win32', false],
    ['Linux x86_64', false],
    ['', false],
  ])('isMacPlatform(%j)', (platform, mac) => {
    expect(isMacPlatform(platform)).toBe(mac);
  });
});
