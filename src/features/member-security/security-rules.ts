/**
 * The security page's rules: the allowed addresses as typed and what is wrong with them (the contract's
 * own check), whether another key may be issued, the key rows as shown, and the page's one task at a time
 * (the SMS-login switch, issuing, changing addresses, deleting) with the SMS work each needs.
 */
import {
  allowedIpProblems,
  OPEN_API,
  type IpProblem,
  type IssuedOpenApiKey,
  type OpenApiKey,
  type SmsSendWork,
} from '../../../contract';
import { formatKst } from '../../lib/kst';

/** Addresses typed one per line (commas and spaces separate too): trimmed, blanks dropped. */
export function parseIpList(text: string): string[] {
  return text.split(/[\s,]+/).filter((part) => part !== '');
}

export interface IpListProblem {
  problem: IpProblem;
  /** The address it is about; none for the list as a whole (too many). */
  ip?: string;
}

/** What is wrong with the typed addresses, the list's own problem first; empty when they may be sent. */
export function ipListProblems(text: string): IpListProblem[] {
  const ips = parseIpList(text);
  const { entries, list } = allowedIpProblems(ips);
  const perEntry = entries.flatMap((problem, index) => (problem ? [{ problem, ip: ips[index] }] : []));
  return list ? [{ problem: list }, ...perEntry] : perEntry;
}

export function canIssueKey(keys: readonly OpenApiKey[]): boolean {
  return keys.length < OPEN_API.maxKeys;
}

/** The start of an access key, enough to tell a member's keys apart in names and messages. */
export function shortKey(accessKey: string): string {
  return `${accessKey.slice(0, 8)}…`;
}

export interface KeyRow {
  accessKey: string;
  short: string;
  /** The allowed addresses, or null: any address. */
  allowedIps: string | null;
  createdAt: string;
  /** KST time of the last signed call, or null: never used. */
  lastUsedAt: string | null;
}

export function keyRows(keys: readonly OpenApiKey[]): KeyRow[] {
  return keys.map((key) => ({
    accessKey: key.accessKey,
    short: shortKey(key.accessKey),
    allowedIps: key.allowedIps.length === 0 ? null : key.allowedIps.join(', '),
    createdAt: formatKst(Date.parse(key.createdAt)),
    lastUsedAt: key.lastUsedAt === null ? null : formatKst(Date.parse(key.lastUsedAt)),
  }));
}

/** The addresses of a key as the editor starts with them: one per line. */
export function ipText(key: OpenApiKey): string {
  return key.allowedIps.join('\n');
}

/**
 * What the page is doing: nothing, or one task. A task with addresses starts at `ips` (the editor) and
 * moves to `sms` once they pass; deleting starts at `sms` (the confirm dialog came first); a key just
 * issued is shown with its secret until the member closes it.
 */
export type SecurityTask =
  | { kind: 'none' }
  | { kind: 'smsLogin'; enable: boolean }
  | { kind: 'issue'; step: 'ips' | 'sms'; ips: string; tried: boolean }
  | { kind: 'allowedIps'; accessKey: string; step: 'ips' | 'sms'; ips: string; tried: boolean }
  | { kind: 'delete'; accessKey: string }
  | { kind: 'issued'; key: IssuedOpenApiKey };

export type SecurityAction =
  | { type: 'switchSmsLogin'; enable: boolean }
  | { type: 'startIssue' }
  | { type: 'editIps'; key: OpenApiKey }
  | { type: 'deleteConfirmed'; accessKey: string }
  | { type: 'ipsTyped'; text: string }
  | { type: 'ipsSubmitted' }
  | { type: 'issued'; key: IssuedOpenApiKey }
  /** Cancelled, or the task's call finished (or failed: the shell shows why). */
  | { type: 'closed' };

export const NO_TASK: SecurityTask = { kind: 'none' };

export function securityReducer(task: SecurityTask, action: SecurityAction): SecurityTask {
  switch (action.type) {
    case 'switchSmsLogin':
      return { kind: 'smsLogin', enable: action.enable };
    case 'startIssue':
      return { kind: 'issue', step: 'ips', ips: '', tried: false };
    case 'editIps':
      return {
        kind: 'allowedIps',
        accessKey: action.key.accessKey,
        step: 'ips',
        ips: ipText(action.key),
        tried: false,
      };
    case 'deleteConfirmed':
      return { kind: 'delete', accessKey: action.accessKey };
    case 'ipsTyped':
      return (task.kind === 'issue' || task.kind === 'allowedIps') && task.step === 'ips'
        ? { ...task, ips: action.text }
        : task;
    case 'ipsSubmitted':
      if ((task.kind !== 'issue' && task.kind !== 'allowedIps') || task.step !== 'ips') return task;
      return ipListProblems(task.ips).length === 0 ? { ...task, step: 'sms' } : { ...task, tried: true };
    case 'issued':
      return { kind: 'issued', key: action.key };
    case 'closed':
      return NO_TASK;
  }
}

/** The SMS work the task waits for, when it is at its SMS step. */
export function smsWorkOf(task: SecurityTask): SmsSendWork | undefined {
  switch (task.kind) {
    case 'smsLogin':
      return 'login';
    case 'issue':
      return task.step === 'sms' ? 'issueOpenApiKey' : undefined;
    case 'allowedIps':
      return task.step === 'sms' ? 'modifyOpenApiKeyAllowIp' : undefined;
    case 'delete':
      return 'deleteOpenApiKey';
    default:
      return undefined;
  }
}
