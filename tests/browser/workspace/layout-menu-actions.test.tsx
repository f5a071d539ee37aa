import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { LAYOUT_ERROR_MESSAGES } from '../../../contract/layout-calls';
import {
  LAYOUT_NAME_MAX,
  LAYOUT_NAME_PROBLEM_MESSAGES,
  type LayoutSummary,
} from '../../../contract/layout-names';
import { i18n } from '../../../src/i18n';
import { clearToasts, closeAllDialogs, dialogState } from '../../../src/shell';
import { session } from '../../../src/state/session';
import { layoutStorageKey, workspaceOwner } from '../../../src/workspace/layout-schema';
import { GUEST_OFFERED_KEY } from '../../../src/workspace/named-layout-actions';
import { activeLayoutKey, parseActiveLayout } from '../../../src/workspace/named-layout-state';
import { DEMO_USER, envelope, type Route } from '../shell/harness';
import { candlesRoute } from '../render/chart-harness';
import { FakeFeed, stubWorkspaceApi, type Mounted } from './harness';
import {
  layoutsButton,
  MEMBER,
  menu,
  named,
  renderWorkspace,
  deskWithout,
  summary,
  toasts,
} from './layout-menu-harness';

/**
 * The Layouts menu's items on the active layout (LayoutMenu.tsx, named-layout-actions.ts) against a
 * stubbed exchange: Rename… (a taken name and a name too long refused in the dialog), Duplicate, Delete…
 * with its confirm (the active layout and the default: the desk stays, tied to no layout; a delete at an
 * old version refused, the list asked again and the current version offered), Set and Remove as default;
 * this window's own save never read as another window's when its frame comes first; and the offer at a
 * login in this window to keep the guest's arrangement, once per arrangement.
 */

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * The stubbed exchange: the member's list as `state.list` (what GET API.layouts answers; routes change it as
 * the exchange would) and the other routes, each call recorded.
 */
function exchange(list: LayoutSummary[], routes: Record<string, Route> = {}) {
  const state = { list };
  const calls: Call[] = [];
  const all: Record<string, Route> = {
    'GET /v1/layouts': () => envelope({ layouts: state.list }),
    ...routes,
  };
  const recorded = Object.fromEntries(
    Object.entries(all).map(([key, route]): [string, Route] => [
      key,
      (request) => {
        const [method = 'GET', path = ''] = key.split(' ');
        const body = request.init?.body;
        calls.push({
          method,
          path,
          search: request.url.search,
          body: typeof body === 'string' ? JSON.parse(body) : undefined,
        });
        return route(request);
      },
    ]),
  );
  stubWorkspaceApi({ 'GET /v1/candles': candlesRoute, ...recorded });
  const callsOf = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { state, callsOf };
}

const activeIs = (version: number, name = 'Scalping', id = 'l-scalping') =>
  localStorage.setItem(activeLayoutKey(MEMBER), JSON.stringify({ id, name, version }));
const storedActive = () => parseActiveLayout(localStorage.getItem(activeLayoutKey(MEMBER)));
const storedDesk = () => localStorage.getItem(layoutStorageKey(MEMBER));
const notice = () => page.getByRole('status').filter({ hasText: 'changed in another window' });

async function pick(item: string): Promise<void> {
  await layoutsButton().click();
  await menu().getByRole('menuitem', { name: item, exact: true }).click();
}

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
  Object.assign(session, { status: 'unknown', user: null, loggedInHere: false });
  await i18n.changeLanguage('en');
});

