/**
 * The chart's input from the DOM: the plot's pointer, wheel and double-click listeners and the root's
 * keys, bound to the gesture rules (rules/chart-gestures.ts) with what only the DOM does — plot px from
 * client px, pointer capture, focus, the pointer's shape, preventDefault. What the events mean is the
 * rules' job; what they do to the chart is the controller's (the `ChartIntents` it hands in).
 */
import {
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
  type PointerShape,
} from './rules/chart-gestures';
import { drawingCommand } from './rules/drawing-toolbar';

export interface ChartInputElements {
  /** Takes keyboard focus on a press and hears the keys. */
  root: HTMLElement;
  /** Takes the pointer and the wheel. */
  plot: HTMLElement;
}

/** Listens until the returned function is called. `wheelZoomPerPx`: see WHEEL_ZOOM_PER_PX. */
export function bindChartInput(
  { root, plot }: ChartInputElements,
  chart: ChartIntents,
  wheelZoomPerPx = WHEEL_ZOOM_PER_PX,
): () => void {
  const state = gestureState();
  let shape: PointerShape = '';
  const showShape = () => {
    if (state.shape === shape) return;
    shape = state.shape;
    plot.style.cursor = shape;
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    try {
      plot.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic event): there is nothing to capture.
    }
    root.focus({ preventScroll: true });
    const rect = plot.getBoundingClientRect();
    state.shift = event.shiftKey;
    pointerDown(state, chart, event.pointerId, event.clientX - rect.left, event.clientY - rect.top);
  };
  const onPointerMove = (event: PointerEvent) => {
    const rect = plot.getBoundingClientRect();
    state.shift = event.shiftKey;
    pointerMove(state, chart, event.pointerId, event.clientX - rect.left, event.clientY - rect.top);
    showShape();
  };
  const onPointerUp = (event: PointerEvent) => {
    const { pointerId } = event;
    state.shift = event.shiftKey;
    if (!pointerUp(state, chart, pointerId, event.type === 'pointercancel')) return;
    if (plot.hasPointerCapture(pointerId)) plot.releasePointerCapture(pointerId);
    showShape();
  };
  const onPointerLeave = () => {
    pointerLeave(state, chart);
    showShape();
  };
  // Not passive: the wheel zooms the chart instead of scrolling the page.
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const x = event.clientX - plot.getBoundingClientRect().left;
    wheel(chart, x, event.deltaX, event.deltaY, event.deltaMode, wheelZoomPerPx);
  };
  const onDoubleClick = (event: MouseEvent) => {
    const rect = plot.getBoundingClientRect();
    doubleClick(chart, event.clientX - rect.left, event.clientY - rect.top);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The drawings' keys first (tool shortcuts, undo and redo, Escape, Delete), then the view's.
    const command = drawingCommand(event);
    if (command !== null && chart.drawingKey(command)) {
      event.preventDefault();
      return;
    }
    const action = keyAction(event.key);
    if (action !== null && chart.key(action)) event.preventDefault();
  };

  plot.addEventListener('pointerdown', onPointerDown);
  plot.addEventListener('pointermove', onPointerMove);
  plot.addEventListener('pointerup', onPointerUp);
  plot.addEventListener('pointercancel', onPointerUp);
  plot.addEventListener('pointerleave', onPointerLeave);
  plot.addEventListener('wheel', onWheel, { passive: false });
  plot.addEventListener('dblclick', onDoubleClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    plot.removeEventListener('pointerdown', onPointerDown);
    plot.removeEventListener('pointermove', onPointerMove);
    plot.removeEventListener('pointerup', onPointerUp);
    plot.removeEventListener('pointercancel', onPointerUp);
    plot.removeEventListener('pointerleave', onPointerLeave);
    plot.removeEventListener('wheel', onWheel);
    plot.removeEventListener('dblclick', onDoubleClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
