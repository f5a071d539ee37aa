import { describe, expect, test } from 'vitest';
import {
  remembersSoftware,
  softwareRecord,
  VERDICT_MAX_AGE_MS,
  VERDICT_VERSION,
} from '../../../src/render/software-verdict';

const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OTHER = AGENT.replace('Chrome/131', 'Chrome/132');
const AT = 1_800_000_000_000;

const record = (fields: Record<string, unknown>) =>
  JSON.stringify({ v: VERDICT_VERSION, agent: AGENT, at: AT, ...fields });

describe('remembersSoftware', () => {
  test.each<[string, string | null, string, number, boolean]>([
    ['just said', softwareRecord(AGENT, AT), AGENT, AT, true],
    ['a day ago', softwareRecord(AGENT, AT), AGENT, AT + 86_400_000, true],
    ['at the edge of its age', softwareRecord(AGENT, AT), AGENT, AT + VERDICT_MAX_AGE_MS, true],
    ['nothing stored', null, AGENT, AT, false],
    ['too old', softwareRecord(AGENT, AT), AGENT, AT + VERDICT_MAX_AGE_MS + 1, false],
    ['from the future (the clock went back)', softwareRecord(AGENT, AT), AGENT, AT - 1, false],
    ['another browser (an update)', softwareRecord(AGENT, AT), OTHER, AT, false],
    ['another version of the record', record({ v: VERDICT_VERSION + 1 }), AGENT, AT, false],
    ['no time in it', record({ at: 'today' }), AGENT, AT, false],
    ['not a record', 'true', AGENT, AT, false],
    ['broken JSON', '{"v":1,', AGENT, AT, false],
    ['JSON null', 'null', AGENT, AT, false],
  ])('%s', (_case, stored, agent, now, expected) => {
    expect(remembersSoftware(stored, agent, now)).toBe(expected);
  });
});
