import type { Locator, Page } from '@playwright/test';
import { DEMO_LOGIN } from '../../contract';
import { expect, test } from './fixtures';

// Every link of the header (with the all-menu open, and the user panel for a member) and of the footer,
// collected from the page as a visitor sees it, leads somewhere real: an internal link to a page that is
// not the not-found page, an external one (a new window, rel noopener) to a page answering 200 with a
// <title>. Walked as a guest and as the demo member.

interface FoundLink {
  /** The attribute as written. */
  href: string;
  /** Resolved against the page. */
  url: string;
  name: string;
  target: string | null;
  rel: string | null;
}

async function linksIn(scope: Locator): Promise<FoundLink[]> {
  return scope.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute('href') ?? '',
      url: (anchor as HTMLAnchorElement).href,
      name: (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').trim(),
      target: anchor.getAttribute('target'),
      rel: anchor.getAttribute('rel'),
    })),
  );
}

/** The links a toggle button reveals: those of the element it controls, else those of the header. */
async function revealedBy(page: Page, toggle: Locator): Promise<FoundLink[]> {
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const controls = await toggle.getAttribute('aria-controls');
  const scope = controls ? page.locator(`[id="${controls}"]`) : page.getByRole('banner');
  return linksIn(scope);
}

/**
 * Closes what a toggle opened: Escape, else a second press of the toggle (a drop-down opened by the
 * mouse resting on it keeps the focus on its button, where Escape is not heard).
 */
async function close(page: Page, toggle: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Every link of the header: those shown, and those each of its disclosure buttons reveals (the main
 * menu's drop-downs, the all-menu, the app-download box, the member's user panel), one open at a time.
 */
async function headerLinks(page: Page, memberName: string | null): Promise<FoundLink[]> {
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  if (memberName !== null) await expect(banner.getByRole('button', { name: memberName })).toBeVisible();
  const closed = await linksIn(banner);
  const allMenuToggle = banner.getByRole('button', { name: 'All menu' });
  const allMenu = await revealedBy(page, allMenuToggle);
  // Opening the all-menu shows links the closed header does not have.
  expect(allMenu.filter((link) => !closed.some((seen) => seen.url === link.url)).length).toBeGreaterThan(0);
  await close(page, allMenuToggle);

  const found = [...closed, ...allMenu];
  // With everything closed the header shows the same toggles, so the n-th is the same button each time.
  const toggles = banner.locator('button[aria-expanded]:visible');
  const count = await toggles.count();
  for (let index = 0; index < count; index++) {
    const toggle = toggles.nth(index);
    found.push(...(await revealedBy(page, toggle)));
    await close(page, toggle);
  }
  return found;
}

async function footerLinks(page: Page): Promise<FoundLink[]> {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  return linksIn(footer);
}

function unique(links: FoundLink[]): FoundLink[] {
  return [...new Map(links.map((link) => [link.url, link])).values()];
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('ID', { exact: true }).fill(DEMO_LOGIN.loginId);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The document title of the not-found page, read from the app itself. */
async function notFoundTitle(page: Page): Promise<string> {
  await page.goto('/no/such/page/for/the/link/walk');
  await expect(page).not.toHaveTitle(INDEX_TITLE);
  return page.title();
}

/** index.html's own title, before the app names the page. */
const INDEX_TITLE = 'Tradedeck';

async function walk(page: Page, links: FoundLink[]) {
  const origin = new URL(page.url()).origin;
  const notFound = await notFoundTitle(page);
  const internal: string[] = [];
  for (const link of links) {
    const where = `${link.name} → ${link.href}`;
    expect(link.href, `${where}: a link goes somewhere`).toMatch(/^(\/|https?:)/);
    const url = new URL(link.url);
    if (link.target === '_blank') {
      expect(link.rel ?? '', `${where}: a new window without opener`).toMatch(/\bnoopener\b/);
      if (url.origin !== origin) {
        // The test machine reaches no outside host: a page elsewhere is checked for its form only.
        expect(url.protocol, where).toBe('https:');
        continue;
      }
      const response = await page.request.get(link.url);
      expect(response.status(), where).toBe(200);
      expect(await response.text(), `${where}: a titled page`).toMatch(/<title>[^<]*\S[^<]*<\/title>/i);
    } else {
      expect(url.origin, `${where}: an internal link stays on the site`).toBe(origin);
      internal.push(`${url.pathname}${url.search}`);
    }
  }
  for (const path of internal) {
    await page.goto(path);
    await expect(page, path).not.toHaveTitle(INDEX_TITLE);
    expect(await page.title(), `${path}: not the not-found page`).not.toBe(notFound);
  }
}

test.describe('link walk', () => {
  test.slow();

  test('header links, as a guest', async ({ page }) => {
    await page.goto('/');
    await walk(page, unique(await headerLinks(page, null)));
  });

  test('header links, as the demo member', async ({ page }) => {
    await logIn(page);
    await page.goto('/');
    const name = await page.request
      .get('/v1/members/me')
      .then(async (response) => (await response.json()).data.name as string);
    await walk(page, unique(await headerLinks(page, name)));
  });

  test('footer links, as a guest and as the demo member', async ({ page }) => {
    await page.goto('/');
    const guest = unique(await footerLinks(page));
    // 4 terms pages, 7 contact entries, 7 social channels; none of them a phone number.
    expect(guest).toHaveLength(18);
    expect(guest.filter((link) => link.target === '_blank')).toHaveLength(14);
    expect(guest.some((link) => link.href.startsWith('tel:'))).toBe(false);
    await walk(page, guest);

    await logIn(page);
    await page.goto('/');
    const member = unique(await footerLinks(page));
    expect(member.map((link) => link.url)).toEqual(guest.map((link) => link.url));
    await walk(page, member);
  });

  test('the full-window workspace has no footer; other pages have it', async ({ page }) => {
    await page.goto('/trade/order/BTC-KRW');
    await expect(page.getByRole('region', { name: 'Workspace' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/trade/status/BTC-KRW');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
