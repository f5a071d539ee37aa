import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';
import { getCreditStatus, repayLoan } from '../../../src/api/client';
import { creditStatusQuery, followCreditFrames } from '../../../src/api/credit';
import { queryKeys } from '../../../src/api/query';
import { creditStatus, loanRow } from '../../fixtures/credit';
import { FakeLiveFeed as Feed } from '../../fixtures/live-feed';
import { ok, stubFetch } from './fetch-stub';

const fetchMock = stubFetch();

describe('the credit calls', () => {
  test('the status is read and checked against the contract', async () => {
    const status = creditStatus({ loans: [loanRow(1)] });
    fetchMock().mockResolvedValue(ok(status));
    await expect(getCreditStatus()).resolves.toEqual(status);
    expect(String(fetchMock().mock.calls[0]![0])).toBe('/v1/credit/status');
  });

  test('a status of the wrong shape is a contract failure', async () => {
    fetchMock().mockResolvedValue(ok({ ...creditStatus(), loans: [{ loanId: 1 }] }));
    await expect(getCreditStatus()).rejects.toMatchObject({ failure: 'contract' });
  });

  test.each(['krw', 'sell'] as const)('repaying by %s posts the method to the loan', async (method) => {
    const repaid = loanRow(7, { state: 'repaid', closeReason: method === 'krw' ? 'earlyKrw' : 'earlySell' });
    fetchMock().mockResolvedValue(ok(repaid));
    await expect(repayLoan(7, method)).resolves.toEqual(repaid);
    const [url, init] = fetchMock().mock.calls[0]!;
    expect(String(url)).toBe('/v1/credit/loans/7/repay');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ method }) });
  });

  test('an unknown method is refused before anything is sent', () => {
    expect(() => repayLoan(7, 'gift' as never)).toThrow();
    expect(fetchMock()).not.toHaveBeenCalled();
  });
});

describe('the credit status query and the frames', () => {
  test('a frame that arrives while the status is being fetched is kept over the older answer', async () => {
    const client = new QueryClient();
    const feed = new Feed();
    const stop = followCreditFrames(feed, client);
    let answer!: (response: Response) => void;
    fetchMock().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const fetching = client.fetchQuery(creditStatusQuery(true));
    await vi.waitFor(() => expect(fetchMock()).toHaveBeenCalled());
    const framed = creditStatus({ loans: [loanRow(1, { state: 'repaid', closeReason: 'expiry' })] });
    for (const listener of feed.credit) listener(framed);
    answer(ok(creditStatus({ loans: [loanRow(1)] })));
    await expect(fetching).resolves.toEqual(framed);
    expect(client.getQueryData(queryKeys.creditStatus)).toEqual(framed);
    // A later fetch with no frame meanwhile answers itself again.
    const later = creditStatus({ loans: [] });
    fetchMock().mockResolvedValue(ok(later));
    await expect(client.fetchQuery({ ...creditStatusQuery(true), staleTime: 0 })).resolves.toEqual(later);
    stop();
  });

  test('a frame replaces the cached status; a reconnect asks again; stopping lets go of both', async () => {
    const client = new QueryClient();
    const feed = new Feed();
    const loaded = creditStatus();
    fetchMock().mockResolvedValue(ok(loaded));
    await client.fetchQuery(creditStatusQuery(true));
    const stop = followCreditFrames(feed, client);
    const framed = creditStatus({ loans: [loanRow(1)] });
    for (const listener of feed.credit) listener(framed);
    expect(client.getQueryData(queryKeys.creditStatus)).toEqual(framed);
    for (const listener of feed.reconnect) listener();
    expect(client.getQueryState(queryKeys.creditStatus)?.isInvalidated).toBe(true);
    stop();
    expect(feed.credit.size + feed.reconnect.size).toBe(0);
  });

  test('disabled for a guest', () => {
    expect(creditStatusQuery(false).enabled).toBe(false);
  });
});
