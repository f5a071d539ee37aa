/**
 * What the pointer, the wheel and the keys mean on the chart's plot, with no DOM: a gesture state (the
 * pointers down, the panning pointer, the pinch, a pane separator or the price axis dragged, the pointer's
 * shape) that each event updates in place,
 * and the intents it makes, called on the chart (`ChartIntents`, which the controller implements).
 * `chart-input.ts` binds it to the plot's listeners; lint keeps this file free of DOM and Pixi.
 *
 * Positions are plot px. Events come many times a frame while panning or zooming, so the state is one
 * object mutated in place and a pointer move allocates nothing here.
 */
import type { LineHit } from '../../../render/chart/price-lines';

/** Zoom per wheel pixel: the bar spacing is multiplied by e^(−deltaY·this). */
import type { DrawingCommand } from './drawing-toolbar';

export const WHEEL_ZOOM_PER_PX = 0.002;

/**
 * Stretch per px of a drag on the price axis: the price scale is stretched about its middle by
 * e^(−dy·this) (a drag up spreads the prices apart, down draws them together, as in TradingView).
 */
export const AXIS_STRETCH_PER_PX = 0.005;

/** Wheel deltas in lines and pages, as pixels. */
const WHEEL_LINE_PX = 16;
const WHEEL_PAGE_PX = 400;

/** What the chart is asked to do, and the two things input asks of it. */
export interface ChartIntents {
  /** A pointer went down on the plot: the user is moving the view. */
  pressed(): void;
  /** Moves the bars `dxPx` px to the right (older bars come in from the left). */
  pan(dxPx: number): void;
  /** Whether the price scale fits the visible bars (auto-fit on); off, a drag on the plot moves it too. */
  pricesFitted(): boolean;
  /** Moves the price scale with a drag of `dyPx` px down the plot (auto-fit off). */
  panPrices(dyPx: number): void;
  /** Multiplies the bar spacing by `factor`, keeping the bar at `anchorX` where it is. */
  zoom(factor: number, anchorX: number): void;
  /** The pointer is at (x, y): the crosshair and the legend follow it. */
  hover(x: number, y: number): void;
  /** The pointer left the plot: no crosshair, the legend shows the last bar. */
  leave(): void;
  /** The order line (or its ×) under (x, y), when lines can be acted on. */
  lineAt(x: number, y: number): LineHit | null;
  /** An order line is being dragged. */
  lineDragging(): boolean;
  /** Pointer `pointerId` pressed order line `index`: its drag starts. */
  pressLine(index: number, pointerId: number): void;
  /** The dragged line follows pointer `pointerId` to `y`. */
  moveLine(pointerId: number, y: number): void;
  /** Pointer `pointerId` let the dragged line go. */
  releaseLine(pointerId: number): void;
  /** The line drag is called off: the line goes back. */
  escapeLine(): void;
  /** The × on line `index`'s tag was pressed. */
  cancelOrder(index: number): void;
  /** A key's action; false when it does nothing now (the key then goes on to the page). */
  key(action: KeyAction): boolean;
  /** Back to the opening view (double click, R). */
  resetView(): void;
  /** The separator between two panes at `y` (the one under pane k is k), or -1. */
  separatorAt(y: number): number;
  /** A press on separator `index` at `y`: its drag starts. */
  pressSeparator(index: number, y: number): void;
  /** The dragged separator follows the pointer to `y`. */
  moveSeparator(y: number): void;
  /** The separator is let go where it is (`cancelled`: back where it was). */
  releaseSeparator(cancelled: boolean): void;
  /** Whether (x, y) is on the price axis beside the price pane. */
  axisAt(x: number, y: number): boolean;
  /** Stretches the price scale about its middle by `factor` (> 1 spreads prices apart): auto-fit goes off. */
  stretchPrices(factor: number): void;
  /** The price scale fits the visible bars again (auto-fit on): a double click on the price axis. */
  fitPrices(): void;
  /**
   * A press at (x, y) for the drawings (chart-drawings.ts): an anchor placed with a tool picked, a
   * drawing selected and dragged; true when it was theirs (nothing else then takes the press).
   */
  pressDrawing(x: number, y: number, shift: boolean): boolean;
  /** The pointer at (x, y): a drawing's preview or drag follows it, or the drawing under it is marked. */
  moveDrawing(x: number, y: number, shift: boolean): void;
  /** The press the drawings took ends at (x, y) (`cancelled` by the browser: the drag is called off). */
  releaseDrawing(x: number, y: number, shift: boolean, cancelled: boolean): void;
  /** A drawing command of the keyboard (rules/drawing-toolbar.ts); false when it does nothing now. */
  drawingKey(command: DrawingCommand): boolean;
}

export type KeyAction =
  'escape' | 'pan-left' | 'pan-right' | 'zoom-in' | 'zoom-out' | 'first' | 'latest' | 'reset';

