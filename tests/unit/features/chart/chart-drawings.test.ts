import { beforeEach, describe, expect, it } from 'vitest';
import { DRAWINGS_PER_COIN_MAX, type Drawing } from '../../../../contract/drawings';
import { newDrawing } from '../../../../src/features/chart/rules/drawing-defaults';
import { ChartDrawings, type DrawingsState } from '../../../../src/features/chart/chart-drawings';
import type { DrawingWrite } from '../../../../src/features/chart/rules/drawing-history';
import { ChartModel, type SceneOptions } from '../../../../src/render/chart/chart-model';
import { anchorPoint } from '../../../../src/render/chart/drawing-geometry';
import { chartDataOf } from '../../../fixtures/chart-data';

const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
const BARS = 60;
const T0 = 1_735_689_600;

function chart() {
  const bars = Array.from({ length: BARS }, (_, i) => i);
  const data = chartDataOf({
    time: bars.map((i) => T0 + i * 60),
    open: bars.map(() => 1000),
    high: bars.map((i) => 1020 + (i % 3)),
    low: bars.map(() => 980),
    close: bars.map(() => 1005),
    volume: bars.map(() => 1),
  });
  const model = new ChartModel(data, OPTIONS, (text) => text.length * 7);
  model.setSize(800, 424);
  model.resetView();
  model.setScale({ ...model.scale, barSpacing: 10 });
  model.fitScales();
  return model;
}

let model: ChartModel;
let writes: DrawingWrite[][];
let state: DrawingsState | null;
let drawings: ChartDrawings;
let ids: number;
let fullTold: number;
let kept: boolean;

beforeEach(() => {
  model = chart();
  writes = [];
  state = null;
  ids = 0;
  fullTold = 0;
  kept = true;
  drawings = new ChartDrawings({
    model,
    coin: 'BTC-KRW',
    invalidate: () => undefined,
    newId: () => `d${++ids}`,
    noteText: () => 'Text',
    write: (each) => void writes.push([...each]),
    changed: (next) => void (state = next),
    full: () => void (fullTold += 1),
    kept: () => kept,
  });
});

/** A click: press and release at one point. */
function click(x: number, y: number, shift = false): boolean {
  const taken = drawings.press(x, y, shift);
  drawings.release(x, y, shift);
  return taken;
}

const point = (drawing: Drawing, anchor: number) =>
  anchorPoint(model.drawingView(), drawing.anchors[anchor]!);

describe('placing a drawing', () => {
  it('takes no tool while the drawings have no keeper (the session unknown): nothing is drawn to be lost', () => {
    kept = false;
    drawings.chooseTool('trendLine');
    expect(drawings.busy).toBe(false);
    expect(click(200, 200)).toBe(false);
    expect(writes).toEqual([]);
    kept = true;
    drawings.chooseTool('trendLine');
    expect(drawings.busy).toBe(true);
  });

  it('a trend line by two clicks: previewed, added, selected, written as new, the pointer back', () => {
    drawings.chooseTool('trendLine');
    expect(drawings.busy).toBe(true);
    expect(click(200, 150)).toBe(true);
    drawings.move(400, 100, false);
    expect(model.drawingPreview?.anchors).toHaveLength(2);
    expect(click(400, 100)).toBe(true);
    expect(model.drawingPreview).toBeNull();
    expect(state!.tool).toBeNull();
    expect(state!.drawings).toHaveLength(1);
    const [line] = state!.drawings;
    expect(line).toMatchObject({ id: 'd1', coin: 'BTC-KRW', tool: 'trendLine', version: 0 });
    expect(state!.selected).toBe('d1');
    expect(model.drawings).toBe(state!.drawings);
    expect(point(line!, 0).x).toBeCloseTo(200, 6);
    expect(point(line!, 1).y).toBeCloseTo(100, 6);
    expect(writes).toEqual([[{ kind: 'put', drawing: line, baseVersion: 0 }]]);
  });

  it('a press dragged to the next anchor places it where it is let go', () => {
    drawings.chooseTool('rectangle');
    drawings.press(200, 150, false);
    drawings.move(300, 220, false);
    drawings.release(300, 220, false);
    const [box] = state!.drawings;
    expect(box!.tool).toBe('rectangle');
    expect(point(box!, 1).x).toBeCloseTo(300, 6);
  });

  it('a one-anchor tool is placed by one click', () => {
    drawings.chooseTool('horizontalLine');
    click(250, 120);
    expect(state!.drawings.map((each) => each.tool)).toEqual(['horizontalLine']);
  });

  it('Shift keeps the second anchor at 45° steps: a level line stays level', () => {
    drawings.chooseTool('trendLine');
    click(200, 150);
    click(400, 153, true);
    const [line] = state!.drawings;
    expect(line!.anchors[1]!.price).toBeCloseTo(line!.anchors[0]!.price, 9);
  });

  it('a coin holding the most drawings takes no tool, and says so', () => {
    const line = {
      ...newDrawing('x', 'BTC-KRW', 'horizontalLine', [{ time: T0, price: 1000 }], ''),
      version: 1,
    };
    drawings.replace(Array.from({ length: DRAWINGS_PER_COIN_MAX }, (_, i) => ({ ...line, id: `x${i}` })));
    drawings.chooseTool('trendLine');
    expect(fullTold).toBe(1);
    expect(state!.tool).toBeNull();
    expect(drawings.press(200, 150, false)).toBe(false);
  });

  it('Escape calls the drawing under way off', () => {
    drawings.chooseTool('trendLine');
    click(200, 150);
    expect(drawings.escape()).toBe(true);
    expect(model.drawingPreview).toBeNull();
    expect(state!.tool).toBeNull();
    expect(writes).toEqual([]);
  });
});

