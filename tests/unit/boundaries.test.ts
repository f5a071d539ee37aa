/**
 * The layer table (ARCHITECTURE.md, eslint.config.js) and the other structure rules, shown biting:
 * for each line of the table a snippet that breaks it and one that keeps to it, linted by ESLint's Node API
 * with the project's own config as if the snippet were a file of that folder. Then no-alert, the JSX text
 * rule, and the import-cycle check (dpdm with dpdm.config.ts) on a small tree written for the test.
 *
 * The snippets import real files of the tree: an import that does not resolve is not checked by the zones,
 * so a case that fails here may also mean that resolution broke.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const ZONE = 'import-x/no-restricted-paths';
const PACKAGE = 'no-restricted-imports';
const TEXT = 'i18next/no-literal-string';
const GLOBAL = 'no-restricted-globals';
const TYPE = '@typescript-eslint/no-restricted-types';

let eslint: ESLint;
// The first lint loads the config and its plugins; done once here.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('export {};\n', { filePath: join(ROOT, 'src/lib/x.ts') });
});

/** The rules under test here. */
const STRUCTURE = new Set([ZONE, PACKAGE, TEXT, GLOBAL, TYPE, 'no-alert', 'no-restricted-syntax']);

/**
 * The structure rules that fired on `code` as the file `filePath` (relative to the root), one entry per
 * message; a parse error counts too (a snippet must at least be read).
 */
async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? `fatal: ${message.message}`)
    .filter((rule) => STRUCTURE.has(rule) || rule.startsWith('fatal'));
}

interface Case {
  /** The line of the folder table (or the rule) the case shows. */
  rule: string;
  file: string;
  bad: string[];
  good: string[];
}

// `export * from` keeps each snippet a complete, clean module: the only thing a rule can object to is
// where it imports from.
const exportFrom = (path: string) => `export * from '${path}';\n`;

