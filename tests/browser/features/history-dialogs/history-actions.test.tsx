/**
 * The history detail's actions in real Chromium: withdrawal cancel (confirm, PUT, "Withdrawal cancelation
 * is complete.", the entry read again and the statement reloaded; a refusal shows the server's message),
 * the fee reward (COMPLETED with its points and the point shop, NOT_QUALIFIED, W-C-88 and other refusals)
 * and the re-application decision's four branches, navigating with the entry's sequence in state.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { ApplyCount, FeeRewardInfo, StatementQuery } from '../../../../contract';
import { getQueryClient, queryKeys } from '../../../../src/api/query';
import { closeAllDialogs } from '../../../../src/shell';
import { historyEntry, REWARD_POSSIBLE } from '../../../unit/features/history-dialogs/fixtures';
import { callsTo, type Route } from '../../shell/harness';
import { envelope, footerButton, mountHistoryDialogs, openHistoryDetail } from './harness';

afterEach(() => {
  closeAllDialogs();
  getQueryClient().clear();
});

const REWARD_PATH = '/v1/coin-inout/withdraw/41/fee-reward';
const detail = () => page.getByRole('dialog', { name: 'Withdrawal details' });

/** Answers `queue` in turn, the last one from then on. */
function inTurn(...queue: (() => Response)[]): Route {
  let asked = 0;
  return () => queue[Math.min(asked++, queue.length - 1)]!();
}

