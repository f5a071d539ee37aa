import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { loadPreviousModel, PREVIOUS_MODEL_COMMIT } from '../../../../bench/forecast/previous-model';
import { brownianCandles } from '../../../../bench/forecast/synthetic-candles';

/**
 * What computeForecast gave at PREVIOUS_MODEL_COMMIT on the bench's series (brownianCandles(5000, 5),
 * interval 1): its next-bar pair and overlay ends, to 12 decimals — enough to tell that model from any other.
 */
const AT_PREVIOUS_COMMIT = {
  next: { up: 0.24876927193129322, down: 0.8570258002752073 },
  overlay: { start: 530, length: 4470, first: 0.755799310175, last: 0.595094692708 },
};

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
    'taken from git history, it is the model of that commit',
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
      const { next, overlay } = AT_PREVIOUS_COMMIT;
      expect(result.next).toEqual(next);
      expect(result.overlay.start).toBe(overlay.start);
      expect(result.overlay.up.length).toBe(overlay.length);
      expect(result.overlay.up[0]!.toFixed(12)).toBe(overlay.first.toFixed(12));
      expect(result.overlay.up.at(-1)!.toFixed(12)).toBe(overlay.last.toFixed(12));
    },
  );
});
