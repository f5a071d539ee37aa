/**
 * The chart's settings layer (chart spec §3 "Browser storage"): moving averages, grid, volume, theme, the
 * left toolbar and, on the trade order page, the chart-hide custom setting. Every choice is written to
 * the window's chart settings at once (and so remembered); the layer closes on Escape or a click outside. A
 * chart in a link group adds what it shares with the group: its crosshair, its time (its panel's settings).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import { useOutsidePointerDown } from '../../ui/use-outside-pointer-down';
import { chartSettings } from './chart-settings-store';
import { chartHideApplies, isDarkChartPage } from './rules/chart-appearance';
import type { ChartSettings } from './rules/chart-settings';
import type { CrosshairLink } from './rules/crosshair-link-settings';

/** A linked chart's sharing with its group (its panel's settings) and how to change it. */
export interface CrosshairLinkSetting {
  value: CrosshairLink;
  set(next: CrosshairLink): void;
}

function SettingCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <label className="td-chart-settings__item">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** The layer's checkboxes, in order: a label under chart.settings, how to read the setting and write it. */
const SETTING_CHECKS: readonly {
  label: 'ma15' | 'ma60' | 'grid' | 'volume' | 'leftToolbar';
  read: (settings: Snapshot<ChartSettings>) => boolean;
  write: (on: boolean) => void;
}[] = [
  { label: 'ma15', read: (s) => s.chart.ma15, write: (on) => (chartSettings.chart.ma15 = on) },
  { label: 'ma60', read: (s) => s.chart.ma60, write: (on) => (chartSettings.chart.ma60 = on) },
  {
    label: 'grid',
    read: (s) => s.paneProperties.showGrid,
    write: (on) => (chartSettings.paneProperties.showGrid = on),
  },
  {
    label: 'volume',
    read: (s) => s.paneProperties.showVolume,
    write: (on) => (chartSettings.paneProperties.showVolume = on),
  },
  {
    label: 'leftToolbar',
    read: (s) => !s.leftToolbarHidden,
    write: (on) => (chartSettings.leftToolbarHidden = !on),
  },
];

export function ChartSettingsMenu({ pathname, link }: { pathname: string; link?: CrosshairLinkSetting }) {
  const { t } = useTranslation();
  const settings = useSnapshot(chartSettings);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const layerId = useId();
  const themeFixed = isDarkChartPage(pathname);

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="td-chart-settings" ref={rootRef}>
      <button type="button" aria-expanded={open} aria-controls={layerId} onClick={() => setOpen(!open)}>
        {t('chart.settings.button')}
      </button>
      {open && (
        <div
          id={layerId}
          className="td-chart-settings__layer"
          role="group"
          aria-label={t('chart.settings.title')}
        >
          {SETTING_CHECKS.map((check) => (
            <SettingCheck
              key={check.label}
              label={t(`chart.settings.${check.label}`)}
              checked={check.read(settings)}
              onChange={check.write}
            />
          ))}
          <label className="td-chart-settings__item">
            {t('chart.settings.theme')}
            <select
              value={themeFixed ? 'dark' : settings.theme}
              disabled={themeFixed}
              onChange={(event) => (chartSettings.theme = event.target.value === 'light' ? 'light' : 'dark')}
            >
              <option value="dark">{t('chart.settings.themeDark')}</option>
              <option value="light">{t('chart.settings.themeLight')}</option>
            </select>
          </label>
          {themeFixed && <p className="td-chart-settings__note">{t('chart.settings.themeFixed')}</p>}
          {link && (
            <>
              <SettingCheck
                label={t('chart.settings.linkCrosshair')}
                checked={link.value.crosshair}
                onChange={(on) => link.set({ ...link.value, crosshair: on })}
              />
              <SettingCheck
                label={t('chart.settings.linkTime')}
                checked={link.value.time}
                onChange={(on) => link.set({ ...link.value, time: on })}
              />
            </>
          )}
          {chartHideApplies(pathname) && (
            <SettingCheck
              label={t('chart.settings.hideChart')}
              checked={settings.chartHidden}
              onChange={(on) => (chartSettings.chartHidden = on)}
            />
          )}
        </div>
      )}
    </div>
  );
}
