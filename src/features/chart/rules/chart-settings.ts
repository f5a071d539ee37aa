/**
 * The chart's browser-stored settings (chart spec §3 "Browser storage") as one versioned record: parse
 * and migrate are pure so that any stored text — old, damaged or foreign — becomes a valid record. Each
 * field falls back to its default on its own, so one bad field does not cost the others.
 */
import { z } from 'zod';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../../contract/intervals';
import { lazySchema } from '../../../../contract/lazy-schema';
import type { IndicatorKind } from '../../../render/chart/chart-studies';
import { DEFAULT_CHART_INTERVAL } from './chart-opening';
import { isKnownIndicatorKind } from './indicator-kinds';

export const CHART_SETTINGS_VERSION = 2;

/** The two line toggles, remembered per member (chart spec §4 Forecast, last point). */
export interface LineToggles {
  averagePrice: boolean;
  pending: boolean;
}

export interface PaneProperties {
  showGrid: boolean;
  showVolume: boolean;
}

/** A chart's indicators saved under a name in the indicator picker. */
export interface IndicatorTemplate {
  /** Trimmed, 1 to TEMPLATE_NAME_MAX characters; unique, whatever the case. */
  name: string;
  /** The set as saved (ChartIndicators as JSON), read back through parseIndicators when applied. */
  set: unknown;
}

/** The favourites with `kind` starred (added last) or, when it was, unstarred. */
export function toggleFavourite(favourites: readonly IndicatorKind[], kind: IndicatorKind): IndicatorKind[] {
  return favourites.includes(kind) ? favourites.filter((each) => each !== kind) : [...favourites, kind];
}

/** Templates kept at most, and the longest name (characters). */
export const TEMPLATES_MAX = 20;
export const TEMPLATE_NAME_MAX = 40;

/** `name` trimmed, or null when that leaves no name or a longer one than TEMPLATE_NAME_MAX. */
export function templateName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length > 0 && [...trimmed].length <= TEMPLATE_NAME_MAX ? trimmed : null;
}

/** Two names are one template's, whatever their case or surrounding spaces. */
export function sameTemplateName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

export interface ChartSettings {
  version: typeof CHART_SETTINGS_VERSION;
  /** Chart settings proper: the moving averages drawn. */
  chart: { ma15: boolean; ma60: boolean };
  theme: 'dark' | 'light';
  /** Toggles of a member by member number; `guest` for no one logged in. */
  lines: Record<string, LineToggles>;
  forecastActive: boolean;
  forecastTermsAgreed: boolean;
  /** How often the terms modal opened by itself (it stops at TERMS_AUTO_OPEN_LIMIT). */
  termsShownCount: number;
  lastResolution: CandleInterval;
  /** The interval of each workspace chart panel by its panel id; a panel without one opens on lastResolution. */
  panelResolutions: Record<string, CandleInterval>;
  leftToolbarHidden: boolean;
  paneProperties: PaneProperties;
  /** The custom setting that hides the chart on the trade order page (chart spec §2). */
  chartHidden: boolean;
  /** Indicator kinds starred in the picker, in the order starred. */
  indicatorFavourites: readonly IndicatorKind[];
  /** The picker's saved indicator sets, oldest first, at most TEMPLATES_MAX. */
  indicatorTemplates: readonly IndicatorTemplate[];
  /**
   * What a chart outside the workspace (the popup) was set up with: its indicators and chart type, as a
   * workspace panel keeps them in its settings (read by use-chart-setup.ts, which checks them).
   */
  popupChart: Readonly<Record<string, unknown>>;
}

export const DEFAULT_LINE_TOGGLES: LineToggles = { averagePrice: true, pending: true };

export function defaultChartSettings(): ChartSettings {
  return {
    version: CHART_SETTINGS_VERSION,
    chart: { ma15: true, ma60: true },
    // Light unless the member chooses dark: it shows in the chart popup; the trade order page is always dark.
    theme: 'light',
    lines: {},
    forecastActive: false,
    forecastTermsAgreed: false,
    termsShownCount: 0,
    lastResolution: DEFAULT_CHART_INTERVAL,
    panelResolutions: {},
    leftToolbarHidden: false,
    paneProperties: { showGrid: true, showVolume: true },
    chartHidden: false,
    indicatorFavourites: [],
    indicatorTemplates: [],
    popupChart: {},
  };
}

const defaults = defaultChartSettings();

const lineToggles = lazySchema(() =>
  z.object({
    averagePrice: z.boolean().catch(DEFAULT_LINE_TOGGLES.averagePrice),
    pending: z.boolean().catch(DEFAULT_LINE_TOGGLES.pending),
  }),
);

const storedTemplate = lazySchema(() =>
  z.object({ name: z.string(), set: z.record(z.string(), z.unknown()) }),
);

