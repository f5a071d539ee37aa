/**
 * How much a value weighs as its bounds count it (DRAWING_MAX_BYTES, LAYOUT_MAX_BYTES, a panel's settings):
 * compact JSON in UTF-8, measured before anything else reads a request's body.
 */

/** The length of `text` as UTF-8. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

/**
 * Bytes of `value` as compact JSON in UTF-8 (0 for what JSON leaves out, such as undefined). A value JSON
 * cannot write — nested past the engine's stack (JSON.stringify recurses: many thousand brackets), a cycle —
 * is past any bound: Infinity, never a throw.
 */
export function jsonBytes(value: unknown): number {
  let json: string | undefined;
  try {
    json = JSON.stringify(value) as string | undefined;
  } catch {
    return Infinity;
  }
  return json === undefined ? 0 : utf8Bytes(json);
}
