/**
 * The drawings of the chart-drawings bench page (../chart-drawings.ts): `count` drawings over a history,
 * the same for the same history and seed, as a trader who draws a lot keeps them on a coin. Every one of
 * the 17 tools once, the rest by TOOL_WEIGHTS (trend lines and horizontal lines most, then rectangles, rays,
 * Fibonacci retracements…), in a few colours, widths and dashes, all shown and none locked. Anchors stand
 * at bars' open times and at one of their prices (high, low, close, open) where that is clear of the pan's
 * press (press-floor.ts), else at a price between that floor and the highest high around them; 55 % of the
 * drawings start within the last START_BARS bars the chart shows at start, 35 % in the NEAR_BARS before them
 * and 10 % up to 3,000 bars back, so that the pan/zoom workload, whose view drifts back a few hundred bars,
 * keeps drawing them. Vertical and cross lines stand after the newest press column (the last bars, or up to
 * 40 bars ahead: a coming event), where the press never is.
 *
 * Shapes below their anchors are kept from reaching under the floor: a ray and a horizontal ray run right
 * from their anchors and the floor covers every column right of them; an extended line, drawn over the last
 * bars, falls to the right, so that its part left of them rises; a Fibonacci retracement runs from the high
 * to the low (its levels above the low), an extension from a rise (its levels above its third anchor); a
 * channel's third anchor stands above its first line.
 */
import {
  DRAWING_ANCHORS,
  DRAWING_TOOLS,
  type Drawing,
  type DrawingAnchor,
  type DrawingDash,
  type DrawingTool,
  type DrawingWidth,
} from '../../../contract/drawings';
import { START_BARS } from '../../../src/bench-page/bench-chart-api';
import { BENCH_COIN } from '../../../src/bench-page/mount-bench-chart';
import { defaultDrawingStyle } from '../../../src/features/chart/rules/drawing-defaults';
import { mulberry32 } from '../../../src/lib/seeded-random';
import type { Candle } from '../../../workers/core/chart/candle-builder';
import { MARGIN_BARS, pressFloor, type PressFloor } from './press-floor';

/** How many drawings the page shows. */
export const BENCH_DRAWINGS = 200;

/** The tools after the first of each: how often a trader reaches for them, roughly. */
const TOOL_WEIGHTS: Readonly<Record<DrawingTool, number>> = {
  trendLine: 16,
  ray: 7,
  extendedLine: 3,
  infoLine: 3,
  arrow: 4,
  horizontalLine: 13,
  horizontalRay: 6,
  verticalLine: 4,
  crossLine: 2,
  parallelChannel: 5,
  rectangle: 8,
  priceRange: 4,
  dateRange: 3,
  fibRetracement: 6,
  fibExtension: 3,
  textNote: 5,
  priceNote: 4,
};

const COLOURS = ['#2962ff', '#f23645', '#089981', '#ff9800', '#9c27b0', '#787b86'] as const;
const NOTES = [
  'Breakout',
  '지지선',
  'Resistance',
  'TP 1',
  '손절',
  'Retest?',
  'Volume spike',
  '추세 전환',
] as const;
/** Bars before the last START_BARS over which 35 % of the drawings start: where the pan/zoom view drifts. */
const NEAR_BARS = 500;
/** Bars ahead of the last a vertical or cross line may mark. */
const AHEAD_BARS = 40;
/** Tools whose lines reach the newest bars (right, or both ways): drawn from the last START_BARS bars. */
const RECENT_TOOLS: ReadonlySet<DrawingTool> = new Set(['ray', 'horizontalRay', 'horizontalLine']);

interface Bars {
  time: readonly number[];
  high: readonly number[];
  low: readonly number[];
  close: readonly number[];
  open: readonly number[];
  intervalSec: number;
}

type Random = () => number;

/** One drawing's making: the bars, the floor and the seeded stream. */
class Maker {
  readonly last: number;

