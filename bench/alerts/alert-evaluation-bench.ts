/**
 * The exchange's alert evaluation under load (10,000 active alerts over 200 coins at 5,000
 * trades/s): the simulator at 5,000 trades/s with the alert evaluator over 10,000 active
 * alerts (50 members at ALERTS_PER_MEMBER_MAX, alert-bench-setup.ts), against the same run with no alerts;
 * each side in a fresh process (alert-bench-child.ts), the side going first alternating by round. Figures:
 * the event-loop delay p99 (and max) over 20 s holding one minute's bar close, and the process's CPU. Targets: p99
 * within +5 ms of the run without alerts, CPU within +15 %.
 */
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordsAgainst, type BenchSection } from '../report';
import { median, roundOrder } from '../stats';
import type { AlertBenchSample } from './alert-bench-child';

const ROUNDS = 3;
const ALERTS = 10_000;
const TRADE_RATE = 5_000;
const PEER = 'the same run with no alerts';
const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'alert-bench-child.ts');

function runSide(alerts: number): Promise<AlertBenchSample> {
  const child = fork(CHILD, [String(alerts), String(TRADE_RATE)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (sample: AlertBenchSample) => resolve(sample));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the alert bench's side exited with code ${code}`));
    });
  });
}

export async function runAlertEvaluationBench(): Promise<BenchSection[]> {
  const ours: AlertBenchSample[] = [];
  const peer: AlertBenchSample[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const side of roundOrder(['ours', 'peer'] as const, round)) {
      const sample = await runSide(side === 'ours' ? ALERTS : 0);
      (side === 'ours' ? ours : peer).push(sample);
    }
  const record = recordsAgainst(PEER);
  const of = (samples: AlertBenchSample[], field: keyof AlertBenchSample) => samples.map((s) => s[field]);
  const delayGap = median(of(ours, 'delayP99')) - median(of(peer, 'delayP99'));
  const cpuRatio = median(of(ours, 'cpu')) / median(of(peer, 'cpu'));
  return [
    {
      title: `Alert evaluation: ${ALERTS.toLocaleString('en-US')} active alerts over 200 coins at ${TRADE_RATE.toLocaleString('en-US')} trades/s, ${ROUNDS} rounds of 20 s (one bar close each)`,
      peerName: PEER,
      records: [
        record('event-loop delay p99', 'ms', of(ours, 'delayP99'), of(peer, 'delayP99'), 'lower'),
        record('event-loop delay max', 'ms', of(ours, 'delayMax'), of(peer, 'delayMax'), 'lower'),
        record('process CPU', '% of a core', of(ours, 'cpu'), of(peer, 'cpu'), 'lower'),
        record('trades measured', 'trades', of(ours, 'trades'), of(peer, 'trades'), 'higher'),
      ],
      notes: [
        `p99 ${delayGap >= 0 ? '+' : ''}${delayGap.toFixed(2)} ms against the run with no alerts (target: within +5 ms); CPU ${((cpuRatio - 1) * 100).toFixed(1)} % (target: within +15 %).`,
        `Firings per round (median): ${median(of(ours, 'firings'))}; alerts still on at the end (median): ${median(of(ours, 'held'))} (a once alert that fired is off).`,
      ],
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const section of await runAlertEvaluationBench()) console.log(JSON.stringify(section, null, 2));
}
