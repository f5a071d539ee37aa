/**
 * The chart's drawings as the trader works them: a tool picked places its anchors click by click (or by a
 * press dragged to the next one), with a preview following the pointer and the magnet and Shift applied;
 * a press on a drawing selects it and drags its body or a handle (not a locked one); Escape calls off what
 * is under way; every edit goes through the undo reducer (rules/drawing-history.ts), and what it changed
 * is handed to the host to write (to the exchange, or this browser for a guest). The model draws them
 * (render/chart/drawing-*.ts); this part holds no DOM.
 */
import {
  DRAWING_ANCHORS,
  DRAWINGS_PER_COIN_MAX,
  type Drawing,
  type DrawingAnchor,
  type DrawingStyle,
  type DrawingTool,
} from '../../../contract/drawings';
import type { CoinKey } from '../../../contract/markets';
import {
  anchorPoint,
  constrainAngle,
  constrainMove,
  movedAnchors,
  pointAnchor,
  type MagnetMode,
} from '../../render/chart/drawing-geometry';
import type { ChartModel } from '../../render/chart/chart-model';
import {
  drawingHistory,
  drawingWrites,
  EMPTY_HISTORY,
  type DrawingAction,
  type DrawingHistory,
  type DrawingWrite,
} from './rules/drawing-history';
import { newDrawing } from './rules/drawing-defaults';

/** What the page shows of the drawings (the toolbar, the objects list). */
export interface DrawingsState {
  drawings: readonly Drawing[];
  selected: string | null;
  tool: DrawingTool | null;
  magnet: MagnetMode;
  canUndo: boolean;
  canRedo: boolean;
}

export interface DrawingsHost {
  readonly model: ChartModel;
  readonly coin: CoinKey;
  invalidate(): void;
  /** A new drawing's id (a UUID). */
  newId(): string;
  /** A new text note's text, in the page's language. */
  noteText(): string;
  /** The trader changed the drawings: what to write where they are kept. */
  write(writes: readonly DrawingWrite[]): void;
  /** What the page shows of the drawings changed. */
  changed(state: DrawingsState): void;
  /** A drawing was refused: the coin holds DRAWINGS_PER_COIN_MAX already. */
  full(): void;
  /**
   * Whether the drawings have a keeper yet (the session is known: the exchange's or this browser's).
   * Until then no tool is taken: a drawing made then would be kept nowhere.
   */
  kept(): boolean;
}

/** Px a press must travel before it is a drag (placing the next anchor where it is let go). */
export const DRAG_THRESHOLD_PX = 4;

interface Drag {
  id: string;
  /** The anchor whose handle is dragged; null: the whole drawing. */
  handle: number | null;
  x: number;
  y: number;
  original: Drawing;
  moved: boolean;
}

export class ChartDrawings {
  private history: DrawingHistory = EMPTY_HISTORY;
  private tool: DrawingTool | null = null;
  /** The anchors placed so far of the drawing under way. */
  private placed: DrawingAnchor[] = [];
  /** A press while placing, and where: let go far enough away, it places the next anchor there. */
  private placingPress: { x: number; y: number } | null = null;
  private drag: Drag | null = null;
  private selected: string | null = null;
  private hovered: string | null = null;
  private magnet: MagnetMode = 'off';

  constructor(private readonly host: DrawingsHost) {}

  get drawings(): readonly Drawing[] {
    return this.history.present;
  }

  get state(): DrawingsState {
    return {
      drawings: this.history.present,
      selected: this.selected,
      tool: this.tool,
      magnet: this.magnet,
      canUndo: this.history.past.length > 0,
      canRedo: this.history.future.length > 0,
    };
  }

  /** Whether a press on the plot is the drawings' (a tool is picked, or a drag is under way). */
  get busy(): boolean {
    return this.tool !== null || this.drag !== null;
  }

  /** Picks a tool (null: the pointer again); a drawing under way is called off. */
  chooseTool(tool: DrawingTool | null): void {
    if (tool !== null && !this.host.kept()) return;
    if (tool !== null && this.history.present.length >= DRAWINGS_PER_COIN_MAX) {
      this.host.full();
      tool = null;
    }
    this.tool = tool;
    this.placed = [];
    this.placingPress = null;
    this.host.model.setDrawingPreview(null);
    this.publish();
  }

