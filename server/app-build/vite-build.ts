/**
 * The app's production build, as `npm run build` makes it (vite.config.ts), into a folder of the caller's,
 * telling its progress: a plugin beside the configuration's counts the modules transformed and says when
 * the chunks are rendered and when the files are about to be written (with their brotli and gzip copies,
 * vite.config.ts). Vite's own lines are left to warnings and errors.
 */
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import type { BuildProgress } from './build-progress';

function progressPlugin(onProgress: (progress: BuildProgress) => void): Plugin {
  let modules = 0;
  return {
    name: 'tradedeck:build-progress',
    apply: 'build',
    buildStart() {
      onProgress({ step: 'transform', modules });
    },
    transform() {
      modules += 1;
      onProgress({ step: 'transform', modules });
      return null;
    },
    renderStart() {
      onProgress({ step: 'render', modules });
    },
    // Before the files are written; the configuration's precompress plugin writes the copies after them.
    generateBundle() {
      onProgress({ step: 'compress', modules });
    },
  };
}

export async function viteBuild(
  root: string,
  outDir: string,
  onProgress: (progress: BuildProgress) => void,
): Promise<void> {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    // Rolldown's notes on slow plugins are for whoever tunes the build, not for whoever starts the app.
    build: { outDir, emptyOutDir: true, rollupOptions: { checks: { bundlerTimings: false } } },
    plugins: [progressPlugin(onProgress)],
  });
}
