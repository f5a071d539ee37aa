/**
 * The chart's layers drawn with Pixi (pixi-chart.ts): each layer a render group whose painter takes its
 * items from pools of sprites, strip meshes (lines and bands, in the order painted), small shapes and glyph
 * lines reused frame after frame — under each other in that order — and the chart's bitmap font.
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
import {
  CHART_FONT_SIZE,
  SHAPE_POINTS,
  type ChartLayer,
  type ChartShape,
  type LineDash,
} from './chart-painter';
import {
  bandStrip,
  dashCapacity,
  dashPolyline,
  dashTriangles,
  extrudePolyline,
  STRIP_FLOATS_PER_POINT,
} from './strip-geometry';

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
 * A polyline or a band in one pooled mesh. A line 1 px wide is a GL line strip of its points; a wider line (its
 * polyline extruded either side, strip-geometry.ts) and a band (A and B vertices alternating) are triangle
 * strips; a dashed line is its dashes' ends as a GL line list, or their quads as a triangle list when wider. Redrawing it writes its vertices into typed arrays; a stroked Graphics path would triangulate
 * every segment and join again each frame. The vertex buffers grow to the most a frame needed and stay:
 * the index buffer counts 0, 1, 2… and `indexCount` says how many vertices are drawn, so a line that gains
 * or loses points allocates nothing and uploads only the vertices it has.
 */
class StripMesh {
  /** What was given since begin(): x, y pairs of a line, or x, yA, yB triples of a band. */
  private input = new Float32Array(0);
  private length = 0;
  /** A dashed line's dashes (x1, y1, x2, y2 each), grown to the most a frame needed. */
  private dashes = new Float32Array(0);
  private readonly geometry: MeshGeometry;
  readonly view: Mesh;

  constructor() {
    this.geometry = new MeshGeometry({
      positions: new Float32Array(4),
      uvs: new Float32Array(4),
      indices: Uint32Array.of(0, 1),
      topology: 'line-strip',
    });
    // A batched mesh is drawn as triangles of a list: a strip must go on its own.
    this.geometry.batchMode = 'no-batch';
    this.view = new Mesh({ geometry: this.geometry, texture: Texture.WHITE });
  }

  /** Starts a line or band of at most `floats` values given. */
  begin(floats: number): void {
    if (this.input.length < floats) this.input = new Float32Array(floats);
    this.length = 0;
  }

  add(x: number, y: number): void {
    this.input[this.length] = x;
    this.input[this.length + 1] = y;
    this.length += 2;
  }

  add3(x: number, yA: number, yB: number): void {
    this.input[this.length] = x;
    this.input[this.length + 1] = yA;
    this.input[this.length + 2] = yB;
    this.length += 3;
  }

  /** Shows the points added since begin() as a line `width` px wide in `color`; fewer than two hide it. */
  endLine(color: number, width: number, dash?: LineDash): void {
    const count = this.length / 2;
    if (count < 2) return this.hide();
    if (dash) return this.endDashed(count, color, width, dash);
    if (width <= 1) {
      // The hairline: its points are the strip's vertices.
      this.room(count).set(this.input.subarray(0, count * 2));
      this.show(count, 'line-strip', color, 1);
    } else {
      const positions = this.room(count * (STRIP_FLOATS_PER_POINT / 2));
      const vertices = extrudePolyline(this.input, count, width / 2, positions);
      if (vertices === 0) return this.hide();
      this.show(vertices, 'triangle-strip', color, 1);
    }
  }

  private endDashed(count: number, color: number, width: number, [on, off]: LineDash): void {
    const capacity = dashCapacity(this.input, count, on, off);
    if (this.dashes.length < capacity) this.dashes = new Float32Array(capacity);
    const dashes = dashPolyline(this.input, count, on, off, this.dashes);
    if (dashes === 0) return this.hide();
    if (width <= 1) {
      // Each dash's two ends, a GL line of its own.
      this.room(dashes * 2).set(this.dashes.subarray(0, dashes * 4));
      this.show(dashes * 2, 'line-list', color, 1);
    } else {
      const vertices = dashTriangles(this.dashes, dashes, width / 2, this.room(dashes * 6));
      if (vertices === 0) return this.hide();
      this.show(vertices, 'triangle-list', color, 1);
    }
  }

  /** Shows the band added since begin() in `color` at `alpha`; fewer than two points hide it. */
  endBand(color: number, alpha: number): void {
    const count = this.length / 3;
    if (count < 2) return this.hide();
    const positions = this.room(count * (STRIP_FLOATS_PER_POINT / 2));
    this.show(bandStrip(this.input, count, positions), 'triangle-strip', color, alpha);
  }

  /** The positions, able to hold `vertices`: grown (with their UVs and indices) when they cannot. */
  private room(vertices: number): Float32Array {
    const geometry = this.geometry;
    if (geometry.positions.length >= vertices * 2) return geometry.positions;
    geometry.positions = new Float32Array(vertices * 2);
    geometry.uvs = new Float32Array(vertices * 2);
    const indices = new Uint32Array(vertices);
    for (let i = 0; i < vertices; i += 1) indices[i] = i;
    geometry.indices = indices;
    return geometry.positions;
  }

  private show(
    vertices: number,
    topology: 'line-strip' | 'line-list' | 'triangle-strip' | 'triangle-list',
    tint: number,
    alpha: number,
  ): void {
    const { geometry, view } = this;
    if (geometry.topology !== topology) geometry.topology = topology;
    geometry.indexCount = vertices;
    geometry.getBuffer('aPosition').update(vertices * 2 * Float32Array.BYTES_PER_ELEMENT);
    if (view.tint !== tint) view.tint = tint;
    if (view.alpha !== alpha) view.alpha = alpha;
    view.visible = true;
  }

  private hide(): void {
    this.view.visible = false;
  }
}

/** Lines and bands reused frame after frame, as the other pools, drawn in the order they were painted. */
class StripPool extends ViewPool<Mesh> {
  private readonly strips = new Map<Mesh, StripMesh>();
  private current: StripMesh | null = null;

  constructor() {
    super(() => {
      const strip = new StripMesh();
      this.strips.set(strip.view, strip);
      return strip.view;
    });
  }

  beginLine(capacity: number): void {
    this.current = this.strips.get(this.take())!;
    this.current.begin(capacity * 2);
  }

  point(x: number, y: number): void {
    this.current!.add(x, y);
  }

  endLine(color: number, width: number, dash?: LineDash): void {
    this.current!.endLine(color, width, dash);
    this.current = null;
  }

  beginBand(capacity: number): void {
    this.current = this.strips.get(this.take())!;
    this.current.begin(capacity * 3);
  }

  bandPoint(x: number, yA: number, yB: number): void {
    this.current!.add3(x, yA, yB);
  }

  endBand(color: number, alpha: number): void {
    this.current!.endBand(color, alpha);
    this.current = null;
  }
}

/**
 * One layer of the chart as a render group: what it paints, under each other, rectangles, lines and bands
 * (among themselves in the order painted), shapes, labels.
 */
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

  endLine(color: number, width = 1, dash?: LineDash): void {
    this.strips.endLine(color, width, dash);
  }

  beginBand(capacity: number): void {
    this.strips.beginBand(capacity);
  }

  bandPoint(x: number, yA: number, yB: number): void {
    this.strips.bandPoint(x, yA, yB);
  }

  endBand(color: number, alpha: number): void {
    this.strips.endBand(color, alpha);
  }
}
