/**
 * The terms calls answered as the simulator answers them (its own library, today 2026-11-26 KST, the
 * language of the request), through the real app router and shell as a guest.
 */
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { parseTermsVersionRef, type TermsType, type TermsVersion } from '../../../../contract';
import { configureApiClient } from '../../../../src/api/transport';
import type { Language } from '../../../../src/i18n';
import { settings } from '../../../../src/state/settings';
import { preferredLanguage } from '../../../../server/http/language';
import { termsHistory, termsVersion } from '../../../../server/terms/terms-library';
import { envelope, mountAppWithFeed, resetStores, stubApi, type Route } from '../../shell/harness';
import { FakeFeed } from '../../workspace/harness';

export const TODAY = '2026-11-26';

const languageOf = (init: RequestInit | undefined) =>
  preferredLanguage(new Headers(init?.headers).get('Accept-Language') ?? undefined);

/** Answers GET /v1/terms/{type} and /v1/terms/{type}/{ref} like the simulator, `override` first. */
export function termsRoutes(
  override: (type: TermsType, ref: string) => TermsVersion | undefined = () => undefined,
) {
  const route: Route = ({ url, init }) => {
    const [, , , type, ref] = url.pathname.split('/') as [string, string, string, TermsType, string?];
    const language = languageOf(init);
    if (ref === undefined) return envelope(termsHistory(type, language, TODAY));
    const parsed = parseTermsVersionRef(decodeURIComponent(ref));
    const answer = override(type, ref) ?? (parsed && termsVersion(type, parsed, language, TODAY));
    return answer ? envelope(answer) : envelope(null, 404, 'NOT_FOUND', 'no such version');
  };
  return route;
}

/** Mounts the app at `path` as a guest in `language`, every /v1/terms call answered by `route`. */
export function mountTerms(path: string, language: Language, route: Route = termsRoutes()) {
  resetStores({ member: false, language });
  configureApiClient({ language: () => settings.language });
  const stub = stubApi({});
  const answer = stub.getMockImplementation()!;
  stub.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname.startsWith('/v1/terms/')) return route({ url, init });
    return answer(input, init);
  });
  const router = mountAppWithFeed(path, new FakeFeed(), () => stub.mockRestore());
  return { stub, router };
}

/**
 * Presses the consent's `view` button: the terms dialog shows the document `title`; agreeing there and
 * confirming ticks the box `box`, unticked before.
 */
export async function agreeInTermsDialog(language: Language, view: string, title: string, box: string) {
  await page.getByRole('button', { name: view }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect.element(dialog.getByRole('document', { name: title })).toBeVisible();
  await expect.element(page.getByRole('checkbox', { name: box })).not.toBeChecked();
  const agree =
    language === 'ko' ? '위 내용을 모두 읽었으며 이에 동의합니다.' : 'I have read and agree to the above.';
  await dialog.getByRole('checkbox', { name: agree }).click();
  await dialog.getByRole('button', { name: language === 'ko' ? '확인' : 'Confirm' }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(page.getByRole('checkbox', { name: box })).toBeChecked();
}