describe('withdrawal cancel', () => {
  const STATEMENT: StatementQuery = { from: '2026-11-01', to: '2026-11-30' };

  test('asks first; then says it is complete, shows the entry as it now is and reloads the statement', async () => {
    const cancelled = historyEntry('OUT', '02', { stateMessage: 'Canceled' });
    const { fetchStub } = mountHistoryDialogs({
      routes: {
        // Once cancelled, the exchange refuses the fee reward's info: it must not be asked again.
        [`GET ${REWARD_PATH}`]: inTurn(
          () => envelope(REWARD_POSSIBLE),
          () =>
            envelope(null, 409, 'FEE_REWARD_NOT_POSSIBLE', 'This withdrawal cannot receive a fee reward.'),
        ),
        'PUT /v1/coin-inout/withdraw/cancel': () => envelope(cancelled),
        'GET /v1/coin-inout/transfers/41': () => envelope(cancelled),
      },
    });
    getQueryClient().setQueryData(queryKeys.statement(STATEMENT), {
      entries: [],
      total: 0,
      page: 1,
      size: 20,
    });
    openHistoryDetail(historyEntry('OUT', '01', { stateMessage: 'Requested' }));
    await detail().getByRole('button', { name: 'Cancel withdrawal' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel withdrawal' });
    await expect.element(confirm).toHaveTextContent('Do you want to cancel this withdrawal?');
    expect(callsTo(fetchStub, '/v1/coin-inout/withdraw/cancel')).toHaveLength(0);
    await footerButton(confirm, 'Cancel withdrawal').click();

    const done = page.getByRole('alertdialog', { name: 'Withdrawal canceled' });
    await expect.element(done).toHaveTextContent('Withdrawal cancelation is complete.');
    const [put] = callsTo(fetchStub, '/v1/coin-inout/withdraw/cancel');
    expect(put?.method).toBe('PUT');
    expect(JSON.parse(String(put?.body))).toEqual({ coinOutSeq: 41, coinType: 'C0101' });
    await expect.element(detail()).toHaveTextContent('Canceled');
    await expect.element(detail()).toHaveTextContent('(cancelled)');
    expect(detail().getByRole('button', { name: 'Cancel withdrawal' }).elements()).toHaveLength(0);
    expect(getQueryClient().getQueryState(queryKeys.statement(STATEMENT))?.isInvalidated).toBe(true);
    expect(callsTo(fetchStub, REWARD_PATH)).toHaveLength(1);
    expect(detail().getByRole('region', { name: 'Fee reward' }).elements()).toHaveLength(0);
    await footerButton(done, 'Confirm').click();
    await expect.element(done).not.toBeInTheDocument();
    await expect.element(detail()).toBeVisible();
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
  });

  test('a refusal shows the server message, and nothing changes', async () => {
    const { fetchStub } = mountHistoryDialogs({
      routes: {
        [`GET ${REWARD_PATH}`]: () => envelope(REWARD_POSSIBLE),
        'PUT /v1/coin-inout/withdraw/cancel': () =>
          envelope(
            null,
            409,
            'WITHDRAW_NOT_CANCELLABLE',
            'The withdrawal is already being processed and can no longer be canceled.',
          ),
      },
    });
    openHistoryDetail(historyEntry('OUT', '01'));
    await detail().getByRole('button', { name: 'Cancel withdrawal' }).click();
    await footerButton(
      page.getByRole('alertdialog', { name: 'Cancel withdrawal' }),
      'Cancel withdrawal',
    ).click();
    await expect
      .element(page.getByRole('alertdialog'))
      .toHaveTextContent('The withdrawal is already being processed and can no longer be canceled.');
    expect(page.getByText('Withdrawal cancelation is complete.').elements()).toHaveLength(0);
    expect(callsTo(fetchStub, '/v1/coin-inout/transfers/41')).toHaveLength(0);
    await expect.element(detail().getByRole('button', { name: 'Cancel withdrawal' })).toBeVisible();
  });

  test('Korean', async () => {
    const cancelled = historyEntry('OUT', '02', { stateMessage: '취소됨' });
    mountHistoryDialogs({
      language: 'ko',
      routes: {
        [`GET ${REWARD_PATH}`]: () => envelope(REWARD_POSSIBLE),
        'PUT /v1/coin-inout/withdraw/cancel': () => envelope(cancelled),
        'GET /v1/coin-inout/transfers/41': () => envelope(cancelled),
      },
    });
    openHistoryDetail(historyEntry('OUT', '01'));
    const korean = page.getByRole('dialog', { name: '출금 상세 내역' });
    await korean.getByRole('button', { name: '출금 취소' }).click();
    await footerButton(page.getByRole('alertdialog', { name: '출금 취소' }), '출금 취소').click();
    await expect
      .element(page.getByRole('alertdialog', { name: '출금 취소 완료' }))
      .toHaveTextContent('출금 취소가 완료되었습니다.');
    // The entry read again has landed: nothing of this test is left in flight for the next one's detail.
    await expect.element(korean).toHaveTextContent('취소됨');
    await expect.element(korean.getByRole('button', { name: '출금 취소' })).not.toBeInTheDocument();
  });
});

describe('fee reward', () => {
  const APPLIED = (status: 'COMPLETED' | 'NOT_QUALIFIED', points: number): FeeRewardInfo => ({
    isRewardServiceAvailable: true,
    isRewardApplicationPossible: false,
    rewardStatus: status,
    pointQuantity: points,
  });
  const reward = () => detail().getByRole('region', { name: 'Fee reward' });

  test('COMPLETED shows the points earned and the point shop; then no longer possible', async () => {
    const { fetchStub, router } = mountHistoryDialogs({
      routes: {
        [`GET ${REWARD_PATH}`]: inTurn(
          () => envelope(REWARD_POSSIBLE),
          () => envelope(APPLIED('COMPLETED', 1_234)),
        ),
        [`POST ${REWARD_PATH}`]: () => envelope({ rewardStatus: 'COMPLETED', pointQuantity: 1_234 }),
      },
    });
    openHistoryDetail(historyEntry('OUT', '01'));
    await expect.element(reward()).toHaveTextContent('Apply to get back, as points');
    await reward().getByRole('button', { name: 'Apply for fee reward' }).click();
    await expect
      .element(reward().getByRole('status'))
      .toHaveTextContent('Fee reward completed: 1,234P earned.');
    await expect
      .poll(() => callsTo(fetchStub, REWARD_PATH).filter((call) => call.method !== 'POST').length)
      .toBe(2);
    expect(reward().getByRole('button', { name: 'Apply for fee reward' }).elements()).toHaveLength(0);
    const shop = reward().getByRole('link', { name: 'Go to the point shop' });
    await expect.element(shop).toHaveAttribute('href', '/b-point/history');
    await shop.click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/b-point/history');
    expect(router.state.location.pathname).toBe('/b-point/history');
    await expect.element(detail()).not.toBeInTheDocument();
  });

  test('NOT_QUALIFIED says the lowest fee level was used', async () => {
    mountHistoryDialogs({
      language: 'ko',
      routes: {
        [`GET ${REWARD_PATH}`]: inTurn(
          () => envelope(REWARD_POSSIBLE),
          () => envelope(APPLIED('NOT_QUALIFIED', 0)),
        ),
        [`POST ${REWARD_PATH}`]: () => envelope({ rewardStatus: 'NOT_QUALIFIED', pointQuantity: 0 }),
      },
    });
    openHistoryDetail(historyEntry('OUT', '01'));
    const korean = page
      .getByRole('dialog', { name: '출금 상세 내역' })
      .getByRole('region', { name: '수수료 리워드' });
    await korean.getByRole('button', { name: '수수료 리워드 신청' }).click();
    await expect
      .element(korean.getByRole('status'))
      .toHaveTextContent('가장 낮은 수수료 단계로 출금하여 리워드 대상이 아닙니다.');
    expect(korean.getByRole('button').elements()).toHaveLength(0);
  });

  test('W-C-88: the server message with the point shop and OK, then the info read again', async () => {
    const message = 'You can hold up to 1,000,000 P. Please use points in the point shop, then apply again.';
    const { fetchStub } = mountHistoryDialogs({
      routes: {
        [`GET ${REWARD_PATH}`]: () => envelope(REWARD_POSSIBLE),
        [`POST ${REWARD_PATH}`]: () => envelope(null, 409, 'W-C-88', message),
      },
    });
    openHistoryDetail(historyEntry('OUT', '01'));
    await reward().getByRole('button', { name: 'Apply for fee reward' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Fee reward' });
    await expect.element(refusal).toHaveTextContent(message);
    await expect.element(refusal.getByRole('button', { name: 'Go to the point shop' })).toBeVisible();
    const gets = () => callsTo(fetchStub, REWARD_PATH).filter((call) => call.method !== 'POST').length;
    expect(gets()).toBe(1);
    await footerButton(refusal, 'Confirm').click();
    await expect.element(refusal).not.toBeInTheDocument();
    await expect.poll(gets).toBe(2);
    // The shell's own message dialog is not shown on top: the feature answered W-C-88 itself.
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
  });

  test('W-C-88: the point shop button goes there', async () => {
    mountHistoryDialogs({
      routes: {
        [`GET ${REWARD_PATH}`]: () => envelope(REWARD_POSSIBLE),
        [`POST ${REWARD_PATH}`]: () => envelope(null, 409, 'W-C-88', 'Too many points.'),
      },
    });
    openHistoryDetail(historyEntry('OUT', '01'));
    await reward().getByRole('button', { name: 'Apply for fee reward' }).click();
    await page
      .getByRole('alertdialog', { name: 'Fee reward' })
      .getByRole('button', { name: 'Go to the point shop' })
      .click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/b-point/history');
    await expect.element(detail()).not.toBeInTheDocument();
  });

  test('any other refusal shows the server message', async () => {
    mountHistoryDialogs({
      routes: {
        [`GET ${REWARD_PATH}`]: () => envelope(REWARD_POSSIBLE),
        [`POST ${REWARD_PATH}`]: () =>
          envelope(null, 409, 'FEE_REWARD_NOT_POSSIBLE', 'This withdrawal cannot receive a fee reward.'),
      },
    });
    openHistoryDetail(historyEntry('OUT', '01'));
    await reward().getByRole('button', { name: 'Apply for fee reward' }).click();
    await expect
      .element(page.getByRole('alertdialog'))
      .toHaveTextContent('This withdrawal cannot receive a fee reward.');
    expect(page.getByRole('alertdialog', { name: 'Fee reward' }).elements()).toHaveLength(0);
  });

  test('a withdrawal the service does not cover says so', async () => {
    mountHistoryDialogs({
      routes: {
        [`GET ${REWARD_PATH}`]: () => envelope({ ...REWARD_POSSIBLE, isRewardServiceAvailable: false }),
      },
    });
    openHistoryDetail(historyEntry('OUT', '01'));
    await expect.element(reward()).toHaveTextContent('The fee reward is not available for this withdrawal.');
  });
});

describe('re-application (§5)', () => {
  const deposit = () => page.getByRole('dialog', { name: 'Deposit details' });
  const count = (applyCount: number, applyLimitCount: number) => () =>
    envelope({ applyCount, applyLimitCount } satisfies ApplyCount);
  const DEPOSIT_COUNT = '/v1/coin-inout/deposit-application/apply-count/41';
  const REFUND_COUNT = '/v1/coin-inout/refund-application/apply-count/41';

  test('count 0: straight to the application, with the sequence in navigation state', async () => {
    const { router } = mountHistoryDialogs({ routes: { [DEPOSIT_COUNT]: count(0, 3) } });
    openHistoryDetail(historyEntry('IN', '04'));
    await deposit().getByRole('button', { name: 'Apply for deposit' }).click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/inout/application/deposit');
    expect(router.state.location.state).toEqual({ seq: 41 });
    await expect.element(deposit()).not.toBeInTheDocument();
  });

  test('limit 0: a confirm that the documents are reset, then the application', async () => {
    const { router } = mountHistoryDialogs({ routes: { [REFUND_COUNT]: count(2, 0) } });
    openHistoryDetail(historyEntry('IN', '34'));
    await deposit().getByRole('button', { name: 'Apply for return' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Application' });
    await expect.element(confirm).toHaveTextContent('Documents you submitted before will be reset.');
    expect(router.state.location.pathname).toBe('/inout/statement');
    await footerButton(confirm, 'Apply').click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/inout/application/asset-return');
    expect(router.state.location.state).toEqual({ seq: 41 });
  });

  test('count at the limit: restricted, contact support; no navigation', async () => {
    const { router } = mountHistoryDialogs({ language: 'ko', routes: { [DEPOSIT_COUNT]: count(3, 3) } });
    openHistoryDetail(historyEntry('IN', '14'));
    await page
      .getByRole('dialog', { name: '입금 상세 내역' })
      .getByRole('button', { name: '입금 신청' })
      .click();
    await expect
      .element(page.getByRole('alertdialog', { name: '신청' }))
      .toHaveTextContent('신청 가능 횟수를 모두 사용하여 이용이 제한되었습니다. 고객센터로 문의해 주세요.');
    expect(router.state.location.pathname).toBe('/inout/statement');
  });

  test('otherwise a confirm with count/limit; the count is asked again before going', async () => {
    const { router, fetchStub } = mountHistoryDialogs({ routes: { [DEPOSIT_COUNT]: count(1, 3) } });
    openHistoryDetail(historyEntry('IN', '14'));
    await deposit().getByRole('button', { name: 'Apply for deposit' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Application' });
    await expect.element(confirm).toHaveTextContent('Applications used: 1/3. Do you want to apply again?');
    expect(callsTo(fetchStub, DEPOSIT_COUNT)).toHaveLength(1);
    await footerButton(confirm, 'Apply').click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/inout/application/deposit');
    expect(callsTo(fetchStub, DEPOSIT_COUNT)).toHaveLength(2);
    expect(router.state.location.state).toEqual({ seq: 41 });
  });

  test('the re-check stops the member when the limit was reached meanwhile', async () => {
    const { router } = mountHistoryDialogs({ routes: { [DEPOSIT_COUNT]: inTurn(count(2, 3), count(3, 3)) } });
    openHistoryDetail(historyEntry('IN', '14'));
    await deposit().getByRole('button', { name: 'Apply for deposit' }).click();
    await footerButton(page.getByRole('alertdialog', { name: 'Application' }), 'Apply').click();
    await expect
      .element(page.getByRole('alertdialog', { name: 'Application' }))
      .toHaveTextContent('You have used all the applications allowed');
    expect(router.state.location.pathname).toBe('/inout/statement');
  });

  test('the request detail button opens the application history', async () => {
    mountHistoryDialogs({
      routes: {
        '/v1/coin-inout/applications/41': () =>
          envelope({
            seq: 41,
            coinType: 'C0101',
            stateCode: '11',
            depositRequestDetail: null,
            refundRequestDetail: null,
          }),
        '/v1/coin-inout/deposit-application/files': () => envelope({ examFileList: [], imgRecpTypeCd: 'DE' }),
      },
    });
    openHistoryDetail(historyEntry('IN', '11'));
    await deposit().getByRole('button', { name: 'Application details' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Deposit application history' })).toBeVisible();
  });
});
