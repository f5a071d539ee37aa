/**
 * The member's alerts (contract/alerts.ts), kept by the exchange: listed when a member's window first needs
 * them (`sync` with the member's number) and again on `reload` (an alert notification arrived: a `once`
 * alert turned itself off), each write made on the version it was decided on. A write refused as stale
 * (ALERT_STALE) takes the exchange's alert as it is now, as the chart's drawings do; every refusal comes back
 * with its message in ko and en (alertRefusalOf). A guest has none: alerts need a login.
 */
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import {
  ALERT_ERROR_CODES,
  ALERT_ERROR_MESSAGES,
  ALERT_PROBLEM_MESSAGES,
  alertInvalidSchema,
  type Alert,
  type AlertContent,
  type AlertList,
  type AlertPutRequest,
  type Texts,
} from '../../contract';
import { ApiError } from '../api/api-error';
import {
  alerts as listAlertsCall,
  currentAlertOf,
  deleteAlert as deleteAlertCall,
  putAlert as putAlertCall,
} from '../api/client';
import { session } from './session';

/** The calls the store makes (src/api/client.ts; tests give their own). */
export interface AlertCalls {
  alerts(): Promise<AlertList>;
  putAlert(id: string, body: AlertPutRequest): Promise<Alert>;
  deleteAlert(id: string, version: number): Promise<null>;
}

/** `guest`: no member (none to show, the UI says alerts need a login); `failed`: the list did not come. */
export type AlertsStatus = 'guest' | 'loading' | 'ready' | 'failed';

export interface AlertsState {
  status: AlertsStatus;
  /** Oldest first, as the exchange lists them. */
  alerts: Alert[];
  /**
   * Counts the lists answered: each `reload` (an alert fired) is a new one even when the alerts read the
   * same, so what shows their firings (the chart's bells) asks for them again.
   */
  lists: number;
}

/**
 * Why a write was refused: the exchange's code with its message in both languages (null for a failure
 * without one of the exchange's — offline, a timeout —, which the UI words itself), and for a stale write
 * the alert as it is now (already taken by the store).
 */
export interface AlertRefusal {
  code: string;
  texts: Texts | null;
  current: Alert | null;
}

export type AlertWriteResult = { ok: true; alert: Alert } | { ok: false; refusal: AlertRefusal };
export type AlertDeleteResult = { ok: true } | { ok: false; refusal: AlertRefusal };

/** A refused alert call's refusal: the exchange's own words for its codes, none for other failures. */
export function alertRefusalOf(error: unknown): AlertRefusal {
  const current = currentAlertOf(error) ?? null;
  if (!(error instanceof ApiError)) return { code: '', texts: null, current };
  const { code } = error;
  if (code === ALERT_ERROR_CODES.invalid) {
    const invalid = alertInvalidSchema.safeParse(error.data);
    return { code, texts: invalid.success ? ALERT_PROBLEM_MESSAGES[invalid.data.problem] : null, current };
  }
  const known = (Object.keys(ALERT_ERROR_MESSAGES) as (keyof typeof ALERT_ERROR_MESSAGES)[]).find(
    (name) => ALERT_ERROR_CODES[name] === code,
  );
  return { code, texts: known ? ALERT_ERROR_MESSAGES[known] : null, current };
}

export interface AlertsStore {
  readonly state: AlertsState;
  /**
   * Follows the window's member (null: a guest): a new member's alerts are listed, a guest's list is
   * empty; the same member again changes nothing, so every panel that shows alerts may call it.
   */
  sync(memNo: number | null): void;
  /** Lists the member's alerts again (an alert notification arrived, a reconnect); nothing for a guest. */
  reload(): Promise<void>;
  /** Creates (`baseVersion` 0) or updates the alert `id` on the version it was decided on. */
  put(id: string, content: AlertContent, baseVersion: number): Promise<AlertWriteResult>;
  /** Deletes the alert at its version (a stale delete takes the alert as it is now and keeps it). */
  remove(alert: Pick<Alert, 'id' | 'version'>): Promise<AlertDeleteResult>;
}

export function createAlertsStore(calls: AlertCalls): AlertsStore {
  const state = proxy<AlertsState>({ status: 'guest', alerts: [], lists: 0 });
  let member: number | null = null;
  /** Bumped when the member changes, so that an answer for the previous member is dropped. */
  let generation = 0;

  /** The alert as the exchange answered it, unless the list holds a newer version already. */
  function take(alert: Alert): void {
    const index = state.alerts.findIndex((each) => each.id === alert.id);
    const held = state.alerts[index];
    if (!held) state.alerts.push(alert);
    else if (held.version <= alert.version) state.alerts[index] = alert;
  }

  function drop(id: string): void {
    const index = state.alerts.findIndex((each) => each.id === id);
    if (index >= 0) state.alerts.splice(index, 1);
  }

  async function reload(): Promise<void> {
    if (member === null) return;
    const mine = generation;
    if (state.status !== 'ready') state.status = 'loading';
    try {
      const { alerts } = await calls.alerts();
      if (mine !== generation) return;
      state.alerts = alerts;
      state.status = 'ready';
      state.lists += 1;
    } catch (error) {
      if (mine !== generation) return;
      console.error('alerts could not be listed', error);
      if (state.status !== 'ready') state.status = 'failed';
    }
  }

  function sync(memNo: number | null): void {
    if (memNo === member && state.status !== 'failed') return;
    if (memNo !== member) {
      member = memNo;
      generation += 1;
      state.alerts = [];
      state.status = memNo === null ? 'guest' : 'loading';
    }
    void reload();
  }

  async function put(id: string, content: AlertContent, baseVersion: number): Promise<AlertWriteResult> {
    const mine = generation;
    try {
      const alert = await calls.putAlert(id, { ...content, baseVersion });
      if (mine === generation) take(alert);
      return { ok: true, alert };
    } catch (error) {
      const refusal = alertRefusalOf(error);
      if (mine === generation && refusal.current) take(refusal.current);
      return { ok: false, refusal };
    }
  }

  async function remove(alert: Pick<Alert, 'id' | 'version'>): Promise<AlertDeleteResult> {
    const mine = generation;
    try {
      await calls.deleteAlert(alert.id, alert.version);
      if (mine === generation) drop(alert.id);
      return { ok: true };
    } catch (error) {
      const refusal = alertRefusalOf(error);
      if (mine !== generation) return { ok: false, refusal };
      if (refusal.current) take(refusal.current);
      // Gone already (deleted in another window): what the member asked for is so.
      if (refusal.code === ALERT_ERROR_CODES.notFound) {
        drop(alert.id);
        return { ok: true };
      }
      return { ok: false, refusal };
    }
  }

  return { state, sync, reload, put, remove };
}

/** The window's alerts, over the REST client. */
export const alertsStore = createAlertsStore({
  alerts: () => listAlertsCall(),
  putAlert: (id, body) => putAlertCall(id, body),
  deleteAlert: (id, version) => deleteAlertCall(id, version),
});

/**
 * The window's alerts as a component reads them, following the window's member: every panel that shows
 * alerts (the alerts panel, a chart's lines) calls it, and the first to mount lists them.
 */
export function useMemberAlerts() {
  const { user } = useSnapshot(session);
  const memNo = user?.memNo ?? null;
  useEffect(() => alertsStore.sync(memNo), [memNo]);
  return useSnapshot(alertsStore.state);
}
