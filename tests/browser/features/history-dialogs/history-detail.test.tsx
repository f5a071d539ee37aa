/**
 * The deposit/withdrawal history detail in real Chromium, by role and name: every coin deposit state code
 * with its guidance and buttons in English and Korean, withdrawals with their struck totals and fee lines,
 * the addresses' emphasis and the TXID link, and a KRW record.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { STATE_CODES_BY_KIND, type StateCode } from '../../../../contract';
import { getQueryClient } from '../../../../src/api/query';
import { closeAllDialogs } from '../../../../src/shell';
import {
  DEPOSIT_DETAIL,
  historyEntry,
  KRW,
  REWARD_POSSIBLE,
} from '../../../unit/features/history-dialogs/fixtures';
import { envelope, mountHistoryDialogs, openHistoryDetail } from './harness';

afterEach(() => {
  closeAllDialogs();
  getQueryClient().clear();
});

const GUIDANCE: Record<StateCode, { en: string; ko: string } | null> = {
  '01': null,
  '02': null,
  '03': null,
  '04': { en: 'This deposit is restricted', ko: '미신고 가상자산사업자 또는 출처가 불분명한 지갑' },
  '05': { en: 'from a wallet whose source is unclear', ko: '입금이 제한되었습니다' },
  '11': { en: 'can take up to 7 business days', ko: '영업일 기준 최대 7일' },
  '14': { en: 'Your deposit application was rejected', ko: '입금 신청이 거절되었습니다' },
  '20': { en: 'can take up to 7 business days', ko: '영업일 기준 최대 7일' },
  '22': { en: 'can take up to 7 business days', ko: '영업일 기준 최대 7일' },
  '24': { en: 'The return application has been cancelled.', ko: '반환 신청이 취소되었습니다.' },
  '25': { en: 'The return application has been cancelled.', ko: '반환 신청이 취소되었습니다.' },
  '26': { en: 'The return has been processed.', ko: '반환 처리가 완료되었습니다.' },
  '32': null,
  '33': { en: 'the deposit is completed', ko: '입금이 완료되었습니다' },
  '34': { en: 'You can apply for its return.', ko: '반환 신청을 할 수 있습니다.' },
  '41': { en: 'Sending it back may take some time.', ko: '반환까지 시간이 걸릴 수 있습니다.' },
  '43': { en: 'The return has been processed.', ko: '반환 처리가 완료되었습니다.' },
  '44': { en: 'The return application has been cancelled.', ko: '반환 신청이 취소되었습니다.' },
};

const BUTTONS = {
  en: {
    title: 'Deposit details',
    deposit: 'Apply for deposit',
    refund: 'Apply for return',
    detail: 'Application details',
  },
  ko: { title: '입금 상세 내역', deposit: '입금 신청', refund: '반환 신청', detail: '신청 내역' },
} as const;

describe.each(['en', 'ko'] as const)('a coin deposit in each state (%s)', (language) => {
  test.each(STATE_CODES_BY_KIND.coinIn)('%s', async (code) => {
    mountHistoryDialogs({ language });
    const entry = historyEntry('IN', code, { depositRequestDetail: DEPOSIT_DETAIL });
    openHistoryDetail(entry);
    const words = BUTTONS[language];
    const dialog = page.getByRole('dialog', { name: words.title });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveTextContent(`state ${code}`);
    const guidance = GUIDANCE[code];
    if (guidance) await expect.element(dialog.getByRole('note')).toHaveTextContent(guidance[language]);
    else expect(dialog.getByRole('note').elements()).toHaveLength(0);
    const shown = (name: string) => dialog.getByRole('button', { name, exact: true }).elements().length === 1;
    expect(shown(words.deposit)).toBe(entry.isShowDepositRequestButton);
    expect(shown(words.refund)).toBe(entry.isShowAssetRefundButton);
    expect(shown(words.detail)).toBe(entry.isShowRequestDetailButton);
  });
});

describe('a coin withdrawal', () => {
  const STRUCK: StateCode[] = ['02', '03', '04'];
  test.each(STATE_CODES_BY_KIND.coinOut)(
    '%s: no guidance, its total struck when cancelled or rejected',
    async (code) => {
      mountHistoryDialogs({
        routes: { 'GET /v1/coin-inout/withdraw/41/fee-reward': () => envelope(REWARD_POSSIBLE) },
      });
      openHistoryDetail(historyEntry('OUT', code));
      const dialog = page.getByRole('dialog', { name: 'Withdrawal details' });
      await expect.element(dialog).toHaveTextContent('Total0.50050000 BTC');
      expect(dialog.getByRole('note').elements()).toHaveLength(0);
      const struck = STRUCK.includes(code);
      expect(dialog.element().querySelectorAll('s')).toHaveLength(struck ? 1 : 0);
      if (struck) await expect.element(dialog).toHaveTextContent('Total0.50050000 BTC (cancelled)');
      const cancel = dialog.getByRole('button', { name: 'Cancel withdrawal' }).elements();
      expect(cancel).toHaveLength(code === '01' ? 1 : 0);
      // Only a withdrawal in 01 asks for its fee reward (§4).
      const reward = dialog.getByRole('region', { name: 'Fee reward' });
      if (code === '01') await expect.element(reward).toHaveTextContent('Apply for fee reward');
      else expect(reward.elements()).toHaveLength(0);
      expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
    },
  );

  test('in Korean, with every line of the detail', async () => {
    mountHistoryDialogs({ language: 'ko' });
    openHistoryDetail(
      historyEntry('OUT', '05', {
        stateMessage: '출금 완료',
        stateDetailMessage: '블록체인에 전송되었습니다.',
        completionDate: '2026-11-20T01:12:00Z',
        txId: '0xabc123',
        txIdUrl: 'https://explorer.example/tx/0xabc123',
        secondAddress: '123456789',
        secondAddressName: 'Destination Tag',
        // The Korean names the exchange serves beside the English ones.
        networkNameKo: '비트코인',
        secondAddressNameKo: '데스티네이션 태그',
      }),
    );
    const dialog = page.getByRole('dialog', { name: '출금 상세 내역' });
    await expect.element(dialog).toHaveTextContent('자산비트코인 (BTC)');
    await expect.element(dialog).toHaveTextContent('상태출금 완료블록체인에 전송되었습니다.');
    await expect.element(dialog).toHaveTextContent('신청 일시2026-11-20 10:02:03');
    await expect.element(dialog).toHaveTextContent('완료 일시2026-11-20 10:12:00');
    await expect.element(dialog).toHaveTextContent('네트워크비트코인');
    await expect.element(dialog).toHaveTextContent('주소bc1qmemberaddress0000xyz');
    await expect.element(dialog).toHaveTextContent('데스티네이션 태그123456789');
    await expect.element(dialog).toHaveTextContent('수량0.50000000 BTC');
    await expect.element(dialog).toHaveTextContent('수수료0.00050000 BTC');
    await expect.element(dialog).toHaveTextContent('총 수량0.50050000 BTC');
    await expect.element(dialog).toHaveTextContent('원화 환산 금액50,050,000원');
    const link = dialog.getByRole('link', { name: '0xabc123' });
    await expect.element(link).toHaveAttribute('href', 'https://explorer.example/tx/0xabc123');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(dialog.getByRole('button', { name: '확인' })).toBeVisible();
  });

  test('addresses over 6 characters have their first and last 3 emphasised; short ones none', async () => {
    mountHistoryDialogs();
    openHistoryDetail(historyEntry('OUT', '05', { secondAddress: 'memo12', secondAddressName: 'Memo' }));
    const dialog = page.getByRole('dialog', { name: 'Withdrawal details' });
    await expect.element(dialog).toHaveTextContent('Memomemo12');
    const strong = [...dialog.element().querySelectorAll('strong')].map((element) => element.textContent);
    expect(strong).toEqual(['bc1', 'xyz']);
  });

  test('a withdrawal charged no fee says free; a deposit without a fee shows no fee line', async () => {
    mountHistoryDialogs();
    openHistoryDetail(historyEntry('OUT', '05', { feeQuantity: 0, totalQuantity: 0.5 }));
    await expect
      .element(page.getByRole('dialog', { name: 'Withdrawal details' }))
      .toHaveTextContent('FeeFree');
    closeAllDialogs();
    openHistoryDetail(historyEntry('IN', '02'));
    const deposit = page.getByRole('dialog', { name: 'Deposit details' });
    await expect.element(deposit).toHaveTextContent('Quantity0.50000000 BTC');
    expect(deposit.element().textContent).not.toContain('Fee');
    closeAllDialogs();
    openHistoryDetail(historyEntry('IN', '02', { feeQuantity: 0.001 }));
    await expect
      .element(page.getByRole('dialog', { name: 'Deposit details' }))
      .toHaveTextContent('Fee0.00100000 BTC');
  });

  test('a TXID whose address is not a web address is plain text', async () => {
    mountHistoryDialogs();
    openHistoryDetail(historyEntry('OUT', '05', { txId: 'evil', txIdUrl: 'javascript:alert(1)' }));
    const dialog = page.getByRole('dialog', { name: 'Withdrawal details' });
    await expect.element(dialog).toHaveTextContent('TXIDevil');
    expect(dialog.getByRole('link').elements()).toHaveLength(0);
  });
});

describe('KRW records', () => {
  test('a cancelled KRW deposit (34) is struck with no guidance; amounts in KRW', async () => {
    mountHistoryDialogs();
    openHistoryDetail(
      historyEntry('IN', '34', {
        coinType: KRW,
        quantity: 50_000,
        totalQuantity: 50_000,
        totalKrwValue: 50_000,
      }),
    );
    const dialog = page.getByRole('dialog', { name: 'Deposit details' });
    await expect.element(dialog).toHaveTextContent('AssetKRW');
    await expect.element(dialog).toHaveTextContent('Total50,000 KRW (cancelled)');
    expect(dialog.getByRole('note').elements()).toHaveLength(0);
  });

  test('a KRW withdrawal cancelled (02) is struck; its fee-reward is never asked', async () => {
    const { fetchStub } = mountHistoryDialogs();
    openHistoryDetail(historyEntry('OUT', '01', { coinType: KRW }));
    await expect.element(page.getByRole('dialog', { name: 'Withdrawal details' })).toBeVisible();
    expect(fetchStub.mock.calls.some(([input]) => String(input).includes('fee-reward'))).toBe(false);
    closeAllDialogs();
    openHistoryDetail(historyEntry('OUT', '02', { coinType: KRW }));
    await expect
      .element(page.getByRole('dialog', { name: 'Withdrawal details' }))
      .toHaveTextContent('(cancelled)');
  });
});
