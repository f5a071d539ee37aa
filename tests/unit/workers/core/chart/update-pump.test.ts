import { describe, expect, it } from 'vitest';
import { UPDATE_BATCH_MS, UpdatePump } from '../../../../../workers/core/chart/update-pump';
import { FakeScheduler } from '../feed/fakes';

type Step = 'notify' | 'taken' | 'wait' | 'nothing-left';

/** Sends counted at each step: a pump whose window takes its messages when told. */
function play(steps: Step[]): number[] {
  const clock = new FakeScheduler();
  let left = true;
  let sent = 0;
  const pump = new UpdatePump(() => {
    if (!left) return false;
    sent += 1;
    return true;
  }, clock);
  return steps.map((step) => {
    if (step === 'notify') {
      left = true;
      pump.notify();
    } else if (step === 'taken') pump.taken();
    else if (step === 'nothing-left') left = false;
    else clock.advance(UPDATE_BATCH_MS);
    return sent;
  });
}

describe('UpdatePump', () => {
  it.each<[string, Step[], number[]]>([
    ['a change goes out after the batch wait, not at once', ['notify', 'wait'], [0, 1]],
    ['changes within the wait leave together', ['notify', 'notify', 'notify', 'wait'], [0, 0, 0, 1]],
    ['nothing changed: nothing goes out', ['wait', 'taken', 'wait'], [0, 0, 0]],
    [
      'the next waits until the window took the last',
      ['notify', 'wait', 'notify', 'wait', 'wait', 'taken', 'wait'],
      [0, 1, 1, 1, 1, 1, 2],
    ],
    ['taken with nothing new: nothing goes out', ['notify', 'wait', 'taken', 'wait'], [0, 1, 1, 1]],
    [
      'nothing left to send (the chart closed): the window is not waited for',
      ['notify', 'nothing-left', 'wait', 'notify', 'wait'],
      [0, 0, 0, 0, 1],
    ],
  ])('%s', (_, steps, sent) => {
    expect(play(steps)).toEqual(sent);
  });

  it('dispose drops the waiting send', () => {
    const clock = new FakeScheduler();
    let sent = 0;
    const pump = new UpdatePump(() => (sent += 1) > 0, clock);
    pump.notify();
    pump.dispose();
    clock.advance(UPDATE_BATCH_MS);
    expect(sent).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });
});
