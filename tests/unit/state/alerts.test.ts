import { describe, expect, test, vi } from 'vitest';
import {
  ALERT_ERROR_CODES,
  ALERT_ERROR_MESSAGES,
  ALERT_PROBLEM_MESSAGES,
  type Alert,
  type AlertPutRequest,
} from '../../../contract';
import { ApiError } from '../../../src/api/api-error';
import { alertRefusalOf, createAlertsStore, type AlertCalls } from '../../../src/state/alerts';
import { alertPut, storedAlert } from '../../fixtures/alerts';

function refused(status: number, code: string, data: unknown = null): ApiError {
  return new ApiError({ kind: 'http', httpStatus: status, code, message: code }, data);
}

/** Calls answered by the test: each call's answers in turn. */
function fakeCalls(list: Alert[] = []) {
  const calls = {
    alerts: vi.fn<AlertCalls['alerts']>(() => Promise.resolve({ alerts: list })),
    putAlert: vi.fn<AlertCalls['putAlert']>((id: string, body: AlertPutRequest) => {
      const { baseVersion, ...content } = body;
      return Promise.resolve({ ...content, id, version: baseVersion + 1, createdAt: 1, updatedAt: 2 });
    }),
    deleteAlert: vi.fn<AlertCalls['deleteAlert']>(() => Promise.resolve(null)),
  };
  return calls;
}

const { baseVersion: _base, ...content } = alertPut();

async function settled(store: ReturnType<typeof createAlertsStore>): Promise<void> {
  await vi.waitFor(() => expect(store.state.status).not.toBe('loading'));
}

describe('the alerts store', () => {
  test('a guest has none and asks nothing; a member gets theirs', async () => {
    const calls = fakeCalls([storedAlert('a')]);
    const store = createAlertsStore(calls);
    store.sync(null);
    expect(store.state).toMatchObject({ status: 'guest', alerts: [] });
    await store.reload();
    expect(calls.alerts).not.toHaveBeenCalled();
    store.sync(7);
    expect(store.state.status).toBe('loading');
    await settled(store);
    expect(store.state).toMatchObject({ status: 'ready', alerts: [storedAlert('a')] });
    store.sync(7);
    expect(calls.alerts).toHaveBeenCalledTimes(1);
    store.sync(null);
    expect(store.state).toMatchObject({ status: 'guest', alerts: [] });
  });

  test("the previous member's answer is dropped after a logout", async () => {
    let answer: (list: { alerts: Alert[] }) => void = () => undefined;
    const calls = fakeCalls();
    calls.alerts.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const store = createAlertsStore(calls);
    store.sync(7);
    store.sync(null);
    answer({ alerts: [storedAlert('a')] });
    await Promise.resolve();
    expect(store.state).toMatchObject({ status: 'guest', alerts: [] });
  });

  test('a failed list says so, and the next sync asks again', async () => {
    const calls = fakeCalls([storedAlert('a')]);
    calls.alerts.mockRejectedValueOnce(refused(500, 'SERVER_ERROR'));
    const store = createAlertsStore(calls);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.sync(7);
    await settled(store);
    expect(store.state.status).toBe('failed');
    store.sync(7);
    await settled(store);
    expect(store.state).toMatchObject({ status: 'ready', alerts: [storedAlert('a')] });
  });

  test('reload lists them again (a once alert turned itself off)', async () => {
    const calls = fakeCalls([storedAlert('a')]);
    const store = createAlertsStore(calls);
    store.sync(7);
    await settled(store);
    const lists = store.state.lists;
    calls.alerts.mockResolvedValue({ alerts: [storedAlert('a', { active: false, version: 2 })] });
    await store.reload();
    expect(store.state.alerts).toEqual([storedAlert('a', { active: false, version: 2 })]);
    // Each list answered counts, the same alerts again too (their firings may be new).
    expect(store.state.lists).toBe(lists + 1);
    await store.reload();
    expect(store.state.lists).toBe(lists + 2);
  });

  test('put creates at 0 and updates at its version, taking the stored alert', async () => {
    const calls = fakeCalls();
    const store = createAlertsStore(calls);
    store.sync(7);
    await settled(store);
    const created = await store.put('a', content, 0);
    expect(calls.putAlert).toHaveBeenLastCalledWith('a', { ...content, baseVersion: 0 });
    expect(created).toMatchObject({ ok: true, alert: { id: 'a', version: 1 } });
    await store.put('a', { ...content, active: false }, 1);
    expect(calls.putAlert).toHaveBeenLastCalledWith('a', { ...content, active: false, baseVersion: 1 });
    expect(store.state.alerts).toMatchObject([{ id: 'a', version: 2, active: false }]);
  });

  test('a stale write takes the exchange’s current alert and says why', async () => {
    const current = storedAlert('a', { version: 5, condition: { kind: 'price', op: 'crosses', value: 7 } });
    const calls = fakeCalls([storedAlert('a', { version: 3 })]);
    calls.putAlert.mockRejectedValue(refused(409, ALERT_ERROR_CODES.stale, { current }));
    const store = createAlertsStore(calls);
    store.sync(7);
    await settled(store);
    const result = await store.put('a', content, 3);
    expect(result).toEqual({
      ok: false,
      refusal: { code: ALERT_ERROR_CODES.stale, texts: ALERT_ERROR_MESSAGES.stale, current },
    });
    expect(store.state.alerts).toEqual([current]);
  });

  test('delete sends the version and drops it; a stale delete keeps the current one', async () => {
    const calls = fakeCalls([storedAlert('a', { version: 4 }), storedAlert('b')]);
    const store = createAlertsStore(calls);
    store.sync(7);
    await settled(store);
    await expect(store.remove({ id: 'a', version: 4 })).resolves.toEqual({ ok: true });
    expect(calls.deleteAlert).toHaveBeenLastCalledWith('a', 4);
    expect(store.state.alerts.map((alert) => alert.id)).toEqual(['b']);
    const current = storedAlert('b', { version: 2 });
    calls.deleteAlert.mockRejectedValueOnce(refused(409, ALERT_ERROR_CODES.stale, { current }));
    await expect(store.remove({ id: 'b', version: 1 })).resolves.toMatchObject({ ok: false });
    expect(store.state.alerts).toEqual([current]);
    // Deleted in another window already: gone, as asked.
    calls.deleteAlert.mockRejectedValueOnce(refused(404, ALERT_ERROR_CODES.notFound));
    await expect(store.remove({ id: 'b', version: 2 })).resolves.toEqual({ ok: true });
    expect(store.state.alerts).toEqual([]);
  });
});

describe('alertRefusalOf', () => {
  test.each([
    [refused(409, ALERT_ERROR_CODES.tooMany, { max: 200 }), ALERT_ERROR_MESSAGES.tooMany],
    [refused(400, ALERT_ERROR_CODES.invalid, { problem: 'expiry' }), ALERT_PROBLEM_MESSAGES.expiry],
    [refused(404, ALERT_ERROR_CODES.notFound), ALERT_ERROR_MESSAGES.notFound],
    [refused(400, ALERT_ERROR_CODES.invalid, { problem: 'nonsense' }), null],
    [new ApiError({ kind: 'network' }), null],
    [new Error('bug'), null],
  ])('%s says %j', (error, texts) => {
    expect(alertRefusalOf(error)).toMatchObject({ texts, current: null });
  });
});
