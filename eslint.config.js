// Lint rules, with the folder boundaries of ARCHITECTURE.md written as import restrictions so that the
// tools, not only the prose, keep the layers apart.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }],
});

const UI_LIBS = [
  'react',
  'react-dom',
  'react-dom/*',
  'pixi.js',
  '@pixi/react',
  'valtio',
  'valtio/*',
  'golden-layout',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['workers/core/**/*.ts'],
    rules: restrict(
      [['**/src/**', '**/server/**'], 'workers/core is pure: it imports nothing of src/ or server/.'],
      [UI_LIBS, 'workers/core is pure: no DOM framework, Pixi or state library.'],
    ),
  },
  {
    files: ['workers/*.ts'],
    rules: restrict([['**/src/**', '**/server/**'], 'Worker entries wrap workers/core only.']),
  },
  {
    files: ['src/api/**/*.ts'],
    rules: restrict(
      [
        ['**/state/**', '**/features/**', '**/ui/**', '**/workspace/**', '**/render/**'],
        'src/api sits below every other layer of src/.',
      ],
      [['**/server/**'], 'The client never imports the simulator.'],
    ),
  },
  {
    files: ['src/state/**/*.ts'],
    rules: restrict(
      [['**/features/**', '**/ui/**', '**/workspace/**', '**/render/**'], 'Stores depend on src/api only.'],
      [['**/server/**'], 'The client never imports the simulator.'],
    ),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: restrict(
      [
        ['**/features/**', '**/state/**', '**/api/**', '**/workspace/**', '**/render/**'],
        'src/ui imports src/lib only.',
      ],
      [['**/server/**'], 'The client never imports the simulator.'],
    ),
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: restrict([
      [
        '**/features/**',
        '**/state/**',
        '**/api/**',
        '**/ui/**',
        '**/workspace/**',
        '**/render/**',
        '**/server/**',
      ],
      'src/lib is leaf helpers.',
    ]),
  },
  {
    files: ['src/render/**/*.{ts,tsx}'],
    rules: restrict([
      ['**/features/**', '**/state/**', '**/workspace/**', '**/server/**'],
      'Renderers take data, not stores or features.',
    ]),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict(
      [['**/workspace/**'], 'Features do not know the workspace; it finds them through its registry.'],
      [['golden-layout'], 'Only src/workspace/ imports Golden Layout.'],
      [['**/server/**'], 'The client never imports the simulator.'],
    ),
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/i18n/**/*.ts', 'src/main.tsx'],
    rules: restrict(
      [['golden-layout'], 'Only src/workspace/ imports Golden Layout.'],
      [['**/server/**'], 'The client never imports the simulator.'],
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(
      // gitignore semantics: a file can be re-included only if its folder was not excluded, hence the steps.
      [
        ['**/src/*', '!**/src/api', '**/src/api/*', '!**/src/api/contract'],
        'The simulator imports only src/api/contract.ts of the client.',
      ],
      [UI_LIBS, 'The simulator is a Node server.'],
    ),
  },
);
