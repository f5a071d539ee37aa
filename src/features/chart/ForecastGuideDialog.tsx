/**
 * The forecast guide (chart spec §2 "forecast guide modal"): what the marks mean, that the forecast is for
 * reference only, and its record on the chart's coin and interval — per side the measured skill against
 * the base rate with its reading, and a reliability diagram — or, with no record yet, when it will have one.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeasuredSkill } from '../../api/chart-client';
import { formatNumber } from '../../lib/format';
import { FORECAST_SIDES } from '../../render/chart/chart-model';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { ReliabilityDiagram } from './ReliabilityDiagram';
import { formatSkill, skillReading } from './rules/forecast-guide';
import './forecast-guide.css';

export function ForecastGuideDialog({
  symbol,
  interval,
  measured,
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['forecastGuide']>) {
  const { t } = useTranslation();
  const where = { symbol, interval: t(`chart.intervals.${interval}`) };
  return (
    <Modal
      name="forecastGuide"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t('forecast.guideTitle')}
      footer={
        <button type="button" className="td-button td-button--primary" onClick={close}>
          {t('common.confirm')}
        </button>
      }
    >
      <p className="td-dialog__text">{t('forecast.guide')}</p>
      <section className="td-forecast-guide" data-testid="forecast-record">
        <h3 className="td-forecast-guide__title">{t('forecast.measured.title', where)}</h3>
        {measured ? (
          <MeasuredRecord symbol={symbol} measured={measured} />
        ) : (
          <p>{t('forecast.measured.none', where)}</p>
        )}
      </section>
    </Modal>
  );
}

function MeasuredRecord({ symbol, measured }: { symbol: string; measured: MeasuredSkill }) {
  const { t } = useTranslation();
  const howToRead = useId();
  const bars = formatNumber(measured.bars, 0);
  return (
    <>
      <p>{t('forecast.measured.how', { bars })}</p>
      <div className="td-forecast-guide__sides">
        {FORECAST_SIDES.map((side) => {
          const score = measured[side];
          const name = t(`forecast.sides.${side}`);
          return (
            <section key={side} className="td-forecast-guide__side" data-side={side}>
              <h4>{name}</h4>
              <p data-testid={`forecast-skill-${side}`}>
                {t('forecast.measured.skill')}{' '}
                <span className="td-forecast-guide__figure">{formatSkill(score.skill)}</span>
              </p>
              <p>{t(skillReading(score), { symbol, bars })}</p>
              <ReliabilityDiagram
                side={side}
                label={t('forecast.reliability.label', { side: name })}
                describedBy={howToRead}
                bins={score.calibration}
              />
            </section>
          );
        })}
      </div>
      <p id={howToRead} className="td-dialog__sub">
        {t('forecast.reliability.description')}
      </p>
      <p className="td-dialog__sub">{t('forecast.measured.pastNote')}</p>
    </>
  );
}
