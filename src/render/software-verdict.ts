/**
 * Whether WebGL rasterises on the CPU here, remembered between page loads (software-probe.ts): the
 * answer costs a WebGL context, 100–150 ms of main thread with no GPU, and a browser gives the same one
 * from load to load. It is kept for the browser that gave it (its user agent: an update, which may change
 * the GPU blocklist or the driver's path, asks again) and for VERDICT_MAX_AGE_MS, since the same browser
 * can change its answer without changing its name (hardware acceleration switched off or on, a GPU
 * crash's fallback, a new driver). A stale answer costs speed, never a wrong picture: both surfaces draw
 * the same, and a renderer that starts corrects it for the next load.
 */

/** The storage key; bump the version in the record, not the key, when the record changes. */
export const VERDICT_KEY = 'td.render.software';
export const VERDICT_VERSION = 1;
export const VERDICT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface VerdictRecord {
  v: number;
  agent: string;
  software: boolean;
  /** Epoch ms when the browser gave it. */
  at: number;
}

/** The stored text of a verdict the browser `agent` gave at `now`. */
export function verdictRecord(software: boolean, agent: string, now: number): string {
  const record: VerdictRecord = { v: VERDICT_VERSION, agent, software, at: now };
  return JSON.stringify(record);
}

/**
 * The verdict `stored` holds for the browser `agent` at `now`; null when there is none to trust (nothing
 * stored, another version or browser, older than VERDICT_MAX_AGE_MS or from the future, unreadable).
 */
export function rememberedVerdict(stored: string | null, agent: string, now: number): boolean | null {
  if (stored === null) return null;
  let record: Partial<VerdictRecord>;
  try {
    record = JSON.parse(stored) as Partial<VerdictRecord>;
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null) return null;
  const { v, agent: given, software, at } = record;
  if (v !== VERDICT_VERSION || given !== agent || typeof software !== 'boolean') return null;
  if (typeof at !== 'number' || !(at <= now) || now - at > VERDICT_MAX_AGE_MS) return null;
  return software;
}
