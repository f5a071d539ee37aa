/**
 * Messages that carry a title and a body joined by a double bar (`title||body`), as the server sends them
 * for errors, blocks and alert modals (exchange spec §5, chart spec §8).
 */

export const DOUBLE_BAR = '||';

export interface TitleBody {
  title: string;
  body: string;
}

/** "title||body" → both parts, trimmed; without the separator the whole message is the body. */
export function splitTitleBody(message: string, separator: string = DOUBLE_BAR): TitleBody {
  const at = message.indexOf(separator);
  if (at < 0) return { title: '', body: message.trim() };
  return { title: message.slice(0, at).trim(), body: message.slice(at + separator.length).trim() };
}

/** The alert modal's title and body: an explicit title wins over one carried in the message. */
export function alertTitleBody(title: string | undefined, message: string): TitleBody {
  const split = splitTitleBody(message);
  return { title: title?.trim() || split.title, body: split.body };
}
