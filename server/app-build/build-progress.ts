/**
 * The progress line of a build on the terminal: what it is doing (four steps), how far (the step's number,
 * the modules transformed so far), and the time since it started; then one line with the time it took. On a terminal the line is rewritten in place at most every REPAINT_MS; in a log (not a TTY) one
 * line per step, so that a piped start stays short.
 */

export type BuildStep = 'load' | 'transform' | 'render' | 'compress';

export interface BuildProgress {
  step: BuildStep;
  /** Modules transformed so far. */
  modules: number;
}

const STEPS: readonly BuildStep[] = ['load', 'transform', 'render', 'compress'];

const STEP_TEXT: Record<BuildStep, string> = {
  load: 'no build of these sources yet; loading Vite and the configuration',
  transform: 'transforming modules',
  render: 'rendering chunks',
  compress: 'writing the files and their brotli and gzip copies',
};

export const REPAINT_MS = 250;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** `building the app: step 2/4, transforming modules; 812 modules, 1.4 s`. */
export function progressLine(progress: BuildProgress, elapsedMs: number): string {
  const step = STEPS.indexOf(progress.step) + 1;
  const count = progress.modules > 0 ? `; ${progress.modules} modules` : '';
  return `building the app: step ${step}/${STEPS.length}, ${STEP_TEXT[progress.step]}${count}, ${seconds(elapsedMs)}`;
}

/** The line once the build is in place: how long it took, where it is, and when it is built again. */
export function builtLine(elapsedMs: number, modules: number, folder: string): string {
  return `built the app in ${seconds(elapsedMs)} (${modules} modules) into ${folder}; later starts serve it until the sources change`;
}

/** The line of a start that serves a build made before, with the time the check of the sources took. */
export function reusedLine(checkMs: number, folder: string): string {
  return `serving the app built from these sources before (${folder}; sources checked in ${Math.round(checkMs)} ms)`;
}

export interface Painted {
  step: BuildStep;
  at: number;
}

/** Whether to write the line again: always on a new step; on a terminal also when REPAINT_MS have passed. */
export function shouldRepaint(
  last: Painted | undefined,
  step: BuildStep,
  now: number,
  tty: boolean,
): boolean {
  if (last === undefined || last.step !== step) return true;
  return tty && now - last.at >= REPAINT_MS;
}
