/** Validation of client socket messages (the ClientMessage union of the contract). */
import { z } from 'zod';
import { CHANNELS, type ClientMessage } from '../../contract';

const channel = z.enum(CHANNELS);

export const clientMessageSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('sub'), ch: channel, since: z.number().int().nonnegative().optional() }),
  z.object({ op: z.literal('unsub'), ch: channel }),
  z.object({ op: z.literal('snapshot'), ch: channel }),
  z.object({ op: z.literal('ping') }),
]) satisfies z.ZodType<ClientMessage>;

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
