export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export function vitestCounts(report: {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}): Counts;
export function playwrightCounts(report: {
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
}): Counts;
export function addStage(totals: Counts, counts: Counts | null, exitStatus: number | null): Counts;
export function summaryLine(totals: Counts): string;
