/**
 * The build-version check of shell spec §4: the page shows once the deployed build's meta.json has been
 * read (or could not be); a strictly newer deployed build clears the caches and reloads, once per version.
 */
import { version as builtVersion } from '../../package.json';
import { getMeta } from '../api/client';
import { pageActions } from '.';
import { decideVersion } from './page-rules';

export const BUILT_VERSION: string = builtVersion;
const RELOADED_FOR_KEY = 'tradedeck.reloadedForVersion';

function readReloadedFor(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(RELOADED_FOR_KEY) ?? null;
  } catch {
    return null;
  }
}

function rememberReloadFor(remote: string): void {
  try {
    globalThis.sessionStorage?.setItem(RELOADED_FOR_KEY, remote);
  } catch {
    // Without session storage a stale deployment could reload more than once; still correct.
  }
}

async function clearCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}

let bootCheck: Promise<'show' | 'reload'> | null = null;

/**
 * Starts the first page's check as the window boots (services.ts), beside the session and the page's own
 * requests, instead of after the first render; the version gate takes it (takeVersionCheck). Answers
 * the function that drops it unanswered (disposal).
 */
export function startBootVersionCheck(): () => void {
  const check = checkBuildVersion();
  bootCheck = check;
  return () => {
    if (bootCheck === check) bootCheck = null;
  };
}

/** The boot check when one is waiting (once), else a new check: the gate's check of each path. */
export function takeVersionCheck(signal: AbortSignal): Promise<'show' | 'reload'> {
  const boot = bootCheck;
  bootCheck = null;
  return boot ?? checkBuildVersion(signal);
}

/** Answers 'show', or 'reload' after having started the reload. A failed check shows the page. */
export async function checkBuildVersion(signal?: AbortSignal): Promise<'show' | 'reload'> {
  let remote: string;
  try {
    remote = (await getMeta({ signal })).version;
  } catch {
    return 'show';
  }
  const decision = decideVersion(BUILT_VERSION, remote, readReloadedFor());
  if (decision === 'reload') {
    rememberReloadFor(remote);
    await clearCaches().catch(() => undefined);
    pageActions.reload();
  }
  return decision;
}