describe('editing a drawing', () => {
  function drawLine(): Drawing {
    drawings.chooseTool('trendLine');
    click(200, 150);
    click(400, 150);
    writes = [];
    return state!.drawings[0]!;
  }

  it('a press on its body selects it and drags it whole; the edit is written over its version', () => {
    const line = drawLine();
    drawings.select(null);
    expect(drawings.press(300, 150, false)).toBe(true);
    expect(state!.selected).toBe(line.id);
    drawings.move(300, 170, false);
    // While dragged, the model draws it moved; the history has it where it was.
    expect(point(model.drawings[0]!, 0).y).toBeCloseTo(170, 6);
    expect(state!.drawings[0]).toBe(line);
    drawings.release(300, 170, false);
    const moved = state!.drawings[0]!;
    expect(point(moved, 1).y).toBeCloseTo(170, 6);
    expect(writes).toEqual([[{ kind: 'put', drawing: moved, baseVersion: 0 }]]);
  });

  it('a handle dragged with the strong magnet snaps to the bar’s nearest price', () => {
    const line = drawLine();
    drawings.setMagnet('strong');
    const end = point(line, 1);
    drawings.press(end.x, end.y, false);
    const bar = 40;
    const high = 1020 + (bar % 3);
    const target = anchorPoint(model.drawingView(), { time: T0 + bar * 60, price: high + 1 });
    drawings.move(target.x, target.y, false);
    drawings.release(target.x, target.y, false);
    expect(state!.drawings[0]!.anchors[1]).toEqual({ time: T0 + bar * 60, price: high });
    expect(state!.drawings[0]!.anchors[0]).toEqual(line.anchors[0]);
  });

  it('a press that does not travel is a selection, not an edit', () => {
    drawLine();
    drawings.select(null);
    click(300, 150);
    expect(state!.selected).not.toBeNull();
    expect(writes).toEqual([]);
  });

  it('a locked drawing is selected but not moved', () => {
    const line = drawLine();
    drawings.setLocked(line.id, true);
    writes = [];
    drawings.press(300, 150, false);
    drawings.move(300, 190, false);
    drawings.release(300, 190, false);
    expect(state!.drawings[0]!.anchors).toEqual(line.anchors);
    expect(writes).toEqual([]);
  });

  it('a press on nothing clears the selection and lets the chart pan', () => {
    drawLine();
    expect(drawings.press(300, 300, false)).toBe(false);
    expect(state!.selected).toBeNull();
  });

  it('Escape puts a dragged drawing back', () => {
    const line = drawLine();
    drawings.press(300, 150, false);
    drawings.move(300, 200, false);
    expect(drawings.escape()).toBe(true);
    expect(model.drawings[0]).toBe(line);
    drawings.release(300, 200, false);
    expect(writes).toEqual([]);
  });

  it('undo and redo write what they change; Delete removes the selected one', () => {
    const line = drawLine();
    drawings.undo();
    expect(state!.drawings).toEqual([]);
    expect(writes.at(-1)).toEqual([{ kind: 'delete', id: line.id, version: 0 }]);
    expect(state!.canRedo).toBe(true);
    drawings.redo();
    expect(state!.drawings).toEqual([line]);
    expect(writes.at(-1)).toEqual([{ kind: 'put', drawing: line, baseVersion: 0 }]);
    drawings.select(line.id);
    expect(drawings.removeSelected()).toBe(true);
    expect(state!.drawings).toEqual([]);
    expect(drawings.removeSelected()).toBe(false);
  });

  it('hide, style and delete all are edits; the exchange’s changes are not written', () => {
    const line = drawLine();
    drawings.setHidden(line.id, true);
    drawings.setStyle(line.id, { ...line.style, color: '#ff0000' });
    expect(state!.drawings[0]).toMatchObject({ hidden: true, style: { color: '#ff0000' } });
    expect(writes).toHaveLength(2);
    writes = [];
    drawings.stored({ ...state!.drawings[0]!, version: 5 });
    expect(state!.drawings[0]!.version).toBe(5);
    drawings.removed([line.id]);
    expect(state!.drawings).toEqual([]);
    expect(writes).toEqual([]);
    drawings.replace([line]);
    expect(state!.canUndo).toBe(false);
    drawings.removeAll();
    expect(writes).toEqual([[{ kind: 'delete', id: line.id, version: 0 }]]);
  });
});
