/**
 * `npm run bench`: every bench of the project, each printed side by side with a named peer measured in
 * the same run, and saved as JSON under bench/results/. No figure here is a pass/fail threshold.
 *
 *   feed/decode-bench.ts    decodeFrame + columnar ticker table vs zod + a Map of objects (Node)
 *   feed/latency-bench.ts   frame → main thread through the SharedWorker feed vs a naive main-thread socket (Chromium)
 */
import { runDecodeBench } from './feed/decode-bench';
import { runLatencyBench, type LatencyBenchResult } from './feed/latency-bench';
import { MissingSimulatorError } from './feed/simulator';
import { formatNumber, formatRatio, printComparison, saveResults } from './report';

async function main(): Promise<void> {
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
  let failure: Error | null = null;

  const decode = runDecodeBench();
  results.feedDecode = decode;
  const { stream } = decode;
  printComparison(
    `Feed decode: ${stream.coins} coins, ${formatNumber(stream.tradesPerSecond)} trades/s, ${stream.frames} frames, ${formatNumber(stream.rows)} rows`,
    'zod + Map of objects',
    [
      {
        metric: 'frames/s',
        ours: formatNumber(decode.ours.framesPerSecond),
        peer: formatNumber(decode.peer.framesPerSecond),
        ratio: formatRatio(decode.ratio),
      },
      {
        metric: 'rows/s',
        ours: formatNumber(decode.ours.rowsPerSecond),
        peer: formatNumber(decode.peer.rowsPerSecond),
        ratio: formatRatio(decode.ratio),
      },
    ],
  );

  try {
    const latency: LatencyBenchResult = await runLatencyBench();
    results.feedLatency = latency;
    const row = (name: 'p50' | 'p95' | 'p99') => ({
      metric: `${name} ms`,
      ours: formatNumber(latency.feed.newest[name], 1),
      peer: formatNumber(latency.naive.latency[name], 1),
      // Lower latency is better: the ratio says how many times faster ours is.
      ratio: formatRatio(latency.naive.latency[name] / latency.feed.newest[name]),
    });
    printComparison(
      `Frame → main thread latency in Chromium: ${formatNumber(latency.tradeRate)} trades/s for ${latency.seconds} s ` +
        `(${latency.feed.changeSets} change sets, ${latency.naive.frames} naive frames)`,
      'main-thread WebSocket + JSON.parse',
      [row('p50'), row('p95'), row('p99')],
    );
    const oldest = latency.feed.oldest;
    console.log(
      `  oldest frame folded into a change set: p50 ${formatNumber(oldest.p50, 1)} ms, p95 ${formatNumber(oldest.p95, 1)} ms, p99 ${formatNumber(oldest.p99, 1)} ms`,
    );
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    results.feedLatency = { error: failure.message };
  }

  console.log(`\nResults saved to ${saveResults(results)}`);
  if (failure) {
    console.error(
      `\n${failure instanceof MissingSimulatorError ? 'Bench incomplete' : 'Bench failed'}: ${failure.message}`,
    );
    process.exitCode = 1;
  }
}

await main();
