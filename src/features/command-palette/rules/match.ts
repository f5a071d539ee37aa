/**
 * The palette's matching and ranking. A command is found by its title in either language or by one of its
 * words, with the coin list's Korean-aware search (src/lib/korean-search.ts: 초성 initials, half-typed
 * syllables, Latin without case). Ranked:
 * 1. a query that is one of a command's exact words (a coin's symbol or key, an interval's "4h");
 * 2. a match in a title;
 * 3. a match in a word only;
 * within each, recently run commands first (most recent first), then the catalogue's order. An empty query
 * lists the recent commands, then every command but the coins, in the catalogue's order.
 */
import { matchesSearch, toSearchable, toSearchQuery, type SearchableText } from '../../../lib/korean-search';
import type { PaletteCommand } from './catalogue';

/** How many commands the list shows at most. */
export const RESULT_LIMIT = 50;

export interface PreparedCommand {
  readonly command: PaletteCommand;
  readonly order: number;
  readonly titles: readonly SearchableText[];
  readonly words: readonly SearchableText[];
  readonly exact: ReadonlySet<string>;
}

/** The commands prepared once for many queries. */
export function prepareCommands(commands: readonly PaletteCommand[]): PreparedCommand[] {
  return commands.map((command, order) => ({
    command,
    order,
    titles: [toSearchable(command.title.ko), toSearchable(command.title.en)],
    words: command.keywords.map(toSearchable),
    exact: new Set((command.exact ?? []).map((word) => word.toLowerCase())),
  }));
}

const NOT_RECENT = Number.MAX_SAFE_INTEGER;

/** The commands `query` finds, best first, at most `limit`; `recent` holds command ids, most recent first. */
export function rankCommands(
  prepared: readonly PreparedCommand[],
  query: string,
  recent: readonly string[],
  limit = RESULT_LIMIT,
): PaletteCommand[] {
  const recency = new Map(recent.map((id, at) => [id, at]));
  const recentRank = (entry: PreparedCommand) => recency.get(entry.command.id) ?? NOT_RECENT;
  const search = toSearchQuery(query);
  if (search === null) {
    const listed = prepared.filter(
      (entry) => recency.has(entry.command.id) || entry.command.group !== 'coin',
    );
    return listed
      .sort((a, b) => recentRank(a) - recentRank(b) || a.order - b.order)
      .slice(0, limit)
      .map((entry) => entry.command);
  }
  const wanted = search.chars.join('');
  const ranked: { entry: PreparedCommand; tier: number }[] = [];
  for (const entry of prepared) {
    const tier = entry.exact.has(wanted)
      ? 0
      : entry.titles.some((text) => matchesSearch(text, search))
        ? 1
        : entry.words.some((text) => matchesSearch(text, search))
          ? 2
          : -1;
    if (tier >= 0) ranked.push({ entry, tier });
  }
  return ranked
    .sort(
      (a, b) => a.tier - b.tier || recentRank(a.entry) - recentRank(b.entry) || a.entry.order - b.entry.order,
    )
    .slice(0, limit)
    .map(({ entry }) => entry.command);
}
