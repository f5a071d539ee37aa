#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest — type check, lint, import
// cycles, format, unit tests (Node), browser tests (real Chromium) and end-to-end tests (Playwright against
// the production build as `npm start` serves it).
// It stops at the first failing stage and ends with one summary line of the test counts.
// Its time, target at most 12 minutes on a quiet 2-core machine: 674 s and 700 s on two fresh clones here
// (type check 19 s, lint 22 s, cycles 3 s, format 14-16 s, unit 146-158 s, browser 208-220 s, end-to-end
// 261-262 s). Beside two CPU-bound processes (`yes > /dev/null` twice, load 5-7) its stages took 1,005 s.
// Timeouts are hang guards, never speed claims (tests/hang-guard.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addStage, playwrightCounts, summaryLine, vitestCounts } from './test-counts.mjs';

const reports = mkdtempSync(join(tmpdir(), 'tradedeck-test-'));
let totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * Runs one stage. A stage that runs tests names its JSON report and how to count it: the counts are taken
 * whether the stage passed or failed, so that the closing line counts a failing test (test-counts.mjs).
 */
function run(title, command, args, { env = {}, report } = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts =
    report && existsSync(report.file) ? report.count(JSON.parse(readFileSync(report.file, 'utf8'))) : null;
  totals = addStage(totals, counts, result.status);
  if (result.status !== 0) {
    console.error(`\n=== ${title} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    finish(1);
  }
  console.log(`=== ${title} passed in ${seconds} s`);
}

function finish(code) {
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${summaryLine(totals)}`);
  process.exit(code);
}

const npx = 'npx';

/** Runs one vitest project as a stage, counted from its JSON report. */
function runVitest(title, project) {
  const report = join(reports, `${project}.json`);
  run(
    title,
    npx,
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { report: { file: report, count: vitestCounts } },
  );
}

run('type check', npx, ['tsc', '--noEmit', '-p', '.']);
run('lint', npx, ['eslint', '.', '--max-warnings=0']);
run('import cycles', npx, ['dpdm']); // settings and why: dpdm.config.ts
run('format', npx, ['prettier', '--check', '.', '--log-level=warn']);
runVitest('unit tests (Node)', 'unit');
run('find or install Chromium', 'node', ['scripts/ensure-chromium.mjs']);
// The browser suite runs as one browser session per core, side by side (vitest.config.ts).
runVitest('browser tests (Chromium)', 'browser');
const e2eReport = join(reports, 'e2e.json');
run('end-to-end tests (Playwright against npm start)', npx, ['playwright', 'test'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  report: { file: e2eReport, count: playwrightCounts },
});
finish(0);
