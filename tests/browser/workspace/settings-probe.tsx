/**
 * A test-only panel that shows its own settings and writes them (PanelProps.settings / onSettings). The
 * registry's panels are real features and none writes settings of its own yet, so the panel settings tests
 * put this one in a registered type's place (vi.mock of the registry) to drive the page and a pop-out as a
 * panel would.
 */
import type { PanelProps } from '../../../src/workspace/panel-registry';
import { PANEL_SETTINGS_MAX_BYTES } from '../../../contract/panel-settings';

export function SettingsProbe({ panelId, settings, onSettings }: PanelProps) {
  const indicators: unknown[] = Array.isArray(settings?.['indicators']) ? settings['indicators'] : [];
  const add = (kind: string) => onSettings({ ...settings, indicators: [...indicators, kind] });
  return (
    <section aria-label={`Settings probe ${panelId}`}>
      <output data-testid={`settings-${panelId}`}>{JSON.stringify(settings)}</output>
      <button type="button" onClick={() => add('rsi')}>
        Add RSI
      </button>
      <button type="button" onClick={() => add('macd')}>
        Add MACD
      </button>
      <button type="button" onClick={() => onSettings({ pad: 'x'.repeat(PANEL_SETTINGS_MAX_BYTES) })}>
        Write too much
      </button>
    </section>
  );
}
