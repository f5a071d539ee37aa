// Lint rules, with the layer table of ARCHITECTURE.md written as import zones so that the
// tools, not only the prose, keep the layers apart. tests/unit/boundaries.test.ts shows each zone biting.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

const ROOT = import.meta.dirname;

// Every part of the tree a zone can name, as globs from the root. A folder's "may import" list is the
// complement of its zone: everything here that is not listed (and not the folder itself) is forbidden.
// Packages are not parts of the tree; the few that are restricted are below (UI_LIBS, golden-layout).
export const PARTS = {
  contract: 'contract/**',
  server: 'server/**',
  'workers/core': 'workers/core/**',
  'workers/*.worker.ts': 'workers/*.ts',
  'src/api': 'src/api/**',
  'src/app': 'src/app/**',
  'src/dev': 'src/dev/**',
  'src/features': 'src/features/**',
  'src/widgets': 'src/widgets/**',
  'src/bench-page': 'src/bench-page/**',
  'src/i18n': 'src/i18n/**',
  'src/lib': 'src/lib/**',
  'src/render': 'src/render/**',
  'src/shell': 'src/shell/**',
  'src/state': 'src/state/**',
  'src/ui': 'src/ui/**',
  'src/workspace': 'src/workspace/**',
  'src/main.tsx': 'src/*.{ts,tsx}',
  bench: 'bench/**',
  scripts: 'scripts/**',
  tests: 'tests/**',
};

/** A zone: files of `target` (a key of PARTS) may import only the parts in `allowed` (and themselves). */
function only(target, allowed, message) {
  const from = Object.keys(PARTS)
    .filter((part) => part !== target && !allowed.includes(part))
    .map((part) => PARTS[part]);
  return { target: PARTS[target], from, message };
}

const ALL_SRC = Object.keys(PARTS).filter((part) => part.startsWith('src/'));
// What the app's roots (src/app, src/main.tsx) and the dev gallery may import of src/: all but the chart
// bench page, a root of its own that only bench/ and tests import.
const APP_SRC = ALL_SRC.filter((part) => part !== 'src/bench-page');

