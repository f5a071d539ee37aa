import { describe, expect, test } from 'vitest';
import {
  rememberedVerdict,
  VERDICT_MAX_AGE_MS,
  VERDICT_VERSION,
  verdictRecord,
} from '../../../src/render/software-verdict';

const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OTHER = AGENT.replace('Chrome/131', 'Chrome/132');
const AT = 1_800_000_000_000;

const record = (fields: Record<string, unknown>) =>
  JSON.stringify({ v: VERDICT_VERSION, agent: AGENT, software: true, at: AT, ...fields });

describe('rememberedVerdict', () => {
  test.each<[string, string | null, string, number, boolean | null]>([
    ['software, just given', verdictRecord(true, AGENT, AT), AGENT, AT, true],
    ['a GPU, a day ago', verdictRecord(false, AGENT, AT), AGENT, AT + 86_400_000, false],
    ['at the edge of its age', verdictRecord(true, AGENT, AT), AGENT, AT + VERDICT_MAX_AGE_MS, true],
    ['nothing stored', null, AGENT, AT, null],
    ['too old', verdictRecord(true, AGENT, AT), AGENT, AT + VERDICT_MAX_AGE_MS + 1, null],
    ['from the future (the clock went back)', verdictRecord(true, AGENT, AT), AGENT, AT - 1, null],
    ['another browser (an update)', verdictRecord(true, AGENT, AT), OTHER, AT, null],
    ['another version of the record', record({ v: VERDICT_VERSION + 1 }), AGENT, AT, null],
    ['no verdict in it', record({ software: 'yes' }), AGENT, AT, null],
    ['no time in it', record({ at: 'today' }), AGENT, AT, null],
    ['not JSON', 'true', AGENT, AT, null],
    ['broken JSON', '{"v":1,', AGENT, AT, null],
    ['JSON null', 'null', AGENT, AT, null],
  ])('%s', (_case, stored, agent, now, expected) => {
    expect(rememberedVerdict(stored, agent, now)).toBe(expected);
  });
});
