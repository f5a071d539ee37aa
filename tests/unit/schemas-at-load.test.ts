/**
 * No module of src/ builds a zod schema as it loads: a schema is built on its first use (contract/lazy-schema.ts
 * lazySchema), so a page pays only for the schemas it parses before its first frame. Every module of src/ that
 * imports zod or keeps a versioned record (whose fields are a schema) is loaded with zod counting the schemas it
 * constructs, so a schema written at a module's top level fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { globalConfig } from 'zod/v4/core';

const SRC = join(import.meta.dirname, '..', '..', 'src');

const MODULES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.tsx?$/.test(file))
  .filter((file) => /from 'zod'|versionedRecord[<(]/.test(readFileSync(join(SRC, file), 'utf8')))
  .sort();

// zod calls the global post-processor once per schema it constructs (the hook `zod/compile` installs).
const config = globalConfig as { postProcessor?: (schema: unknown) => void };
let built = 0;

beforeAll(() => {
  config.postProcessor = () => (built += 1);
});
afterAll(() => {
  delete config.postProcessor;
});
beforeEach(() => {
  vi.resetModules();
  built = 0;
});

test('the modules that build schemas are found', () => {
  expect(MODULES).toEqual(
    expect.arrayContaining([
      'api/transport.ts',
      'features/chart/rules/chart-settings.ts',
      'features/order-panel/kept-orders.ts',
      'shell/rules.ts',
      'state/settings.ts',
      'state/sync.ts',
      'workspace/popout-protocol.ts',
    ]),
  );
});

test.each(MODULES)('src/%s builds no schema as it loads', async (file) => {
  await import(join(SRC, file));
  expect(built).toBe(0);
});

test('a schema is built when it is first used', async () => {
  const { parseSyncMessage } = await import('../../src/state/sync');
  expect(built).toBe(0);
  expect(parseSyncMessage({ type: 'language', language: 'en' })).toEqual({
    type: 'language',
    language: 'en',
  });
  expect(built).toBeGreaterThan(0);
});
