import { describe, expect, it } from 'vitest';
import {
  DRAWING_ERROR_CODES,
  DRAWINGS_PER_COIN_MAX,
  type Drawing,
  type DrawingPutRequest,
} from '../../../../contract';
import { ApiError } from '../../../../src/api/api-error';
import { exchangeDrawingCalls } from '../../../../src/features/chart/exchange-drawing-calls';
import { guestDrawingSets, readGuestDrawings } from '../../../../src/features/chart/guest-drawings';
import { uploadGuestDrawings } from '../../../../src/features/chart/guest-drawings-upload';
import { guestDrawingsKey, hasGuestDrawingKeys } from '../../../../src/features/chart/guest-drawings-key';
import { storedDrawing } from '../../../fixtures/drawings';
import { memoryStorage } from '../../../fixtures/storage';

const guest = (id: string, changes: Partial<Drawing> = {}) =>
  storedDrawing(id, { version: 0, updatedAt: 0, ...changes });

function refused(code: string, message: string, data?: unknown) {
  const httpStatus = code === DRAWING_ERROR_CODES.notFound ? 404 : 409;
  return new ApiError({ kind: 'http', httpStatus, code, message }, data);
}

/** The exchange as the upload sees it: each PUT answered by `answer` (a drawing, or an error thrown). */
function exchange(answer: (id: string, body: DrawingPutRequest) => Drawing | Error) {
  const sent: [string, DrawingPutRequest][] = [];
  return {
    sent,
    calls: {
      putDrawing: async (id: string, body: DrawingPutRequest) => {
        sent.push([id, body]);
        const result = answer(id, body);
        if (result instanceof Error) throw result;
        return result;
      },
      refusal: exchangeDrawingCalls.refusal,
    },
  };
}

const stored = (id: string, body: DrawingPutRequest): Drawing => {
  const { baseVersion: _, ...content } = body;
  return { id, ...content, version: 1, updatedAt: 1 };
};

describe('a guest’s drawings', () => {
  it('are read back as valid drawings of the coin only, each once, at most the limit', () => {
    const storage = memoryStorage();
    const line = guest('a');
    storage.setItem(
      guestDrawingsKey('BTC-KRW'),
      JSON.stringify([line, line, { ...line, id: 'b', coin: 'ETH-KRW' }, { id: 'c' }, 7]),
    );
    expect(readGuestDrawings(storage, 'BTC-KRW')).toEqual([line]);
    storage.setItem(guestDrawingsKey('BTC-KRW'), 'not json');
    expect(readGuestDrawings(storage, 'BTC-KRW')).toEqual([]);
    storage.setItem(
      guestDrawingsKey('BTC-KRW'),
      JSON.stringify(Array.from({ length: DRAWINGS_PER_COIN_MAX + 5 }, (_, i) => storedDrawing(`d${i}`))),
    );
    expect(readGuestDrawings(storage, 'BTC-KRW')).toHaveLength(DRAWINGS_PER_COIN_MAX);
    // A version or time stored by another build reads as the exchange's having none.
    storage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([{ ...line, version: 9, updatedAt: 5 }]));
    expect(readGuestDrawings(storage, 'BTC-KRW')).toEqual([line]);
    storage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([{ ...line, anchors: [] }]));
    expect(readGuestDrawings(storage, 'BTC-KRW')).toEqual([]);
  });

  it('are listed by coin, in order, with no other key, no coin without a valid drawing', () => {
    const storage = memoryStorage();
    storage.setItem(guestDrawingsKey('XRP-KRW'), JSON.stringify([guest('x', { coin: 'XRP-KRW' })]));
    storage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([guest('a'), guest('b')]));
    storage.setItem(guestDrawingsKey('ETH-KRW'), JSON.stringify([{ id: 'broken' }]));
    storage.setItem('tradedeck.drawings.v1.nocoin', JSON.stringify([guest('n')]));
    storage.setItem('tradedeck.settings', '{}');
    expect(guestDrawingSets(storage)).toEqual([
      { coin: 'BTC-KRW', drawings: [guest('a'), guest('b')] },
      { coin: 'XRP-KRW', drawings: [guest('x', { coin: 'XRP-KRW' })] },
    ]);
    expect(guestDrawingSets(memoryStorage())).toEqual([]);
  });

  it('are looked for by key alone at login (what the keys hold is read when there are some)', () => {
    const storage = memoryStorage();
    storage.setItem('tradedeck.settings', '{}');
    expect(hasGuestDrawingKeys(storage)).toBe(false);
    storage.setItem(guestDrawingsKey('BTC-KRW'), '[]');
    expect(hasGuestDrawingKeys(storage)).toBe(true);
  });
});

