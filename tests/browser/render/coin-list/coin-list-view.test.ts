/**
 * The coin list's Pixi scene comes by a dynamic import (src/render/coin-list/coin-list-view.ts): the view
 * handed out at once asks for nothing until then, and disposed before it came attaches nothing to the
 * shared renderer. Alone in its file, so the first list here is the one that waits.
 */
import { expect, test, vi } from 'vitest';
import { attachCoinListView } from '../../../../src/render/coin-list/coin-list-view';
import { RowRing } from '../../../../src/render/coin-list/coin-list-rows';
import { rendererStats } from '../../../../src/render/shared-renderer';
import { frames, noRenderer } from '../chart-harness';

function host(): HTMLElement {
  const element = document.createElement('div');
  element.style.cssText = 'position:fixed;left:0;top:0;width:300px;height:200px';
  document.body.append(element);
  return element;
}

test('disposed before the scene came, a list attaches nothing; attached, it draws once the scene is in', async () => {
  await noRenderer();
  const ring = new RowRing();
  const early = vi.fn(() => true);
  const gone = attachCoinListView('webgl', { host: host(), ring, prepare: early });
  gone.invalidate();
  gone.relayout();
  gone.dispose();

  const prepare = vi.fn(() => true);
  const view = attachCoinListView('webgl', { host: host(), ring, prepare });
  await expect.poll(() => prepare.mock.calls.length).toBeGreaterThan(0);
  await frames(2);
  expect(early).not.toHaveBeenCalled();
  expect(rendererStats().views).toBe(1);
  view.dispose();
  view.dispose();
  expect(rendererStats().views).toBe(0);
});
