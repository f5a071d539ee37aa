/**
 * Messages that carry a title and a body joined by a double bar (`title||body`, the contract's
 * TITLE_BODY_SEPARATOR), as the server sends them for errors, blocks and alert modals (exchange spec §5,
 * chart spec §8), and the one cleaning of such a message before a member reads it.
 */
import { TITLE_BODY_SEPARATOR } from '../../contract/envelope';

export interface TitleBody {
  title: string;
  body: string;
}

/** "title||body" → both parts, trimmed; without the separator the whole message is the body. */
export function splitTitleBody(message: string, separator: string = TITLE_BODY_SEPARATOR): TitleBody {
  const at = message.indexOf(separator);
  if (at < 0) return { title: '', body: message.trim() };
  return { title: message.slice(0, at).trim(), body: message.slice(at + separator.length).trim() };
}

/** The alert modal's title and body: an explicit title wins over one carried in the message. */
export function alertTitleBody(title: string | undefined, message: string): TitleBody {
  const split = splitTitleBody(message);
  return { title: title?.trim() || split.title, body: split.body };
}

/** A machine code's shape: upper-case words joined by underscores (SERVICE_BLOCK, TOO_MANY_OPEN_ORDERS). */
const CODE_SHAPE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/**
 * A server message as a member reads it, split into title and body, with a code left after a colon at
 * its end taken off ("…문의해 주세요.: SERVICE_BLOCK" → "…문의해 주세요."). The app branches on the
 * envelope's code and data; a member never reads a code. `codes` are the codes the answer itself carries
 * (its envelope code, a block type); any other upper-snake word counts as a code too.
 */
export function memberTitleBody(message: string, codes: readonly string[] = []): TitleBody {
  let text = message.trimEnd();
  for (;;) {
    const colon = text.lastIndexOf(':');
    const tail = text.slice(colon + 1).trim();
    if (colon < 0 || !(codes.includes(tail) || CODE_SHAPE.test(tail))) break;
    text = text.slice(0, colon).trimEnd();
  }
  return splitTitleBody(text);
}
