/**
 * A panel's writes of its own settings (their check and bound are the layout document's:
 * contract/panel-settings.ts): what the workspace keeps of a write, and the console warning of a refused one.
 */
import {
  checkPanelSettings,
  PANEL_SETTINGS_MAX_BYTES,
  type PanelSettings,
  type PanelSettingsProblem,
} from '../../contract/panel-settings';

/** What a panel's write of its settings does. */
export type PanelSettingsWrite =
  /** The settings to keep: a copy of what the panel gave, so a later change to its object changes nothing. */
  | { kind: 'changed'; settings: PanelSettings }
  /** Equal to the settings kept: nothing to keep or save. */
  | { kind: 'same' }
  /** Refused; the settings kept stay. */
  | { kind: 'refused'; problem: PanelSettingsProblem; bytes?: number };

/** A panel writes `next` over `current`. */
export function writePanelSettings(current: PanelSettings | null, next: unknown): PanelSettingsWrite {
  const checked = checkPanelSettings(next);
  if (!checked.ok) return { kind: 'refused', problem: checked.problem, bytes: checked.bytes };
  if (current !== null && JSON.stringify(current) === checked.json) return { kind: 'same' };
  return { kind: 'changed', settings: JSON.parse(checked.json) as PanelSettings };
}

/** The console warning of a refused write: which panel, and why its old settings stay. */
export function refusedSettingsWarning(
  panelId: string,
  write: Extract<PanelSettingsWrite, { kind: 'refused' }>,
): string {
  const why =
    write.problem === 'too-large'
      ? `their JSON is ${write.bytes} bytes, over the ${PANEL_SETTINGS_MAX_BYTES} a panel may keep`
      : write.problem === 'not-object'
        ? 'they are not a JSON object'
        : 'they hold a value JSON cannot keep as it is (undefined, a function, NaN, a date, a cycle…)';
  return `Panel ${panelId}: settings not kept, ${why}; its previous settings stay.`;
}
