/**
 * The header's paper-trading banner in real Chromium, on the whole app with GET market-source stubbed (no
 * intro has come on a page that just loaded): the mark and its full sentence on a paper source, in English
 * and Korean; none on the simulator.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SIM_SOURCE_INFO, type MarketSourceInfo } from '../../../../contract/market-source';
import { initI18n } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { exchangeSource, replaySource } from '../../../fixtures/market-source';
import { callsTo, envelope, mountApp, stubApi } from '../../shell/harness';

function mountWith(source: MarketSourceInfo) {
  const api = stubApi({ 'GET /v1/market-source': () => envelope(source) });
  return { api, ...mountApp('/insight') };
}

const banner = () => page.getByRole('banner').getByTestId('paper-banner');

describe('the paper-trading banner', () => {
  test('on Upbit, in Korean', async () => {
    mountWith(exchangeSource('upbit'));
    await expect.element(banner()).toHaveTextContent('모의 거래 · 업비트');
    await expect
      .element(banner())
      .toHaveAccessibleName('업비트 시세로 하는 모의 거래입니다: 어떤 주문도 실제 거래소로 가지 않습니다.');
  });

  test('on a replay, in English', async () => {
    mountWith(replaySource());
    setLanguage('en', { broadcast: false });
    initI18n('en');
    await expect.element(banner()).toHaveTextContent('Paper trading · Replay');
    await expect
      .element(banner())
      .toHaveAccessibleName(
        'Practice on a replay: orders fill on recorded prices, no order reaches a real exchange.',
      );
  });

  test('none on the simulator', async () => {
    const { api } = mountWith(SIM_SOURCE_INFO);
    await expect.element(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    await expect.poll(() => callsTo(api, '/v1/market-source').length).toBe(1);
    expect(banner().query()).toBeNull();
  });
});