/** The folders directly under `dir` (a feature's or a widget's name each). */
const foldersOf = (dir) =>
  readdirSync(resolve(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A widget (src/widgets/<name>) is what features embed and what talks to the exchange on their behalf. Its
// own files are free; another widget is reached only through its index.ts, and so is every widget from a
// feature or the workspace. One zone per widget folder, read from the tree.
const WIDGETS = foldersOf('src/widgets');
const WIDGET_DOORS = resolve(ROOT, 'src/widgets/*/index.ts');
const widgetZones = [
  ...WIDGETS.map((name) => ({
    target: `src/widgets/${name}/**`,
    from: 'src/widgets/**',
    except: [resolve(ROOT, `src/widgets/${name}/**`), WIDGET_DOORS],
    message: "Another widget is reached only through its index.ts (e.g. '../captcha').",
  })),
  {
    target: ['src/features/**', 'src/workspace/**'],
    from: 'src/widgets/**',
    except: [WIDGET_DOORS],
    message: "A widget is reached only through its index.ts (e.g. '../../widgets/captcha').",
  },
];

// A feature imports no other feature: features talk through the shell (dialogs by their type, window
// intents) and share what they embed as widgets. The exceptions are true embeddings, each a pair
// [embedding feature, embedded feature, why], reached through the embedded feature's index.ts.
const FEATURE_EMBEDDINGS = [
  // The assets page (§ my assets) shows the open-orders feature's order history panel whole, tabs and all.
  ['my-assets', 'open-orders', 'the assets page shows the order history panel'],
  // The header shows the member's bell of notifications, which opens their list as a popover.
  ['header', 'notifications', 'the header shows the bell of notifications'],
];
const embeddedBy = (name) => FEATURE_EMBEDDINGS.filter(([from]) => from === name).map(([, to]) => to);

// A feature's own files are free; another feature only if the pair is an embedding above, and then only
// through its index.ts. One zone per feature folder, read from the tree, so a new feature is covered
// without touching this file. src/workspace reaches every feature, through its index.ts.
const FEATURES = foldersOf('src/features');
const FEATURE_DOORS = resolve(ROOT, 'src/features/*/index.ts');
const featureZones = [
  ...FEATURES.map((name) => ({
    target: `src/features/${name}/**`,
    from: 'src/features/**',
    except: [
      resolve(ROOT, `src/features/${name}/**`),
      // A glob (the zone's `from` is one), hence the extglob `@(a|b)` even for one feature.
      ...(embeddedBy(name).length > 0
        ? [resolve(ROOT, `src/features/@(${embeddedBy(name).join('|')})/index.ts`)]
        : []),
    ],
    message:
      'A feature imports no other feature (open its dialogs by type through the shell; share a widget), ' +
      "except an embedding of FEATURE_EMBEDDINGS in eslint.config.js, through its index.ts (e.g. '../chart').",
  })),
  {
    target: 'src/workspace/**',
    from: 'src/features/**',
    except: [FEATURE_DOORS],
    message: "The workspace reaches a feature only through its index.ts (e.g. '../features/chart').",
  },
];

// The chart's model and the pure parts it is made of (the layering of lightweight-charts' model): what is
// shown and where, testable in Node. They import no Pixi or DOM framework, touch no DOM global, and reach no
// file of src/render that draws.
const CHART_MODEL_NAMES = [
  'chart-model',
  'chart-palette',
  'chart-layout',
  'price-lines',
  'price-ranges',
  'chart-data',
  'chart-labels',
  'label-placement',
  'chart-panes',
  'chart-studies',
  'chart-types',
  'chart-compare',
  'drawing-geometry',
  'drawing-tools',
  'drawing-shape-cache',
];
const CHART_MODEL = CHART_MODEL_NAMES.map((name) => `src/render/chart/${name}.ts`);
// The chart's layers and the scene composing them: what goes where, painted through a painter
// (chart-painter.ts) that the surfaces implement with Pixi or a 2D canvas. Held to the model's rules; of
// src/render they import only the model and each other.
const CHART_LAYER_NAMES = [
  'chart-painter',
  'chart-scene',
  'plot-layer',
  'axes-layer',
  'lines-layer',
  'cursor-layer',
  'study-painting',
  'price-painting',
  'drawing-painting',
];
const CHART_LAYERS = CHART_LAYER_NAMES.map((name) => `src/render/chart/${name}.ts`);
// What the chart's pointer, wheel and keys mean (input apart from model and renderers), apart from the
// listeners that bind it (chart-input.ts): plain functions testable in Node, held to the same no-DOM, no-Pixi
// rules as the model.
const CHART_GESTURES = ['src/features/chart/rules/chart-gestures.ts'];
const DOM_TYPES = [
  'Window',
  'Document',
  'Element',
  'HTMLElement',
  'HTMLCanvasElement',
  'OffscreenCanvas',
  'Event',
  'PointerEvent',
  'WheelEvent',
  'KeyboardEvent',
];
const DOM_GLOBALS = [
  ...DOM_TYPES.filter((name) => name !== 'Window' && name !== 'Document'),
  'window',
  'document',
  'navigator',
  'self',
  'devicePixelRatio',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
  'matchMedia',
  'localStorage',
  'sessionStorage',
  'ResizeObserver',
];

// The files whose timers must have an owner (src/lib/timers.ts), and the bare calls lint refuses there.
const OWNED_TIMERS = ['src/render/**/*.ts', 'src/features/**/*-controller.ts', 'src/features/**/*-view.ts'];
const TIMER_NAMES = '/^(setTimeout|setInterval|requestAnimationFrame)$/';
const BARE_TIMER_CALLS = [
  `CallExpression[callee.name=${TIMER_NAMES}]`,
  `CallExpression[callee.type='MemberExpression'][callee.property.name=${TIMER_NAMES}]`,
];

const ZONES = [
  only('contract', [], 'contract/ imports packages only, nothing of the tree.'),
  only('server', ['contract', 'workers/core'], 'The simulator imports only contract/ of the tree.'),
  // Of workers/core, the simulator imports the indicators and the forecast alone: the exchange evaluates
  // indicator and forecast alerts with the chart's own maths (server/alerts/bar-close.ts), one
  // implementation for the chart and the exchange. Both are pure and import only contract/ and core/base.
  {
    target: PARTS.server,
    from: PARTS['workers/core'],
    except: [resolve(ROOT, 'workers/core/indicators/**'), resolve(ROOT, 'workers/core/forecast/**')],
    message:
      'Of workers/core the simulator imports only indicators/ and forecast/ (alerts evaluated with the chart maths).',
  },
  only('workers/core', ['contract'], 'workers/core is pure: it imports only contract/.'),
  only('workers/*.worker.ts', ['workers/core', 'contract'], 'Worker entries wrap workers/core only.'),
  only('src/lib', ['contract'], 'src/lib is leaf helpers: contract/ only.'),
  only('src/ui', ['src/lib'], 'src/ui imports src/lib only.'),
  only('src/i18n', ['src/lib'], 'src/i18n is set-up and locales: src/lib (the language list) only.'),
  only(
    'src/api',
    ['contract', 'workers/core', 'src/lib'],
    'src/api imports contract/, workers/core, src/lib.',
  ),
  only('src/state', ['src/api', 'contract', 'src/lib'], 'Stores import src/api, contract/, src/lib only.'),
  only(
    'src/render',
    ['contract', 'workers/core', 'src/lib'],
    'Renderers take data: contract/, workers/core, src/lib only.',
  ),
  only(
    'src/shell',
    ['src/ui', 'src/api', 'src/state', 'src/lib', 'src/i18n', 'contract'],
    'The shell never imports a feature, the workspace, the app or the dev gallery.',
  ),
  only(
    'src/widgets',
    ['src/ui', 'src/render', 'src/state', 'src/api', 'src/lib', 'src/shell', 'src/i18n', 'contract'],
    'A widget imports src/ui, src/render, src/state, src/api, src/lib, src/shell, src/i18n, contract/: never a feature.',
  ),
  only(
    'src/features',
    [
      'src/widgets',
      'src/ui',
      'src/render',
      'src/state',
      'src/api',
      'src/lib',
      'src/shell',
      'src/i18n',
      'contract',
    ],
    'A feature imports src/widgets, src/ui, src/render, src/state, src/api, src/lib, src/shell, src/i18n, contract/.',
  ),
  only(
    'src/workspace',
    [
      'src/features',
      'src/widgets',
      'src/render',
      'src/shell',
      'src/state',
      'src/api',
      'src/ui',
      'src/lib',
      'src/i18n',
      'contract',
    ],
    'The workspace never imports the app or the dev gallery.',
  ),
  // The composition roots may import anything of src/ except the dev gallery and the bench page; the one
  // door into src/dev is the router's lazy, dev-only import() in src/app/router.tsx, allowed there by a
  // disable comment.
  only(
    'src/app',
    [...APP_SRC.filter((part) => part !== 'src/dev'), 'contract'],
    'The app imports src/ but not the dev gallery (only the router may, lazily) nor the bench page.',
  ),
  only(
    'src/main.tsx',
    [...APP_SRC.filter((part) => part !== 'src/dev'), 'contract'],
    'The entry imports src/ and contract/, not src/dev nor the bench page.',
  ),
  only(
    'src/dev',
    [...APP_SRC, 'contract'],
    'The dev gallery imports anything of src/ and contract/ but the bench page.',
  ),
  // The chart bench page (/bench/chart) is a root of its own: it mounts the chart from its parts (the chart
  // feature's controller and services directly, so the page loads no panel, styles or i18n), the renderer,
  // the clients and the worker's core. It draws no frame, page or dialog of the app. Nothing imports it but
  // bench/ (its chart-render and workspace pages) and tests/.
  only(
    'src/bench-page',
    ['src/features', 'src/render', 'src/api', 'src/lib', 'workers/core', 'contract'],
    'The bench page imports src/features, src/render, src/api, src/lib, workers/core, contract/.',
  ),
  { target: PARTS.scripts, from: [PARTS['src/bench-page']], message: 'Only bench/ imports the bench page.' },
  { target: PARTS.scripts, from: [PARTS.bench], message: 'scripts/ never imports bench/.' },
  {
    target: CHART_MODEL,
    from: 'src/render/**',
    except: [resolve(ROOT, `src/render/chart/{${CHART_MODEL_NAMES.join(',')}}.ts`)],
    message: 'The chart model draws nothing: of src/render it imports only the other model files.',
  },
  {
    target: CHART_LAYERS,
    from: 'src/render/**',
    except: [
      resolve(ROOT, `src/render/chart/{${[...CHART_MODEL_NAMES, ...CHART_LAYER_NAMES].join(',')}}.ts`),
    ],
    message: "The chart's layers know no surface: of src/render they import only the model and each other.",
  },
  ...widgetZones,
  ...featureZones,
];

const UI_LIBS = ['react', 'react-dom', 'pixi.js', 'valtio', 'golden-layout', 'react-i18next'];
/** no-restricted-imports for code that stays pure: no UI library, nor any file of one. */
const noUiLibs = (message) => [
  'error',
  {
    paths: UI_LIBS.map((name) => ({ name, message })),
    patterns: [{ group: UI_LIBS.map((name) => `${name}/*`), message }],
  },
];
/** The rules that keep `what` free of Pixi, DOM frameworks, DOM globals and DOM types; `who` brings the DOM. */
const noDom = (what, who) => {
  const message = `${what} has no DOM: ${who}.`;
  return {
    'no-restricted-imports': noUiLibs(`${what} has no Pixi and no DOM framework.`),
    'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message }))],
    '@typescript-eslint/no-restricted-types': [
      'error',
      { types: Object.fromEntries(DOM_TYPES.map((name) => [name, message])) },
    ],
  };
};
const GOLDEN_LAYOUT = { name: 'golden-layout', message: 'Only src/workspace/ imports Golden Layout.' };

// Pixi is loaded only when something draws with it: a page drawn in 2D (no GPU) loads none of it. These
// modules (the shared renderer and the Pixi surfaces) are the only ones that import pixi.js or each other;
// the rest of src/ reaches them by a dynamic import() (render/chart/chart-view.ts, coin-list-view.ts,
// order-book-view.ts, depth-chart-view.ts), which no-restricted-imports does not see, or names their types, which cost nothing.
const PIXI_MODULES = [
  'src/render/shared-renderer',
  'src/render/pixi-setup',
  'src/render/renderer-canvas',
  'src/render/glyph-line',
  'src/render/bitmap-font',
  'src/render/chart/pixi-chart',
  'src/render/chart/chart-pools',
  'src/render/chart/warm-up',
  'src/render/coin-list/coin-list-scene',
  'src/render/order-book/order-book-scene',
  'src/render/depth-chart/depth-chart-scene',
];
const PIXI_FILES = PIXI_MODULES.map((module) => `${module}.ts`);
const PIXI_MESSAGE =
  'Only the Pixi modules (PIXI_MODULES in eslint.config.js) import pixi.js or each other; load them by import().';
const PIXI_PACKAGE = { name: 'pixi.js', message: PIXI_MESSAGE };
const PIXI_PATTERNS = [
  { group: ['pixi.js/*'], message: PIXI_MESSAGE },
  {
    regex: `(^|/)(${PIXI_MODULES.map((module) => module.split('/').pop()).join('|')})(\\.ts)?$`,
    allowTypeImports: true,
    message: PIXI_MESSAGE,
  },
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
      // No browser confirm()/alert()/prompt(): the app's dialogs go through the dialog registry.
      'no-alert': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The folder table. Imports are resolved to files (TypeScript extensions included), and `import type`
  // counts like any import, as it does in the cycle check (npm run test:cycles).
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }] },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    ignores: ['src/workspace/**', 'workers/core/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [GOLDEN_LAYOUT] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/workspace/**', ...PIXI_FILES],
    rules: {
      'no-restricted-imports': ['error', { paths: [GOLDEN_LAYOUT, PIXI_PACKAGE], patterns: PIXI_PATTERNS }],
    },
  },
  {
    files: ['src/workspace/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [PIXI_PACKAGE], patterns: PIXI_PATTERNS }] },
  },
  {
    files: ['workers/core/**/*.ts'],
    rules: {
      'no-restricted-imports': noUiLibs('workers/core is pure: no DOM framework, Pixi or state.'),
    },
  },
  // Timers with an owner: a renderer or a controller holds each timer as an object of src/lib/timers.ts
  // (Timeout, FrameRequest) that it cancels when disposed, never a bare id it may forget.
  // The chart's model and layers are left to their stricter no-DOM rule below (no frame, no timer at all).
  {
    files: OWNED_TIMERS,
    ignores: [...CHART_MODEL, ...CHART_LAYERS],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...BARE_TIMER_CALLS.map((selector) => ({
          selector,
          message:
            'A renderer or controller owns its timers: use Timeout or FrameRequest (src/lib/timers.ts).',
        })),
      ],
    },
  },
  { files: CHART_MODEL, rules: noDom('The chart model', 'the scene and input bring it') },
  { files: CHART_LAYERS, rules: noDom("The chart's layers", 'pixi-chart.ts and canvas-chart.ts bring it') },
  { files: CHART_GESTURES, rules: noDom("The chart's gesture rules", 'chart-input.ts brings it') },
  // Every user-facing text goes through i18n (ko and en): no string literal as JSX text, in a JSX
  // expression, or as a JSX attribute that is shown or read out. What is not language passes: numbers,
  // punctuation and symbols ('%', '·', '/', '×', arrows…). src/dev (the gallery) is included.
  {
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Template literals too: `${n} coins` is text.
          'should-validate-template': true,
          // The attributes that are shown or read out; the others (className, role, data-*, name, value…)
          // are not language.
          'jsx-attributes': {
            include: [
              'title',
              'aria-label',
              'aria-description',
              'aria-placeholder',
              'aria-roledescription',
              'aria-valuetext',
              'placeholder',
              'alt',
              'label',
              'text',
              'message',
              'description',
              'caption',
            ],
          },
          // Numbers, punctuation and symbols only.
          words: { exclude: [/^[\s\d\p{P}\p{S}]*$/u] },
          // The plugin's own list (t(), DOM event names, string tests…) plus date-fns format() and the
          // date-fns locale's localize.*(): their strings are format tokens and options, not text.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'format',
              'locale\\.localize\\.[a-zA-Z]+',
            ],
          },
        },
      ],
    },
  },
);
