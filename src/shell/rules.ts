/**
 * Pure rules of the shell's global dialogs: message splitting, maintenance notice preparation, the
 * service-block OK target, retry-dialog visibility, layers, toast throttling and what each failure shows.
 */
import { z } from 'zod';
import type { QueueStatus } from '../../contract';
import { lazySchema } from '../../contract/lazy-schema';
import { blockTypeOf, type StatusType } from '../api/status';
import { classifyLink } from '../lib/links';
import { isInoutTransferPath, isTradeOrderPath } from '../lib/paths';
import { richTextToHtml } from '../lib/sanitize';
export { shouldShowToast } from '../ui/toast-rules';
import { memberTitleBody } from '../lib/title-body';
import type { ConnectionStatus } from '../api/feed-types';
import { blockActionFor } from './account-blocks';
import { FIXED_LAYERS, GENERIC_MODAL_BASE_Z, type DialogRequest, type DialogType } from './dialog-registry';
import { queuedPlace } from './queue-wait-rules';

export const RETRY_DIALOG_AFTER_MS = 3_000;
export const LOADING_OVERLAY_DELAY_MS = 500;

export interface NoticeInfo {
  titleHtml: string;
  textHtml: string;
}

/** A ServiceCheckNotice made safe to show: rich parts sanitised with line breaks, empty parts dropped. */
export interface PreparedNotice {
  title: string;
  textHtml: string;
  subTextHtml: string;
  infos: NoticeInfo[];
  url: string | null;
}

const text = lazySchema(() => z.string().catch(''));
const noticeSchema = lazySchema(() =>
  z
    .object({
      title: text,
      text,
      subText: text,
      infoTitle1: text,
      infoText1: text,
      infoTitle2: text,
      infoText2: text,
      infoTitle3: text,
      infoText3: text,
      infoTitle4: text,
      infoText4: text,
      url: text,
    })
    .partial(),
);

/**
 * Only web links and same-site paths may be followed from a notice. The one link filter of the app
 * (classifyLink) decides, so `/\host/x` or a tab inside `//` cannot slip through to another host here.
 */
export function safeLink(url: string, currentHost = globalThis.location?.host ?? ''): string | null {
  const link = classifyLink(url, currentHost);
  if (link.kind === 'internal') return link.path;
  if (link.kind === 'external' && /^https?:/.test(link.href)) return link.href;
  return null;
}

/** Whatever the server sent as notice data (even nothing) becomes a notice that is safe to render. */
export function prepareServiceCheckNotice(data: unknown): PreparedNotice {
  const parsed = noticeSchema.safeParse(data);
  const notice = parsed.success ? parsed.data : {};
  const infos: NoticeInfo[] = [];
  const pairs = [
    [notice.infoTitle1, notice.infoText1],
    [notice.infoTitle2, notice.infoText2],
    [notice.infoTitle3, notice.infoText3],
    [notice.infoTitle4, notice.infoText4],
  ] as const;
  for (const [title = '', body = ''] of pairs) {
    if (title.trim() || body.trim())
      infos.push({ titleHtml: richTextToHtml(title), textHtml: richTextToHtml(body) });
  }
  return {
    title: (notice.title ?? '').trim(),
    textHtml: richTextToHtml(notice.text ?? ''),
    subTextHtml: richTextToHtml(notice.subText ?? ''),
    infos,
    url: safeLink(notice.url ?? ''),
  };
}

/**
 * OK of the service-block dialog sends the user home, except on the deposit/withdraw/statement pages and
 * the trade order page, where they stay (chart spec §8).
 */
export function blockOkTarget(pathname: string): string | null {
  return isInoutTransferPath(pathname) || isTradeOrderPath(pathname) ? null : '/';
}

/** Offline shows the retry dialog at once; reconnecting only after it has lasted a while. */
export function retryDialogVisible(
  status: ConnectionStatus,
  reconnectingSince: number | null,
  now: number,
  afterMs: number = RETRY_DIALOG_AFTER_MS,
): boolean {
  if (status === 'offline') return true;
  return status === 'reconnecting' && reconnectingSince !== null && now - reconnectingSince >= afterMs;
}

/**
 * Layers of open dialogs, in opening order: fixed layers for the shell's blocking dialogs (chart spec §9),
 * 100 + index among the others.
 */
export function dialogLayers(types: readonly DialogType[]): number[] {
  let generic = 0;
  return types.map((type) => FIXED_LAYERS[type] ?? GENERIC_MODAL_BASE_Z + generic++);
}

export type ShellAction =
  | { kind: 'dialog'; request: DialogRequest }
  /** The member's block sends them to a page (contract/blocks.ts); the page guard keeps them there. */
  | { kind: 'blockRedirect'; to: string }
  | { kind: 'toast'; key: 'serverError' }
  | { kind: 'endSession' }
  /** The member waits in the access queue: the queue-wait skin, with the place when the answer has it. */
  | { kind: 'queue'; status: QueueStatus | null }
  | { kind: 'none' };

/**
 * What a failed call shows, by its global status type (chart spec §8) and a member's block type (§6). A
 * message is shown as a member reads it (memberTitleBody): split, and without the answer's codes.
 */
export function shellActionFor(failure: {
  statusType: StatusType;
  code?: string;
  message: string;
  data: unknown;
}): ShellAction {
  const blockType = blockTypeOf(failure);
  const codes = [failure.code ?? '', blockType ?? ''].filter(Boolean);
  switch (failure.statusType) {
    case 'Pause':
      return {
        kind: 'dialog',
        request: { type: 'maintenance', props: { notice: prepareServiceCheckNotice(failure.data) } },
      };
    case 'ServerError':
      return { kind: 'toast', key: 'serverError' };
    case 'Error':
      return { kind: 'dialog', request: { type: 'message', props: memberTitleBody(failure.message, codes) } };
    case 'Timeout':
      return { kind: 'dialog', request: { type: 'networkDelay', props: {} } };
    case 'Requests':
      return { kind: 'dialog', request: { type: 'tooManyRequests', props: {} } };
    case 'Block': {
      // A member's block (data {blockType}) shows what its type shows; without one, the service block.
      const message = memberTitleBody(failure.message, codes);
      if (blockType) return blockActionFor(blockType, message);
      return { kind: 'dialog', request: { type: 'serviceBlock', props: message } };
    }
    case 'Session':
      return { kind: 'endSession' };
    case 'Queue':
      return { kind: 'queue', status: queuedPlace(failure.data) };
    case 'Connectivity':
    case 'None':
      return { kind: 'none' };
  }
}
