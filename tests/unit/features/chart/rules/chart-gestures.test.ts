import { describe, expect, test } from 'vitest';
import {
  AXIS_STRETCH_PER_PX,
  doubleClick,
  gestureState,
  keyAction,
  pointerDown,
  pointerLeave,
  pointerMove,
  pointerUp,
  wheel,
  WHEEL_ZOOM_PER_PX,
  type ChartIntents,
  type GestureState,
  type KeyAction,
  type PointerShape,
} from '../../../../../src/features/chart/rules/chart-gestures';
import type { LineHit } from '../../../../../src/render/chart/price-lines';

/** One movable order line (index 0) at y 100, its tag's × at x 300–310. */
const LINE_Y = 100;
function lineAt(x: number, y: number): LineHit | null {
  if (Math.abs(y - LINE_Y) > 3) return null;
  return { index: 0, part: x >= 300 && x <= 310 ? 'cancel' : 'line' };
}

type Call = readonly [string, ...number[]];

/** A separator between the price pane and a pane under it, at y 300. */
const SEPARATOR_Y = 300;

/** A drawing: left of x 50 and above y 50. */
const DRAWING_EDGE = 50;

/** The price axis: right of x 700, beside the price pane (above the separator). */
const AXIS_X = 700;

/**
 * A chart that records the intents it is given; a line drag lasts from pressLine to its release, and
 * auto-fit is off from a stretch of the prices until fitPrices.
 */
function recordingChart() {
  const calls: Call[] = [];
  let dragging = false;
  let fitted = true;
  let drawing = false;
  const chart: ChartIntents = {
    pressed: () => calls.push(['pressed']),
    pan: (dx) => calls.push(['pan', dx]),
    pricesFitted: () => fitted,
    panPrices: (dy) => calls.push(['panPrices', dy]),
    zoom: (factor, anchorX) => calls.push(['zoom', factor, anchorX]),
    hover: (x, y) => calls.push(['hover', x, y]),
    leave: () => calls.push(['leave']),
    lineAt,
    lineDragging: () => dragging,
    pressLine: (index, pointerId) => {
      dragging = true;
      calls.push(['pressLine', index, pointerId]);
    },
    moveLine: (pointerId, y) => calls.push(['moveLine', pointerId, y]),
    releaseLine: (pointerId) => {
      dragging = false;
      calls.push(['releaseLine', pointerId]);
    },
    escapeLine: () => {
      dragging = false;
      calls.push(['escapeLine']);
    },
    cancelOrder: (index) => calls.push(['cancelOrder', index]),
    key: () => true,
    resetView: () => calls.push(['resetView']),
    separatorAt: (y) => (Math.abs(y - SEPARATOR_Y) <= 4 ? 0 : -1),
    pressSeparator: (index, y) => calls.push(['pressSeparator', index, y]),
    moveSeparator: (y) => calls.push(['moveSeparator', y]),
    releaseSeparator: (cancelled) => calls.push(['releaseSeparator', cancelled ? 1 : 0]),
    axisAt: (x, y) => x >= AXIS_X && y < SEPARATOR_Y,
    stretchPrices: (factor) => {
      fitted = false;
      calls.push(['stretchPrices', factor]);
    },
    fitPrices: () => {
      fitted = true;
      calls.push(['fitPrices']);
    },
    // A drawing in the plot's top left corner (x and y below DRAWING_EDGE) takes a press; while it is
    // pressed its moves are recorded (a hover's, which only marks what is under the pointer, are not).
    pressDrawing: (x, y) => {
      if (x >= DRAWING_EDGE || y >= DRAWING_EDGE) return false;
      drawing = true;
      calls.push(['pressDrawing', x, y]);
      return true;
    },
    moveDrawing: (x, y) => {
      if (drawing) calls.push(['moveDrawing', x, y]);
    },
    releaseDrawing: (x, y, _shift, cancelled) => {
      drawing = false;
      calls.push(['releaseDrawing', x, y, cancelled ? 1 : 0]);
    },
    drawingKey: () => true,
  };
  return { chart, calls };
}

