#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest — type check, lint, import
// cycles, format, unit tests (Node), browser tests (real Chromium) and end-to-end tests (Playwright against
// `npm start`).
// It stops at the first failing stage and ends with one summary line of the test counts.
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
run('type check', npx, ['tsc', '--noEmit', '-p', '.']);
run('lint', npx, ['eslint', '.', '--max-warnings=0']);
run('import cycles', npx, ['dpdm']); // settings and why: dpdm.config.ts
run('format', npx, ['prettier', '--check', '.', '--log-level=warn']);
const unitReport = join(reports, 'unit.json');
run(
  'unit tests (Node)',
  npx,
  [
    'vitest',
    'run',
    '--project',
    'unit',
    '--reporter=default',
    `--reporter=json`,
    `--outputFile.json=${unitReport}`,
  ],
  { report: { file: unitReport, count: vitestCounts } },
);
run('find or install Chromium', 'node', ['scripts/ensure-chromium.mjs']);
// The browser suite runs as BROWSER_PARTS fresh browser sessions, one after the other. One session grows
// slower file after file; part of that was Chromium's shared memory for revalidated modules, given back now
// after each file (tests/browser/setup.ts). What is left slows files that drive the page through
// Playwright (clicks, typing) late in a long session, cause not found: the carousel's file took 41 s and the
// trade number input's 38 s late in a part of 26 files, 1.2 s and 1.3 s alone. On a quiet machine here the
// whole browser suite took 513 s as four parts, and 378 s and 458 s as eight in two runs (parts of 26–110 s):
// a part's start costs less than the slowdown it saves.
const BROWSER_PARTS = 8;
for (let part = 1; part <= BROWSER_PARTS; part += 1) {
  const browserReport = join(reports, `browser-${part}.json`);
  run(
    `browser tests (Chromium), part ${part} of ${BROWSER_PARTS}`,
    npx,
    [
      'vitest',
      'run',
      '--project',
      'browser',
      `--shard=${part}/${BROWSER_PARTS}`,
      '--reporter=default',
      `--reporter=json`,
      `--outputFile.json=${browserReport}`,
    ],
    { report: { file: browserReport, count: vitestCounts } },
  );
}
const e2eReport = join(reports, 'e2e.json');
run('end-to-end tests (Playwright against npm start)', npx, ['playwright', 'test'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  report: { file: e2eReport, count: playwrightCounts },
});
finish(0);
