/**
 * The chart of the chart-drawings bench page, on both of its sides: chart-render's chart
 * (src/bench-page/mount-bench-chart.ts) given the coin's drawings (bench-drawings.ts' 200, or none) as a
 * load of the kept drawings gives them, and `window.__drawingBench`, what the bench reads inside it: the
 * scene's layer repaints, the drawings painted, where a press takes a drawing and a drawing's anchors.
 *
 * The pan/zoom workload presses the plot to pan, and a press on a drawing would drag it instead (the
 * drawings keep clear of that press: press-floor.ts). Should one ever take a press all the same, the page
 * reports an error, which fails the bench's run of the page, until the bench says that drags are meant
 * (`allowDrags`).
 */
import type { DrawingAnchor, Drawing } from '../../../contract/drawings';
import { mountBenchChart } from '../../../src/bench-page/mount-bench-chart';
import type { Candle } from '../../../workers/core/chart/candle-builder';
import { drawingGrip, type DrawingGrip } from './drawing-grip';
import type { ChartRenderBench } from './page-api';

export interface DrawingBench {
  /** Ms the page took to make its drawings before mounting the chart (0 without drawings). */
  generationMs: number;
  /** The scene's layer repaints since it was made (ChartScene.rebuilds). */
  rebuilds(): { plot: number; axes: number; lines: number; cursor: number };
  /** Drawings painted in the last frame (ChartScene.drawingsDrawn). */
  drawingsDrawn(): number;
  /** Where a press takes a drawing by a handle or by its body, in page px; null when none can be. */
  grip(part: 'handle' | 'body'): DrawingGrip | null;
  /** Drawing `id`'s anchors as the chart holds them now; null when it has none by that id. */
  anchors(id: string): DrawingAnchor[] | null;
  /** Presses on drawings are meant from now on: the page no longer reports one as an error. */
  allowDrags(): void;
}

declare global {
  interface Window {
    __drawingBench?: DrawingBench;
  }
}

export function mountChart(
  container: HTMLElement,
  history: readonly Candle[],
  drawings: readonly Drawing[],
  generationMs: number,
): { bench: ChartRenderBench; drawingBench: DrawingBench } {
  let dragsAllowed = false;
  const bench = mountBenchChart(
    container,
    history,
    {
      impl: 'ours',
      name: `Tradedeck chart with ${drawings.length} drawings`,
      bars: history.length,
    },
    { drawings },
    {
      onDrawings: ({ selected }) => {
        if (selected !== null && !dragsAllowed)
          reportError(new Error(`a press took drawing ${selected}: the pan/zoom workload would drag it`));
      },
    },
  );
  const scene = () => bench.controller().scene;
  const drawingBench: DrawingBench = {
    generationMs,
    rebuilds: () => ({ ...scene().rebuilds }),
    drawingsDrawn: () => scene().drawingsDrawn,
    grip(part) {
      const grip = drawingGrip(scene().model, part);
      if (!grip) return null;
      const plot = container.getBoundingClientRect();
      return { ...grip, x: plot.left + grip.x, y: plot.top + grip.y };
    },
    anchors: (id) =>
      bench
        .controller()
        .drawings.drawings.find((drawing) => drawing.id === id)
        ?.anchors.map((anchor) => ({ ...anchor })) ?? null,
    allowDrags() {
      dragsAllowed = true;
    },
  };
  return { bench, drawingBench };
}
