// The import-cycle check: `npm run test:cycles`, a stage of `npm test` right after lint. dpdm reads the
// TypeScript sources (.ts, .tsx, .mts) of every folder of code and fails on any cycle.
// Type-only imports count (`transform: false`): two modules that name each other's types are still a
// cycle of knowledge, and the ESLint zones (eslint.config.js) treat `import type` as an import too.
// Dynamic import() counts as well.
import type { Config } from 'dpdm';

const config: Config = {
  files: [
    'contract/**/*.ts',
    'server/**/*.ts',
    'workers/**/*.ts',
    'src/**/*.{ts,tsx}',
    'bench/**/*.{ts,tsx}',
    'scripts/**/*.{ts,mts,mjs}',
    'tests/**/*.{ts,tsx}',
  ],
  extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'],
  transform: false,
  circular: true,
  tree: false,
  warning: false,
  progress: false,
  exitCode: 'circular:1',
};

export default config;
