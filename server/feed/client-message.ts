/**
 * Validation of client socket messages (the ClientMessage union of the contract). A keyed channel
 * (orderbook) needs the coin `key` on sub, unsub and snapshot; the other channels take none.
 */
import { z } from 'zod';
import { CHANNELS, coinKeySchema, KEYED_CHANNELS, type Channel, type ClientMessage } from '../../contract';

const channel = z.enum(CHANNELS);
const KEYED: ReadonlySet<Channel> = new Set(KEYED_CHANNELS);

export const clientMessageSchema = z
  .discriminatedUnion('op', [
    z.object({
      op: z.literal('sub'),
      ch: channel,
      since: z.number().int().nonnegative().optional(),
      key: coinKeySchema.optional(),
    }),
    z.object({ op: z.literal('unsub'), ch: channel, key: coinKeySchema.optional() }),
    z.object({ op: z.literal('snapshot'), ch: channel, key: coinKeySchema.optional() }),
    z.object({ op: z.literal('ping') }),
  ])
  .refine((message) => message.op === 'ping' || KEYED.has(message.ch) === (message.key !== undefined), {
    message: 'a keyed channel needs a coin key, and only a keyed channel takes one',
  }) satisfies z.ZodType<ClientMessage>;

/** The message, or undefined when the text is not JSON or not a known message (unknown channel included). */
export function parseClientMessage(text: string): ClientMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = clientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
