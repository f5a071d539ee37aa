import type { Page } from '@playwright/test';
import { API, type ReplayState } from '../../contract';
import type { ReplayRequest } from '../../contract/replay-calls';
import { expect, test } from './fixtures';
import { startOwnSimulator, type OwnSimulator } from './own-simulator';

/**
 * The forecast on a replay (`--market replay:` the 6,000-bar fixture, tests/fixtures/replay/README.md):
 * jumped to the end of the file, the chart of BTC-USDT — a USDT coin, which the exchange's own markets do
 * not forecast — activates the forecast at 1 minute, and the forecast guide shows the coin's measured skill.
 * The figures themselves are checked against `npm run forecast:eval` by
 * tests/unit/server/sources/replay/replay-forecast-agrees-with-eval.test.ts.
 */
const FIXTURE = 'tests/fixtures/replay/btc-usdt-1m-2025-12-22.csv';

let server: OwnSimulator;

test.beforeAll(async () => {
  server = await startOwnSimulator(['--market', `replay:${FIXTURE}`]);
});

test.afterAll(async () => {
  await server?.stop();
});

async function replay(page: Page, body: ReplayRequest): Promise<ReplayState> {
  const response = await page.request.post(`${server.base}${API.replay}`, { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ReplayState }).data;
}

test('at the end of a replayed file the forecast activates on BTC-USDT and the guide shows its skill', async ({
  page,
}) => {
  const { toMs } = await replay(page, { action: 'pause' });
  expect(await replay(page, { action: 'jump', replayMs: toMs })).toMatchObject({ replayMs: toMs });

  await page.goto(`${server.base}/trade/order/BTC-USDT`);
  const chart = page.getByTestId('chart-panel');
  const surface = page.getByTestId('chart-surface');
  await expect(surface).toHaveAttribute('data-load-state', 'ready');
  await chart.getByTestId('chart-interval').selectOption('1');
  await expect(surface).toHaveAttribute('data-load-state', 'ready');

  await chart.getByRole('button', { name: 'Forecast', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Forecast Chart terms of use' })
    .getByRole('button', { name: 'Agree and Continue' })
    .click();
  await expect(chart.getByRole('button', { name: 'Forecast', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await chart.getByRole('button', { name: 'Forecast guide' }).click();
  const guide = page.getByRole('dialog', { name: 'About the Forecast Chart' });
  await expect(guide).toContainText('Measured on BTC/USDT · 1m');
  for (const side of ['up', 'down'] as const)
    await expect(guide.getByTestId(`forecast-skill-${side}`)).toHaveText(
      /Skill against the base rate: [+−-]?\d\.\d{3} ± \d\.\d{3}/,
    );
});
