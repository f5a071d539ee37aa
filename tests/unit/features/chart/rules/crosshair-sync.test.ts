import { describe, expect, test } from 'vitest';
import {
  frameCoalescer,
  parseCrosshairMessage,
  scaleForSpan,
  timeSpanOf,
  type BarTimes,
} from '../../../../../src/features/chart/rules/crosshair-sync';
import { indexToX, resetScale, type TimeScale } from '../../../../../src/render/chart/chart-layout';

/** `count` bars of `intervalSec` from t = 1,000,000 s. */
function bars(count: number, intervalSec: number): BarTimes {
  const time = new Float64Array(count);
  for (let i = 0; i < count; i++) time[i] = 1_000_000 + i * intervalSec;
  return { time, length: count, intervalSec };
}

describe('a time span between intervals', () => {
  const minutes = bars(600, 60);
  const fiveMinutes = bars(120, 300);

  test('a 1-minute view at 6 px a bar is 10 s a px and ends at its right-edge moment', () => {
    const scale: TimeScale = { width: 600, barSpacing: 6, rightOffset: 60, lastIndex: 599 };
    // The right edge is 10 bars past the last bar: 599 + 10 = 609 bars from the first.
    expect(timeSpanOf(scale, minutes)).toEqual({ rightTime: 1_000_000 + 609 * 60, secondsPerPx: 10 });
  });

  test('a 5-minute chart takes it: 30 px a bar, the same moment at its right edge', () => {
    const span = { rightTime: 1_000_000 + 300 * 60, secondsPerPx: 10 };
    const scale = scaleForSpan(span, resetScale(600, 119), fiveMinutes);
    expect(scale.barSpacing).toBe(30);
    // The moment 18,000 s after the first bar is bar 60 of the 5-minute chart: at the right edge.
    expect(indexToX(scale, 60)).toBeCloseTo(600, 6);
    expect(timeSpanOf(scale, fiveMinutes)).toEqual(span);
  });

  test('a span past the zoom bounds is held at them', () => {
    const scale = scaleForSpan(
      { rightTime: 1_000_000 + 60_000, secondsPerPx: 0.01 },
      resetScale(600, 119),
      fiveMinutes,
    );
    expect(scale.barSpacing).toBe(50);
  });

  test('a right edge long after the data keeps two bars on screen', () => {
    const scale = scaleForSpan({ rightTime: 9e9, secondsPerPx: 10 }, resetScale(600, 599), minutes);
    expect(indexToX(scale, 599)).toBeCloseTo(12, 6);
  });

  test('no bars: nothing to tell and the scale as it is', () => {
    const empty = bars(0, 60);
    const scale = resetScale(600, 0);
    expect(timeSpanOf(scale, empty)).toBeNull();
    expect(scaleForSpan({ rightTime: 1, secondsPerPx: 1 }, scale, empty)).toBe(scale);
  });
});

/** The groups this window's linked charts are in. */
const GROUPS = new Set(['red', 'page', 'blue'] as const);

describe('parseCrosshairMessage', () => {
  test.each<[string, unknown]>([
    ['a crosshair time', { kind: 'crosshair', group: 'red', time: 1_700_000_000, source: 'w1:chart-1' }],
    ['a crosshair gone', { kind: 'crosshair', group: 'page', time: null, source: 'w1:chart-1' }],
    ['a span', { kind: 'span', group: 'blue', rightTime: 1_700_000_000, secondsPerPx: 10, source: 'w:c' }],
  ])('takes %s', (_name, data) => {
    expect(parseCrosshairMessage(data, GROUPS)).toEqual(data);
  });

  test.each<[string, unknown]>([
    ['no object', 'crosshair'],
    ['null', null],
    ['another kind', { kind: 'session', group: 'red', source: 's' }],
    ['a group that does not exist', { kind: 'crosshair', group: 'pink', time: 1, source: 's' }],
    ['a group no chart here is in', { kind: 'crosshair', group: 'green', time: 1, source: 's' }],
    ['no source', { kind: 'crosshair', group: 'red', time: 1 }],
    ['an empty source', { kind: 'crosshair', group: 'red', time: 1, source: '' }],
    ['a source too long', { kind: 'crosshair', group: 'red', time: 1, source: 'x'.repeat(101) }],
    ['a time that is a string', { kind: 'crosshair', group: 'red', time: '1', source: 's' }],
    ['a time that is NaN', { kind: 'crosshair', group: 'red', time: Number.NaN, source: 's' }],
    ['a crosshair without its time', { kind: 'crosshair', group: 'red', source: 's' }],
    ['a span of 0 s a px', { kind: 'span', group: 'red', rightTime: 1, secondsPerPx: 0, source: 's' }],
    ['a span with no right edge', { kind: 'span', group: 'red', secondsPerPx: 1, source: 's' }],
    ['a span at infinity', { kind: 'span', group: 'red', rightTime: Infinity, secondsPerPx: 1, source: 's' }],
  ])('refuses %s', (_name, data) => {
    expect(parseCrosshairMessage(data, GROUPS)).toBeNull();
  });

  test('keeps only the fields it knows', () => {
    const data = { kind: 'crosshair', group: 'red', time: 5, source: 's', extra: { big: true } };
    expect(parseCrosshairMessage(data, GROUPS)).toEqual({
      kind: 'crosshair',
      group: 'red',
      time: 5,
      source: 's',
    });
  });
});

describe('frameCoalescer', () => {
  /** A frame clock the test runs by hand. */
  function frames() {
    let queued: (() => void)[] = [];
    return {
      schedule: (run: () => void) => {
        queued.push(run);
        return () => {
          queued = queued.filter((r) => r !== run);
        };
      },
      asked: () => queued.length,
      run: () => {
        const now = queued;
        queued = [];
        for (const run of now) run();
      },
    };
  }

  test('sends each key once a frame, its latest value, in the frame', () => {
    const clock = frames();
    const sent: string[] = [];
    const outbox = frameCoalescer<string>(clock.schedule, (value) => sent.push(value));
    outbox.push('red', 'r1');
    outbox.push('red', 'r2');
    outbox.push('blue', 'b1');
    outbox.push('red', 'r3');
    expect(sent).toEqual([]);
    expect(clock.asked()).toBe(1);
    clock.run();
    expect(sent).toEqual(['r3', 'b1']);
    outbox.push('red', 'r4');
    expect(clock.asked()).toBe(1);
    clock.run();
    expect(sent).toEqual(['r3', 'b1', 'r4']);
  });

  test('asks for no frame with nothing to send', () => {
    const clock = frames();
    frameCoalescer<string>(clock.schedule, () => undefined);
    expect(clock.asked()).toBe(0);
  });

  test('dispose calls off the frame and drops what waited', () => {
    const clock = frames();
    const sent: string[] = [];
    const outbox = frameCoalescer<string>(clock.schedule, (value) => sent.push(value));
    outbox.push('red', 'r1');
    outbox.dispose();
    expect(clock.asked()).toBe(0);
    clock.run();
    expect(sent).toEqual([]);
  });
});
