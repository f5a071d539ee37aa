/**
 * The coin list's smaller bars: the market settings layer (tick type of the change column) and the USDT
 * tab's banner choosing exchange or global volume, with the tooltip on where global volume comes from.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TICK_TYPES, type TickType } from '../../../contract';
import { RadioGroup } from '../../ui/RadioGroup';
import { SpeechBubble } from '../../ui/SpeechBubble';
import { ToggleButton } from '../../ui/ToggleButton';
import type { CoinListStore } from './coin-list-store';

export function CoinListSettings({ store }: { store: CoinListStore }) {
  const { t } = useTranslation();
  const { settingsOpen, tickType } = useSnapshot(store.state);
  const layerId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    store.setSettingsOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (settingsOpen) layerRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [settingsOpen]);

  return (
    <div className="td-coin-list__settings">
      <button
        ref={buttonRef}
        type="button"
        className="td-coin-list__settings-button"
        aria-expanded={settingsOpen}
        aria-controls={layerId}
        aria-label={t(settingsOpen ? 'coinList.settings.close' : 'coinList.settings.open')}
        onClick={() => store.setSettingsOpen(!settingsOpen)}
      >
        <span aria-hidden="true">⚙</span>
      </button>
      {settingsOpen && (
        <div
          ref={layerRef}
          id={layerId}
          role="group"
          aria-label={t('coinList.settings.title')}
          className="td-coin-list__settings-layer"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <RadioGroup<TickType>
            label={t('coinList.settings.tickType')}
            options={TICK_TYPES.map((type) => ({ value: type, label: t(`coinList.tickTypes.${type}`) }))}
            value={tickType}
            onChange={(type) => store.setTickType(type)}
            size={16}
          />
          <button type="button" className="td-coin-list__settings-close" onClick={close}>
            {t('coinList.settings.close')}
          </button>
        </div>
      )}
    </div>
  );
}

export function UsdtVolumeBanner({ store }: { store: CoinListStore }) {
  const { t } = useTranslation();
  const { usdtVolumeMode } = useSnapshot(store.state);
  const tooltipId = useId();
  return (
    <div className="td-coin-list__usdt" role="group" aria-label={t('coinList.usdtVolume.label')}>
      <ToggleButton
        pressed={usdtVolumeMode === 'product'}
        onChange={() => store.setUsdtVolumeMode('product')}
      >
        {t('coinList.usdtVolume.product')}
      </ToggleButton>
      <span className="td-coin-list__usdt-global">
        <ToggleButton
          pressed={usdtVolumeMode === 'global'}
          onChange={() => store.setUsdtVolumeMode('global')}
        >
          {t('coinList.usdtVolume.global')}
        </ToggleButton>
        <SpeechBubble id={tooltipId} placement="bottom">
          {t('coinList.usdtVolume.tooltip')}
        </SpeechBubble>
      </span>
    </div>
  );
}
