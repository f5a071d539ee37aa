// The counting behind `npm test`'s closing line (CI reads it): what each runner's JSON report says, and how a
// stage adds to the totals. Pure, so tests pin it down with reports of their own.

/** Counts of a Vitest JSON report. */
export function vitestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts of a Playwright JSON report (a flaky test passed on retry). */
export function playwrightCounts({ stats }) {
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/**
 * Totals after a stage: its report's counts (null when it ran no tests or crashed before writing one). A
 * stage that failed with no failing test counted (type errors, lint, a crashed runner) counts as one failure,
 * so the closing line never says "0 failed" of a run that failed.
 */
export function addStage(totals, counts, exitStatus) {
  const stage = counts ?? { passed: 0, failed: 0, skipped: 0 };
  const failed = exitStatus !== 0 && stage.failed === 0 ? 1 : stage.failed;
  return {
    passed: totals.passed + stage.passed,
    failed: totals.failed + failed,
    skipped: totals.skipped + stage.skipped,
  };
}

export function summaryLine({ passed, failed, skipped }) {
  return `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}
