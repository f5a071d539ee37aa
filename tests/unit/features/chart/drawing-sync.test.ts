import { beforeEach, describe, expect, it } from 'vitest';
import { DRAWING_ERROR_CODES, type Drawing, type DrawingChange } from '../../../../contract';
import { ApiError } from '../../../../src/api/api-error';
import { DrawingSync, type SyncedDrawings } from '../../../../src/features/chart/drawing-sync';
import {
  exchangeDrawingCalls,
  type DrawingCalls,
} from '../../../../src/features/chart/exchange-drawing-calls';
import { memoryStorage } from '../../../fixtures/storage';
import { storedDrawing } from '../../../fixtures/drawings';

/** The window's drawings as chart-drawings.ts keeps them, with the exchange's changes applied as its reducer does. */
function windowDrawings(): SyncedDrawings & { list: Drawing[] } {
  const held = {
    list: [] as Drawing[],
    get drawings() {
      return held.list;
    },
    replace: (drawings: readonly Drawing[]) => void (held.list = [...drawings]),
    stored: (drawing: Drawing) => {
      const at = held.list.findIndex((each) => each.id === drawing.id);
      if (at >= 0 && held.list[at]!.version >= drawing.version) return;
      held.list = at >= 0 ? held.list.map((each, i) => (i === at ? drawing : each)) : [...held.list, drawing];
    },
    removed: (ids: readonly string[]) =>
      void (held.list = held.list.filter((each) => !ids.includes(each.id))),
  };
  return held;
}

