// The build's route preloads (scripts/route-preloads.ts): the entry's and the app's chunks, then each route's
// chunks and their static imports; and the route table naming real modules and the app's own
// route patterns.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  APP_MODULE,
  APP_PAGE,
  appPreloads,
  ROUTE_MODULES,
  routePreloads,
  type BuiltChunk,
} from '../../../scripts/route-preloads';
import { CHART_POPUP_ROUTE, TRADE_ORDER_ROUTE_PATH } from '../../../src/lib/paths';

const ROOT = '/repo';
const chunk = (
  fileName: string,
  module: string | null,
  imports: string[] = [],
  styles: string[] = [],
): BuiltChunk => ({
  fileName,
  facadeModuleId: module === null ? null : `${ROOT}/${module}`,
  imports,
  styles,
});

// The app page's entry imports the early requests; the app's module imports them, react and the shell;
// the popup page imports the chart, which imports Pixi and react; the bench page (another entry) imports
// the chart too.
const CHUNKS: BuiltChunk[] = [
  chunk('index.js', APP_PAGE, ['early.js']),
  chunk('early.js', null),
  chunk('main.js', APP_MODULE, ['react.js', 'shell.js', 'early.js'], ['app.css']),
  chunk('react.js', null),
  chunk('shell.js', null, ['react.js'], ['shell.css']),
  chunk('Popup.js', 'src/Popup.tsx', ['chart.js', 'shell.js']),
  chunk('chart.js', null, ['pixi.js', 'react.js'], ['chart.css', 'shell.css']),
  chunk('pixi.js', null),
  chunk('warm.js', 'src/warm.ts', ['pixi.js']),
  chunk('bench.js', 'bench.html', ['chart.js']),
];

describe('routePreloads', () => {
  test('the page’s entry first, then the app’s module and its imports, then a route’s modules and their static imports, each file once', () => {
    expect(
      routePreloads(CHUNKS, [{ pattern: '/popup/:coin', modules: ['src/Popup.tsx', 'src/warm.ts'] }], ROOT),
    ).toEqual([
      {
        pattern: '/popup/:coin',
        files: [
          ...['index.js', 'early.js'],
          ...['main.js', 'react.js', 'shell.js'],
          ...['Popup.js', 'chart.js', 'pixi.js', 'warm.js'],
        ],
        // The route's own styles: the shell's load on every page.
        styles: ['chart.css'],
      },
    ]);
  });

  test('another entry (the bench page) loading the same chunks takes nothing off the list', () => {
    const [route] = routePreloads(CHUNKS, [{ pattern: '/p', modules: ['src/warm.ts'] }], `${ROOT}/`);
    expect(route!.files).toEqual([
      'index.js',
      'early.js',
      'main.js',
      'react.js',
      'shell.js',
      'warm.js',
      'pixi.js',
    ]);
  });

  test('a module the build has no chunk of stops the build, naming it', () => {
    expect(() => routePreloads(CHUNKS, [{ pattern: '/p', modules: ['src/Gone.tsx'] }], ROOT)).toThrow(
      'src/Gone.tsx',
    );
  });
});

describe('appPreloads', () => {
  test('the app’s module and its static imports, without what the page’s entry loads', () => {
    expect(appPreloads(CHUNKS, ROOT).scripts).toEqual(['main.js', 'react.js', 'shell.js']);
  });

  test('their styles, an import’s before its importer’s (the order they cascade in)', () => {
    expect(appPreloads(CHUNKS, ROOT).styles).toEqual(['shell.css', 'app.css']);
  });
});

describe('ROUTE_MODULES', () => {
  test('names the app’s own chart routes', () => {
    expect(ROUTE_MODULES.map((route) => route.pattern)).toEqual([CHART_POPUP_ROUTE, TRADE_ORDER_ROUTE_PATH]);
  });

  test.each(ROUTE_MODULES.flatMap((route) => route.modules))('%s exists', (module) => {
    expect(existsSync(join(import.meta.dirname, '..', '..', '..', module))).toBe(true);
  });
});