type Input =
  | readonly ['down' | 'move', id: number, x: number, y: number]
  | readonly ['up' | 'cancel', id: number]
  | readonly ['leave']
  | readonly ['dblclick', x: number, y: number]
  | readonly ['wheel', x: number, deltaX: number, deltaY: number, deltaMode: number];

function apply(state: GestureState, chart: ChartIntents, input: Input): void {
  switch (input[0]) {
    case 'down':
      return pointerDown(state, chart, input[1], input[2], input[3]);
    case 'move':
      return pointerMove(state, chart, input[1], input[2], input[3]);
    case 'up':
    case 'cancel':
      pointerUp(state, chart, input[1], input[0] === 'cancel');
      return;
    case 'leave':
      return pointerLeave(state, chart);
    case 'dblclick':
      return doubleClick(chart, input[1], input[2]);
    case 'wheel':
      return wheel(chart, input[1], input[2], input[3], input[4], WHEEL_ZOOM_PER_PX);
  }
}

/** Runs `before`, then `input`: the intents and the pointer shape `input` alone makes. */
function outcome(before: readonly Input[], input: Input) {
  const state = gestureState();
  const { chart, calls } = recordingChart();
  for (const event of before) apply(state, chart, event);
  calls.length = 0;
  apply(state, chart, input);
  return { calls, shape: state.shape, state };
}

const pinched: Input[] = [
  ['down', 1, 300, 200],
  ['down', 2, 400, 200],
];

/** Auto-fit turned off by a drag on the price axis, let go. */
const fixedPrices: Input[] = [
  ['down', 1, 750, 150],
  ['move', 1, 750, 160],
  ['up', 1],
];