/** A promise settled by the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

class FakeChannel {
  private drawingListeners = new Set<(changes: readonly DrawingChange[]) => void>();
  private reconnectListeners = new Set<() => void>();
  onDrawings(listener: (changes: readonly DrawingChange[]) => void) {
    this.drawingListeners.add(listener);
    return () => void this.drawingListeners.delete(listener);
  }
  onReconnect(listener: () => void) {
    this.reconnectListeners.add(listener);
    return () => void this.reconnectListeners.delete(listener);
  }
  emit(changes: DrawingChange[]) {
    for (const listener of this.drawingListeners) listener(changes);
  }
  reconnect() {
    for (const listener of this.reconnectListeners) listener();
  }
}

describe('a guest’s drawings', () => {
  it('are kept in this browser on each write and loaded at the start', () => {
    const storage = memoryStorage();
    const drawings = windowDrawings();
    const sync = new DrawingSync({
      coin: 'BTC-KRW',
      drawings,
      calls: null,
      feed: new FakeChannel(),
      storage,
      notify: () => undefined,
      failedText: () => 'failed',
    });
    sync.start();
    drawings.list = [storedDrawing('a', { version: 0, updatedAt: 0 })];
    sync.write([{ kind: 'put', drawing: drawings.list[0]!, baseVersion: 0 }]);
    const again = windowDrawings();
    new DrawingSync({
      coin: 'BTC-KRW',
      drawings: again,
      calls: null,
      feed: new FakeChannel(),
      storage,
      notify: () => undefined,
      failedText: () => 'failed',
    }).start();
    expect(again.list).toEqual(drawings.list);
  });
});

describe('a member’s drawings', () => {
  let drawings: ReturnType<typeof windowDrawings>;
  let channel: FakeChannel;
  let told: string[];
  let sent: (['put', string, number, string] | ['delete', string, number] | ['list'])[];
  let answers: ReturnType<typeof deferred<Drawing>>[];
  let listed: Drawing[];

  function start(calls: Partial<DrawingCalls> = {}) {
    const sync = new DrawingSync({
      coin: 'BTC-KRW',
      drawings,
      calls: {
        listDrawings: async () => {
          sent.push(['list']);
          return listed;
        },
        putDrawing: (id, body) => {
          sent.push(['put', id, body.baseVersion, body.style.color]);
          const answer = deferred<Drawing>();
          answers.push(answer);
          return answer.promise;
        },
        deleteDrawing: async (id, version) => {
          sent.push(['delete', id, version]);
          return null;
        },
        refusal: exchangeDrawingCalls.refusal,
        ...calls,
      },
      feed: channel,
      storage: null,
      notify: (message) => void told.push(message),
      failedText: () => 'failed',
    });
    sync.start();
    return sync;
  }

  beforeEach(() => {
    drawings = windowDrawings();
    channel = new FakeChannel();
    told = [];
    sent = [];
    answers = [];
    listed = [storedDrawing('a', { version: 3 })];
  });

  it('are listed at the start and again after a reconnect', async () => {
    start();
    await flush();
    expect(drawings.list).toEqual(listed);
    listed = [];
    channel.reconnect();
    await flush();
    expect(drawings.list).toEqual([]);
    expect(sent).toEqual([['list'], ['list']]);
  });

  it('a drawing’s writes go in turn, each on the version the last answer left, keeping later edits', async () => {
    const sync = start();
    await flush();
    const fresh = storedDrawing('n', {
      version: 0,
      style: { ...storedDrawing('n').style, color: '#000001' },
    });
    drawings.list = [...drawings.list, fresh];
    sync.write([{ kind: 'put', drawing: fresh, baseVersion: 0 }]);
    // The trader edits it again before the exchange answered the first write.
    const edited = { ...fresh, style: { ...fresh.style, color: '#000002' } };
    drawings.list = drawings.list.map((each) => (each.id === 'n' ? edited : each));
    sync.write([{ kind: 'put', drawing: edited, baseVersion: 0 }]);
    await flush();
    expect(sent.slice(1)).toEqual([['put', 'n', 0, '#000002']]);
    answers[0]!.resolve({ ...edited, version: 1 });
    await flush();
    // The answer gives the version; the second write (same content) goes on it.
    expect(drawings.list.find((each) => each.id === 'n')).toMatchObject({
      version: 1,
      style: { color: '#000002' },
    });
    expect(sent.slice(1)).toEqual([
      ['put', 'n', 0, '#000002'],
      ['put', 'n', 1, '#000002'],
    ]);
  });

  it('an answer keeps an edit the trader made while it was under way', async () => {
    const sync = start();
    await flush();
    const line = drawings.list[0]!;
    sync.write([{ kind: 'put', drawing: line, baseVersion: 3 }]);
    await flush();
    const later = { ...line, style: { ...line.style, color: '#00ff00' } };
    drawings.list = [later];
    answers[0]!.resolve({ ...line, version: 4 });
    await flush();
    expect(drawings.list).toEqual([{ ...later, version: 4, updatedAt: line.updatedAt }]);
  });

  it('a stale write shows the exchange’s message and its drawing as it is', async () => {
    const sync = start();
    await flush();
    const line = drawings.list[0]!;
    sync.write([{ kind: 'put', drawing: line, baseVersion: 3 }]);
    await flush();
    const current = { ...line, version: 5, style: { ...line.style, color: '#123456' } };
    answers[0]!.reject(
      new ApiError(
        { kind: 'http', httpStatus: 409, code: DRAWING_ERROR_CODES.stale, message: 'changed elsewhere' },
        { current },
      ),
    );
    await flush();
    expect(told).toEqual(['changed elsewhere']);
    expect(drawings.list).toEqual([current]);
  });

  it('another refusal shows its message and takes the exchange’s list again, without the refused drawing', async () => {
    const sync = start();
    await flush();
    const refused = storedDrawing('n', { version: 0 });
    drawings.list = [...drawings.list, refused];
    sync.write([{ kind: 'put', drawing: refused, baseVersion: 0 }]);
    await flush();
    answers[0]!.reject(
      new ApiError({ kind: 'http', httpStatus: 409, code: DRAWING_ERROR_CODES.tooMany, message: 'too many' }),
    );
    await flush();
    expect(told).toEqual(['too many']);
    expect(sent.at(-1)).toEqual(['list']);
    expect(drawings.list).toEqual(listed);
  });

  it('a drawing made or deleted while the list is on its way is not undone by it', async () => {
    const list = deferred<Drawing[]>();
    const sync = start({
      listDrawings: () => {
        sent.push(['list']);
        return list.promise;
      },
    });
    // Drawn before the list came: its write answered before the list (made before the write).
    const early = storedDrawing('e', { version: 0 });
    drawings.list = [early];
    sync.write([{ kind: 'put', drawing: early, baseVersion: 0 }]);
    await flush();
    answers[0]!.resolve({ ...early, version: 1 });
    await flush();
    // Drawn before the list came, its write still on its way.
    const late = storedDrawing('l', { version: 0 });
    drawings.list = [...drawings.list, late];
    sync.write([{ kind: 'put', drawing: late, baseVersion: 0 }]);
    // Deleted in another window meanwhile.
    channel.emit([{ kind: 'deleted', coin: 'BTC-KRW', ids: ['gone'] }]);
    list.resolve([storedDrawing('a', { version: 3 }), storedDrawing('gone', { version: 2 })]);
    await flush();
    expect(drawings.list.map((each) => each.id)).toEqual(['a', 'e', 'l']);
    expect(drawings.list.find((each) => each.id === 'e')!.version).toBe(1);
    // The late write is answered on the version the exchange gives; later edits go on it.
    answers[1]!.resolve({ ...late, version: 1 });
    await flush();
    sync.write([{ kind: 'put', drawing: drawings.list[2]!, baseVersion: 1 }]);
    await flush();
    expect(sent.at(-1)).toEqual(['put', 'l', 1, late.style.color]);
  });

  it('a deletion goes at the version the exchange holds; one never stored sends nothing', async () => {
    const sync = start();
    await flush();
    drawings.list = [];
    sync.write([
      { kind: 'delete', id: 'a', version: 3 },
      { kind: 'delete', id: 'never', version: 0 },
    ]);
    await flush();
    expect(sent.slice(1)).toEqual([['delete', 'a', 3]]);
  });

  it('other windows’ changes of the coin come in; one under this window’s write waits for its answer', async () => {
    const sync = start();
    await flush();
    const other = storedDrawing('o', { version: 2 });
    channel.emit([
      { kind: 'put', coin: 'BTC-KRW', drawing: other },
      { kind: 'put', coin: 'ETH-KRW', drawing: storedDrawing('e', { coin: 'ETH-KRW' }) },
    ]);
    expect(drawings.list.map((each) => each.id)).toEqual(['a', 'o']);
    const line = drawings.list[0]!;
    sync.write([{ kind: 'put', drawing: line, baseVersion: 3 }]);
    channel.emit([{ kind: 'put', coin: 'BTC-KRW', drawing: { ...line, version: 4, hidden: true } }]);
    expect(drawings.list[0]).toBe(line);
    channel.emit([{ kind: 'deleted', coin: 'BTC-KRW', ids: ['o', 'a'] }]);
    expect(drawings.list.map((each) => each.id)).toEqual(['a']);
  });
});
