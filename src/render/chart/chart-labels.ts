/**
 * The labels of the chart's lines layer and where they were placed (label-placement.ts): in the plot, the
 * high/low markers' prices, the price lines' tags and the price ranges' labels, kept clear of each other and of what the page draws
 * over the plot (the legend and the forecast's line, `reserved`); on the price axis, the last price's box
 * and the lines' price boxes, kept clear of each other. Both surfaces paint these placed boxes, the hit
 * tests of tags read them, and tests read them from the model.
 */
import { labelBox, LabelPass, type Box, type LabelBox } from './label-placement';

/**
 * Who places first: what the trader holds and acts on keeps its place; the markers' prices move, and the
 * ranges' labels, which only name a band, move last.
 */
export const LABEL_PRIORITY = { dragged: -1, lastPrice: 0, line: 1, marker: 2, range: 3 } as const;

/** What a placed label stands for (tests tell them apart by it). */
export type ChartLabelKind = 'high' | 'low' | 'tag' | 'lastPrice' | 'linePrice' | 'range';

export interface PlacedLabel extends Box {
  kind: ChartLabelKind;
  /** The price line of a tag or a line's price box, the range of a range's label, -1 for the others. */
  line: number;
  /** In the plot (false: on the price axis). */
  plot: boolean;
}

/** Label boxes reused frame after frame, with what each stands for. */
class LabelList {
  readonly boxes: LabelBox[] = [];
  readonly kinds: ChartLabelKind[] = [];
  readonly lines: number[] = [];
  private readonly pool: LabelBox[] = [];

  clear(): void {
    this.boxes.length = 0;
    this.kinds.length = 0;
    this.lines.length = 0;
  }

  add(kind: ChartLabelKind, line: number, box: Box, priority: number, altX: number): LabelBox {
    const index = this.boxes.length;
    const label = (this.pool[index] ??= labelBox());
    label.x = box.x;
    label.y = box.y;
    label.width = box.width;
    label.height = box.height;
    label.altX = altX;
    label.priority = priority;
    this.boxes.push(label);
    this.kinds.push(kind);
    this.lines.push(line);
    return label;
  }
}

export class ChartLabels {
  /** Boxes the page draws over the plot (legend, forecast line), plot px: labels keep clear of them. */
  reserved: readonly Box[] = [];
  /** Line i's tag and its price box on the axis, from the last layout (undefined: none). */
  readonly tags: (LabelBox | undefined)[] = [];
  readonly linePrices: (LabelBox | undefined)[] = [];
  /** Range i's label from the last layout (undefined: none, its band out of view). */
  readonly ranges: (LabelBox | undefined)[] = [];
  private readonly plotList = new LabelList();
  private readonly axisList = new LabelList();
  private readonly plotPass = new LabelPass();
  private readonly axisPass = new LabelPass();

  /** Starts a layout: the labels added next replace the last ones. */
  begin(): void {
    this.plotList.clear();
    this.axisList.clear();
    this.tags.length = 0;
    this.linePrices.length = 0;
    this.ranges.length = 0;
  }

  /** A label in the plot, asking for `box`, or at `altX` (NaN: nowhere else across). */
  addPlot(kind: ChartLabelKind, line: number, box: Box, priority: number, altX = Number.NaN): LabelBox {
    const label = this.plotList.add(kind, line, box, priority, altX);
    if (kind === 'tag') this.tags[line] = label;
    else if (kind === 'range') this.ranges[line] = label;
    return label;
  }

  /** A box on the price axis, asking for `box`. */
  addAxis(kind: ChartLabelKind, line: number, box: Box, priority: number): LabelBox {
    const label = this.axisList.add(kind, line, box, priority, Number.NaN);
    if (kind === 'linePrice') this.linePrices[line] = label;
    return label;
  }

  /** Places the labels added since begin(), when any input changed since the last placing. */
  place(plot: Box, axis: Box): void {
    this.plotPass.run(this.plotList.boxes, plot, this.reserved);
    this.axisPass.run(this.axisList.boxes, axis, []);
  }

  /** The placed labels in the plot (the last price's dashes skip them). */
  get plotBoxes(): readonly LabelBox[] {
    return this.plotList.boxes;
  }

  /** The placed boxes on the price axis (the axis's tick labels they would cut are masked). */
  get axisBoxes(): readonly LabelBox[] {
    return this.axisList.boxes;
  }

  /** Every placed label with what it stands for (for tests: it allocates). */
  get placed(): PlacedLabel[] {
    const out: PlacedLabel[] = [];
    for (const [list, plot] of [
      [this.plotList, true],
      [this.axisList, false],
    ] as const)
      list.boxes.forEach((label, i) =>
        out.push({
          kind: list.kinds[i]!,
          line: list.lines[i]!,
          plot,
          x: label.placedX,
          y: label.placedY,
          width: label.width,
          height: label.height,
        }),
      );
    return out;
  }
}