const version2 = lazySchema(() =>
  z.object({
    version: z.literal(2),
    chart: z
      .object({ ma15: z.boolean().catch(true), ma60: z.boolean().catch(true) })
      .catch(() => ({ ...defaults.chart })),
    theme: z.enum(['dark', 'light']).catch(defaults.theme),
    lines: z
      .record(z.string(), z.unknown())
      .catch({})
      .transform((raw) => {
        const out: Record<string, LineToggles> = {};
        for (const [member, value] of Object.entries(raw)) {
          const parsed = lineToggles.safeParse(value);
          if (parsed.success) out[member] = parsed.data;
        }
        return out;
      }),
    forecastActive: z.boolean().catch(false),
    forecastTermsAgreed: z.boolean().catch(false),
    termsShownCount: z.number().int().min(0).catch(0),
    lastResolution: z.enum(CANDLE_INTERVALS).catch(DEFAULT_CHART_INTERVAL),
    // Added to version 2 later: a record without it has no panel intervals; a bad entry is dropped.
    panelResolutions: z
      .record(z.string(), z.unknown())
      .catch({})
      .transform((raw) => {
        const out: Record<string, CandleInterval> = {};
        for (const [panelId, value] of Object.entries(raw)) {
          const parsed = z.enum(CANDLE_INTERVALS).safeParse(value);
          if (parsed.success) out[panelId] = parsed.data;
        }
        return out;
      }),
    leftToolbarHidden: z.boolean().catch(false),
    paneProperties: z
      .object({ showGrid: z.boolean().catch(true), showVolume: z.boolean().catch(true) })
      .catch(() => ({ ...defaults.paneProperties })),
    // Added to version 2 later: a record without it reads as shown.
    chartHidden: z.boolean().catch(false),
    // Added to version 2 later: a record without them has none. A kind this build does not know (a newer
    // build's, or damage) and a repeated one are dropped; so is a template without a good name or a set,
    // or with the name of one before it, and any past TEMPLATES_MAX.
    indicatorFavourites: z
      .array(z.unknown())
      .catch([])
      .transform((raw) => [...new Set(raw.filter(isKnownIndicatorKind))]),
    indicatorTemplates: z
      .array(z.unknown())
      .catch([])
      .transform((raw) => {
        const out: IndicatorTemplate[] = [];
        for (const value of raw) {
          const parsed = storedTemplate.safeParse(value);
          if (!parsed.success) continue;
          const name = templateName(parsed.data.name);
          if (name === null || out.some((kept) => sameTemplateName(kept.name, name))) continue;
          out.push({ name, set: parsed.data.set });
        }
        return out.slice(0, TEMPLATES_MAX);
      }),
    // Added to version 2 later: a record without it has none. Its fields are checked where they are read.
    popupChart: z.record(z.string(), z.unknown()).catch({}),
  }),
);

/** Panel intervals kept at most: panels come and go over months, the record must not grow with them. */
export const PANEL_RESOLUTIONS_KEPT = 64;

/** The interval a chart opens on: its panel's own, else the last one chosen anywhere. */
export function openingInterval(
  settings: Pick<ChartSettings, 'panelResolutions' | 'lastResolution'>,
  panelId: string | undefined,
): CandleInterval {
  return (panelId !== undefined ? settings.panelResolutions[panelId] : undefined) ?? settings.lastResolution;
}

/** The panel intervals with `panelId`'s set (moved to the newest), the oldest dropped past the cap. */
export function withPanelResolution(
  resolutions: Readonly<Record<string, CandleInterval>>,
  panelId: string,
  interval: CandleInterval,
): Record<string, CandleInterval> {
  const entries = Object.entries(resolutions).filter(([id]) => id !== panelId);
  entries.push([panelId, interval]);
  return Object.fromEntries(entries.slice(-PANEL_RESOLUTIONS_KEPT));
}

/**
 * Version 1 kept the two line toggles once for the whole browser, the resolution under `resolution`
 * and the terms flags under `forecast`.
 */
const version1 = lazySchema(() =>
  z.object({
    version: z.literal(1),
    resolution: z.unknown().optional(),
    averageLine: z.unknown().optional(),
    pendingLine: z.unknown().optional(),
    forecast: z.object({ active: z.unknown(), agreed: z.unknown(), shown: z.unknown() }).partial().catch({}),
    theme: z.unknown().optional(),
  }),
);

/** Version 1 → 2: the browser-wide toggles become the toggles of every member who has none yet. */
export function migrateChartSettings(raw: unknown): unknown {
  const old = version1.safeParse(raw);
  if (!old.success) return raw;
  const v1 = old.data;
  const toggles = lineToggles.parse({ averagePrice: v1.averageLine, pending: v1.pendingLine });
  return {
    version: 2,
    theme: v1.theme,
    lines: { [MIGRATED_MEMBER]: toggles },
    forecastActive: v1.forecast.active,
    forecastTermsAgreed: v1.forecast.agreed,
    termsShownCount: v1.forecast.shown,
    lastResolution: v1.resolution,
  };
}

/** Members without toggles of their own take these: what a version 1 record held for everyone. */
export const MIGRATED_MEMBER = '*';

/** Any stored text → a valid record: migrated when old, defaults when unreadable or of an unknown version. */
export function parseChartSettings(text: string | null): ChartSettings {
  if (text === null) return defaultChartSettings();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return defaultChartSettings();
  }
  const parsed = version2.safeParse(migrateChartSettings(raw));
  if (!parsed.success) return defaultChartSettings();
  return { ...parsed.data, version: CHART_SETTINGS_VERSION };
}

/** The key a member's toggles are stored under. */
export function memberKey(memNo: number | null | undefined): string {
  return memNo === null || memNo === undefined ? 'guest' : String(memNo);
}

export function lineTogglesOf(settings: ChartSettings, member: string): LineToggles {
  return settings.lines[member] ?? settings.lines[MIGRATED_MEMBER] ?? DEFAULT_LINE_TOGGLES;
}

/**
 * What the reset button restores: everything but the forecast terms answer and how often they were
 * shown (agreement is the member's, not a chart setting), and the trader's indicator favourites and
 * templates (a library of their own making, as TradingView's reset keeps its templates).
 */
export function resetChartSettings(settings: ChartSettings): ChartSettings {
  return {
    ...defaultChartSettings(),
    forecastTermsAgreed: settings.forecastTermsAgreed,
    termsShownCount: settings.termsShownCount,
    indicatorFavourites: [...settings.indicatorFavourites],
    indicatorTemplates: settings.indicatorTemplates.map((template) => ({ ...template })),
  };
}