describe('Rename…', () => {
  test('renames the active layout at its version; the desk shows the new name, never the notice', async () => {
    activeIs(1);
    const { state, callsOf } = exchange([summary(1)], {
      'PUT /v1/layouts/l-scalping/name': () => {
        state.list = [summary(2, false, 'l-scalping', 'Swing')];
        return envelope(named(2, false, 'l-scalping', 'Swing'));
      },
    });
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await pick('Rename…');
    const dialog = page.getByRole('dialog', { name: 'Rename layout' });
    await expect.element(dialog.getByLabelText('Layout name')).toHaveValue('Scalping');
    await dialog.getByLabelText('Layout name').fill('  Swing ');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Swing');
    expect(callsOf('PUT', '/v1/layouts/l-scalping/name').map((call) => call.body)).toEqual([
      { name: 'Swing', baseVersion: 1 },
    ]);
    expect(storedActive()).toEqual({ id: 'l-scalping', name: 'Swing', version: 2 });
    await expect.element(notice()).not.toBeInTheDocument();
  });

  test('a taken name is the contract’s refusal, said in the dialog, which keeps what was typed', async () => {
    activeIs(1);
    exchange([summary(1), summary(1, false, 'l-swing', 'Swing')], {
      'PUT /v1/layouts/l-scalping/name': () => envelope({ name: 'swing' }, 409, 'LAYOUT_NAME_TAKEN', 'taken'),
    });
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await pick('Rename…');
    const dialog = page.getByRole('dialog', { name: 'Rename layout' });
    await dialog.getByLabelText('Layout name').fill('swing');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.element(dialog.getByRole('alert')).toHaveTextContent(LAYOUT_ERROR_MESSAGES.nameTaken.en);
    await expect.element(dialog.getByLabelText('Layout name')).toHaveValue('swing');
    await expect.element(dialog.getByLabelText('Layout name')).toHaveAttribute('aria-invalid', 'true');
    expect(storedActive()).toEqual({ id: 'l-scalping', name: 'Scalping', version: 1 });
  });

  test('a name too long is refused before anything is sent', async () => {
    activeIs(1);
    const { callsOf } = exchange([summary(1)]);
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await pick('Rename…');
    const dialog = page.getByRole('dialog', { name: 'Rename layout' });
    await dialog.getByLabelText('Layout name').fill('x'.repeat(LAYOUT_NAME_MAX + 1));
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent(LAYOUT_NAME_PROBLEM_MESSAGES['name-too-long'].en);
    expect(callsOf('PUT', '/v1/layouts/l-scalping/name')).toEqual([]);
  });
});

describe('Duplicate', () => {
  test('copies the active layout under the exchange’s copy name; the desk stays on the original', async () => {
    activeIs(1);
    const { state, callsOf } = exchange([summary(1)], {
      'POST /v1/layouts/l-scalping/copy': ({ init }) => {
        const { id } = JSON.parse(String(init?.body)) as { id: string };
        state.list = [...state.list, summary(1, false, id, 'Copy of Scalping')];
        return envelope(named(1, false, id, 'Copy of Scalping'));
      },
    });
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await pick('Duplicate');
    await vi.waitFor(() => expect(toasts()).toContain('Layout “Copy of Scalping” saved.'));
    expect(callsOf('POST', '/v1/layouts/l-scalping/copy')[0]?.body).toEqual({
      id: expect.stringMatching(/^l-[A-Za-z0-9]+$/),
    });
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');
    await layoutsButton().click();
    await expect
      .element(menu().getByRole('menuitemradio', { name: 'Copy of Scalping' }))
      .toHaveAttribute('aria-checked', 'false');
  });
});