  constructor(
    readonly bars: Bars,
    readonly floor: PressFloor,
    readonly random: Random,
  ) {
    this.last = bars.time.length - 1;
  }

  int(from: number, to: number): number {
    return from + Math.floor(this.random() * (to - from + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  /** A bar's open time; past the last bar, by the interval. */
  time(bar: number): number {
    const { time, intervalSec } = this.bars;
    return bar <= this.last ? time[bar]! : time[this.last]! + (bar - this.last) * intervalSec;
  }

  /**
   * The first bar of a drawing `span` bars wide: 55 % in the last START_BARS bars, 35 % in the NEAR_BARS before,
   * 10 % further back, to 3,000 bars; `recent`: in the last START_BARS (a line carried right to the newest bars).
   */
  start(span: number, recent: boolean): number {
    const where = recent ? 0 : this.random();
    const near = this.last - START_BARS - NEAR_BARS;
    if (where < 0.55) return this.int(this.last - START_BARS + 1, this.last - span);
    if (where < 0.9) return this.int(near, this.last - START_BARS - span);
    return this.int(this.last - 3_000, near - span);
  }

  /**
   * A price at `bar` at or above `floor`: one of the bar's own where one is (any of them), else one
   * between the floor and the highest high within a view of the bar.
   */
  price(bar: number, floor: number): number {
    const at = Math.min(bar, this.last);
    const { high, low, close, open } = this.bars;
    const own = [high[at]!, close[at]!, open[at]!, low[at]!].filter((price) => price >= floor);
    if (own.length > 0) return this.pick(own);
    const top = Math.max(floor, this.floor.high(at - 150, at + 150));
    return Math.ceil(floor + this.random() * (top - floor));
  }

  anchor(bar: number, price: number): DrawingAnchor {
    return { time: this.time(bar), price };
  }

  /** Two anchors over [a, b] above the floor of [from, to], rising or falling as `rise` says (or either). */
  pair(a: number, b: number, from = a, to = b, rise?: boolean): DrawingAnchor[] {
    const floor = this.floor.over(from, to);
    let pa = this.price(a, floor);
    let pb = this.price(b, floor);
    if (rise !== undefined && pa < pb !== rise && pa !== pb) [pa, pb] = [pb, pa];
    return [this.anchor(a, pa), this.anchor(b, pb)];
  }

  /** `tool`'s anchors; `zone`: a rectangle carried right (extendRight). */
  anchors(tool: DrawingTool, zone: boolean): DrawingAnchor[] {
    const span = this.int(8, 60);
    const a = this.start(span, zone || RECENT_TOOLS.has(tool));
    const b = a + span;
    switch (tool) {
      case 'rectangle':
        return this.pair(a, b, a, zone ? Infinity : b);
      case 'trendLine':
      case 'arrow':
      case 'priceRange':
      case 'dateRange':
        return this.pair(a, b);
      case 'infoLine':
        // Its texts go above a rising line's end.
        return this.pair(a, b, a, b, true);
      case 'ray':
        // Rising, so that the part right of the anchors stays above them.
        return this.pair(a, b, a, Infinity, true);
      case 'extendedLine': {
        const first = this.int(this.floor.column + MARGIN_BARS + 1, this.last);
        return this.pair(first, first + this.int(5, 30), -Infinity, Infinity, false);
      }
      case 'horizontalLine':
        return [this.anchor(a, this.price(a, this.floor.over(-Infinity, Infinity)))];
      case 'horizontalRay':
        return [this.anchor(a, this.price(a, this.floor.over(a, Infinity)))];
      case 'verticalLine':
      case 'crossLine': {
        const bar = this.int(this.floor.column + MARGIN_BARS + 1, this.last + AHEAD_BARS);
        const floor = tool === 'crossLine' ? this.floor.over(-Infinity, Infinity) : -Infinity;
        return [this.anchor(bar, this.price(bar, floor))];
      }
      case 'parallelChannel': {
        const [first, second] = this.pair(a, b);
        const middle = this.int(a, b);
        const line = first!.price + ((second!.price - first!.price) * (middle - a)) / span;
        const width = Math.abs(second!.price - first!.price) * 0.5 + line * 0.002;
        return [first!, second!, this.anchor(middle, Math.ceil(line + width))];
      }
      case 'fibRetracement':
        // From the high to the low: level 0 at the low, 1 at the high, the levels past 1 above it.
        return this.pair(a, b, a, b, false);
      case 'fibExtension': {
        // A rise from a to the middle, then back to b: the levels go up from b by the rise's height.
        const middle = a + Math.floor(span / 2);
        const floor = this.floor.over(a, b + span);
        const [low, high] = [this.price(a, floor), this.price(middle, floor)].sort((x, y) => x - y);
        return [this.anchor(a, low!), this.anchor(middle, high!), this.anchor(b, this.price(b, floor))];
      }
      case 'textNote':
      case 'priceNote':
        return [this.anchor(a, this.price(a, this.floor.over(a, a)))];
    }
  }

  drawing(index: number, tool: DrawingTool): Drawing {
    const zone = tool === 'rectangle' && this.random() < 0.15;
    const anchors = this.anchors(tool, zone);
    if (anchors.length !== DRAWING_ANCHORS[tool]) throw new Error(`${tool}: ${anchors.length} anchors`);
    const style = defaultDrawingStyle(tool, this.pick(NOTES));
    style.color = this.pick(COLOURS);
    if (style.fill !== null) style.fill = style.color;
    if (!style.levels) style.width = this.pick<DrawingWidth>([1, 1, 2, 2, 2, 3]);
    style.dash = this.pick<DrawingDash>(['solid', 'solid', 'solid', 'dashed', 'dotted']);
    if (tool === 'priceNote') style.text = this.pick(NOTES);
    style.extendRight = zone;
    return {
      id: `bench-${index}`,
      coin: BENCH_COIN,
      tool,
      anchors,
      style,
      locked: false,
      hidden: false,
      version: 1,
      updatedAt: 0,
    };
  }
}

/** The tools of `count` drawings: each once, then by TOOL_WEIGHTS, in a seeded order. */
function toolsOf(count: number, random: Random): DrawingTool[] {
  const total = DRAWING_TOOLS.reduce((sum, tool) => sum + TOOL_WEIGHTS[tool], 0);
  const tools: DrawingTool[] = DRAWING_TOOLS.slice(0, count);
  while (tools.length < count) {
    let at = random() * total;
    tools.push(DRAWING_TOOLS.find((tool) => (at -= TOOL_WEIGHTS[tool]) < 0) ?? 'trendLine');
  }
  // Fisher–Yates, so that the tools are not drawn in groups.
  for (let i = tools.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [tools[i], tools[j]] = [tools[j]!, tools[i]!];
  }
  return tools;
}

/**
 * `count` drawings over `history` (one-minute bars, at least 3,100 of them: the oldest drawings start up
 * to 3,000 bars back), the same for the same history and seed.
 */
export function benchDrawings(history: readonly Candle[], count = BENCH_DRAWINGS, seed = 39): Drawing[] {
  if (history.length < 3_100)
    throw new RangeError(`the bench drawings need 3,100 bars, not ${history.length}`);
  const bars: Bars = {
    time: history.map((bar) => bar.time),
    high: history.map((bar) => bar.high),
    low: history.map((bar) => bar.low),
    close: history.map((bar) => bar.close),
    open: history.map((bar) => bar.open),
    intervalSec: history[1]!.time - history[0]!.time,
  };
  const random = mulberry32(seed);
  const maker = new Maker(bars, pressFloor(bars.high, bars.low), random);
  return toolsOf(count, random).map((tool, index) => maker.drawing(index, tool));
}
