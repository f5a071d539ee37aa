import type { TextBundle } from '../i18n/text-bundles';

/**
 * The texts the chart popup shows beyond `base`: its route loads them with its chunk (router.tsx), and the
 * boot module asks for them beside it (early-start.ts).
 */
export const CHART_POPUP_TEXTS = ['chart'] as const satisfies readonly TextBundle[];
