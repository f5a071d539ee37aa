/**
 * The shared renderer draws behind the page (src/render/shared-renderer.ts): a view shows only where
 * nothing painted over its host has a background. This lists what would hide the drawing at a point,
 * leaving out the panel's own layers beside the host (legend, loading layer), which cover it on purpose.
 */
export function opaqueOver(host: HTMLElement, x: number, y: number): string[] {
  const box = host.getBoundingClientRect();
  const hiding: string[] = [];
  for (const element of document.elementsFromPoint(box.left + x, box.top + y)) {
    // The root's background is painted below the renderer's canvas.
    if (element === document.documentElement) continue;
    if (element !== host && host.parentElement?.contains(element)) continue;
    const style = getComputedStyle(element);
    const transparent =
      style.backgroundColor === 'rgba(0, 0, 0, 0)' || style.backgroundColor === 'transparent';
    if (!transparent || style.backgroundImage !== 'none') {
      hiding.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    }
  }
  return hiding;
}
