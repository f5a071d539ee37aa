/**
 * The forecast guide in real Chromium: the forecast's record on the chart's coin as the hand-checked
 * fixture (tests/fixtures/forecast-record.ts) works it out — skill, readings, the ten points of each
 * reliability diagram and their table — in English and Korean, and the line shown while there is none.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import type { MeasuredSkill } from '../../../../src/api/chart-client';
import { openForecastGuide } from '../../../../src/features/chart/chart-dialogs';
import { initI18n } from '../../../../src/i18n';
import { closeAllDialogs } from '../../../../src/shell';
import { HAND_FIGURES, handScoredRecord } from '../../../fixtures/forecast-record';
import { mount, withAppDialogs, type Mounted } from '../../workspace/harness';

let mounted: Mounted | undefined;

afterEach(() => {
  closeAllDialogs();
  mounted?.unmount();
  mounted = undefined;
});

/** The guide of BTC/KRW at 1 hour with `measured`, in `language`. */
async function openGuide(measured: MeasuredSkill | null, language: 'en' | 'ko' = 'en'): Promise<Locator> {
  mounted = mount(withAppDialogs(null));
  await initI18n(language);
  openForecastGuide({ symbol: 'BTC/KRW', interval: '60', measured });
  const title = language === 'en' ? 'About the Forecast Chart' : '예측 차트 안내';
  const dialog = page.getByRole('dialog', { name: title });
  await expect.element(dialog).toBeVisible();
  return dialog;
}

/** Each row of a diagram's table as [decile, mean forecast, observed, bars]. */
function tableRows(table: Locator): string[][] {
  return [...table.element().querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent ?? ''),
  );
}

/** The points of a side's diagram as [cx, cy]. */
function points(dialog: Locator, side: 'up' | 'down'): number[][] {
  const circles = dialog.element().querySelectorAll(`figure[data-side="${side}"] circle`);
  return [...circles].map((circle) => [Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy'))]);
}

describe('the forecast guide', () => {
  test("shows the record's figures as worked out by hand", async () => {
    const dialog = await openGuide(handScoredRecord());
    await expect.element(dialog).toHaveTextContent('The Forecast Chart is for reference only');
    await expect.element(dialog).toHaveTextContent('Measured on BTC/KRW · 1h');
    await expect
      .element(dialog)
      .toHaveTextContent('Each of the last 20 bars was forecast from earlier bars only');

    await expect
      .element(dialog.getByTestId('forecast-skill-up'))
      .toHaveTextContent(`Skill against the base rate: ${HAND_FIGURES.up.skill}`);
    await expect.element(dialog).toHaveTextContent("Better than the base rate on BTC/KRW's last 20 bars.");
    await expect
      .element(dialog.getByTestId('forecast-skill-down'))
      .toHaveTextContent(`Skill against the base rate: ${HAND_FIGURES.down.skill}`);
    await expect
      .element(dialog)
      .toHaveTextContent('No better than the base rate on BTC/KRW: the chart hides these numbers.');

    for (const [side, name] of [
      ['up', 'P(up): a new high'],
      ['down', 'P(down): a new low'],
    ] as const) {
      const hand = HAND_FIGURES[side];
      await expect.element(dialog.getByRole('img', { name: `Reliability of ${name}` })).toBeVisible();
      const table = dialog.getByRole('table', { name: `Reliability of ${name}` });
      expect(tableRows(table)).toEqual(
        hand.forecast.map((forecast, i) => [String(i + 1), forecast, hand.observed[i], '2']),
      );
    }
    // x = 34 + 120 · forecast, y = 8 + 120 · (1 − observed): the plot's square (rules/reliability-diagram.ts).
    const across = [40, 52, 64, 76, 88, 100, 112, 124, 136, 148];
    const upHeights = [128, 128, 128, 68, 68, 68, 68, 8, 8, 8];
    expect(points(dialog, 'up')).toEqual(across.map((x, i) => [x, upHeights[i]]));
    expect(points(dialog, 'down')).toEqual(across.map((x) => [x, 68]));
    expect(dialog.element().querySelector('figure[data-side="up"] circle title')?.textContent).toBe(
      'Decile 1: forecast 5.0%, observed 0.0% (2 bars)',
    );
  });

  test('in Korean, with the same figures', async () => {
    const dialog = await openGuide(handScoredRecord(), 'ko');
    await expect.element(dialog).toHaveTextContent('예측 차트는 참고용일 뿐');
    await expect.element(dialog).toHaveTextContent('BTC/KRW · 1시간 실측 결과');
    await expect
      .element(dialog.getByTestId('forecast-skill-up'))
      .toHaveTextContent(`기본 확률 대비 예측력: ${HAND_FIGURES.up.skill}`);
    await expect
      .element(dialog)
      .toHaveTextContent('BTC/KRW의 최근 20개 봉에서 기본 확률보다 나은 예측을 보였습니다.');
    await expect
      .element(dialog)
      .toHaveTextContent(
        'BTC/KRW에서는 기본 확률보다 나은 예측을 보이지 못해 차트에 이 수치를 표시하지 않습니다.',
      );
    const table = dialog.getByRole('table', { name: '하락 확률(직전 저가 이탈) 신뢰도 도표' });
    expect(tableRows(table)[0]).toEqual(['1', '5.0%', '50.0%', '2']);
  });

  test('with no record, says it is measured once the forecast is on', async () => {
    const dialog = await openGuide(null);
    await expect.element(dialog).toHaveTextContent('for reference only');
    await expect
      .element(dialog.getByTestId('forecast-record'))
      .toHaveTextContent(
        'Measured on BTC/KRW · 1hThe skill on BTC/KRW · 1h is measured once the Forecast Chart is activated on this coin.',
      );
    expect(dialog.element().querySelector('svg, table')).toBeNull();
  });
});
