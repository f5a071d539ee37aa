/**
 * The fingerprint of what the app's build reads: one SHA-256 over each input's path and the SHA-256 of its
 * content, in path order. Content, not modification times: a checkout or a touch that changes no byte
 * keeps the build, and an edit that keeps the size and the time does not. A missing optional file (an
 * `.env`) counts as absent, so that adding one changes the fingerprint.
 */
import { createHash } from 'node:crypto';

export interface BuildInput {
  /** Relative to the repository, with `/` between folders. */
  path: string;
  /** The file's bytes; undefined when the file is not there. */
  content: Uint8Array | undefined;
}

/** Hex digits of the fingerprint a cached build is named by: 64 bits, enough to tell builds apart. */
export const FINGERPRINT_LENGTH = 16;

export function buildFingerprint(inputs: readonly BuildInput[]): string {
  const hash = createHash('sha256');
  for (const input of [...inputs].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(input.path);
    hash.update(input.content === undefined ? '\0absent' : '\0present');
    if (input.content !== undefined) hash.update(createHash('sha256').update(input.content).digest());
  }
  return hash.digest('hex').slice(0, FINGERPRINT_LENGTH);
}
