/**
 * ARCHITECTURE.md's layer table says what eslint.config.js enforces: for every part of the tree the lint
 * zones name, the page has a row, and its "may import" is exactly what the zones leave open. A layer the
 * page names before the lint knows it is accepted only while its folder does not exist yet.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const ZONE_RULE = 'import-x/no-restricted-paths';

interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
}
interface ConfigBlock {
  rules?: Record<string, unknown>;
}

/** The page's layer table: each row's layer and its "may import" text. */
function pageRows(): Map<string, string> {
  const page = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const rows = new Map<string, string>();
  for (const line of page.split('\n')) {
    const match = /^\|\s*`([^`]+)`\s*\|(.*)\|\s*$/.exec(line);
    if (match) rows.set(match[1]!, match[2]!.trim());
  }
  return rows;
}

const ticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/**
 * What a row's "may import" names, among `parts`: "packages only", a list of parts, or "anything[ of
 * `src/`][ but `X`[ and `Y`]][, and `Z`…]".
 */
function readAllowed(layer: string, text: string, parts: string[]): string[] {
  if (/^packages only/.test(text)) return [];
  const anything = /^anything( of `src\/`)?((?: but| and) `[^`]+`)*/.exec(text);
  if (!anything) return ticked(text);
  const base = parts.filter((part) => part !== layer && (!anything[1] || part.startsWith('src/')));
  const but = ticked(anything[0]).filter((token) => token !== 'src/');
  return [...base.filter((part) => !but.includes(part)), ...ticked(text.slice(anything[0].length))];
}

let parts: Record<string, string>;
let zones: Zone[];
beforeAll(async () => {
  const config = (await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href)) as {
    PARTS: Record<string, string>;
    default: ConfigBlock[];
  };
  parts = config.PARTS;
  const block = config.default.find((entry) => entry.rules?.[ZONE_RULE]);
  zones = (block!.rules![ZONE_RULE] as [string, { zones: Zone[] }])[1].zones;
}, 60_000);

/** The parts a layer may import by the lint: every part no plain zone on it forbids. */
function lintAllowed(layer: string): string[] {
  const glob = parts[layer]!;
  const forbidden = new Set(
    zones
      .filter((zone) => zone.target === glob && !zone.except)
      .flatMap((zone) => (Array.isArray(zone.from) ? zone.from : [zone.from])),
  );
  return Object.keys(parts).filter((part) => part !== layer && !forbidden.has(parts[part]!));
}

describe('ARCHITECTURE.md matches the lint zones', () => {
  test('every part of the lint has a row, and every row is a part of the lint or a folder still to come', () => {
    const rows = pageRows();
    expect(Object.keys(parts).filter((part) => !rows.has(part))).toEqual([]);
    const unknown = [...rows.keys()].filter((layer) => !(layer in parts));
    expect(unknown.filter((layer) => existsSync(join(ROOT, layer)))).toEqual([]);
  });

  test("each row's may-import is what the zones leave open", () => {
    const rows = pageRows();
    const known = Object.keys(parts);
    for (const layer of known) {
      const named = readAllowed(layer, rows.get(layer) ?? '', [...rows.keys()]);
      // A layer the page names before the lint knows it (its folder not there yet) is not compared.
      const page = named.filter((part) => known.includes(part)).sort();
      expect(page, layer).toEqual(lintAllowed(layer).sort());
    }
  });
});
