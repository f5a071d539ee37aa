/**
 * The verification's dialogs, as rows of the shell's dialog registry (chart spec §8 "SMS", "Chart area"):
 * the code's validity ran out on the field's timer; the server said it timed out (member.fail.00085);
 * and the server's own message (00086 before the block, 00006, a refused send). Each reports its closing.
 */
import type { DialogTable } from '../../shell';

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    verificationExpired: { onClosed: () => void };
    smsTimeout: { onClosed: () => void };
    smsMessage: { message: string; onClosed: () => void };
  }
}

export const verificationDialogs = {
  verificationExpired: {
    title: 'verification.expiredTitle',
    body: 'verification.expired',
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
    onClosed: (p) => p.onClosed(),
    stacks: true,
  },
  smsTimeout: {
    title: 'sms.timeoutTitle',
    body: 'sms.timeoutBody',
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
    onClosed: (p) => p.onClosed(),
    stacks: true,
  },
  smsMessage: {
    title: 'verification.expiredTitle',
    body: (_t, p) => p.message,
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
    onClosed: (p) => p.onClosed(),
    stacks: true,
  },
} satisfies DialogTable;
