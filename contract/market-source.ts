/**
 * Which market the exchange's prices come from, as the app's status strip tells it: the embedded simulator
 * (the default), a real exchange's public market data (Upbit, Bithumb: orders are paper trades matched by the
 * simulator against that book), or a replay of recorded candles (practice: orders fill on replayed prices).
 */
import { isTickTable, SPEC_TICKS, type TickTable } from './price-ticks';

export const MARKET_SOURCE_KINDS = ['sim', 'upbit', 'bithumb', 'replay'] as const;
export type MarketSourceKind = (typeof MARKET_SOURCE_KINDS)[number];

export function isMarketSourceKind(value: unknown): value is MarketSourceKind {
  return typeof value === 'string' && (MARKET_SOURCE_KINDS as readonly string[]).includes(value);
}

/** Orders on this source are paper trades (no real exchange is ever sent an order). */
export function isPaperSource(kind: MarketSourceKind): boolean {
  return kind !== 'sim';
}

/**
 * The link to a real exchange: connecting (first contact), live, retrying (lost, reconnecting with backoff),
 * refused (the exchange answered 429/418 or refused: waiting out its block), offline (no network).
 */
export const LINK_STATES = ['connecting', 'live', 'retrying', 'refused', 'offline'] as const;
export type LinkState = (typeof LINK_STATES)[number];

/** Replay speeds (recorded time per wall time): ×1 to ×1,000; the control offers REPLAY_SPEED_CHOICES. */
export const MIN_REPLAY_SPEED = 1;
export const MAX_REPLAY_SPEED = 1_000;
export const REPLAY_SPEED_CHOICES = [1, 10, 60, 100, 1_000] as const;

/**
 * Where a replay stands, as every window is told it (all times unix ms): the replay time at the wall time
 * `wallMs`, from which a window runs its own clock while playing (replayMs + (now − wallMs) × speed, up to
 * `toMs`), the speed, whether it is paused, and the recorded range (the first bar's open, the last bar's end).
 */
export interface ReplayState {
  replayMs: number;
  wallMs: number;
  speed: number;
  paused: boolean;
  fromMs: number;
  toMs: number;
}

/** The replay time a window shows at wall time `nowMs`. */
export function replayTimeAt(state: ReplayState, nowMs: number): number {
  if (state.paused) return state.replayMs;
  return Math.min(state.toMs, state.replayMs + Math.max(0, nowMs - state.wallMs) * state.speed);
}

/** The market source as the app is told it (the intro frame, and GET API.marketSource). */
export interface MarketSourceInfo {
  kind: MarketSourceKind;
  /** The link to the exchange; always 'live' for the simulator and a replay. */
  link: LinkState;
  /** A replay's clock; null on the other sources. */
  replay: ReplayState | null;
  /** The price steps orders are checked and books stepped by on this source (contract/price-ticks.ts). */
  ticks: TickTable;
}

export const REPLAY_ACTIONS = ['play', 'pause', 'step', 'speed', 'jump'] as const;
export type ReplayAction = (typeof REPLAY_ACTIONS)[number];

/** The simulated market's source: always live, no replay. */
export const SIM_SOURCE_INFO: MarketSourceInfo = {
  kind: 'sim',
  link: 'live',
  replay: null,
  ticks: SPEC_TICKS,
};

/** A replay state's numbers are finite and its flag a boolean. */
export function isReplayState(value: unknown): value is ReplayState {
  if (typeof value !== 'object' || value === null) return false;
  const replay = value as Record<string, unknown>;
  return (
    ['replayMs', 'wallMs', 'speed', 'fromMs', 'toMs'].every((field) => Number.isFinite(replay[field])) &&
    typeof replay.paused === 'boolean'
  );
}

/** A frame's source, checked field by field (the feed worker drops an intro whose source is malformed). */
export function isMarketSourceInfo(value: unknown): value is MarketSourceInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  if (!isMarketSourceKind(info.kind)) return false;
  if (!(LINK_STATES as readonly unknown[]).includes(info.link)) return false;
  if (!isTickTable(info.ticks)) return false;
  return info.kind === 'replay' ? isReplayState(info.replay) : info.replay === null;
}