const CASES: Case[] = [
  {
    rule: 'contract/ imports packages only',
    file: 'contract/x.ts',
    bad: [
      exportFrom('../src/lib/format'),
      exportFrom('../workers/core/base/series'),
      exportFrom('../server/options'),
    ],
    good: [exportFrom('./markets'), "export { z } from 'zod';\n"],
  },
  {
    rule: 'server/ imports contract/ only',
    file: 'server/x.ts',
    bad: [
      exportFrom('../src/api/client'),
      exportFrom('../workers/core/base/series'),
      exportFrom('../src/lib/format'),
    ],
    good: [exportFrom('../contract/markets'), exportFrom('./options')],
  },
  {
    rule: 'workers/core imports contract/ only',
    file: 'workers/core/x.ts',
    bad: [
      exportFrom('../../src/lib/format'),
      exportFrom('../feed.worker'),
      exportFrom('../../server/options'),
    ],
    good: [exportFrom('../../contract/intervals'), exportFrom('./base/series')],
  },
  {
    rule: 'workers/*.worker.ts import workers/core and contract/ only',
    file: 'workers/x.worker.ts',
    bad: [exportFrom('../src/api/client'), exportFrom('../src/lib/format'), exportFrom('../server/options')],
    good: [exportFrom('./core/base/series'), exportFrom('../contract/intervals')],
  },
  {
    rule: 'src/lib imports contract/ only',
    file: 'src/lib/x.ts',
    bad: [exportFrom('../ui/TabBar'), exportFrom('../api/client'), exportFrom('../i18n')],
    good: [exportFrom('../../contract/markets'), exportFrom('./format')],
  },
  {
    rule: 'src/ui imports src/lib only',
    file: 'src/ui/x.ts',
    bad: [exportFrom('../api/client'), exportFrom('../state/session'), exportFrom('../../contract/markets')],
    good: [exportFrom('../lib/format'), exportFrom('./TabBar')],
  },
  {
    rule: 'src/i18n imports src/lib only',
    file: 'src/i18n/x.ts',
    bad: [exportFrom('../state/session'), exportFrom('../ui/TabBar')],
    good: [exportFrom('../lib/languages')],
  },
  {
    rule: 'src/api imports contract/, workers/core, src/lib',
    file: 'src/api/x.ts',
    bad: [
      exportFrom('../state/session'),
      exportFrom('../../workers/feed.worker'),
      exportFrom('../ui/TabBar'),
    ],
    good: [
      exportFrom('../../contract/markets'),
      exportFrom('../../workers/core/base/series'),
      exportFrom('../lib/format'),
    ],
  },
  {
    rule: 'src/state imports src/api, contract/, src/lib',
    file: 'src/state/x.ts',
    bad: [exportFrom('../i18n'), exportFrom('../render/dom-mirror'), exportFrom('../ui/TabBar')],
    good: [exportFrom('../api/client'), exportFrom('../../contract/markets'), exportFrom('../lib/languages')],
  },
  {
    rule: 'src/render imports contract/, workers/core, src/lib',
    file: 'src/render/x.ts',
    bad: [exportFrom('../state/session'), exportFrom('../api/client'), exportFrom('../features/chart')],
    good: [
      exportFrom('../../contract/markets'),
      exportFrom('../../workers/core/base/series'),
      exportFrom('../lib/format'),
    ],
  },
  {
    rule: 'src/shell imports no feature, workspace, app or dev',
    file: 'src/shell/x.ts',
    bad: [
      exportFrom('../features/chart'),
      exportFrom('../widgets/captcha'),
      exportFrom('../workspace/routes'),
      exportFrom('../app/router'),
      exportFrom('../dev/GalleryPage'),
    ],
    good: [
      exportFrom('../ui/TabBar'),
      exportFrom('../api/client'),
      exportFrom('../state/session'),
      exportFrom('../lib/format'),
      exportFrom('../i18n'),
      exportFrom('../../contract/markets'),
    ],
  },
  {
    rule: 'src/widgets imports src/ui, render, state, api, lib, shell, i18n, contract/: never a feature',
    file: 'src/widgets/captcha/x.ts',
    bad: [
      exportFrom('../../features/chart'),
      exportFrom('../../features/terms/TermsDialog'),
      exportFrom('../../workspace/routes'),
      exportFrom('../../app/router'),
      exportFrom('../../bench-page/bench-bars'),
    ],
    good: [
      exportFrom('./captcha-rules'),
      exportFrom('../../ui/TabBar'),
      exportFrom('../../render/chart/chart-layout'),
      exportFrom('../../state/session'),
      exportFrom('../../api/client'),
      exportFrom('../../lib/format'),
      exportFrom('../../shell'),
      exportFrom('../../i18n'),
      exportFrom('../../../contract/markets'),
    ],
  },
  {
    rule: 'src/widgets/<name> reaches another widget only through its index.ts; its own files are free',
    file: 'src/widgets/captcha/x.ts',
    bad: [exportFrom('../verification/VerificationField'), exportFrom('../mini-chart/mini-chart-rules')],
    good: [exportFrom('../verification'), exportFrom('./use-captcha')],
  },
  {
    rule: "src/features reaches a widget only through its index.ts, never a widget's inner file",
    file: 'src/features/join/x.ts',
    bad: [exportFrom('../../widgets/captcha/Captcha'), exportFrom('../../widgets/verification/dialogs')],
    good: [exportFrom('../../widgets/captcha'), exportFrom('../../widgets/verification')],
  },
  {
    rule: 'src/features/<name> imports no other feature, not even its index.ts (not an allowed embedding)',
    file: 'src/features/live-price/x.ts',
    bad: [exportFrom('../chart'), exportFrom('../chart/chart-controller'), exportFrom('../terms')],
    good: [exportFrom('./live-price-rules'), exportFrom('../../widgets/mini-chart')],
  },
  {
    rule: 'src/features/<name> (a nested file) imports no other feature',
    file: 'src/features/chart/countdown/x.ts',
    bad: [exportFrom('../../terms'), exportFrom('../../terms/dialogs')],
    good: [
      exportFrom('../chart-services'),
      exportFrom('./countdown-rules'),
      exportFrom('../../../widgets/mini-chart'),
    ],
  },
  {
    // A pair of FEATURE_EMBEDDINGS (eslint.config.js): the assets page shows the order history panel.
    rule: 'an allowed embedding reaches the embedded feature through its index.ts, and only that feature',
    file: 'src/features/my-assets/x.ts',
    bad: [exportFrom('../open-orders/OrderHistory'), exportFrom('../order-panel'), exportFrom('../terms')],
    good: [exportFrom('../open-orders'), exportFrom('./my-assets-rules')],
  },
  {
    rule: 'src/features imports src/widgets, ui, render, state, api, lib, shell, i18n, contract/ and nothing else',
    file: 'src/features/chart/x.ts',
    bad: [
      exportFrom('../../workspace/routes'),
      exportFrom('../../app/router'),
      exportFrom('../../../workers/core/base/series'),
      exportFrom('../../bench-page/bench-bars'),
    ],
    good: [
      exportFrom('../../widgets/mini-chart'),
      exportFrom('../../ui/TabBar'),
      exportFrom('../../render/dom-mirror'),
      exportFrom('../../state/session'),
      exportFrom('../../api/client'),
      exportFrom('../../lib/format'),
      exportFrom('../../shell'),
      exportFrom('../../i18n'),
      exportFrom('../../../contract/markets'),
    ],
  },
  {
    rule: 'src/workspace reaches features only through their index.ts, never the app or the dev gallery',
    file: 'src/workspace/x.ts',
    bad: [
      exportFrom('../features/chart/ChartPanel'),
      exportFrom('../widgets/mini-chart/MiniChart'),
      exportFrom('../app/router'),
      exportFrom('../dev/GalleryPage'),
      exportFrom('../bench-page/bench-bars'),
    ],
    good: [
      exportFrom('../features/chart'),
      exportFrom('../widgets/mini-chart'),
      exportFrom('./panel-registry'),
      exportFrom('../shell'),
    ],
  },
  {
    rule: 'src/app imports anything of src/ but src/dev (the router lazily, by its disable comment) and the bench page',
    file: 'src/app/x.ts',
    bad: [
      exportFrom('../dev/GalleryPage'),
      'export const gallery = () => import("../dev/GalleryPage");\n',
      exportFrom('../bench-page/bench-bars'),
    ],
    good: [
      exportFrom('../workspace/routes'),
      exportFrom('../features/chart'),
      exportFrom('../widgets/verification/dialogs'),
      exportFrom('../../contract/markets'),
    ],
  },
  {
    rule: 'src/dev imports anything of src/ but the bench page',
    file: 'src/dev/x.ts',
    bad: [
      exportFrom('../../server/options'),
      exportFrom('../../bench/stats'),
      exportFrom('../bench-page/bench-bars'),
    ],
    good: [
      exportFrom('../widgets/mini-chart/MiniChart'),
      exportFrom('../features/chart/ChartPanel'),
      exportFrom('../ui/TabBar'),
      exportFrom('../../contract/markets'),
    ],
  },
  {
    rule: 'the client never imports server/',
    file: 'src/main.tsx',
    bad: [exportFrom('../server/options'), exportFrom('./dev/GalleryPage')],
    good: [exportFrom('./app/router'), exportFrom('./i18n')],
  },
  {
    rule: 'src/bench-page (a root of its own) imports src/features, render, api, lib, workers/core, contract/',
    file: 'src/bench-page/x.ts',
    bad: [
      exportFrom('../app/router'),
      exportFrom('../workspace/routes'),
      exportFrom('../shell'),
      exportFrom('../widgets/mini-chart'),
      exportFrom('../../server/options'),
      exportFrom('../../bench/stats'),
    ],
    good: [
      exportFrom('./bench-bars'),
      exportFrom('../features/chart/chart-controller'),
      exportFrom('../render/chart/chart-layout'),
      exportFrom('../api/chart-client'),
      exportFrom('../lib/format'),
      exportFrom('../../workers/core/base/series'),
      exportFrom('../../contract/markets'),
    ],
  },
  {
    rule: 'scripts/ never imports bench/ nor the bench page',
    file: 'scripts/x.ts',
    bad: [exportFrom('../bench/stats'), exportFrom('../src/bench-page/bench-bars')],
    good: [exportFrom('../workers/core/base/series'), exportFrom('../contract/markets')],
  },
  {
    rule: 'the chart model reaches no file of src/render that draws',
    file: 'src/render/chart/chart-model.ts',
    bad: [exportFrom('./chart-scene'), exportFrom('../glyph-line'), exportFrom('../shared-renderer')],
    good: [exportFrom('./chart-layout'), exportFrom('./price-lines'), exportFrom('../../lib/format')],
  },
  {
    rule: "the chart's layers reach no surface",
    file: 'src/render/chart/plot-layer.ts',
    bad: [exportFrom('./pixi-chart'), exportFrom('./canvas-chart'), exportFrom('../drawing-style')],
    good: [exportFrom('./chart-model'), exportFrom('./chart-painter'), exportFrom('./lines-layer')],
  },
  {
    rule: 'bench/ and tests/ import anything',
    file: 'bench/x.ts',
    bad: [],
    good: [
      exportFrom('../src/features/chart/ChartPanel'),
      exportFrom('../src/bench-page/mount-bench-chart'),
      exportFrom('../server/options'),
      exportFrom('../scripts/chromium-path.mjs'),
    ],
  },
];

