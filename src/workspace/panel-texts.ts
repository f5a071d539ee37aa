import type { TextBundle } from '../i18n/text-bundles';

/**
 * The texts of the workspace and every panel it may show (the chart's among them): its pages load them
 * with their chunk (routes.tsx), and the boot module asks for them beside it (app/early-start.ts).
 */
export const PANEL_TEXTS = ['chart', 'trade'] as const satisfies readonly TextBundle[];
