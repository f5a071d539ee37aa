/**
 * The chart's layers drawn with Pixi (pixi-chart.ts): each layer a render group whose painter takes its
 * items from pools of sprites, GL line strips, small shapes and glyph lines reused frame after frame —
 * under each other in that order — and the chart's bitmap font.
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
import { CHART_FONT_SIZE, SHAPE_POINTS, type ChartLayer, type ChartShape } from './chart-painter';

const CHART_FONT = 'td-chart';

export const installChartFont = () => ensureBitmapFont(CHART_FONT, CHART_FONT_SIZE, ' .,:-+/%()×·');

/** What a layer reuses between repaints: begin(), the drawing takes items, end() hides the ones not taken. */
interface Pool {
  begin(): void;
  end(): void;
}

/** Glyph lines reused frame after frame: begin(), take() per label, end() hides the ones not taken. */
class LabelPool implements Pool {
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
}

/**
 * Axis-aligned rectangles (candles, volume bars, the grid, axes, dashes and boxes of lines) as pooled white
 * sprites: a repaint re-positions sprites instead of clearing a Graphics and tessellating it again.
 */
class RectPool extends ViewPool<Sprite> {
  constructor() {
    super(() => new Sprite(Texture.WHITE));
  }

  add(x: number, y: number, width: number, height: number, tint: number, alpha: number): void {
    const sprite = this.take();
    sprite.position.set(x, y);
    sprite.setSize(width, height);
    if (sprite.tint !== tint) sprite.tint = tint;
    if (sprite.alpha !== alpha) sprite.alpha = alpha;
  }
}

/**
 * Triangles (the high/low markers, a pinned tag's arrow) as pooled Graphics over contexts made once: a
 * repaint moves and tints them, and nothing is tessellated again.
 */
class ShapePool extends ViewPool<Graphics> {
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

/** The chart's shapes as white triangles to be tinted, made once per chart. */
export function chartShapes(): Record<ChartShape, GraphicsContext> {
  const shape = (name: ChartShape) => new GraphicsContext().poly([...SHAPE_POINTS[name]]).fill(0xffffff);
  return {
    highMarker: shape('highMarker'),
    lowMarker: shape('lowMarker'),
    arrowUp: shape('arrowUp'),
    arrowDown: shape('arrowDown'),
  };
}

/**
 * A 1-px polyline drawn as a GL line strip: redrawing it writes its points into typed arrays; a stroked
 * Graphics path would triangulate every segment and join again each frame.
 */
class LineStrip {
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
}

/** Line strips reused frame after frame, as the other pools. */
class StripPool extends ViewPool<Mesh> {
  private readonly strips = new Map<Mesh, LineStrip>();
  private current: LineStrip | null = null;

  constructor() {
    super(() => {
      const strip = new LineStrip();
      this.strips.set(strip.view, strip);
      return strip.view;
    });
  }

  beginLine(capacity: number): void {
    this.current = this.strips.get(this.take())!;
    this.current.begin(capacity);
  }

  point(x: number, y: number): void {
    this.current!.add(x, y);
  }

  endLine(color: number): void {
    this.current!.end(color);
    this.current = null;
  }
}

/** One layer of the chart as a render group: what it paints, under each other, rectangles, lines, shapes, labels. */
export class PixiLayer implements ChartLayer {
  readonly view = new Container({ isRenderGroup: true });
  private readonly rects = new RectPool();
  private readonly strips = new StripPool();
  private readonly shapePool = new ShapePool();
  private readonly labels: LabelPool;

  constructor(
    font: BitmapFont,
    private readonly shapes: Readonly<Record<ChartShape, GraphicsContext>>,
  ) {
    this.view.addChild(this.rects.view, this.strips.view, this.shapePool.view);
    this.labels = new LabelPool(this.view, font);
  }

  begin(): void {
    this.rects.begin();
    this.strips.begin();
    this.shapePool.begin();
    this.labels.begin();
  }

  end(): void {
    this.rects.end();
    this.strips.end();
    this.shapePool.end();
    this.labels.end();
  }

  rect(x: number, y: number, width: number, height: number, color: number, alpha = 1): void {
    this.rects.add(x, y, width, height, color, alpha);
  }

  shape(shape: ChartShape, x: number, y: number, color: number): void {
    this.shapePool.add(this.shapes[shape], x, y, color);
  }

  label(text: string, x: number, y: number, color: number, anchorX: number, anchorY: number): void {
    this.labels.take(text, x, y, color, anchorX, anchorY);
  }

  beginLine(capacity: number): void {
    this.strips.beginLine(capacity);
  }

  linePoint(x: number, y: number): void {
    this.strips.point(x, y);
  }

  endLine(color: number): void {
    this.strips.endLine(color);
  }
}