describe('the folder table, as lint zones', () => {
  for (const { rule, file, bad, good } of CASES) {
    describe(`${rule} (${file})`, () => {
      for (const code of bad)
        it(`rejects ${code.trim()}`, async () => {
          expect(await rulesFired(file, code)).toEqual([ZONE]);
        });
      for (const code of good)
        it(`accepts ${code.trim()}`, async () => {
          expect(await rulesFired(file, code)).toEqual([]);
        });
    });
  }

  it('lets the router, and only it, load the dev gallery (its lazy, dev-only import)', async () => {
    const [router] = await eslint.lintFiles([join(ROOT, 'src/app/router.tsx')]);
    expect(router?.messages).toEqual([]);
  });
});

describe('package restrictions', () => {
  it('keeps Golden Layout inside src/workspace', async () => {
    const code = "export { GoldenLayout } from 'golden-layout';\n";
    expect(await rulesFired('src/features/chart/x.ts', code)).toEqual([PACKAGE]);
    expect(await rulesFired('src/app/x.ts', code)).toEqual([PACKAGE]);
    expect(await rulesFired('src/workspace/x.ts', code)).toEqual([]);
  });

  it('keeps workers/core free of DOM frameworks, Pixi and state libraries', async () => {
    for (const name of ['react', 'react-dom/client', 'pixi.js', 'valtio', 'valtio/utils', 'golden-layout'])
      expect(await rulesFired('workers/core/x.ts', `export * from '${name}';\n`), name).toEqual([PACKAGE]);
    expect(await rulesFired('workers/core/x.ts', "export { z } from 'zod';\n")).toEqual([]);
  });
});

