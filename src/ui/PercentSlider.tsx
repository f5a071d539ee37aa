/**
 * Percentage slider (chart spec §5, §8): 0–100 in steps of 1, clamped, a tooltip with the value, preset
 * marker buttons, a slider role with the usual keyboard (arrows, Page Up/Down, Home, End) and pointer
 * dragging. Labelled "ratio" with the title "select ratio" unless the caller names it.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPercent, DEFAULT_PRESETS, percentAfterKey, percentAtPosition } from './slider-rules';
import './blocks.css';

export interface PercentSliderProps {
  value: number;
  onChange: (value: number) => void;
  presets?: readonly number[];
  label?: string;
  disabled?: boolean;
}

export function PercentSlider({
  value,
  onChange,
  presets = DEFAULT_PRESETS,
  label,
  disabled = false,
}: PercentSliderProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const current = clampPercent(value);

  const change = (next: number) => {
    if (!disabled && next !== current) onChange(next);
  };

  const atPointer = (event: PointerEvent<HTMLElement>) => {
    const track = trackRef.current;
    if (!track) return current;
    const box = track.getBoundingClientRect();
    return percentAtPosition(event.clientX, box.left, box.width);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = percentAfterKey(current, event.key);
    if (next === null) return;
    event.preventDefault();
    change(next);
  };

  return (
    <div className={`td-slider${disabled ? ' td-slider--disabled' : ''}`}>
      <div
        ref={trackRef}
        className="td-slider__track"
        onPointerDown={(event) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          change(atPointer(event));
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) change(atPointer(event));
        }}
      >
        <div className="td-slider__fill" style={{ width: `${current}%` }} />
        <div
          role="slider"
          tabIndex={disabled ? -1 : 0}
          className="td-slider__thumb"
          style={{ left: `${current}%` }}
          aria-label={label ?? t('ui.slider.label')}
          title={t('ui.slider.title')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={current}
          aria-valuetext={t('ui.slider.valueText', { value: current })}
          aria-disabled={disabled || undefined}
          onKeyDown={onKeyDown}
        >
          <span className="td-slider__tooltip" aria-hidden="true">
            {t('ui.slider.valueText', { value: current })}
          </span>
        </div>
      </div>
      <div className="td-slider__presets">
        {presets.map((preset) => {
          const percent = clampPercent(preset);
          return (
            <button
              key={percent}
              type="button"
              className="td-slider__preset"
              style={{ left: `${percent}%` }}
              disabled={disabled}
              aria-pressed={percent === current}
              onClick={() => change(percent)}
            >
              {t('ui.slider.valueText', { value: percent })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
