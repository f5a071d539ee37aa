/**
 * The inout application detail modal in real Chromium: its title by state code in English and Korean,
 * its four sections, consent hidden for 26, the TXID a link only for 43, the documents as images with
 * their names, W-A-300 (documents "-", type from the call, the message whose button closes the detail)
 * and other refusals of the files call.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { STATE_CODES_BY_KIND, type ApplicationFiles, type StateCode } from '../../../../contract';
import { getQueryClient } from '../../../../src/api/query';
import { closeAllDialogs } from '../../../../src/shell';
import { applicationRecord, REFUND_DETAIL } from '../../../unit/features/history-dialogs/fixtures';
import { callsTo, type Route } from '../../shell/harness';
import { envelope, footerButton, mountHistoryDialogs, openApplicationDetail } from './harness';

afterEach(() => {
  closeAllDialogs();
  getQueryClient().clear();
});

const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const FILES: ApplicationFiles = {
  examFileList: [
    { examFileType: 'image/png', originFileName: 'wallet-screenshot.png', encodedFile: PIXEL, imgSeq: 1 },
    { examFileType: 'image/png', originFileName: 'id-card.png', encodedFile: PIXEL, imgSeq: 2 },
  ],
  imgRecpTypeCd: 'DE',
};
const DEPOSIT_FILES = '/v1/coin-inout/deposit-application/files';
const REFUND_FILES = '/v1/coin-inout/refund-application/files';

function routes(code: StateCode, files: Partial<Record<string, Route>> = {}): Record<string, Route> {
  return {
    'GET /v1/coin-inout/applications/41': () => envelope(applicationRecord(code)),
    [`GET ${DEPOSIT_FILES}`]: () => envelope(FILES),
    [`GET ${REFUND_FILES}`]: () => envelope({ ...FILES, imgRecpTypeCd: 'RE' }),
    ...(files as Record<string, Route>),
  };
}

const APPLICATION_CODES = STATE_CODES_BY_KIND.coinIn.filter(
  (code) => !['01', '02', '04', '05'].includes(code),
);
const DEPOSIT_CODES: StateCode[] = ['11', '14', '32', '33', '34'];

describe.each([
  ['en', 'Deposit application history', 'Return application history', 'Customer consent'],
  ['ko', '입금 신청 내역', '반환 신청 내역', '고객 동의'],
] as const)('titled by state code (%s)', (language, depositTitle, returnTitle, consent) => {
  test.each(APPLICATION_CODES)('%s', async (code) => {
    mountHistoryDialogs({ language, routes: routes(code) });
    openApplicationDetail(41);
    const title = DEPOSIT_CODES.includes(code) ? depositTitle : returnTitle;
    const dialog = page.getByRole('dialog', { name: title });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('img').first()).toBeVisible();
    expect(dialog.getByRole('region', { name: consent }).elements()).toHaveLength(code === '26' ? 0 : 1);
    const txIdLink = dialog.getByRole('link', { name: REFUND_DETAIL.txId! }).elements();
    expect(txIdLink).toHaveLength(code === '43' ? 1 : 0);
  });
});

describe('the sections', () => {
  test('a return application: its four sections with their lines', async () => {
    const { fetchStub } = mountHistoryDialogs({ routes: routes('43') });
    openApplicationDetail(41);
    const dialog = page.getByRole('dialog', { name: 'Return application history' });
    const deposit = dialog.getByRole('region', { name: 'Deposit application info' });
    await expect.element(deposit).toHaveTextContent('ExchangeFar Exchange');
    await expect.element(deposit).toHaveTextContent('Applications1');
    const info = dialog.getByRole('region', { name: 'Return application info' });
    await expect.element(info).toHaveTextContent('Return toExchange');
    await expect.element(info).toHaveTextContent('NetworkBitcoin');
    await expect.element(info).toHaveTextContent('Customer typePersonal');
    await expect.element(info).toHaveTextContent('NameHong Gildong');
    await expect.element(info).toHaveTextContent('Quantity0.50000000 BTC');
    await expect.element(info).toHaveTextContent('Fee0.00050000 BTC');
    await expect.element(info).toHaveTextContent('Quantity returned0.49950000 BTC');
    const link = info.getByRole('link', { name: 'a1b2c3d4e5f6' });
    await expect.element(link).toHaveAttribute('href', 'https://explorer.example/tx/a1b2c3d4e5f6');
    await expect.element(link).toHaveAttribute('target', '_blank');

    const documents = dialog.getByRole('region', { name: 'Supporting documents' });
    await expect.element(documents).toHaveTextContent('Documents of the return application');
    await expect.element(documents.getByRole('img', { name: 'wallet-screenshot.png' })).toBeVisible();
    await expect
      .element(documents.getByRole('img', { name: 'id-card.png' }))
      .toHaveAttribute('src', `data:image/png;base64,${PIXEL}`);
    await expect.element(documents).toHaveTextContent('wallet-screenshot.png');
    expect(callsTo(fetchStub, REFUND_FILES)).toHaveLength(1);
    expect(callsTo(fetchStub, DEPOSIT_FILES)).toHaveLength(0);

    const consent = dialog.getByRole('region', { name: 'Customer consent' });
    await expect.element(consent).toHaveTextContent('Return requestAgreed');
    await expect.element(consent).toHaveTextContent('Collection and use of personal informationAgreed');
    await expect.element(consent).toHaveTextContent('No money launderingNot agreed');
  });

  test('41: the TXID is shown as text, not a link', async () => {
    mountHistoryDialogs({ routes: routes('41') });
    openApplicationDetail(41);
    const info = page.getByRole('region', { name: 'Return application info' });
    await expect.element(info).toHaveTextContent('TXIDa1b2c3d4e5f6');
    expect(info.getByRole('link').elements()).toHaveLength(0);
  });

  test('a corporation names itself and its representative', async () => {
    mountHistoryDialogs({
      routes: {
        ...routes('20'),
        'GET /v1/coin-inout/applications/41': () =>
          envelope(
            applicationRecord('20', {
              refundRequestDetail: {
                ...REFUND_DETAIL,
                custType: 'corporation',
                custTypeName: 'Corporation',
                corpName: 'Acme Ltd',
                corpRepName: 'Kim Daepyo',
              },
            }),
          ),
      },
    });
    openApplicationDetail(41);
    const info = page.getByRole('region', { name: 'Return application info' });
    await expect.element(info).toHaveTextContent('CorporationAcme Ltd');
    await expect.element(info).toHaveTextContent('RepresentativeKim Daepyo');
  });
});

describe('the files call', () => {
  const gone = 'The supporting documents are past their retention period and can no longer be shown.';

  test('W-A-300: documents "-", the type from the call, the message whose button closes the detail', async () => {
    mountHistoryDialogs({
      routes: routes('11', { [`GET ${DEPOSIT_FILES}`]: () => envelope(null, 410, 'W-A-300', gone) }),
    });
    openApplicationDetail(41);
    const dialog = page.getByRole('dialog', { name: 'Deposit application history' });
    const refusal = page.getByRole('alertdialog', { name: 'Supporting documents' });
    await expect.element(refusal).toHaveTextContent(gone);
    const documents = dialog.getByRole('region', { name: 'Supporting documents' });
    await expect.element(documents).toHaveTextContent('Documents of the deposit application-');
    expect(documents.getByRole('img').elements()).toHaveLength(0);
    expect(refusal.getByRole('button', { name: 'Close' }).elements()).toHaveLength(0);
    await footerButton(refusal, 'Confirm').click();
    await expect.element(refusal).not.toBeInTheDocument();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('a return application in Korean names its network in Korean (비트코인, not Bitcoin)', async () => {
    mountHistoryDialogs({ language: 'ko', routes: routes('43') });
    openApplicationDetail(41);
    const info = page
      .getByRole('dialog', { name: '반환 신청 내역' })
      .getByRole('region', { name: '반환 신청 정보' });
    await expect.element(info).toHaveTextContent('네트워크비트코인');
    expect(info.element().textContent).not.toContain('Bitcoin');
  });

  test('W-A-300 on a return application reads RE (Korean)', async () => {
    mountHistoryDialogs({
      language: 'ko',
      routes: routes('24', {
        [`GET ${REFUND_FILES}`]: () => envelope(null, 410, 'W-A-300', '서류 보관 기간 경과'),
      }),
    });
    openApplicationDetail(41);
    await expect
      .element(page.getByRole('alertdialog', { name: '증빙 서류' }))
      .toHaveTextContent('서류 보관 기간 경과');
    await expect
      .element(
        page.getByRole('dialog', { name: '반환 신청 내역' }).getByRole('region', { name: '증빙 서류' }),
      )
      .toHaveTextContent('반환 신청 증빙 서류-');
  });

  test('without an application of the kind (26 by the exchange alone) nothing is asked: documents "-"', async () => {
    const { fetchStub } = mountHistoryDialogs({
      routes: {
        ...routes('26'),
        'GET /v1/coin-inout/applications/41': () =>
          envelope(applicationRecord('26', { depositRequestDetail: null, refundRequestDetail: null })),
      },
    });
    openApplicationDetail(41);
    const dialog = page.getByRole('dialog', { name: 'Return application history' });
    await expect
      .element(dialog.getByRole('region', { name: 'Supporting documents' }))
      .toHaveTextContent('Documents of the return application-');
    expect(callsTo(fetchStub, REFUND_FILES)).toHaveLength(0);
    expect(dialog.getByRole('region', { name: 'Customer consent' }).elements()).toHaveLength(0);
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
  });

  test('any other refusal shows the server message; the detail stays', async () => {
    mountHistoryDialogs({
      routes: routes('11', {
        [`GET ${DEPOSIT_FILES}`]: () =>
          envelope(null, 400, 'BAD_REQUEST', 'The documents cannot be read now.'),
      }),
    });
    openApplicationDetail(41);
    await expect
      .element(page.getByRole('alertdialog'))
      .toHaveTextContent('The documents cannot be read now.');
    await footerButton(page.getByRole('alertdialog'), 'Confirm').click();
    await expect.element(page.getByRole('dialog', { name: 'Deposit application history' })).toBeVisible();
  });
});

describe('the record call', () => {
  test('a refusal shows the server message and closes the empty detail', async () => {
    mountHistoryDialogs({
      routes: {
        'GET /v1/coin-inout/applications/41': () => envelope(null, 404, 'NOT_FOUND', 'No such application.'),
      },
    });
    openApplicationDetail(41);
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('No such application.');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });

  test('each opening reads the record again', async () => {
    const { fetchStub } = mountHistoryDialogs({ routes: routes('11') });
    openApplicationDetail(41);
    const dialog = page.getByRole('dialog', { name: 'Deposit application history' });
    await expect.element(dialog.getByRole('img').first()).toBeVisible();
    await footerButton(dialog, 'Confirm').click();
    await expect.element(dialog).not.toBeInTheDocument();
    openApplicationDetail(41);
    await expect.poll(() => callsTo(fetchStub, '/v1/coin-inout/applications/41').length).toBe(2);
  });
});