describe('Pixi is loaded only where something draws with it', () => {
  it('keeps pixi.js inside the Pixi modules (the shared renderer and the Pixi surfaces)', async () => {
    for (const file of ['src/render/chart/chart-view.ts', 'src/features/chart/x.ts', 'src/workspace/x.ts'])
      for (const name of ['pixi.js', 'pixi.js/unsafe-eval'])
        expect(await rulesFired(file, `export * from '${name}';\n`), `${file}: ${name}`).toEqual([PACKAGE]);
    for (const file of ['src/render/shared-renderer.ts', 'src/render/chart/pixi-chart.ts'])
      expect(await rulesFired(file, "export * from 'pixi.js';\n"), file).toEqual([]);
  });

  it('lets the rest reach a Pixi module by import() or for its types only', async () => {
    const view = 'src/render/coin-list/coin-list-view.ts';
    expect(await rulesFired(view, exportFrom('./coin-list-scene'))).toEqual([PACKAGE]);
    expect(await rulesFired(view, exportFrom('../shared-renderer'))).toEqual([PACKAGE]);
    expect(await rulesFired(view, "export const load = () => import('./coin-list-scene');\n")).toEqual([]);
    expect(await rulesFired(view, "export type { CoinListScene } from './coin-list-scene';\n")).toEqual([]);
    const book = 'src/features/order-book/x.ts';
    expect(await rulesFired(book, exportFrom('../../render/order-book/order-book-scene'))).toEqual([PACKAGE]);
    expect(await rulesFired(book, exportFrom('../../render/order-book/order-book-layout'))).toEqual([]);
    expect(await rulesFired(book, exportFrom('../../render/order-book/order-book-view'))).toEqual([]);
    expect(await rulesFired('src/workspace/x.ts', exportFrom('../render/shared-renderer'))).toEqual([
      PACKAGE,
    ]);
    expect(await rulesFired('src/workspace/x.ts', exportFrom('../render/render-view'))).toEqual([]);
    // The Pixi modules import each other.
    expect(await rulesFired('src/render/chart/warm-up.ts', exportFrom('./pixi-chart'))).toEqual([]);
  });
});

