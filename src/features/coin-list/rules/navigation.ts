/**
 * Where the coin list sends the user (shell spec §2.1, §6): a row click goes to the current path with the
 * coin parameter replaced; a held coin no longer tradable opens the "no longer supported" popup instead;
 * logged out, the favourite star and the ASSET/FAVOR tabs lead to /login remembering where the user was.
 */
import { loginLink, type LoginLink } from '../../../lib/paths';
import type { CoinKey } from '../../../../contract/markets';

/**
 * The current path with the coin parameter (its last segment equal to `currentParam`, case aside)
 * replaced by `key`; a path without that segment gets the key appended. Query and hash are kept.
 */
export function rowTargetPath(currentPath: string, currentParam: string | undefined, key: CoinKey): string {
  const cut = currentPath.search(/[?#]/);
  const pathname = cut === -1 ? currentPath : currentPath.slice(0, cut);
  const rest = cut === -1 ? '' : currentPath.slice(cut);
  const segments = pathname.split('/');
  const wanted = (currentParam ?? '').trim().toUpperCase();
  let index = -1;
  for (let i = segments.length - 1; i > 0 && wanted !== ''; i--) {
    if (safeDecode(segments[i]!).toUpperCase() === wanted) {
      index = i;
      break;
    }
  }
  if (index === -1) return `${pathname.replace(/\/+$/, '')}/${key}${rest}`;
  segments[index] = key;
  return `${segments.join('/')}${rest}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type RowClickAction = { kind: 'navigate'; to: string } | { kind: 'notSupported'; key: CoinKey };

/** A row of a coin still tradable navigates; a held coin that no longer is opens the popup. */
export function rowClickAction(
  row: { key: CoinKey; tradable: boolean },
  currentPath: string,
  currentParam: string | undefined,
): RowClickAction {
  if (!row.tradable) return { kind: 'notSupported', key: row.key };
  return { kind: 'navigate', to: rowTargetPath(currentPath, currentParam, row.key) };
}

export type FavoriteToggleAction =
  | { kind: 'login'; link: LoginLink }
  /** The favourites are blocked (their spinner shows): the star does nothing until they come back. */
  | { kind: 'wait' }
  | { kind: 'add'; key: CoinKey }
  | { kind: 'remove'; key: CoinKey };

export function favoriteToggleAction(options: {
  loggedIn: boolean;
  blocked: boolean;
  isFavorite: boolean;
  key: CoinKey;
  currentPath: string;
}): FavoriteToggleAction {
  if (!options.loggedIn) return { kind: 'login', link: loginLink(options.currentPath) };
  if (options.blocked) return { kind: 'wait' };
  return { kind: options.isFavorite ? 'remove' : 'add', key: options.key };
}
