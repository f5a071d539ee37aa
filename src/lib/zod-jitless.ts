/**
 * zod on the app's pages: their policy forbids eval (no 'unsafe-eval', server/http/security-headers.ts),
 * so zod's compiled parsers can never run there. Saying so before any schema parses keeps zod from probing
 * with `new Function`, which the browser reports as a policy violation on every page although zod catches
 * it. zod keeps its configuration on `globalThis.__zod_globalConfig`, shared by every copy of zod and made
 * only where none is there yet (zod/v4/core/core.js): set here with no zod import, it is what zod finds when
 * its chunk loads, and the page's small first chunk (boot.ts runs this first) stays free of zod.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