describe('Delete…', () => {
  test('asks first: Cancel deletes nothing', async () => {
    activeIs(1);
    const { callsOf } = exchange([summary(1)]);
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await pick('Delete…');
    const confirm = page.getByRole('alertdialog', { name: 'Delete layout?' });
    await expect.element(confirm).toHaveTextContent('Delete the layout “Scalping”?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(callsOf('DELETE', '/v1/layouts/l-scalping')).toEqual([]);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');
  });

  test('deletes the active layout at its version: the desk stays, tied to no layout', async () => {
    activeIs(1);
    const { state, callsOf } = exchange([summary(1)], {
      'DELETE /v1/layouts/l-scalping': () => {
        state.list = [];
        return envelope(null);
      },
    });
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');
    await vi.waitFor(() => expect(storedDesk()).not.toBeNull());
    const desk = storedDesk();

    await pick('Delete…');
    await page
      .getByRole('alertdialog', { name: 'Delete layout?' })
      .getByRole('button', { name: 'Delete' })
      .click();

    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Unsaved desk');
    await vi.waitFor(() => expect(toasts()).toContain('Layout “Scalping” deleted.'));
    expect(callsOf('DELETE', '/v1/layouts/l-scalping').map((call) => call.search)).toEqual(['?version=1']);
    expect(storedDesk()).toBe(desk);
    expect(storedActive()).toBeNull();
  });

  test('deleting the default leaves no default and opens no other layout', async () => {
    activeIs(1);
    const swing = summary(1, false, 'l-swing', 'Swing');
    const { state, callsOf } = exchange([summary(1, true), swing], {
      'DELETE /v1/layouts/l-scalping': () => {
        state.list = [swing];
        return envelope(null);
      },
    });
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await pick('Delete…');
    await page
      .getByRole('alertdialog', { name: 'Delete layout?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Unsaved desk');

    await layoutsButton().click();
    await expect
      .element(menu().getByRole('menuitemradio', { name: 'Swing', exact: true }))
      .toHaveAttribute('aria-checked', 'false');
    await expect.element(menu().getByRole('menuitemradio', { name: /Scalping/ })).not.toBeInTheDocument();
    expect(callsOf('GET', '/v1/layouts/l-swing')).toEqual([]);
  });

  test('at an old version: nothing deleted or loaded, the list asked again, the current version offered', async () => {
    activeIs(1);
    const { state, callsOf } = exchange([summary(1)], {
      'DELETE /v1/layouts/l-scalping': ({ url }) => {
        if (url.searchParams.get('version') === '2') {
          state.list = [];
          return envelope(null);
        }
        // Another window saved it (version 2) after this menu listed version 1.
        state.list = [summary(2)];
        return envelope({ current: named(2) }, 409, 'LAYOUT_STALE', 'stale');
      },
    });
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');
    await pick('Delete…');
    const lists = callsOf('GET', '/v1/layouts').length;
    await page
      .getByRole('alertdialog', { name: 'Delete layout?' })
      .getByRole('button', { name: 'Delete' })
      .click();

    const again = page.getByRole('alertdialog', { name: 'Layout changed elsewhere' });
    await expect
      .element(again)
      .toHaveTextContent(
        '“Scalping” was changed in another window and was not deleted. Delete it as it is now?',
      );
    expect(callsOf('GET', '/v1/layouts').length).toBe(lists + 1);
    expect(toasts()).not.toContain(LAYOUT_ERROR_MESSAGES.stale.en);
    expect(callsOf('GET', '/v1/layouts/l-scalping')).toEqual([]);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await again.getByRole('button', { name: 'Delete it now' }).click();
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Unsaved desk');
    expect(callsOf('DELETE', '/v1/layouts/l-scalping').map((call) => call.search)).toEqual([
      '?version=1',
      '?version=2',
    ]);
    await vi.waitFor(() => expect(toasts()).toContain('Layout “Scalping” deleted.'));
  });

  test('the stale delete’s question is in Korean too', async () => {
    activeIs(1);
    exchange([summary(1)], {
      'DELETE /v1/layouts/l-scalping': () => envelope({ current: named(2) }, 409, 'LAYOUT_STALE', 'stale'),
    });
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await i18n.changeLanguage('ko');
    const button = page.getByRole('button', { name: '레이아웃: Scalping' });
    await expect.element(button).toBeVisible();
    await button.click();
    await page.getByRole('menu', { name: '레이아웃' }).getByRole('menuitem', { name: '삭제…' }).click();
    await page
      .getByRole('alertdialog', { name: '레이아웃을 삭제할까요?' })
      .getByRole('button', { name: '삭제', exact: true })
      .click();
    await expect
      .element(page.getByRole('alertdialog', { name: '다른 곳에서 바뀐 레이아웃' }))
      .toHaveTextContent('다른 창에서 “Scalping”이(가) 바뀌어 삭제하지 않았습니다.');
  });
});

describe('the default', () => {
  test('Set as default stars the layout; Remove as default leaves none', async () => {
    activeIs(1);
    const { state, callsOf } = exchange([summary(1)], {
      'PUT /v1/layouts/l-scalping/default': () => {
        state.list = [summary(1, true)];
        return envelope({ layouts: state.list });
      },
      'DELETE /v1/layouts/l-scalping/default': () => {
        state.list = [summary(1)];
        return envelope({ layouts: state.list });
      },
    });
    mounted = renderWorkspace(new FakeFeed(), MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await pick('Set as default');
    await vi.waitFor(() => expect(toasts()).toContain('“Scalping” opens on a new browser.'));
    await layoutsButton().click();
    await expect
      .element(menu().getByRole('menuitemradio', { name: 'Scalping (default)' }))
      .toHaveAttribute('aria-checked', 'true');
    await menu().getByRole('menuitem', { name: 'Remove as default' }).click();

    await vi.waitFor(() => expect(toasts()).toContain('“Scalping” is no longer your default layout.'));
    await layoutsButton().click();
    await expect.element(menu().getByRole('menuitemradio', { name: 'Scalping', exact: true })).toBeVisible();
    await expect.element(menu().getByRole('menuitem', { name: 'Set as default' })).toBeVisible();
    expect(callsOf('PUT', '/v1/layouts/l-scalping/default')).toHaveLength(1);
    expect(callsOf('DELETE', '/v1/layouts/l-scalping/default')).toHaveLength(1);
    // The default is the member's choice, not the layout's content: the desk's version is as it was.
    expect(storedActive()?.version).toBe(1);
  });
});

describe('this window’s own save', () => {
  test('is never taken for another window’s when its frame comes before its answer', async () => {
    activeIs(1);
    let answer: ((response: Response) => void) | undefined;
    const { state } = exchange([summary(1)], {
      'PUT /v1/layouts/l-scalping': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed, MEMBER);
    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: Scalping');

    await pick('Save');
    await vi.waitFor(() => expect(answer).toBeDefined());
    // The exchange publishes the list (with another layout made meanwhile) before it answers the save.
    state.list = [summary(2), summary(1, false, 'l-swing', 'Swing')];
    feed.emitLayouts(state.list);
    await layoutsButton().click();
    await expect.element(menu().getByRole('menuitemradio', { name: 'Swing' })).toBeVisible();
    await expect.element(notice()).not.toBeInTheDocument();
    await layoutsButton().click();

    answer!(envelope(named(2)));
    await vi.waitFor(() => expect(toasts()).toContain('Layout “Scalping” saved.'));
    expect(storedActive()?.version).toBe(2);
    await expect.element(notice()).not.toBeInTheDocument();

    // A version beyond its own is another window's: offered.
    feed.emitLayouts([summary(3), summary(1, false, 'l-swing', 'Swing')]);
    await expect.element(notice()).toHaveTextContent('“Scalping” was changed in another window.');
  });
});

describe('at a login in this window', () => {
  const NEW_ID = 'l-11111111222233334444555555555555';
  const guestDesk = (count = 1) => JSON.stringify(deskWithout(count).layout);
  const member = (loggedInHere: boolean) =>
    Object.assign(session, { status: 'member', user: { ...DEMO_USER }, loggedInHere });
  const owner = () => workspaceOwner(DEMO_USER.memNo);
  const offer = () => page.getByRole('alertdialog', { name: 'Keep your layout?' });
  const offers = () => dialogState.entries.filter((entry) => entry.type === 'layoutGuest').length;

  test('offers to keep the guest’s arrangement as “My desk”, and saves it as the active layout', async () => {
    localStorage.setItem(layoutStorageKey('guest'), guestDesk());
    member(true);
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('11111111-2222-3333-4444-555555555555');
    const { state, callsOf } = exchange([], {
      [`PUT /v1/layouts/${NEW_ID}`]: () => {
        state.list = [summary(1, false, NEW_ID, 'My desk')];
        return envelope(named(1, false, NEW_ID, 'My desk'));
      },
    });
    mounted = renderWorkspace(new FakeFeed(), owner());
    await expect.element(offer()).toHaveTextContent('Save it to your account as “My desk”');
    await offer().getByRole('button', { name: 'Save as “My desk”' }).click();

    await expect.element(layoutsButton()).toHaveAccessibleName('Layouts: My desk');
    const [put] = callsOf('PUT', `/v1/layouts/${NEW_ID}`);
    expect(put?.body).toMatchObject({ name: 'My desk', baseVersion: 0 });
    await vi.waitFor(() => expect(toasts()).toContain('Layout “My desk” saved.'));
  });

  test('Not now: not offered again for the same arrangement, offered for a new one', async () => {
    localStorage.setItem(layoutStorageKey('guest'), guestDesk());
    member(true);
    exchange([summary(1)]);
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed, owner());
    await offer().getByRole('button', { name: 'Not now' }).click();
    await expect.element(offer()).not.toBeInTheDocument();
    const offered = localStorage.getItem(GUEST_OFFERED_KEY);
    expect(offered).not.toBeNull();

    // The same arrangement: the menu, mounted again, lists the layouts and asks nothing.
    mounted.unmount();
    mounted = renderWorkspace(feed, owner());
    await layoutsButton().click();
    await expect.element(menu().getByRole('menuitemradio', { name: 'Scalping' })).toBeVisible();
    expect(offers()).toBe(0);
    await layoutsButton().click();

    // The guest arranged another desk before this login: offered again.
    localStorage.setItem(layoutStorageKey('guest'), guestDesk(2));
    mounted.unmount();
    mounted = renderWorkspace(feed, owner());
    await expect.element(offer()).toBeVisible();
    expect(localStorage.getItem(GUEST_OFFERED_KEY)).not.toBe(offered);
  });

  test('a member whose session was not begun in this window is not asked', async () => {
    localStorage.setItem(layoutStorageKey('guest'), guestDesk());
    member(false);
    exchange([summary(1)]);
    mounted = renderWorkspace(new FakeFeed(), owner());
    await layoutsButton().click();
    await expect.element(menu().getByRole('menuitemradio', { name: 'Scalping' })).toBeVisible();
    expect(offers()).toBe(0);
    expect(localStorage.getItem(GUEST_OFFERED_KEY)).toBeNull();
  });
});
