/**
 * zod on the app's pages: their policy forbids eval (no 'unsafe-eval', server/http/security-headers.ts),
 * so zod's compiled parsers can never run there. Saying so before any schema parses keeps zod from probing
 * with `new Function`, which the browser reports as a policy violation on every page although zod catches
 * it. Imported first by the entry, before any module that parses at load (the stores read their storage).
 */
import { z } from 'zod';

z.config({ jitless: true });
