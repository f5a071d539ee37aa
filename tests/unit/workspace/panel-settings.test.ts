import { describe, expect, test } from 'vitest';
import { refusedSettingsWarning, writePanelSettings } from '../../../src/workspace/panel-settings';
import {
  checkPanelSettings,
  PANEL_SETTINGS_MAX_BYTES,
  readPanelSettings,
} from '../../../contract/panel-settings';

/** Settings whose JSON is exactly `bytes` long: {"pad":"…"} with one-byte characters. */
const settingsOfBytes = (bytes: number, char = 'x') => ({ pad: char.repeat(bytes - '{"pad":""}'.length) });

const INDICATORS = {
  indicators: [
    { kind: 'rsi', period: 14, pane: 1, levels: [30, 70], visible: true },
    { kind: 'macd', fast: 12, slow: 26, signal: 9, colour: '#e0b000', note: null },
  ],
  version: 1,
};

describe('a panel’s settings are a JSON object', () => {
  test.each([
    ['indicators', INDICATORS],
    ['empty', {}],
    ['without a prototype', Object.assign(Object.create(null) as object, { a: 1 })],
    ['Korean text', { 이름: '상대강도지수' }],
    ['nested arrays and objects', { a: [[1, [2, { b: [] }]], { c: { d: 'e' } }] }],
  ])('%s is kept as it is', (_name, value) => {
    expect(readPanelSettings(value)).toBe(value);
    expect(checkPanelSettings(value)).toEqual({ ok: true, settings: value, json: JSON.stringify(value) });
  });

  const cycle: Record<string, unknown> = { a: 1 };
  cycle['self'] = cycle;
  const shared = { n: 1 };

  test.each([
    ['an array', [1, 2], 'not-object'],
    ['a string', '{"a":1}', 'not-object'],
    ['a number', 42, 'not-object'],
    ['true', true, 'not-object'],
    ['null', null, 'not-object'],
    ['undefined', undefined, 'not-object'],
    ['a date', new Date(0), 'not-object'],
    ['a map', new Map([['a', 1]]), 'not-object'],
    ['a class instance', new (class Settings {})(), 'not-object'],
    ['a nested undefined', { a: { b: undefined } }, 'not-json'],
    ['a nested function', { a: [() => 1] }, 'not-json'],
    ['a nested NaN', { a: NaN }, 'not-json'],
    ['a nested Infinity', { a: [1, -Infinity] }, 'not-json'],
    ['a nested date', { at: new Date(0) }, 'not-json'],
    ['a nested map', { m: new Map() }, 'not-json'],
    ['a nested bigint', { n: 1n }, 'not-json'],
    // eslint-disable-next-line no-sparse-arrays -- a hole is what is tested
    ['a hole in an array', { a: [1, , 3] }, 'not-json'],
    ['a cycle', cycle, 'not-json'],
  ])('%s is refused (%s) and reads as null', (_name, value, problem) => {
    expect(checkPanelSettings(value)).toMatchObject({ ok: false, problem });
    expect(readPanelSettings(value)).toBeNull();
  });

  test('the same object twice (not a cycle) is JSON', () => {
    expect(readPanelSettings({ a: shared, b: [shared] })).not.toBeNull();
  });

  test('nesting past the engine’s stack is refused, not thrown', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(checkPanelSettings({ deep })).toMatchObject({ ok: false, problem: 'not-json' });
  });
});

describe('the size cap counts the UTF-8 bytes of the JSON', () => {
  test('the cap is 16 KiB', () => {
    expect(PANEL_SETTINGS_MAX_BYTES).toBe(16_384);
  });

  test.each([
    ['exactly the cap', PANEL_SETTINGS_MAX_BYTES, true],
    ['one byte over', PANEL_SETTINGS_MAX_BYTES + 1, false],
    ['far over', 10 * PANEL_SETTINGS_MAX_BYTES, false],
  ])('%s of one-byte characters: kept %s', (_name, bytes, kept) => {
    const value = settingsOfBytes(bytes);
    expect(JSON.stringify(value)).toHaveLength(bytes);
    expect(readPanelSettings(value) !== null).toBe(kept);
    if (!kept) expect(checkPanelSettings(value)).toEqual({ ok: false, problem: 'too-large', bytes });
  });

  test('three-byte characters count three times: under the cap in characters, over it in bytes', () => {
    // {"name":""} and 6,000 Hangul syllables: 6,011 UTF-16 units, 18,011 bytes.
    const value = { name: '가'.repeat(6_000) };
    expect(JSON.stringify(value).length).toBeLessThan(PANEL_SETTINGS_MAX_BYTES);
    expect(checkPanelSettings(value)).toEqual({ ok: false, problem: 'too-large', bytes: 18_011 });
    expect(readPanelSettings({ name: '가'.repeat(5_000) })).not.toBeNull();
  });

  test('a four-byte character (a surrogate pair) counts four', () => {
    const value = { e: '😀'.repeat(4_094) };
    // {"e":""} is 8 bytes; 4,094 × 4 = 16,376: 16,384 in all, exactly the cap.
    expect(readPanelSettings(value)).toBe(value);
    expect(checkPanelSettings({ e: '😀'.repeat(4_095) })).toMatchObject({ ok: false, bytes: 16_388 });
  });
});

describe('a panel writing its settings', () => {
  test('new settings are kept as a copy, so the panel’s later changes to its object change nothing', () => {
    const next = { indicators: [{ kind: 'rsi', period: 14 }] };
    const write = writePanelSettings(null, next);
    expect(write).toEqual({ kind: 'changed', settings: next });
    expect(write.kind === 'changed' && write.settings).not.toBe(next);
    next.indicators[0]!.period = 21;
    expect(write).toEqual({ kind: 'changed', settings: { indicators: [{ kind: 'rsi', period: 14 }] } });
  });

  test('settings equal to those kept change nothing', () => {
    expect(writePanelSettings(INDICATORS, structuredClone(INDICATORS))).toEqual({ kind: 'same' });
    expect(writePanelSettings(INDICATORS, { ...INDICATORS, version: 2 })).toMatchObject({ kind: 'changed' });
    expect(writePanelSettings(null, {})).toEqual({ kind: 'changed', settings: {} });
  });

  test.each([
    ['over the cap', settingsOfBytes(PANEL_SETTINGS_MAX_BYTES + 1), 'too-large'],
    ['an array', [INDICATORS], 'not-object'],
    ['with a nested date', { since: new Date(0) }, 'not-json'],
  ])('%s is refused', (_name, next, problem) => {
    expect(writePanelSettings(INDICATORS, next)).toMatchObject({ kind: 'refused', problem });
  });

  test('the warning names the panel, the reason and the cap', () => {
    const write = writePanelSettings(null, settingsOfBytes(PANEL_SETTINGS_MAX_BYTES + 1));
    expect(write.kind).toBe('refused');
    if (write.kind !== 'refused') return;
    expect(refusedSettingsWarning('chart-1', write)).toBe(
      'Panel chart-1: settings not kept, their JSON is 16385 bytes, over the 16384 a panel may keep; ' +
        'its previous settings stay.',
    );
    expect(refusedSettingsWarning('chart-2', { kind: 'refused', problem: 'not-object' })).toMatch(
      /^Panel chart-2: settings not kept, they are not a JSON object;/,
    );
  });
});
