/**
 * What the chart's layers draw with: pools of glyph lines, sprites and small shapes reused frame after
 * frame, GL line strips, and the chart's bitmap font.
 */
import {
  Container,
  Graphics,
  GraphicsContext,
  Mesh,
  MeshGeometry,
  Sprite,
  Texture,
  type BitmapFont,
} from 'pixi.js';
import { ensureBitmapFont } from '../bitmap-font';
import { GlyphLine } from '../glyph-line';

const CHART_FONT = 'td-chart';
export const CHART_FONT_SIZE = 11;
/** Px left of a price label in the axis (the same is kept right of it). */
export const AXIS_LABEL_X = 6;

export const installChartFont = () => ensureBitmapFont(CHART_FONT, CHART_FONT_SIZE, ' .,:-+/%()×·');

/** What a layer reuses between repaints: begin(), the drawing takes items, end() hides the ones not taken. */
export interface Pool {
  begin(): void;
  end(): void;
}

/** Redraws a layer from its pools: what the drawing does not take again is let go. */
export function redraw(pools: readonly Pool[], draw: () => void): void {
  for (const pool of pools) pool.begin();
  draw();
  for (const pool of pools) pool.end();
}

/** Glyph lines reused frame after frame: begin(), take() per label, end() hides the ones not taken. */
export class LabelPool implements Pool {
  private readonly labels: GlyphLine[] = [];
  private used = 0;
  constructor(
    private readonly parent: Container,
    private readonly font: BitmapFont,
  ) {}

  begin(): void {
    this.used = 0;
  }

  take(text: string, x: number, y: number, tint: number, anchorX: number, anchorY: number): void {
    let label = this.labels[this.used];
    if (!label) {
      label = new GlyphLine(this.font, CHART_FONT_SIZE);
      this.labels.push(label);
      this.parent.addChild(label.view);
    }
    this.used += 1;
    label.text = text;
    label.tint = tint;
    label.setAnchor(anchorX, anchorY);
    label.view.position.set(Math.round(x), Math.round(y));
    if (!label.view.visible) label.view.visible = true;
  }

  end(): void {
    for (let i = this.used; i < this.labels.length; i += 1) {
      const view = this.labels[i]!.view;
      if (view.visible) view.visible = false;
    }
  }
}

/** Display objects under one container, shown in the order taken: later ones draw over earlier ones. */
class ViewPool<T extends Container> implements Pool {
  readonly view = new Container();
  private readonly items: T[] = [];
  private used = 0;

  constructor(private readonly create: () => T) {}

  begin(): void {
    this.used = 0;
  }

  protected take(): T {
    let item = this.items[this.used];
    if (!item) {
      item = this.create();
      this.items.push(item);
      this.view.addChild(item);
    } else if (!item.visible) item.visible = true;
    this.used += 1;
    return item;
  }

  end(): void {
    for (let i = this.used; i < this.items.length; i += 1) {
      const item = this.items[i]!;
      if (item.visible) item.visible = false;
    }
  }

  get count(): number {
    return this.used;
  }
}

/**
 * Axis-aligned rectangles (candles, volume bars, the grid, axes, dashes and boxes of lines) as pooled white
 * sprites: a repaint re-positions sprites instead of clearing a Graphics and tessellating it again.
 */
export class RectPool extends ViewPool<Sprite> {
  constructor() {
    super(() => new Sprite(Texture.WHITE));
  }

  add(x: number, y: number, width: number, height: number, tint: number): void {
    const sprite = this.take();
    sprite.position.set(x, y);
    sprite.setSize(width, height);
    if (sprite.tint !== tint) sprite.tint = tint;
  }

  /** A 1-px dashed line `length` px right of (x, y), or down when vertical: `dash` px every `period` px. */
  addDashes(
    x: number,
    y: number,
    length: number,
    vertical: boolean,
    dash: number,
    period: number,
    tint: number,
  ): void {
    for (let at = 0; at < length; at += period) {
      const run = Math.min(dash, length - at);
      if (vertical) this.add(x, y + at, 1, run, tint);
      else this.add(x + at, y, run, 1, tint);
    }
  }
}

/**
 * Triangles (the high/low markers, a pinned tag's arrow) as pooled Graphics over contexts made once: a
 * repaint moves and tints them, and nothing is tessellated again.
 */
export class ShapePool extends ViewPool<Graphics> {
  constructor() {
    super(() => new Graphics());
  }

  add(shape: GraphicsContext, x: number, y: number, tint: number): void {
    const graphics = this.take();
    if (graphics.context !== shape) graphics.context = shape;
    graphics.position.set(x, y);
    if (graphics.tint !== tint) graphics.tint = tint;
  }
}

/** A white triangle through the points, to be tinted. */
export const triangle = (points: number[]) => new GraphicsContext().poly(points).fill(0xffffff);

/**
 * A 1-px polyline drawn as a GL line strip: redrawing it writes its points into typed arrays; a stroked
 * Graphics path would triangulate every segment and join again each frame.
 */
export class LineStrip {
  private positions = new Float32Array(0);
  private readonly geometry: MeshGeometry;
  readonly view: Mesh;
  private count = 0;

  constructor() {
    this.geometry = new MeshGeometry({
      positions: new Float32Array(4),
      uvs: new Float32Array(4),
      indices: Uint32Array.of(0, 1),
      topology: 'line-strip',
    });
    // A batched mesh is drawn as triangles: a strip must go on its own.
    this.geometry.batchMode = 'no-batch';
    this.view = new Mesh({ geometry: this.geometry, texture: Texture.WHITE });
  }

  begin(capacity: number): void {
    if (this.positions.length < capacity * 2) this.positions = new Float32Array(capacity * 2);
    this.count = 0;
  }

  add(x: number, y: number): void {
    this.positions[this.count * 2] = x;
    this.positions[this.count * 2 + 1] = y;
    this.count += 1;
  }

  /** Shows the points added since begin(), in `color`; fewer than two hide the line. */
  end(color: number): void {
    const count = this.count;
    this.view.visible = count >= 2;
    if (count < 2) return;
    const geometry = this.geometry;
    if (geometry.indices.length !== count) {
      geometry.positions = new Float32Array(count * 2);
      geometry.uvs = new Float32Array(count * 2);
      const indices = new Uint32Array(count);
      for (let i = 0; i < count; i += 1) indices[i] = i;
      geometry.indices = indices;
    }
    geometry.positions.set(this.positions.subarray(0, count * 2));
    geometry.getBuffer('aPosition').update();
    if (this.view.tint !== color) this.view.tint = color;
  }

  hide(): void {
    this.view.visible = false;
  }
}