  setMagnet(mode: MagnetMode): void {
    this.magnet = mode;
    this.publish();
  }

  select(id: string | null): void {
    if (id !== null && !this.find(id)) return;
    this.selected = id;
    this.showSelection();
    this.publish();
  }

  /**
   * A press on the plot at (x, y): an anchor placed with a tool picked, else a drawing under it selected
   * (and its drag started unless it is locked). True when the press was the drawings'; false lets the
   * chart pan (a press on nothing also clears the selection).
   */
  press(x: number, y: number, shift: boolean): boolean {
    if (this.tool) {
      this.placingPress = { x, y };
      this.place(this.anchorAt(x, y, shift));
      return true;
    }
    const hit = this.host.model.hitDrawing(x, y);
    const drawing = hit && this.find(hit.id);
    if (!drawing) {
      if (this.selected !== null) this.select(null);
      return false;
    }
    this.selected = drawing.id;
    if (!drawing.locked)
      this.drag = { id: drawing.id, handle: hit.handle, x, y, original: drawing, moved: false };
    this.showSelection();
    this.publish();
    return true;
  }

  /** The pointer at (x, y): the preview follows it, a drag moves, or the drawing under it is marked. */
  move(x: number, y: number, shift: boolean): void {
    if (this.tool) {
      if (this.placed.length > 0) this.preview(this.anchorAt(x, y, shift));
      return;
    }
    const drag = this.drag;
    if (drag) {
      if (!drag.moved && Math.hypot(x - drag.x, y - drag.y) < DRAG_THRESHOLD_PX) return;
      drag.moved = true;
      this.host.model.setDrawings(this.withDragged(drag, x, y, shift));
      this.host.invalidate();
      return;
    }
    const hovered = this.host.model.hitDrawing(x, y)?.id ?? null;
    if (hovered !== this.hovered) {
      this.hovered = hovered;
      this.showSelection();
    }
  }

  /** The pointer let go at (x, y): a drag ends in an edit; a press dragged while placing places there. */
  release(x: number, y: number, shift: boolean): void {
    const press = this.placingPress;
    this.placingPress = null;
    if (
      this.tool &&
      press &&
      this.placed.length > 0 &&
      Math.hypot(x - press.x, y - press.y) >= DRAG_THRESHOLD_PX
    )
      this.place(this.anchorAt(x, y, shift));
    const drag = this.drag;
    this.drag = null;
    if (!drag?.moved) return;
    const moved = this.withDragged(drag, x, y, shift).find((each) => each.id === drag.id);
    if (moved) this.dispatch({ type: 'update', drawing: moved });
  }

  /** Escape: the drawing under way or the drag is called off (true), else nothing was (false). */
  escape(): boolean {
    if (this.drag) {
      this.drag = null;
      this.host.model.setDrawings(this.history.present);
      this.host.invalidate();
      return true;
    }
    if (this.tool) {
      this.chooseTool(null);
      return true;
    }
    if (this.selected !== null) {
      this.select(null);
      return true;
    }
    return false;
  }

  undo(): void {
    this.dispatch({ type: 'undo' });
  }

  redo(): void {
    this.dispatch({ type: 'redo' });
  }

  remove(id: string): void {
    this.dispatch({ type: 'remove', id });
  }

  removeAll(): void {
    this.dispatch({ type: 'removeAll' });
  }

  /** Removes the selected drawing (Delete); false when none is. */
  removeSelected(): boolean {
    if (this.selected === null) return false;
    this.remove(this.selected);
    return true;
  }

  setHidden(id: string, hidden: boolean): void {
    this.change(id, (drawing) => ({ ...drawing, hidden }));
  }

  setLocked(id: string, locked: boolean): void {
    this.change(id, (drawing) => ({ ...drawing, locked }));
  }

  setStyle(id: string, style: DrawingStyle): void {
    this.change(id, (drawing) => ({ ...drawing, style }));
  }

  /** The coin's drawings as they are kept (a load, a reload after a refused write): no undo across it. */
  replace(drawings: readonly Drawing[]): void {
    this.history = { past: [], present: drawings, future: [] };
    this.afterChange();
  }