describe('the chart model is pure', () => {
  const MODEL = 'src/render/chart/chart-model.ts';

  it('imports no Pixi or DOM framework, nor do the layers and the scene; the Pixi surface may', async () => {
    for (const file of [MODEL, 'src/render/chart/chart-scene.ts', 'src/render/chart/lines-layer.ts'])
      for (const name of ['pixi.js', 'react', 'react-dom/client'])
        expect(await rulesFired(file, `export * from '${name}';\n`), `${file}: ${name}`).toEqual([PACKAGE]);
    expect(await rulesFired('src/render/chart/pixi-chart.ts', "export * from 'pixi.js';\n")).toEqual([]);
  });

  it('touches no DOM global and names no DOM type', async () => {
    expect(await rulesFired(MODEL, 'export const w = () => window.innerWidth;\n')).toEqual([GLOBAL]);
    expect(await rulesFired(MODEL, 'export const r = () => requestAnimationFrame(() => {});\n')).toEqual([
      GLOBAL,
    ]);
    expect(await rulesFired(MODEL, 'export const f = (e: PointerEvent) => e.clientX;\n')).toEqual([TYPE]);
    expect(await rulesFired(MODEL, 'export const m = (x: number) => Math.round(x);\n')).toEqual([]);
  });
});

describe("the chart's gesture rules are pure", () => {
  const GESTURES = 'src/features/chart/rules/chart-gestures.ts';

  it('import no Pixi or DOM framework; the binder beside them may touch the DOM', async () => {
    for (const name of ['pixi.js', 'react'])
      expect(await rulesFired(GESTURES, `export * from '${name}';\n`), name).toEqual([PACKAGE]);
    expect(
      await rulesFired(
        'src/features/chart/chart-input.ts',
        'export const f = (e: PointerEvent) => e.clientX;\n',
      ),
    ).toEqual([]);
  });

  it('touch no DOM global and name no DOM type', async () => {
    expect(await rulesFired(GESTURES, 'export const w = () => window.innerWidth;\n')).toEqual([GLOBAL]);
    expect(await rulesFired(GESTURES, 'export const f = (e: WheelEvent) => e.deltaY;\n')).toEqual([TYPE]);
    expect(await rulesFired(GESTURES, 'export const m = (x: number) => Math.exp(-x);\n')).toEqual([]);
  });
});

describe('no-alert', () => {
  it('rejects the browser confirm() and alert()', async () => {
    expect(await rulesFired('src/ui/x.ts', "export const ask = () => window.confirm('sure?');\n")).toEqual([
      'no-alert',
    ]);
    expect(await rulesFired('src/features/chart/x.ts', "export const tell = () => alert('done');\n")).toEqual(
      ['no-alert'],
    );
  });
});

describe('renderers and controllers own their timers (src/lib/timers.ts)', () => {
  const OWNED =
    "import { Timeout } from '../../../lib/timers';\nexport const later = new Timeout(() => undefined);\n";
  it.each([
    ['src/render/x.ts', 'export const id = setTimeout(() => undefined, 10);\n'],
    ['src/render/chart/x.ts', 'export const id = window.requestAnimationFrame(() => undefined);\n'],
    ['src/features/coin-list/x-controller.ts', 'export const id = setInterval(() => undefined, 10);\n'],
    ['src/features/live-price/x-view.ts', 'export const id = globalThis.setTimeout(() => undefined, 10);\n'],
  ])('refuses a bare timer in %s', async (file, code) => {
    expect(await rulesFired(file, code)).toEqual(['no-restricted-syntax']);
  });

  it('takes an owned timer, and leaves other files to their own habits', async () => {
    expect(await rulesFired('src/features/coin-list/x-controller.ts', OWNED)).toEqual([]);
    expect(
      await rulesFired('src/features/coin-list/x-rules.ts', 'export const id = setTimeout(() => 0, 1);\n'),
    ).toEqual([]);
  });
});