describe('uploading a guest’s drawings', () => {
  it('saves each as a new drawing of the member and takes it out of the browser', async () => {
    const storage = memoryStorage();
    storage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([guest('a'), guest('b')]));
    storage.setItem(guestDrawingsKey('ETH-KRW'), JSON.stringify([guest('e', { coin: 'ETH-KRW' })]));
    const { sent, calls } = exchange(stored);
    const upload = await uploadGuestDrawings(storage, calls, guestDrawingSets(storage));
    expect(upload).toEqual({ saved: 3, kept: 0, reason: null });
    expect(sent.map(([id]) => id)).toEqual(['a', 'b', 'e']);
    const { id: _id, version: _v, updatedAt: _at, ...content } = guest('a');
    expect(sent[0]![1]).toEqual({ ...content, baseVersion: 0 });
    expect(guestDrawingSets(storage)).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('counts a drawing the account already has (an unanswered upload done again) as saved, sending nothing twice', async () => {
    const storage = memoryStorage();
    storage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([guest('a'), guest('b')]));
    const { sent, calls } = exchange((id, body) =>
      id === 'a'
        ? refused(DRAWING_ERROR_CODES.stale, 'stale', { current: stored(id, body) })
        : stored(id, body),
    );
    expect(await uploadGuestDrawings(storage, calls, guestDrawingSets(storage))).toEqual({
      saved: 2,
      kept: 0,
      reason: null,
    });
    expect(sent).toHaveLength(2);
    expect(storage.length).toBe(0);
  });

  it('keeps a refused drawing in the browser with the exchange’s reason and goes on with the next', async () => {
    const storage = memoryStorage();
    storage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([guest('a'), guest('b'), guest('c')]));
    const { sent, calls } = exchange((id, body) =>
      id === 'b' ? refused(DRAWING_ERROR_CODES.notFound, 'No such drawing') : stored(id, body),
    );
    expect(await uploadGuestDrawings(storage, calls, guestDrawingSets(storage))).toEqual({
      saved: 2,
      kept: 1,
      reason: 'No such drawing',
    });
    expect(sent.map(([id]) => id)).toEqual(['a', 'b', 'c']);
    expect(readGuestDrawings(storage, 'BTC-KRW')).toEqual([guest('b')]);
  });

  it('past a coin’s limit keeps the rest of that coin without asking, and goes on with the next coin', async () => {
    const storage = memoryStorage();
    storage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([guest('a'), guest('b'), guest('c')]));
    storage.setItem(guestDrawingsKey('ETH-KRW'), JSON.stringify([guest('e', { coin: 'ETH-KRW' })]));
    const { sent, calls } = exchange((id, body) =>
      id === 'b'
        ? refused(DRAWING_ERROR_CODES.tooMany, 'A coin holds at most 300 drawings.')
        : stored(id, body),
    );
    expect(await uploadGuestDrawings(storage, calls, guestDrawingSets(storage))).toEqual({
      saved: 2,
      kept: 2,
      reason: 'A coin holds at most 300 drawings.',
    });
    expect(sent.map(([id]) => id)).toEqual(['a', 'b', 'e']);
    expect(guestDrawingSets(storage)).toEqual([{ coin: 'BTC-KRW', drawings: [guest('b'), guest('c')] }]);
  });

  it('offline keeps everything not yet saved, asks nothing more, and has no reason of the exchange’s', async () => {
    const storage = memoryStorage();
    storage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([guest('a'), guest('b')]));
    storage.setItem(guestDrawingsKey('ETH-KRW'), JSON.stringify([guest('e', { coin: 'ETH-KRW' })]));
    const { sent, calls } = exchange((id, body) =>
      id === 'b' ? new TypeError('Failed to fetch') : stored(id, body),
    );
    expect(await uploadGuestDrawings(storage, calls, guestDrawingSets(storage))).toEqual({
      saved: 1,
      kept: 2,
      reason: null,
    });
    expect(sent.map(([id]) => id)).toEqual(['a', 'b']);
    expect(guestDrawingSets(storage).map((set) => set.drawings.map((each) => each.id))).toEqual([
      ['b'],
      ['e'],
    ]);
    // Done again, once back online: only what stayed is sent.
    const again = exchange(stored);
    expect(await uploadGuestDrawings(storage, again.calls, guestDrawingSets(storage))).toEqual({
      saved: 2,
      kept: 0,
      reason: null,
    });
    expect(again.sent.map(([id]) => id)).toEqual(['b', 'e']);
  });

  it('takes each saved drawing out of the browser as soon as it is saved (a closed window loses none, doubles none)', async () => {
    const storage = memoryStorage();
    storage.setItem(guestDrawingsKey('BTC-KRW'), JSON.stringify([guest('a'), guest('b')]));
    let release!: () => void;
    const second = new Promise<void>((resolve) => (release = resolve));
    const calls = {
      putDrawing: async (id: string, body: DrawingPutRequest) => {
        if (id === 'b') await second;
        return stored(id, body);
      },
      refusal: exchangeDrawingCalls.refusal,
    };
    const upload = uploadGuestDrawings(storage, calls, guestDrawingSets(storage));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readGuestDrawings(storage, 'BTC-KRW').map((each) => each.id)).toEqual(['b']);
    release();
    expect(await upload).toEqual({ saved: 2, kept: 0, reason: null });
  });
});