  /** A drawing as the exchange stored it: a write's answer, or another window's change. */
  stored(drawing: Drawing): void {
    this.apply({ type: 'storedOnServer', drawing });
  }

  /** Drawings another window deleted. */
  removed(ids: readonly string[]): void {
    this.apply({ type: 'removedOnServer', ids });
  }

  // -------------------------------------------------------------------------------------------------

  private find(id: string): Drawing | undefined {
    return this.history.present.find((each) => each.id === id);
  }

  private change(id: string, edit: (drawing: Drawing) => Drawing): void {
    const drawing = this.find(id);
    if (drawing) this.dispatch({ type: 'update', drawing: edit(drawing) });
  }

  /** A change of the trader's: it goes on the history and is written. */
  private dispatch(action: DrawingAction): void {
    const before = this.history.present;
    this.apply(action);
    const writes = drawingWrites(before, this.history.present);
    if (writes.length > 0) this.host.write(writes);
  }

  private apply(action: DrawingAction): void {
    const next = drawingHistory(this.history, action);
    if (next === this.history) return;
    this.history = next;
    this.afterChange();
  }

  private afterChange(): void {
    const present = this.history.present;
    if (this.selected !== null && !present.some((each) => each.id === this.selected)) this.selected = null;
    if (this.hovered !== null && !present.some((each) => each.id === this.hovered)) this.hovered = null;
    // A drag under way keeps its own picture until it ends.
    if (!this.drag) this.host.model.setDrawings(present);
    this.showSelection();
    this.publish();
  }

  /** The anchor a pointer at (x, y) places: the magnet's, or with Shift at 45° steps from the last one. */
  private anchorAt(x: number, y: number, shift: boolean): DrawingAnchor {
    const { model } = this.host;
    const last = this.placed[this.placed.length - 1];
    if (shift && last) {
      const view = model.drawingView();
      const point = constrainAngle(anchorPoint(view, last), { x, y });
      return pointAnchor(view, point.x, point.y);
    }
    return model.drawingAnchorAt(x, y, this.magnet);
  }

  private place(anchor: DrawingAnchor): void {
    const tool = this.tool!;
    this.placed = [...this.placed, anchor];
    if (this.placed.length < DRAWING_ANCHORS[tool]) {
      this.preview(anchor);
      return;
    }
    const drawing = newDrawing(this.host.newId(), this.host.coin, tool, this.placed, this.host.noteText());
    // Back to the pointer, with the new drawing selected, as TradingView does.
    this.tool = null;
    this.placed = [];
    this.placingPress = null;
    this.host.model.setDrawingPreview(null);
    this.selected = drawing.id;
    this.dispatch({ type: 'add', drawing });
  }

  /** The drawing under way with its anchors so far and the pointer's as the next. */
  private preview(next: DrawingAnchor): void {
    const tool = this.tool!;
    const anchors = this.placed.length < DRAWING_ANCHORS[tool] ? [...this.placed, next] : this.placed;
    const sketch = newDrawing('', this.host.coin, tool, anchors, this.host.noteText());
    this.host.model.setDrawingPreview({ tool, anchors: sketch.anchors, style: sketch.style });
    this.host.invalidate();
  }

  /** The drawings with the dragged one where the pointer at (x, y) takes it. */
  private withDragged(drag: Drag, x: number, y: number, shift: boolean): Drawing[] {
    const { model } = this.host;
    const view = model.drawingView();
    const { original } = drag;
    let anchors: DrawingAnchor[];
    if (drag.handle === null) {
      const step = shift ? constrainMove(x - drag.x, y - drag.y) : { x: x - drag.x, y: y - drag.y };
      anchors = movedAnchors(view, original.anchors, step.x, step.y);
    } else {
      anchors = [...original.anchors];
      anchors[drag.handle] = model.drawingAnchorAt(x, y, this.magnet);
    }
    const moved = { ...original, anchors };
    return this.history.present.map((each) => (each.id === drag.id ? moved : each));
  }

  private showSelection(): void {
    this.host.model.setDrawingSelection(this.selected, this.hovered);
    this.host.invalidate();
  }

  private publish(): void {
    this.host.changed(this.state);
  }
}
