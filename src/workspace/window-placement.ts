/**
 * Where a pop-out window opens, as pure rules: from the placement its panel keeps (contract/workspace-layout.ts
 * WindowPlacement) and the screens present now, the `window.open` features. On its own screen when that screen
 * is among `screens` (the Window Management API's list, granted by the user); otherwise fitted to the current
 * screen at the same offset from the screen's corner. Either way the window stays inside the screen's
 * available box and its size between the panel's minimum (PANEL_SIZES) and the screen.
 */
import type { PlacementScreen, ScreenBox, WindowPlacement } from '../../contract/workspace-layout';
import type { PanelSize } from './panel-types';

/** What window.open is given: left/top left out lets the browser place the window. */
export interface WindowFeatures {
  left?: number;
  top?: number;
  width: number;
  height: number;
}

const clamp = (value: number, least: number, most: number) => Math.min(Math.max(value, least), most);

/**
 * The screen among `screens` that `placement` was on: the one with its label (a display's model name, so
 * two of one model share it: then the one whose box is nearest the kept one); null when its screen is
 * unknown, unlabelled, or gone.
 */
export function screenOf(
  placement: WindowPlacement,
  screens: readonly PlacementScreen[],
): PlacementScreen | null {
  const kept = placement.screen;
  if (kept === null || kept.label === '') return null;
  const distance = (screen: ScreenBox) => Math.hypot(screen.left - kept.left, screen.top - kept.top);
  let best: PlacementScreen | null = null;
  for (const screen of screens) {
    if (screen.label !== kept.label) continue;
    if (best === null || distance(screen) < distance(best)) best = screen;
  }
  return best;
}

/** `box` of at least the panel's minimum and at most the screen, inside the screen's available box. */
function fitted(box: ScreenBox, screen: ScreenBox, size: PanelSize): Required<WindowFeatures> {
  const width = clamp(box.width, Math.min(size.minWidth, screen.width), screen.width);
  const height = clamp(box.height, Math.min(size.minHeight, screen.height), screen.height);
  return {
    left: clamp(box.left, screen.left, screen.left + screen.width - width),
    top: clamp(box.top, screen.top, screen.top + screen.height - height),
    width,
    height,
  };
}

/**
 * The features to open a pop-out of `size` with: `placement` (undefined: none kept) on its own screen when
 * `screens` has it, else on `current` at the same offset from the screen's top-left corner (the kept
 * coordinates as they are when its screen is unknown); without a placement, the panel's window size that
 * fits `current`, where the browser puts it.
 */
export function openFeatures(
  placement: WindowPlacement | undefined,
  screens: readonly PlacementScreen[],
  current: ScreenBox,
  size: PanelSize,
): WindowFeatures {
  if (placement === undefined) {
    return {
      width: clamp(size.width, Math.min(size.minWidth, current.width), current.width),
      height: clamp(size.height, Math.min(size.minHeight, current.height), current.height),
    };
  }
  const own = screenOf(placement, screens);
  if (own !== null) return fitted(placement, own, size);
  const from = placement.screen ?? { left: current.left, top: current.top };
  const moved = {
    ...placement,
    left: current.left + placement.left - from.left,
    top: current.top + placement.top - from.top,
  };
  return fitted(moved, current, size);
}

/** The features as window.open reads them, for a pop-up window. */
export function featuresText(features: WindowFeatures): string {
  const parts = ['popup'];
  if (features.left !== undefined) parts.push(`left=${features.left}`);
  if (features.top !== undefined) parts.push(`top=${features.top}`);
  parts.push(`width=${features.width}`, `height=${features.height}`);
  return parts.join(',');
}
