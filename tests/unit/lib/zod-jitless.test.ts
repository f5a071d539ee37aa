// The entry's first module (src/lib/zod-jitless.ts) sets zod's configuration without importing zod: zod
// must take it from the global it shares between copies, so its parsers never probe with `new Function`.
import { expect, test } from 'vitest';
import '../../../src/lib/zod-jitless';
import { globalConfig, util } from 'zod/v4/core';

test('zod reads the configuration the entry set before it loaded: jitless, so no eval probe', () => {
  expect((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig).toBe(globalConfig);
  expect(globalConfig.jitless).toBe(true);
  expect(util.allowsEval.value).toBe(false);
});
