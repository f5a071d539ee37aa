/**
 * The window's intent bus: a panel publishes what it asks of the others (intent-rules.ts: an order was
 * placed, fill or focus the order panel) and the panels that answer subscribe, so no panel imports
 * another to talk to it. A subscription's owner (an effect, a controller) ends it with the function
 * subscribe answers.
 *
 * Window-scoped: a pop-out is the app booted again in its own window with its own bus. The bus does not
 * cross windows: an order placed in a pop-out reaches the charts of other windows as the member's order
 * event from the feed, which they follow anyway (account-lines.ts of the chart); the linked charts'
 * crosshair and time are carried between windows by the chart's own channel, which publishes them here.
 */
import {
  deliver,
  INTENT_DELIVERY,
  intentProblem,
  type IntentHandler,
  type IntentPayloads,
  type IntentType,
} from './intent-rules';

export interface IntentBus {
  /**
   * Delivers an intent to its receivers; answers whether one took it. A payload intent-rules.ts calls a
   * caller's bug throws a RangeError.
   */
  publish<T extends IntentType>(type: T, payload: IntentPayloads[T]): boolean;
  /** Adds a receiver; answers the function that removes it. */
  subscribe<T extends IntentType>(type: T, handler: IntentHandler<T>): () => void;
}

export function createIntentBus(): IntentBus {
  const receivers: { [T in IntentType]?: IntentHandler<T>[] } = {};
  const of = <T extends IntentType>(type: T): IntentHandler<T>[] =>
    (receivers[type] ??= []) as IntentHandler<T>[];
  return {
    publish(type, payload) {
      const problem = intentProblem(type, payload);
      if (problem !== null) throw new RangeError(problem);
      // A copy: a receiver may unsubscribe (or another subscribe) while the intent is delivered.
      return deliver([...of(type)], payload, INTENT_DELIVERY[type]);
    },
    subscribe(type, handler) {
      const list = of(type);
      // Each subscription is its own entry, so the same function subscribed twice is removed once per call.
      const entry: typeof handler = (payload) => handler(payload);
      list.push(entry);
      return () => {
        const index = list.indexOf(entry);
        if (index >= 0) list.splice(index, 1);
      };
    },
  };
}

/** This window's bus. */
const windowIntents = createIntentBus();

export const publishIntent: IntentBus['publish'] = (type, payload) => windowIntents.publish(type, payload);
export const subscribeIntent: IntentBus['subscribe'] = (type, handler) =>
  windowIntents.subscribe(type, handler);
