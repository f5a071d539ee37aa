/**
 * The chart core run in this thread behind the chart client's interface: what tests and the worker bench
 * compare the worker with. Apart from chart-client.ts so that a page that only talks to the worker (the
 * boot module starts it) does not load the chart's compute core.
 */
import { ChartService } from '../../workers/core/chart/chart-service';
import { UpdatePump } from '../../workers/core/chart/update-pump';
import { systemScheduler } from '../../workers/core/base/scheduler';
import type { TradeBatch } from '../../workers/core/feed/trade-routes';
import { UpdateListeners, type ChartClient } from './chart-client';

/**
 * The same core in this thread: nothing is transferred, results are copies as from the worker; the
 * updates go to their listeners as the worker would send them, one batch at a time, the next after a frame.
 */
export function createInThreadChartClient(
  service = new ChartService(),
  requestFrame: (callback: () => void) => number = (callback) => requestAnimationFrame(callback),
): ChartClient {
  let disposed = false;
  const live = () => {
    if (disposed) throw new Error('this chart client was disposed');
    return service;
  };
  const listeners = new UpdateListeners();
  const ports = new Map<string, MessagePort>();
  const pump = new UpdatePump(() => {
    const updates = service.takeUpdates();
    if (updates.length === 0) return false;
    listeners.dispatch(updates);
    requestFrame(() => pump.taken());
    return true;
  }, systemScheduler);
  const closePort = (id: string) => {
    ports.get(id)?.close();
    ports.delete(id);
  };
  return {
    open: async (id, interval, history, options) => {
      const view = live().open(id, interval, history, options);
      if (service.hasUpdates) pump.notify();
      return view;
    },
    connectTrades(id, port) {
      live();
      closePort(id);
      ports.set(id, port);
      port.onmessage = (event: MessageEvent<TradeBatch>) => {
        if (!disposed && service.receive(id, event.data)) pump.notify();
      };
    },
    holdTrades: (id) => live().hold(id),
    onUpdate: (id, listener) => listeners.add(id, listener),
    setBar(id, bar) {
      if (live().setBar(id, bar)) pump.notify();
    },
    view: async (id) => live().view(id),
    prepend: async (id, older) => live().prepend(id, older),
    highLow: async (id, from, to) => live().highLow(id, from, to),
    setIndicators: async (id, specs) => live().setIndicators(id, specs),
    forecast: async (id, request, nowMs = Date.now()) => live().forecast(id, request, nowMs),
    aggregate: async (series, interval) => live().aggregate(series, interval),
    close: async (id) => {
      closePort(id);
      live().close(id);
    },
    dispose() {
      disposed = true;
      for (const id of [...ports.keys()]) closePort(id);
      pump.dispose();
      listeners.clear();
    },
  };
}
