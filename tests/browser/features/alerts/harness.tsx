/**
 * Test harness for the alerts panel and the alert dialog: a member (or guest) session, the app's dialogs,
 * and a small exchange of the member's alerts behind the fetch stub — list, PUT on versions (a write on
 * another version refused ALERT_STALE with the alert as it is now), DELETE at a version, the firing log —
 * whose refusals a test may set (`refuseNext`, `failList`) — inside a memory router, as the app's dialogs need.
 */
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ALERT_ERROR_CODES, type Alert, type AlertFiring, type AlertPutRequest } from '../../../../contract';
import type { Language } from '../../../../src/lib/languages';
import { registerAppDialogs } from '../../../../src/app/dialogs';
import { DialogManager, ToastHost } from '../../../../src/shell';
import { alertsStore } from '../../../../src/state/alerts';
import { envelope, renderWithFeed, resetStores, stubApi } from '../../shell/harness';
import { FakeFeed } from '../../workspace/harness';

registerAppDialogs();

/** The exchange's clock in these tests: 2026-11-29 00:00 KST. */
export const NOW = Date.UTC(2026, 10, 28, 15, 0);

export class AlertExchange {
  readonly alerts = new Map<string, Alert>();
  firings: AlertFiring[] = [];
  /** The list is answered with a server error while this is set. */
  failList = false;
  readonly puts: { id: string; body: AlertPutRequest }[] = [];
  readonly deletes: { id: string; version: number }[] = [];
  private refusal: Response | null = null;

  constructor(alerts: Alert[] = []) {
    for (const alert of alerts) this.alerts.set(alert.id, alert);
  }

  /** The next write is refused with this answer. */
  refuseNext(status: number, code: string, data: unknown = null): void {
    this.refusal = envelope(data, status, code, code);
  }

  private takeRefusal(): Response | null {
    const refusal = this.refusal;
    this.refusal = null;
    return refusal;
  }

  routes() {
    return {
      'GET /v1/alerts': () =>
        this.failList
          ? envelope(null, 500, 'SERVER_ERROR', 'failed')
          : envelope({ alerts: [...this.alerts.values()] }),
      'GET /v1/alerts/firings': ({ url }: { url: URL }) => {
        const alertId = url.searchParams.get('alertId');
        const key = url.searchParams.get('key');
        return envelope({
          firings: this.firings.filter((firing) => firing.alertId === alertId || firing.coin === key),
        });
      },
    };
  }

  /** Answers PUT and DELETE of /v1/alerts/:id (the stub routes by path, so these are matched by prefix). */
  answer(method: string, url: URL, init: RequestInit | undefined): Response | undefined {
    const match = /^\/v1\/alerts\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (!match || match[1] === 'firings') return undefined;
    const id = match[1]!;
    const held = this.alerts.get(id);
    if (method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as AlertPutRequest;
      this.puts.push({ id, body });
      const refusal = this.takeRefusal();
      if (refusal) return refusal;
      if ((held?.version ?? 0) !== body.baseVersion)
        return envelope({ current: held }, 409, ALERT_ERROR_CODES.stale, 'stale');
      const { baseVersion, ...content } = body;
      const stored: Alert = {
        ...content,
        id,
        version: baseVersion + 1,
        createdAt: held?.createdAt ?? NOW,
        updatedAt: NOW,
      };
      this.alerts.set(id, stored);
      return envelope(stored);
    }
    if (method === 'DELETE') {
      const version = Number(url.searchParams.get('version'));
      this.deletes.push({ id, version });
      const refusal = this.takeRefusal();
      if (refusal) return refusal;
      if (!held) return envelope(null, 404, ALERT_ERROR_CODES.notFound, 'not found');
      if (held.version !== version) return envelope({ current: held }, 409, ALERT_ERROR_CODES.stale, 'stale');
      this.alerts.delete(id);
      return envelope(null);
    }
    return undefined;
  }
}

/** The fetch stub answering the app's calls, the alert calls by `exchange` (restore it when done). */
export function stubAlertExchange(exchange: AlertExchange) {
  const fetchStub = stubApi(exchange.routes());
  const routed = fetchStub.getMockImplementation()!;
  fetchStub.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return exchange.answer(init?.method ?? 'GET', url, init) ?? routed(input, init);
  });
  return fetchStub;
}

/** Mounts `element` with the app's dialogs over `exchange`, fresh stores, English unless told. */
export function mountAlerts(
  element: ReactNode,
  exchange: AlertExchange,
  options: { member?: boolean; language?: Language } = {},
) {
  resetStores({ member: options.member !== false, language: options.language });
  alertsStore.sync(null);
  const fetchStub = stubAlertExchange(exchange);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <div style={{ width: '900px', height: '600px' }}>
            {element}
            <DialogManager />
            <ToastHost />
          </div>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  renderWithFeed(new FakeFeed(), <RouterProvider router={router} />, () => {
    router.dispose();
    fetchStub.mockRestore();
    alertsStore.sync(null);
  });
  return { fetchStub };
}