describe('chart gestures', () => {
  test.each<[string, Input[], Input, Call[]]>([
    ['a press starts a pan', [], ['down', 1, 100, 200], [['pressed']]],
    [
      'a press on a drawing is the drawings’',
      [],
      ['down', 1, 20, 20],
      [['pressed'], ['pressDrawing', 20, 20]],
    ],
    [
      'a drawing pressed follows the pointer, with the crosshair, and pans nothing',
      [['down', 1, 20, 20]],
      ['move', 1, 40, 30],
      [
        ['moveDrawing', 40, 30],
        ['hover', 40, 30],
      ],
    ],
    [
      'a drawing pressed is let go where the pointer went up',
      [
        ['down', 1, 20, 20],
        ['move', 1, 40, 30],
      ],
      ['up', 1],
      [['releaseDrawing', 40, 30, 0]],
    ],
    [
      'a drawing’s press cancelled by the browser is called off',
      [['down', 1, 20, 20]],
      ['cancel', 1],
      [['releaseDrawing', 20, 20, 1]],
    ],
    [
      'with a drawing pressed, a second finger’s move does nothing',
      [
        ['down', 1, 20, 20],
        ['down', 2, 300, 200],
      ],
      ['move', 2, 320, 200],
      [['hover', 320, 200]],
    ],
    [
      'a drag pans by dx and moves the crosshair',
      [['down', 1, 100, 200]],
      ['move', 1, 130, 210],
      [
        ['pan', 30],
        ['hover', 130, 210],
      ],
    ],
    [
      'the pan goes on from the last move',
      [
        ['down', 1, 100, 200],
        ['move', 1, 130, 200],
      ],
      ['move', 1, 110, 200],
      [
        ['pan', -20],
        ['hover', 110, 200],
      ],
    ],
    [
      'a move with no change in x pans nothing',
      [['down', 1, 100, 200]],
      ['move', 1, 100, 250],
      [['hover', 100, 250]],
    ],
    [
      'a move with no pointer down only moves the crosshair',
      [],
      ['move', 1, 130, 200],
      [['hover', 130, 200]],
    ],
    [
      'another pointer than the panning one moves the crosshair only',
      [['down', 1, 100, 200]],
      ['move', 9, 150, 200],
      [['hover', 150, 200]],
    ],
    [
      'after the release a move pans nothing',
      [
        ['down', 1, 100, 200],
        ['up', 1],
      ],
      ['move', 1, 150, 200],
      [['hover', 150, 200]],
    ],
    [
      'wheel down zooms out by e^(−deltaY·perPx) about the pointer',
      [],
      ['wheel', 250, 0, 100, 0],
      [['zoom', Math.exp(-100 * WHEEL_ZOOM_PER_PX), 250]],
    ],
    ['wheel up zooms in', [], ['wheel', 250, 0, -100, 0], [['zoom', Math.exp(100 * WHEEL_ZOOM_PER_PX), 250]]],
    [
      'wheel deltas in lines are 16 px',
      [],
      ['wheel', 250, 0, 3, 1],
      [['zoom', Math.exp(-48 * WHEEL_ZOOM_PER_PX), 250]],
    ],
    [
      'wheel deltas in pages are 400 px',
      [],
      ['wheel', 250, 0, 1, 2],
      [['zoom', Math.exp(-400 * WHEEL_ZOOM_PER_PX), 250]],
    ],
    ['a mostly horizontal wheel pans against deltaX', [], ['wheel', 250, 40, 10, 0], [['pan', -40]]],
    [
      'a second finger turns the pan into a pinch',
      [['down', 1, 300, 200]],
      ['down', 2, 400, 200],
      [['pressed']],
    ],
    [
      'two fingers apart zoom by their distance about their midpoint',
      pinched,
      ['move', 2, 500, 200],
      [['zoom', 2, 400]],
    ],
    [
      'the pinch goes on from the last distance',
      [...pinched, ['move', 2, 500, 200]],
      ['move', 1, 100, 200],
      [['zoom', 2, 300]],
    ],
    ['fingers at one point make no zoom', pinched, ['move', 2, 300, 200], [['hover', 300, 200]]],
    ['lifting one of two fingers ends the pinch', pinched, ['up', 2], []],
    [
      'the finger left pans on from where it is',
      [...pinched, ['move', 1, 320, 200], ['up', 2]],
      ['move', 1, 350, 200],
      [
        ['pan', 30],
        ['hover', 350, 200],
      ],
    ],
    [
      'the first finger lifted leaves the second panning',
      [...pinched, ['up', 1]],
      ['move', 2, 380, 200],
      [
        ['pan', -20],
        ['hover', 380, 200],
      ],
    ],
    [
      'a press on an order line drags the line',
      [],
      ['down', 1, 100, LINE_Y],
      [['pressed'], ['pressLine', 0, 1]],
    ],
    [
      'the dragged line follows the pointer',
      [['down', 1, 100, LINE_Y]],
      ['move', 1, 120, 140],
      [
        ['moveLine', 1, 140],
        ['hover', 120, 140],
      ],
    ],
    [
      'the release lets the line go',
      [
        ['down', 1, 100, LINE_Y],
        ['move', 1, 100, 140],
      ],
      ['up', 1],
      [['releaseLine', 1]],
    ],
    [
      'a cancelled pointer calls the line drag off',
      [
        ['down', 1, 100, LINE_Y],
        ['move', 1, 100, 140],
      ],
      ['cancel', 1],
      [['escapeLine']],
    ],
    [
      'a line drag does not pan',
      [
        ['down', 1, 100, LINE_Y],
        ['up', 1],
      ],
      ['move', 1, 150, 200],
      [['hover', 150, 200]],
    ],
    [
      'a press on the × cancels the line’s orders',
      [],
      ['down', 1, 305, LINE_Y],
      [['pressed'], ['cancelOrder', 0]],
    ],
    ['the × press is no pan', [['down', 1, 305, LINE_Y]], ['move', 1, 150, 200], [['hover', 150, 200]]],
    [
      'a second finger on a line pinches instead',
      [['down', 1, 100, 200]],
      ['down', 2, 150, LINE_Y],
      [['pressed']],
    ],
    ['the pointer leaving the plot hides the crosshair', [], ['leave'], [['leave']]],
    ['a pan holds the crosshair when the pointer leaves', [['down', 1, 100, 200]], ['leave'], []],
    ['a line drag holds the crosshair when the pointer leaves', [['down', 1, 100, LINE_Y]], ['leave'], []],
    ['a pointer that never went down here is ignored', [], ['up', 4], []],
    [
      'a press on a pane separator drags it, not the chart',
      [],
      ['down', 1, 100, SEPARATOR_Y + 2],
      [['pressed'], ['pressSeparator', 0, SEPARATOR_Y + 2]],
    ],
    [
      'the dragged separator follows the pointer, no pan or crosshair',
      [['down', 1, 100, SEPARATOR_Y]],
      ['move', 1, 140, 260],
      [['moveSeparator', 260]],
    ],
    [
      'another finger does not move the separator',
      [['down', 1, 100, SEPARATOR_Y]],
      ['move', 2, 140, 260],
      [],
    ],
    [
      'the separator is let go where it is',
      [['down', 1, 100, SEPARATOR_Y]],
      ['up', 1],
      [['releaseSeparator', 0]],
    ],
    [
      'a cancelled pointer puts the separator back',
      [['down', 1, 100, SEPARATOR_Y]],
      ['cancel', 1],
      [['releaseSeparator', 1]],
    ],
    [
      'a separator drag holds the crosshair when the pointer leaves',
      [['down', 1, 100, SEPARATOR_Y]],
      ['leave'],
      [],
    ],
    [
      'a second finger by a separator pinches instead',
      [['down', 1, 100, 200]],
      ['down', 2, 150, SEPARATOR_Y],
      [['pressed']],
    ],
    [
      'a press on the price axis is no pan: it drags the price scale',
      [],
      ['down', 1, 750, 150],
      [['pressed']],
    ],
    [
      'a drag up the axis stretches the prices apart by e^(−dy·perPx), no pan or crosshair',
      [['down', 1, 750, 150]],
      ['move', 1, 760, 130],
      [['stretchPrices', Math.exp(20 * AXIS_STRETCH_PER_PX)]],
    ],
    [
      'a drag down the axis draws them together',
      [['down', 1, 750, 150]],
      ['move', 1, 750, 190],
      [['stretchPrices', Math.exp(-40 * AXIS_STRETCH_PER_PX)]],
    ],
    [
      'the stretch goes on from the last move',
      [
        ['down', 1, 750, 150],
        ['move', 1, 750, 190],
      ],
      ['move', 1, 750, 180],
      [['stretchPrices', Math.exp(10 * AXIS_STRETCH_PER_PX)]],
    ],
    ['a move across the axis stretches nothing', [['down', 1, 750, 150]], ['move', 1, 600, 150], []],
    ['another finger does not stretch the prices', [['down', 1, 750, 150]], ['move', 2, 750, 100], []],
    ['the axis is let go', [['down', 1, 750, 150]], ['up', 1], []],
    ['an axis drag holds the crosshair when the pointer leaves', [['down', 1, 750, 150]], ['leave'], []],
    [
      'a second finger on the axis pinches instead',
      [['down', 1, 100, 200]],
      ['down', 2, 750, 150],
      [['pressed']],
    ],
    [
      'a separator reaching under the axis is the separator’s',
      [],
      ['down', 1, 750, SEPARATOR_Y - 2],
      [['pressed'], ['pressSeparator', 0, SEPARATOR_Y - 2]],
    ],
    [
      'auto-fit off, a drag on the plot moves the prices with the bars',
      [...fixedPrices, ['down', 1, 100, 200]],
      ['move', 1, 130, 180],
      [
        ['pan', 30],
        ['panPrices', -20],
        ['hover', 130, 180],
      ],
    ],
    [
      'auto-fit off, a vertical drag moves the prices alone',
      [...fixedPrices, ['down', 1, 100, 200]],
      ['move', 1, 100, 250],
      [
        ['panPrices', 50],
        ['hover', 100, 250],
      ],
    ],
    [
      'auto-fit off, the finger left after a pinch moves the prices on from where it is',
      [...fixedPrices, ...pinched, ['move', 1, 300, 220], ['up', 2]],
      ['move', 1, 300, 230],
      [
        ['panPrices', 10],
        ['hover', 300, 230],
      ],
    ],
    [
      'a click on the price axis leaves auto-fit on: a vertical drag moves no prices',
      [
        ['down', 1, 750, 150],
        ['up', 1],
        ['down', 1, 100, 200],
      ],
      ['move', 1, 100, 250],
      [['hover', 100, 250]],
    ],
    [
      'auto-fit on again, a vertical drag moves no prices',
      [...fixedPrices, ['dblclick', 750, 150], ['down', 1, 100, 200]],
      ['move', 1, 100, 250],
      [['hover', 100, 250]],
    ],
    ['a double click on the price axis fits the prices again', [], ['dblclick', 750, 150], [['fitPrices']]],
    ['a double click on the plot resets the view', [], ['dblclick', 400, 150], [['resetView']]],
    ['a double click by the time axis resets the view', [], ['dblclick', 750, 350], [['resetView']]],
  ])('%s', (_name, before, input, expected) => {
    expect(outcome(before, input).calls).toEqual(expected);
  });

  test.each<[string, Input[], Input, PointerShape]>([
    ['a move cursor over a movable line', [], ['move', 1, 100, LINE_Y], 'ns-resize'],
    ['a hand over the ×', [], ['move', 1, 305, LINE_Y], 'pointer'],
    ['the usual arrow elsewhere', [['move', 1, 305, LINE_Y]], ['move', 1, 100, 200], ''],
    ['no hover shape while a pointer is down', [['down', 1, 100, 200]], ['move', 1, 100, LINE_Y], ''],
    [
      'back to the arrow when the line is let go',
      [
        ['move', 1, 100, LINE_Y],
        ['down', 1, 100, LINE_Y],
      ],
      ['up', 1],
      '',
    ],
    ['back to the arrow when the pointer leaves', [['move', 1, 100, LINE_Y]], ['leave'], ''],
    ['a row resize over a pane separator', [], ['move', 1, 100, SEPARATOR_Y - 3], 'row-resize'],
    [
      'a row resize while dragging a separator',
      [['down', 1, 100, SEPARATOR_Y]],
      ['move', 1, 100, 100],
      'row-resize',
    ],
    ['back to the arrow when the separator is let go', [['down', 1, 100, SEPARATOR_Y]], ['up', 1], ''],
    ['a move cursor over the price axis', [], ['move', 1, 750, 150], 'ns-resize'],
    [
      'a move cursor while dragging the price axis',
      [['down', 1, 750, 150]],
      ['move', 1, 300, 400],
      'ns-resize',
    ],
    ['back to the arrow when the price axis is let go', [['down', 1, 750, 150]], ['up', 1], ''],
    ['a row resize over a separator under the axis', [], ['move', 1, 750, SEPARATOR_Y], 'row-resize'],
    ['the usual arrow by the time axis', [], ['move', 1, 750, 350], ''],
  ])('pointer shape: %s', (_name, before, input, shape) => {
    expect(outcome(before, input).shape).toBe(shape);
  });

  test('a pointer move rewrites its pointer in place', () => {
    const state = gestureState();
    const { chart } = recordingChart();
    pointerDown(state, chart, 1, 100, 200);
    const slot = state.pointers[0];
    pointerMove(state, chart, 1, 150, 210);
    expect(state.pointers[0]).toBe(slot);
    expect(slot).toEqual({ id: 1, x: 150, y: 210 });
  });

  test('a pointer up says whether the pointer was down here', () => {
    const state = gestureState();
    const { chart } = recordingChart();
    pointerDown(state, chart, 1, 100, 200);
    expect(pointerUp(state, chart, 2, false)).toBe(false);
    expect(pointerUp(state, chart, 1, false)).toBe(true);
    expect(pointerUp(state, chart, 1, false)).toBe(false);
  });
});

describe('keyAction', () => {
  test.each<[string, KeyAction | null]>([
    ['Escape', 'escape'],
    ['ArrowLeft', 'pan-left'],
    ['ArrowRight', 'pan-right'],
    ['+', 'zoom-in'],
    ['=', 'zoom-in'],
    ['-', 'zoom-out'],
    ['_', 'zoom-out'],
    ['Home', 'first'],
    ['End', 'latest'],
    ['r', 'reset'],
    ['R', 'reset'],
    ['ArrowUp', null],
    ['Enter', null],
    ['toString', null],
  ])('%s → %s', (key, action) => {
    expect(keyAction(key)).toBe(action);
  });
});