describe('user-facing text in JSX goes through i18n', () => {
  const component = (jsx: string) =>
    [
      "import { useTranslation } from 'react-i18next';",
      'export function Sample({ n, ok }: { n: number; ok: boolean }) {',
      '  const { t } = useTranslation();',
      `  return ${jsx};`,
      '}',
      '',
    ].join('\n');

  it.each([
    ['English text', '<p>Buy</p>'],
    ['Korean text', '<p>매수</p>'],
    ['a string in an expression', "<p>{ok ? 'Yes' : 'No'}</p>"],
    ['a template literal', '<p>{`${n} coins`}</p>'],
    ['a placeholder', '<input placeholder="Search" />'],
    ['an aria-label', '<button type="button" aria-label="Close" />'],
    ['a title', '<span title="Price">{n}</span>'],
  ])('rejects %s', async (_name, jsx) => {
    for (const file of ['src/ui/Sample.tsx', 'src/features/chart/Sample.tsx', 'src/dev/Sample.tsx']) {
      const fired = await rulesFired(file, component(`<>{t('app.title')}${jsx}</>`));
      expect(fired.length, file).toBeGreaterThan(0);
      expect(new Set(fired), file).toEqual(new Set([TEXT]));
    }
  });

  it.each([
    ['translated text', "<p>{t('app.title')}</p>"],
    ['numbers and symbols', '<p>{n}% · {n} / {n} ({n}) - {n}</p>'],
    ['attributes that are not language', '<div className="td-x" role="status" data-testid="x">{n}</div>'],
    ['a translated attribute', "<input placeholder={t('app.title')} aria-label={t('app.title')} />"],
  ])('accepts %s', async (_name, jsx) => {
    expect(await rulesFired('src/ui/Sample.tsx', component(`<>{t('app.title')}${jsx}</>`))).toEqual([]);
  });
});

describe('the import-cycle check (dpdm with dpdm.config.ts)', () => {
  const DPDM = join(ROOT, 'node_modules/dpdm/lib/bin/dpdm.js');
  let tree: string;

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'tradedeck-cycles-'));
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  /** Writes `files` into a fresh folder of the temporary tree and runs the project's cycle check there. */
  function check(name: string, files: Record<string, string>) {
    const cwd = join(tree, name);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(cwd, path)), { recursive: true });
      writeFileSync(join(cwd, path), text);
    }
    const run = spawnSync(process.execPath, [DPDM, '--config', join(ROOT, 'dpdm.config.ts')], {
      cwd,
      encoding: 'utf8',
    });
    return { status: run.status, out: `${run.stdout}${run.stderr}` };
  }

  it('finds a cycle between a .ts and a .tsx file', () => {
    const { status, out } = check('plain', {
      'src/ui/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/ui/b.tsx': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(status).toBe(1);
    expect(out).toMatch(/src\/ui\/(a\.ts|b\.tsx) -> src\/ui\/(b\.tsx|a\.ts)/);
  });

  it('counts type-only imports', () => {
    const { status, out } = check('types', {
      'bench/pages/page.ts': "import type { Mount } from './mount';\nexport type Page = { mount: Mount };\n",
      'bench/pages/mount.ts':
        "import type { Page } from './page';\nexport type Mount = (page: Page) => void;\n",
    });
    expect(status).toBe(1);
    expect(out).toMatch(/bench\/pages\/(page|mount)\.ts -> bench\/pages\/(mount|page)\.ts/);
  });

  it('passes a tree without a cycle', () => {
    const { status, out } = check('clean', {
      'contract/a.ts': 'export const a = 1;\n',
      'src/lib/b.ts': "import { a } from '../../contract/a';\nexport const b = a + 1;\n",
    });
    expect(out).not.toContain('->');
    expect(status).toBe(0);
  });
});
