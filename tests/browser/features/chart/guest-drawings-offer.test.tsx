/**
 * The offer made at a login to save a guest's drawings to the account, in real Chromium as the app opens
 * it (offerGuestDrawingsAtLogin: the offer and the chart's texts load then): its text in English and
 * Korean, Save sending each drawing to the exchange and saying what happened, Keep leaving them in this
 * browser, and no offer where the browser keeps none.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { DRAWING_ERROR_CODES, type Drawing, type DrawingPutRequest } from '../../../../contract';
import { offerGuestDrawingsAtLogin } from '../../../../src/features/chart/frame';
import { guestDrawingsKey } from '../../../../src/features/chart/guest-drawings-key';
import { readGuestDrawings } from '../../../../src/features/chart/guest-drawings';
import { initI18n } from '../../../../src/i18n';
import { clearToasts, closeAllDialogs, isDialogOpen, ToastHost } from '../../../../src/shell';
import { storedDrawing } from '../../../fixtures/drawings';
import { callsTo, envelope, stubApi } from '../../shell/harness';
import { mount, withAppDialogs, type Mounted } from '../../workspace/harness';

let mounted: Mounted | undefined;

const guest = (id: string, coin: Drawing['coin'] = 'BTC-KRW') =>
  storedDrawing(id, { coin, version: 0, updatedAt: 0 });

/** The exchange storing a PUT's drawing at version 1. */
async function stored(init: RequestInit | undefined, id: string) {
  const { baseVersion: _, ...content } = JSON.parse(String(init?.body)) as DrawingPutRequest;
  return envelope({ id, ...content, version: 1, updatedAt: 1 });
}

beforeEach(() => {
  localStorage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([guest('g1'), guest('g2')]));
  localStorage.setItem(guestDrawingsKey('ETH-KRW'), JSON.stringify([guest('g3', 'ETH-KRW')]));
  mounted = mount(
    withAppDialogs(
      <>
        <ToastHost />
      </>,
    ),
  );
});

afterEach(async () => {
  closeAllDialogs();
  clearToasts();
  mounted?.unmount();
  mounted = undefined;
  for (const coin of ['BTC-KRW', 'ETH-KRW'] as const) localStorage.removeItem(guestDrawingsKey(coin));
  await initI18n('en');
});

describe('the offer at login of a guest’s drawings', () => {
  test('Save to my account sends each drawing and says so; the browser keeps none after', async () => {
    const api = stubApi({
      'PUT /v1/drawings/g1': ({ init }) => stored(init, 'g1'),
      'PUT /v1/drawings/g2': ({ init }) => stored(init, 'g2'),
      'PUT /v1/drawings/g3': ({ init }) => stored(init, 'g3'),
    });
    await offerGuestDrawingsAtLogin();
    const dialog = page.getByRole('alertdialog', { name: 'Save your drawings to your account?' });
    await expect
      .element(dialog)
      .toHaveTextContent('You drew 3 drawings as a guest in this browser (BTC/KRW, ETH/KRW)');
    await expect
      .element(dialog)
      .toHaveTextContent('Kept in this browser, they are offered again at your next login.');
    await dialog.getByRole('button', { name: 'Save to my account' }).click();
    await expect.element(page.getByText('3 drawings saved to your account.')).toBeVisible();
    for (const id of ['g1', 'g2', 'g3']) expect(callsTo(api, `/v1/drawings/${id}`)).toHaveLength(1);
    expect(JSON.parse(String(callsTo(api, '/v1/drawings/g1')[0]!.body))).toMatchObject({
      baseVersion: 0,
      coin: 'BTC-KRW',
    });
    expect(localStorage.getItem(guestDrawingsKey('BTC-KRW'))).toBeNull();
    expect(localStorage.getItem(guestDrawingsKey('ETH-KRW'))).toBeNull();
  });

  test('Keep in this browser sends nothing and leaves them where they are', async () => {
    const api = stubApi();
    await offerGuestDrawingsAtLogin();
    const dialog = page.getByRole('alertdialog', { name: 'Save your drawings to your account?' });
    await dialog.getByRole('button', { name: 'Keep in this browser' }).click();
    await expect.poll(() => isDialogOpen('chartGuestDrawings')).toBe(false);
    expect(api.mock.calls.filter(([input]) => String(input).includes('/v1/drawings'))).toHaveLength(0);
    expect(readGuestDrawings(localStorage, 'BTC-KRW').map((each) => each.id)).toEqual(['g1', 'g2']);
  });

  test('in Korean, a coin past its limit keeps the rest in the browser and says why', async () => {
    await initI18n('ko');
    const full = 'A coin holds at most 300 drawings (the exchange’s own message).';
    stubApi({
      'PUT /v1/drawings/g1': ({ init }) => stored(init, 'g1'),
      'PUT /v1/drawings/g2': () => envelope(null, 409, DRAWING_ERROR_CODES.tooMany, full),
      'PUT /v1/drawings/g3': ({ init }) => stored(init, 'g3'),
    });
    await offerGuestDrawingsAtLogin();
    const dialog = page.getByRole('alertdialog', { name: '그린 그림을 내 계정에 저장할까요?' });
    await expect.element(dialog).toHaveTextContent('그린 그림이 3개 있습니다(BTC/KRW, ETH/KRW)');
    await dialog.getByRole('button', { name: '내 계정에 저장' }).click();
    await expect
      .element(page.getByText(`2개는 계정에 저장하고 1개는 이 브라우저에 두었습니다: ${full}`))
      .toBeVisible();
    expect(readGuestDrawings(localStorage, 'BTC-KRW').map((each) => each.id)).toEqual(['g2']);
    expect(localStorage.getItem(guestDrawingsKey('ETH-KRW'))).toBeNull();
  });

  test('a browser that keeps no guest drawing is offered nothing', async () => {
    for (const coin of ['BTC-KRW', 'ETH-KRW'] as const) localStorage.removeItem(guestDrawingsKey(coin));
    await offerGuestDrawingsAtLogin();
    expect(isDialogOpen('chartGuestDrawings')).toBe(false);
  });
});
