import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { LAYOUT_ERROR_MESSAGES } from '../../../contract/layout-calls';
import { LAYOUT_FILE_PROBLEM_MESSAGES } from '../../../contract/layout-file';
import { LAYOUT_SCHEMA_VERSION, panelsInTree, type LayoutNode } from '../../../contract/workspace-layout';
import { i18n } from '../../../src/i18n';
import { clearToasts, closeAllDialogs } from '../../../src/shell';
import { layoutStorageKey } from '../../../src/workspace/layout-schema';
import { activeLayoutKey, parseActiveLayout } from '../../../src/workspace/named-layout-state';
import { envelope } from '../shell/harness';
import { candlesRoute } from '../render/chart-harness';
import { FakeFeed, stubWorkspaceApi, type Mounted } from './harness';
import {
  layoutsButton,
  MEMBER,
  menu,
  named,
  renderWorkspace,
  scalpingDocument,
  summary,
  toasts,
} from './layout-menu-harness';

/**
 * The workspace toolbar's Layouts menu (LayoutMenu.tsx, named-layout-actions.ts) against a stubbed
 * exchange: a member's layouts listed and loaded, another window's save offered (never loaded by itself),
 * a stale save refused with the newest loaded and the trader's own offered as a copy; a guest's file
 * export and a bad file's import, which says why and changes nothing.
 */

let mounted: Mounted | undefined;

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
  closeAllDialogs();
  clearToasts();
  await i18n.changeLanguage('en');
});

