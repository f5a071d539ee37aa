/**
 * The application pages as navigation targets (chart spec §2: /inout/application/deposit and
 * /inout/application/asset-return, opened with the history entry's sequence number in navigation state):
 * the history dialog writes the state, the application pages read it. In the shell, which both features
 * reach, so that neither imports the other.
 */
import type { ApplicationKind } from '../../contract';
import { pagePath } from './pages';

export interface ApplicationNavState {
  seq: number;
}

export function applicationPath(kind: ApplicationKind): string {
  return pagePath(kind === 'deposit' ? 'depositApplication' : 'assetReturnApplication');
}

/** The sequence number a page was opened with, or null when the state carries none (a typed URL, a reload). */
export function applicationSeqOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('seq' in state)) return null;
  const { seq } = state as { seq: unknown };
  return typeof seq === 'number' && Number.isInteger(seq) && seq > 0 ? seq : null;
}
