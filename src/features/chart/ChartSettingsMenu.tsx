/**
 * The chart's settings layer (chart spec §3 "Browser storage"): moving averages, grid, volume, theme, the
 * left toolbar and, on the trade order page, the chart-hide custom setting. Every choice is written to
 * the window's chart settings at once (and so remembered); the layer closes on Escape or a click outside.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chartSettings } from './chart-settings-store';
import { chartHideApplies, isDarkChartPage } from './rules/chart-appearance';

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

export function ChartSettingsMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const settings = useSnapshot(chartSettings);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const layerId = useId();
  const themeFixed = isDarkChartPage(pathname);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
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
          <SettingCheck
            label={t('chart.settings.ma15')}
            checked={settings.chart.ma15}
            onChange={(on) => (chartSettings.chart.ma15 = on)}
          />
          <SettingCheck
            label={t('chart.settings.ma60')}
            checked={settings.chart.ma60}
            onChange={(on) => (chartSettings.chart.ma60 = on)}
          />
          <SettingCheck
            label={t('chart.settings.grid')}
            checked={settings.paneProperties.showGrid}
            onChange={(on) => (chartSettings.paneProperties.showGrid = on)}
          />
          <SettingCheck
            label={t('chart.settings.volume')}
            checked={settings.paneProperties.showVolume}
            onChange={(on) => (chartSettings.paneProperties.showVolume = on)}
          />
          <SettingCheck
            label={t('chart.settings.leftToolbar')}
            checked={!settings.leftToolbarHidden}
            onChange={(on) => (chartSettings.leftToolbarHidden = !on)}
          />
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