describe('a member', () => {
  test('finds their layouts, loads one, and the active one survives a remount', async () => {
    stubWorkspaceApi({
      'GET /v1/candles': candlesRoute,
      'GET /v1/layouts': () => envelope({ layouts: [summary(1)] }),
      'GET /v1/layouts/l-scalping': () => envelope(named(1)),
    });
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed, MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Unsaved desk');

    await layoutsButton().click();
    const item = menu().getByRole('menuitemradio', { name: 'Scalping' });
    await expect.element(item).toHaveAttribute('aria-checked', 'false');
    await item.click();

    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');
    await vi.waitFor(() => expect(toasts()).toContain('Layout “Scalping” loaded.'));
    const { removed } = scalpingDocument();
    const stored = JSON.parse(localStorage.getItem(layoutStorageKey(MEMBER))!) as { root: LayoutNode };
    expect(panelsInTree(stored.root).map((panel) => panel.id)).not.toContain(removed);
    expect(parseActiveLayout(localStorage.getItem(activeLayoutKey(MEMBER)))).toEqual({
      id: 'l-scalping',
      name: 'Scalping',
      version: 1,
    });

    mounted.unmount();
    mounted = renderWorkspace(feed, MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');
    await layoutsButton().click();
    await expect
      .element(menu().getByRole('menuitemradio', { name: 'Scalping' }))
      .toHaveAttribute('aria-checked', 'true');
  });

  test('on a new browser, opens their default layout by itself', async () => {
    stubWorkspaceApi({
      'GET /v1/candles': candlesRoute,
      'GET /v1/layouts': () => envelope({ layouts: [summary(1, true)] }),
      'GET /v1/layouts/l-scalping': () => envelope(named(1)),
    });
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');
    await layoutsButton().click();
    await expect
      .element(menu().getByRole('menuitemradio', { name: 'Scalping (default)' }))
      .toHaveAttribute('aria-checked', 'true');
  });

  test('is offered another window’s save of the layout shown, and keeps theirs when they choose', async () => {
    localStorage.setItem(
      activeLayoutKey(MEMBER),
      JSON.stringify({ id: 'l-scalping', name: 'Scalping', version: 1 }),
    );
    stubWorkspaceApi({
      'GET /v1/candles': candlesRoute,
      // The exchange keeps version 2: another window saved it after this one loaded version 1.
      'GET /v1/layouts': () => envelope({ layouts: [summary(2)] }),
    });
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed, MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');
    const notice = page.getByRole('status').filter({ hasText: 'changed in another window' });

    feed.emitLayouts([summary(2)]);
    await expect.element(notice).toHaveTextContent('“Scalping” was changed in another window.');
    // Nothing was loaded by itself.
    expect(toasts()).not.toContain('Layout “Scalping” loaded.');
    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await expect.element(notice).not.toBeInTheDocument();

    // Deleted in another window: the desk stays, tied to no layout.
    feed.emitLayouts([]);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Unsaved desk');
  });

  test('a stale save loads the newest version, says so, and offers to keep theirs as a copy', async () => {
    localStorage.setItem(
      activeLayoutKey(MEMBER),
      JSON.stringify({ id: 'l-scalping', name: 'Scalping', version: 1 }),
    );
    const puts: { id: string; body: { name: string; baseVersion: number } }[] = [];
    stubWorkspaceApi({
      'GET /v1/candles': candlesRoute,
      'GET /v1/layouts': () => envelope({ layouts: [summary(2)] }),
      'PUT /v1/layouts/l-scalping': ({ init }) => {
        puts.push({ id: 'l-scalping', body: JSON.parse(String(init?.body)) });
        return envelope({ current: named(2) }, 409, 'LAYOUT_STALE', 'stale');
      },
    });
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed, MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await layoutsButton().click();
    await menu().getByRole('menuitem', { name: 'Save', exact: true }).click();

    await vi.waitFor(() => expect(toasts()).toContain(LAYOUT_ERROR_MESSAGES.stale.en));
    expect(puts[0]?.body).toMatchObject({ name: 'Scalping', baseVersion: 1 });
    const dialog = page.getByRole('alertdialog', { name: 'Your changes were not saved' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Save as a copy' })).toBeVisible();
    expect(parseActiveLayout(localStorage.getItem(activeLayoutKey(MEMBER)))?.version).toBe(2);
  });
});

describe('a guest', () => {
  test('exports the desk as a layout file', async () => {
    stubWorkspaceApi({ 'GET /v1/candles': candlesRoute });
    const downloads: { name: string; href: string }[] = [];
    // The blob stays readable for the test: the menu lets it go as soon as the download has it.
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
    mounted = renderWorkspace(new FakeFeed(), 'guest');
    await layoutsButton().click();
    await menu().getByRole('menuitem', { name: 'Export file' }).click();

    await vi.waitFor(() =>
      expect(downloads.map((each) => each.name)).toEqual(['Unsaved desk.tradedeck-layout.json']),
    );
    const file = JSON.parse(await (await fetch(downloads[0]!.href)).text()) as {
      format: string;
      name: string;
      layout: { version: number };
    };
    expect(file).toMatchObject({
      format: 'tradedeck-layout',
      name: 'Unsaved desk',
      layout: { version: LAYOUT_SCHEMA_VERSION },
    });
  });

  test('is told why a bad file cannot be imported, and nothing changes', async () => {
    stubWorkspaceApi({ 'GET /v1/candles': candlesRoute });
    mounted = renderWorkspace(new FakeFeed(), 'guest');
    await expect.element(layoutsButton()).toBeVisible();
    await vi.waitFor(() => expect(localStorage.getItem(layoutStorageKey('guest'))).not.toBeNull());
    const before = localStorage.getItem(layoutStorageKey('guest'));

    const input = page.getByLabelText('Layout file to import');
    await input.upload(
      new File(['{"format":"tradedeck-layout","name":"x","layout":{"version":99}}'], 'x.json'),
    );
    await vi.waitFor(() => expect(toasts()).toContain(LAYOUT_FILE_PROBLEM_MESSAGES['unknown-version'].en));
    await input.upload(new File(['not json'], 'y.json'));
    await vi.waitFor(() => expect(toasts()).toContain(LAYOUT_FILE_PROBLEM_MESSAGES['not-json'].en));
    expect(localStorage.getItem(layoutStorageKey('guest'))).toBe(before);
  });

  test('imports a good file as the desk', async () => {
    stubWorkspaceApi({ 'GET /v1/candles': candlesRoute });
    mounted = renderWorkspace(new FakeFeed(), 'guest');
    await expect.element(layoutsButton()).toBeVisible();
    const { layout, removed } = scalpingDocument();
    const text = JSON.stringify({ format: 'tradedeck-layout', name: 'Scalping', layout });
    await page
      .getByLabelText('Layout file to import')
      .upload(new File([text], 'Scalping.tradedeck-layout.json'));

    await vi.waitFor(() => expect(toasts()).toContain('The imported layout is now your workspace.'));
    await vi.waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(layoutStorageKey('guest'))!) as { root: LayoutNode };
      expect(panelsInTree(stored.root).map((panel) => panel.id)).not.toContain(removed);
    });
  });
});
