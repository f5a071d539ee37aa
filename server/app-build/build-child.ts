/**
 * The build's own process (build-process.ts forks it): runs the build (vite-build.ts) for `<root> <outDir>`,
 * posts its progress to the parent and, on failure, the build's message; exits 0 when the build is written.
 * Apart from the server so that the server does not keep the bundler's memory (about 900 MB of RSS after
 * a build in-process, against 230 MB without).
 */
import type { BuildMessage } from './build-process';
import { viteBuild } from './vite-build';

const [root, outDir] = process.argv.slice(2);
const post = (message: BuildMessage) => process.send?.(message);
// The server gone (stopped or killed mid-build): nothing waits for this build.
process.once('disconnect', () => process.exit(1));

if (root === undefined || outDir === undefined) {
  post({ kind: 'failed', message: 'build-child.ts needs <root> <outDir>' });
  process.exit(2);
}
viteBuild(root, outDir, (progress) => post({ kind: 'progress', progress })).then(
  () => process.exit(0),
  (error: unknown) => {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  },
);
