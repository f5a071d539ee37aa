/**
 * What the connection strip says of the market source (contract/market-source.ts): which source, a replay's
 * speed and time (KST, to the minute) and whether it is paused, the link to a real exchange when it is not
 * live, and whether its prices are down. Pure, so each source's and link's words are tested with tables.
 */
import type { LinkState, MarketSourceInfo } from '../../../contract/market-source';
import { formatKst } from '../../lib/kst';
import { formatNumber } from '../../lib/format';
import { sourceIsDown, type RealExchange } from '../../api/market-source';

export type SourceTextKey = 'sim' | 'upbit' | 'bithumb' | 'replay' | 'replayPaused' | 'replayNoClock';

export interface SourceSummary {
  /** The key of `panels.connection.source`, with its values. */
  key: SourceTextKey;
  values: { speed?: string; time?: string };
  /** The link's state when it is not live (a real exchange's), else null. */
  link: Exclude<LinkState, 'live'> | null;
  /** The exchange whose prices are not live (the strip says so in full: `panels.connection.down`), or null. */
  down: RealExchange | null;
}

/** The strip's source line; `replayMs` is the replay time shown now (its clock runs from the state). */
export function summarizeSource(source: MarketSourceInfo, replayMs: number | null): SourceSummary {
  const link = source.link === 'live' ? null : source.link;
  const down = sourceIsDown(source) ? source.kind : null;
  if (source.kind !== 'replay') return { key: source.kind, values: {}, link, down };
  // The contract gives a replay its clock (the feed worker drops an intro without one): named without it.
  if (source.replay === null) return { key: 'replayNoClock', values: {}, link, down };
  return {
    key: source.replay.paused ? 'replayPaused' : 'replay',
    values: {
      speed: formatNumber(source.replay.speed, 0),
      time: formatKst(replayMs ?? source.replay.replayMs),
    },
    link,
    down,
  };
}