const KEY_ACTIONS: Readonly<Record<string, KeyAction>> = {
  Escape: 'escape',
  ArrowLeft: 'pan-left',
  ArrowRight: 'pan-right',
  '+': 'zoom-in',
  '=': 'zoom-in',
  '-': 'zoom-out',
  _: 'zoom-out',
  Home: 'first',
  End: 'latest',
  r: 'reset',
  R: 'reset',
};

/** The chart's action for a key (KeyboardEvent.key), or null. */
export function keyAction(key: string): KeyAction | null {
  return Object.hasOwn(KEY_ACTIONS, key) ? KEY_ACTIONS[key]! : null;
}

/**
 * The plot's pointer shape: a move cursor over a movable line and over the price axis (and while dragging
 * either), a hand over ×, a row resize over a pane separator (and while dragging one).
 */
export type PointerShape = '' | 'ns-resize' | 'pointer' | 'row-resize';

interface PointerSlot {
  id: number;
  x: number;
  y: number;
}

export interface GestureState {
  /** Pointers down on the plot, in the order they went down (touch has two for a pinch). */
  readonly pointers: PointerSlot[];
  /** The pointer that pans the chart, and its last x and y; null while none does. */
  panId: number | null;
  panX: number;
  panY: number;
  /** The pinch's last finger distance; 0 while there is no pinch. */
  pinchDistance: number;
  /** The pointer dragging a pane separator; null while none is. */
  separatorId: number | null;
  /** The pointer dragging the price axis, and its last y; null while none is. */
  axisId: number | null;
  axisY: number;
  /** The pointer whose press the drawings took; null while none is. */
  drawingId: number | null;
  /** Whether Shift was held at the last pointer event (chart-input.ts writes it). */
  shift: boolean;
  shape: PointerShape;
}

export function gestureState(): GestureState {
  return {
    pointers: [],
    panId: null,
    panX: 0,
    panY: 0,
    pinchDistance: 0,
    separatorId: null,
    axisId: null,
    axisY: 0,
    drawingId: null,
    shift: false,
    shape: '',
  };
}

function slotIndex(state: GestureState, id: number): number {
  const { pointers } = state;
  for (let i = 0; i < pointers.length; i += 1) if (pointers[i]!.id === id) return i;
  return -1;
}

/** The first two pointers' distance (read by index: destructuring would make an iterator per move). */
function fingerDistance({ pointers }: GestureState): number {
  return Math.hypot(pointers[0]!.x - pointers[1]!.x, pointers[0]!.y - pointers[1]!.y);
}

/** The shape over `hit`, else over separator `separator`, else over the price axis (`axis`), or mid-drag. */
function hoverShape(
  state: GestureState,
  chart: ChartIntents,
  hit: LineHit | null,
  separator = -1,
  axis = false,
): PointerShape {
  if (chart.lineDragging() || state.axisId !== null) return 'ns-resize';
  if (state.separatorId !== null) return 'row-resize';
  if (hit) return hit.part === 'cancel' ? 'pointer' : 'ns-resize';
  if (separator >= 0) return 'row-resize';
  return axis ? 'ns-resize' : '';
}

/**
 * A primary press at (x, y). A lone pointer on an order line drags the line (or, on ×, cancels its
 * orders) instead of the chart, on a pane separator the separator, on the price axis the price scale;
 * else it pans, and a second finger turns the pan into a pinch.
 */
export function pointerDown(
  state: GestureState,
  chart: ChartIntents,
  id: number,
  x: number,
  y: number,
): void {
  chart.pressed();
  const { pointers } = state;
  const known = slotIndex(state, id);
  if (known >= 0) {
    pointers[known]!.x = x;
    pointers[known]!.y = y;
  } else pointers.push({ id, x, y });
  // The drawings come first: a tool picked places its anchor even over an order line.
  if (pointers.length === 1 && chart.pressDrawing(x, y, state.shift)) {
    state.drawingId = id;
    return;
  }
  const hit = pointers.length === 1 ? chart.lineAt(x, y) : null;
  if (hit?.part === 'cancel') {
    pointers.splice(slotIndex(state, id), 1);
    chart.cancelOrder(hit.index);
    return;
  }
  if (hit) {
    chart.pressLine(hit.index, id);
    return;
  }
  const separator = pointers.length === 1 ? chart.separatorAt(y) : -1;
  if (separator >= 0) {
    state.separatorId = id;
    state.shape = 'row-resize';
    chart.pressSeparator(separator, y);
    return;
  }
  if (pointers.length === 1 && chart.axisAt(x, y)) {
    state.axisId = id;
    state.axisY = y;
    state.shape = 'ns-resize';
    return;
  }
  if (pointers.length === 2) {
    state.panId = null;
    state.pinchDistance = fingerDistance(state);
  } else if (pointers.length === 1) {
    state.panId = id;
    state.panX = x;
    state.panY = y;
  }
}

