/**
 * The drawings' shapes kept between frames (drawing-tools.ts builds them): a drawing's are built again
 * only when it changed (a new object: drawings are never changed in place) or when what places them did —
 * the bars' times, the scales, the plot's size (the view), or how texts are written (`clear`, by the
 * model). A live tick that moves no scale, a selection, a hover and each pointer move's hit-test take the
 * shapes as they were last built; a frame that pans or zooms builds each drawing's once, for paint and
 * hit-test alike.
 */
import { DRAWINGS_PER_COIN_MAX } from '../../../contract/drawings';
import type { DrawingView } from './drawing-geometry';
import { drawingShapes, type DrawingFormat, type DrawingShapes, type DrawingSketch } from './drawing-tools';

/** Shapes kept at most: the coin's drawings and what the one being drawn left behind, then a fresh start. */
const KEPT_MAX = 2 * DRAWINGS_PER_COIN_MAX;

export class DrawingShapeCache {
  private readonly shapes = new Map<DrawingSketch, DrawingShapes>();
  private time: ArrayLike<number> | null = null;
  /** The view's numbers the kept shapes were built on (sameView). */
  private readonly placed = new Float64Array(16);
  private view: DrawingView | null = null;

  constructor(private readonly format: DrawingFormat) {}

  /** Forgets every kept shape: how texts are written changed. */
  clear(): void {
    this.shapes.clear();
  }

  /**
   * Takes `view` for the shapes asked for next (once per paint or hit-test): the kept ones go if it places
   * anchors otherwise than the view they were built on.
   */
  use(view: DrawingView): void {
    if (!this.sameView(view) || this.shapes.size >= KEPT_MAX) this.shapes.clear();
    this.view = view;
  }

  /** `sketch`'s shapes on the view last used, as last built where neither changed since. */
  shapesOf(sketch: DrawingSketch): DrawingShapes {
    let shapes = this.shapes.get(sketch);
    if (!shapes) {
      shapes = drawingShapes(sketch, this.view!, this.format);
      this.shapes.set(sketch, shapes);
    }
    return shapes;
  }

  /** Whether `view` places anchors as the kept shapes' did; remembers it if not. */
  private sameView(view: DrawingView): boolean {
    const { time, length, scale, prices } = view;
    const same = this.time === time;
    this.time = time;
    let changed = 0;
    const put = (at: number, value: number) => {
      if (this.placed[at] !== value) changed += 1;
      this.placed[at] = value;
    };
    put(0, length);
    put(1, length > 0 ? time[0]! : 0);
    put(2, length > 0 ? time[length - 1]! : 0);
    put(3, view.intervalSec);
    put(4, view.width);
    put(5, view.height);
    put(6, scale.width);
    put(7, scale.barSpacing);
    put(8, scale.rightOffset);
    put(9, scale.lastIndex);
    put(10, prices.max);
    put(11, prices.min);
    put(12, prices.top);
    put(13, prices.height);
    put(14, prices.log ? 1 : 0);
    put(15, prices.inverted ? 1 : 0);
    return same && changed === 0;
  }
}
