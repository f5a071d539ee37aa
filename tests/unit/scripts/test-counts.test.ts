import { describe, expect, test } from 'vitest';
import { addStage, playwrightCounts, summaryLine, vitestCounts } from '../../../scripts/test-counts.mjs';

const none = { passed: 0, failed: 0, skipped: 0 };

describe("npm test's closing line", () => {
  test('reads Vitest and Playwright reports', () => {
    expect(
      vitestCounts({ numPassedTests: 10, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 }),
    ).toEqual({ passed: 10, failed: 2, skipped: 2 });
    expect(playwrightCounts({ stats: { expected: 12, flaky: 1, unexpected: 1, skipped: 0 } })).toEqual({
      passed: 13,
      failed: 1,
      skipped: 0,
    });
  });

  test.each([
    [
      'a passing stage adds its counts',
      { passed: 5, failed: 0, skipped: 1 },
      0,
      { passed: 3005, failed: 0, skipped: 1 },
    ],
    // The end-to-end stage that failed while the summary still said "0 failed".
    [
      'a failing stage adds its failing tests',
      { passed: 12, failed: 1, skipped: 0 },
      1,
      { passed: 3012, failed: 1, skipped: 0 },
    ],
    [
      'a failed stage with no failing test counted is one failure',
      { passed: 7, failed: 0, skipped: 0 },
      1,
      { passed: 3007, failed: 1, skipped: 0 },
    ],
    [
      'a stage that crashed before its report is one failure',
      null,
      1,
      { passed: 3000, failed: 1, skipped: 0 },
    ],
    ['a killed stage (no exit status) is one failure', null, null, { passed: 3000, failed: 1, skipped: 0 }],
    ['a stage without tests that passed adds nothing', null, 0, { passed: 3000, failed: 0, skipped: 0 }],
  ])('%s', (_name, counts, status, expected) => {
    expect(addStage({ ...none, passed: 3000 }, counts, status)).toEqual(expected);
  });

  test('is the plain line CI reads', () => {
    expect(summaryLine({ passed: 3066, failed: 1, skipped: 0 })).toBe(
      'tests: 3066 passed, 1 failed, 0 skipped',
    );
  });
});
