// The bench chart with drawings in Chromium: the drawings its look gives are drawn in its first full frame,
// and a drawing dragged by a handle, then one by its body, moves and repaints the lines layer only — the
// plot and the axes stand (the chart-drawings bench's drag check, here on the mount itself).
import { expect, it } from 'vitest';
import { benchDrawings } from '../../../bench/pages/chart/bench-drawings';
import { drawingGrip } from '../../../bench/pages/chart/drawing-grip';
import { benchHistory } from '../../../bench/pages/chart/page-workload';
import { mountBenchChart } from '../../../src/bench-page/mount-bench-chart';

/** A whole minute, as the bench gives its page. */
const END = 1_764_000_000 - (1_764_000_000 % 60);

/** A primary pointer's event on the plot at plot px (x, y). */
function pointer(plot: Element, type: string, x: number, y: number): void {
  const box = plot.getBoundingClientRect();
  plot.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      isPrimary: true,
      pointerId: 1,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      clientX: box.left + x,
      clientY: box.top + y,
    }),
  );
}

/** Resolves on the next animation frame. */
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

it('draws the drawings of its look, and a drawing dragged repaints no plot and no axes', async () => {
  const container = document.createElement('div');
  container.style.cssText = 'position:relative;width:1280px;height:720px';
  document.body.append(container);
  const history = benchHistory(5_000, END);
  const drawings = benchDrawings(history);
  const bench = mountBenchChart(
    container,
    history,
    { impl: 'ours', name: 'test', bars: history.length },
    { drawings },
  );
  await bench.ready;
  const { scene, drawings: shown } = bench.controller();
  expect(shown.drawings).toEqual(drawings);
  expect(scene.drawingsDrawn).toBe(drawings.length);

  // Settled: a frame went by with nothing repainted (the visible range's high and low come back after load).
  await expect
    .poll(async () => {
      const cursor = scene.rebuilds.cursor;
      await frame();
      await frame();
      return scene.rebuilds.cursor === cursor;
    })
    .toBe(true);

  const plot = container.firstElementChild!;
  for (const part of ['handle', 'body'] as const) {
    const grip = drawingGrip(scene.model, part)!;
    expect(grip, part).not.toBeNull();
    const before = shown.drawings.find((drawing) => drawing.id === grip.id)!.anchors;
    const repaints = { ...scene.rebuilds };
    pointer(plot, 'pointerdown', grip.x, grip.y);
    for (let step = 1; step <= 10; step += 1)
      pointer(plot, 'pointermove', grip.x + 4 * step, grip.y + 3 * step);
    pointer(plot, 'pointerup', grip.x + 40, grip.y + 30);
    await expect.poll(() => scene.rebuilds.lines).toBeGreaterThan(repaints.lines);
    await frame();
    expect(scene.rebuilds.plot).toBe(repaints.plot);
    expect(scene.rebuilds.axes).toBe(repaints.axes);

    const after = shown.drawings.find((drawing) => drawing.id === grip.id)!.anchors;
    const moved = before.map(
      (anchor, i) => anchor.time !== after[i]!.time || anchor.price !== after[i]!.price,
    );
    expect(moved).toEqual(before.map((_, i) => grip.handle === null || i === grip.handle));
  }
  container.remove();
});
