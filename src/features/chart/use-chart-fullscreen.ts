/**
 * The chart panel in full screen: whether its section is the document's full-screen element, the toggle,
 * and toasts held back while the chart is in a popup or full screen (chart spec §5,
 * rules/chart-forecast.ts `chartToastsSuppressed`).
 */
import { useEffect, useState, type RefObject } from 'react';
import { suppressToasts } from '../../shell';
import { chartToastsSuppressed } from './rules/chart-forecast';

export function useChartFullscreen(
  sectionRef: RefObject<HTMLElement | null>,
  popup: boolean,
): { fullscreen: boolean; toggle(): void } {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === sectionRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [sectionRef]);

  useEffect(() => {
    if (!chartToastsSuppressed({ popup, fullscreen })) return;
    return suppressToasts();
  }, [popup, fullscreen]);

  const toggle = () => {
    const section = sectionRef.current;
    if (!section) return;
    const request =
      document.fullscreenElement === section ? document.exitFullscreen() : section.requestFullscreen();
    request.catch((error: unknown) => console.warn('full screen was refused', error));
  };
  return { fullscreen, toggle };
}
