import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { loadPreviousModel, PREVIOUS_MODEL_COMMIT } from '../../../../bench/forecast/previous-model';
import { brownianCandles } from '../../../../bench/forecast/synthetic-candles';
import expected from '../../../fixtures/forecast/brownian-5000-seed-5.json';

function cloneHolds(commit: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the previous model for the forecast bench', () => {
  test('a commit the clone does not hold gives the reason, not an exception', async () => {
    const missing = await loadPreviousModel('0000000000000000000000000000000000000000');
    expect(missing).toEqual({
      ok: false,
      commit: '0000000000000000000000000000000000000000',
      reason: expect.stringContaining('not in this clone') as unknown,
    });
  });

  // A shallow clone has no history to take the model from: nothing to check there.
  test.runIf(cloneHolds(PREVIOUS_MODEL_COMMIT))(
    'taken from git history, it is the model the forecast fixture was written by',
    async () => {
      const previous = await loadPreviousModel();
      if (!previous.ok) throw new Error(previous.reason);
      const result = previous.computeForecast(brownianCandles(5000, 5), {
        symbol: 'BTC/KRW',
        chartType: 0,
        interval: '1',
        replayed: false,
      });
      if (!result.ok) throw new Error(`forecast failed: ${result.reason}`);
      expect(result.next).toEqual(expected.next);
      expect(Array.from(result.overlay.up, (v) => Number(v.toFixed(12)))).toEqual(expected.overlay.up);
    },
  );
});