export function pointerMove(
  state: GestureState,
  chart: ChartIntents,
  id: number,
  x: number,
  y: number,
): void {
  const known = slotIndex(state, id);
  if (known >= 0) {
    const slot = state.pointers[known]!;
    slot.x = x;
    slot.y = y;
  }
  if (state.drawingId !== null) {
    if (state.drawingId === id) chart.moveDrawing(x, y, state.shift);
    chart.hover(x, y);
    return;
  }
  if (state.pointers.length === 0) chart.moveDrawing(x, y, state.shift);
  if (chart.lineDragging()) {
    chart.moveLine(id, y);
    chart.hover(x, y);
    return;
  }
  if (state.separatorId !== null) {
    if (state.separatorId === id) chart.moveSeparator(y);
    return;
  }
  if (state.axisId !== null) {
    if (state.axisId === id) {
      const dy = y - state.axisY;
      state.axisY = y;
      if (dy !== 0) chart.stretchPrices(Math.exp(-dy * AXIS_STRETCH_PER_PX));
    }
    return;
  }
  if (state.pointers.length === 0) {
    const hit = chart.lineAt(x, y);
    const separator = hit ? -1 : chart.separatorAt(y);
    state.shape = hoverShape(state, chart, hit, separator, !hit && separator < 0 && chart.axisAt(x, y));
  }
  if (state.pointers.length === 2 && state.pinchDistance > 0) {
    const distance = fingerDistance(state);
    if (distance > 0) {
      const { pointers } = state;
      chart.zoom(distance / state.pinchDistance, (pointers[0]!.x + pointers[1]!.x) / 2);
      state.pinchDistance = distance;
      return;
    }
  }
  if (state.panId === id) {
    const dx = x - state.panX;
    const dy = y - state.panY;
    state.panX = x;
    state.panY = y;
    if (dx !== 0) chart.pan(dx);
    // With auto-fit off the price scale stays where the trader puts it: the drag moves it too.
    if (dy !== 0 && !chart.pricesFitted()) chart.panPrices(dy);
  }
  chart.hover(x, y);
}

/**
 * Pointer `id` went up, or was cancelled by the browser (which calls off a line drag rather than drop
 * the line). The finger left after a pinch pans on from where it is. False for a pointer not down here.
 */
export function pointerUp(state: GestureState, chart: ChartIntents, id: number, cancelled: boolean): boolean {
  const known = slotIndex(state, id);
  if (known < 0) return false;
  const [slot] = state.pointers.splice(known, 1);
  if (state.drawingId === id) {
    state.drawingId = null;
    chart.releaseDrawing(slot!.x, slot!.y, state.shift, cancelled);
    return true;
  }
  if (chart.lineDragging()) {
    if (cancelled) chart.escapeLine();
    else chart.releaseLine(id);
    state.shape = hoverShape(state, chart, null);
    return true;
  }
  if (state.separatorId === id) {
    state.separatorId = null;
    chart.releaseSeparator(cancelled);
    state.shape = hoverShape(state, chart, null);
    return true;
  }
  if (state.axisId === id) {
    state.axisId = null;
    state.shape = hoverShape(state, chart, null);
    return true;
  }
  state.pinchDistance = 0;
  const rest = state.pointers[0];
  state.panId = rest ? rest.id : null;
  if (rest) {
    state.panX = rest.x;
    state.panY = rest.y;
  }
  return true;
}

/** The pointer left the plot; a pan or a drag holds the crosshair until it ends. */
export function pointerLeave(state: GestureState, chart: ChartIntents): void {
  if (
    state.panId !== null ||
    state.separatorId !== null ||
    state.axisId !== null ||
    state.drawingId !== null ||
    chart.lineDragging()
  )
    return;
  state.shape = hoverShape(state, chart, null);
  chart.leave();
}

/** A double click at (x, y): on the price axis the price scale fits again (auto-fit on), else a reset. */
export function doubleClick(chart: ChartIntents, x: number, y: number): void {
  if (chart.axisAt(x, y)) chart.fitPrices();
  else chart.resetView();
}

/**
 * A wheel turn at `x`: a mostly horizontal one pans, else it zooms about `x` by e^(−deltaY·perPx).
 * `deltaMode` as WheelEvent's: 0 pixels, 1 lines, 2 pages.
 */
export function wheel(
  chart: ChartIntents,
  x: number,
  deltaX: number,
  deltaY: number,
  deltaMode: number,
  perPx: number,
): void {
  const unit = deltaMode === 1 ? WHEEL_LINE_PX : deltaMode === 2 ? WHEEL_PAGE_PX : 1;
  if (Math.abs(deltaX) > Math.abs(deltaY)) chart.pan(-deltaX * unit);
  else chart.zoom(Math.exp(-deltaY * unit * perPx), x);
}
