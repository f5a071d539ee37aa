/**
 * That WebGL rasterises on the CPU here, remembered between page loads (software-probe.ts): asking costs
 * a WebGL context, which a page drawn in 2D then never uses, and a browser gives the same answer from load
 * to load. Only that answer is kept: with a GPU the probe's context is the one the shared renderer starts
 * on, so asking costs nothing more, and a remembered GPU could send a browser whose WebGL has since gone
 * (a GPU crash's fallback, acceleration switched off) to a surface that cannot draw. It is kept for the
 * browser that gave it (its user agent: an update, which may change the GPU blocklist, asks again) and
 * for VERDICT_MAX_AGE_MS, since the same browser can get a GPU back without changing its name (a new
 * driver, acceleration switched on). Kept too long, it costs speed, never a picture: both surfaces draw
 * the same.
 */

export const VERDICT_KEY = 'td.render.software';
/** Bumped when the record changes: an older one is asked again. */
export const VERDICT_VERSION = 1;
export const VERDICT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface VerdictRecord {
  v: number;
  agent: string;
  /** Epoch ms when the browser said so. */
  at: number;
}

/** The stored text saying that the browser `agent` rasterised WebGL on the CPU at `now`. */
export function softwareRecord(agent: string, now: number): string {
  const record: VerdictRecord = { v: VERDICT_VERSION, agent, at: now };
  return JSON.stringify(record);
}

/**
 * Whether `stored` says, for the browser `agent` at `now`, that WebGL rasterises on the CPU; false when
 * there is nothing to trust (nothing stored, another version or browser, older than VERDICT_MAX_AGE_MS or
 * from the future, unreadable): then the probe asks.
 */
export function remembersSoftware(stored: string | null, agent: string, now: number): boolean {
  if (stored === null) return false;
  let record: Partial<VerdictRecord> | null;
  try {
    record = JSON.parse(stored) as Partial<VerdictRecord> | null;
  } catch {
    return false;
  }
  if (typeof record !== 'object' || record === null) return false;
  const { v, agent: given, at } = record;
  if (v !== VERDICT_VERSION || given !== agent || typeof at !== 'number') return false;
  return at <= now && now - at <= VERDICT_MAX_AGE_MS;
}
