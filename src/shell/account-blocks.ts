/**
 * The member blocks of the exchange (chart spec §6; contract/blocks.ts), in one table: what each block
 * type shows when a call is refused with it, the two dialogs only these blocks open (rows of data), and
 * the page a block sends the member to, remembered for the member so that every later page redirects
 * without waiting for another refusal (PageGuard reads it through page-rules' accountRestriction).
 */
import { generatePath } from 'react-router';
import { proxy } from 'valtio';
import type { BlockType } from '../../contract';
import { externalPageUrl } from '../api/config';
import type { TitleBody } from '../lib/title-body';
import type { DialogRequest, DialogTable } from './dialog-registry';
import { pagePath } from './pages';

declare module './dialog-registry' {
  interface DialogPropsMap {
    checkCustomerConfirm: Record<string, never>;
    checkAccount: Record<string, never>;
  }
}

/** Where the check-account dialog's button goes (chart spec §2: /inout/deposit/KRW). */
export const KRW_DEPOSIT_PATH = generatePath(pagePath('inoutDeposit'), { coin: 'KRW' });

/** The dialogs of the two "check" blocks: the member is told why the action was refused and where to go. */
export const blockDialogs = {
  checkCustomerConfirm: {
    title: 'block.dialogs.checkCustomerConfirm.title',
    body: 'block.dialogs.checkCustomerConfirm.body',
    buttons: [
      { label: 'common.close' },
      {
        label: 'block.dialogs.checkCustomerConfirm.download',
        press: () => void globalThis.open(externalPageUrl('app-download'), '_blank', 'noopener,noreferrer'),
      },
    ],
    dismissable: true,
  },
  checkAccount: {
    title: 'block.dialogs.checkAccount.title',
    body: 'block.dialogs.checkAccount.body',
    buttons: [
      { label: 'common.close' },
      {
        label: 'block.dialogs.checkAccount.deposit',
        press: (_props, { navigate }) => navigate(KRW_DEPOSIT_PATH),
      },
    ],
    dismissable: true,
  },
} satisfies DialogTable;

type BlockShows = { redirect: string } | { dialog: 'checkCustomerConfirm' | 'checkAccount' } | 'serviceBlock';

/** What each block type shows (chart spec §6). */
const BLOCK_SHOWS: Record<BlockType, BlockShows> = {
  CUSTOMER_CONFIRM: { redirect: pagePath('blockKyc') },
  EMAIL_TRANSFER: { redirect: pagePath('emailChange') },
  CORPORATE_MEMBER: { redirect: pagePath('blockCorporate') },
  CHECK_CUSTOMER_CONFIRM: { dialog: 'checkCustomerConfirm' },
  CHECK_ACCOUNT: { dialog: 'checkAccount' },
  SUB_ACCOUNT: { redirect: pagePath('blockSubAccounts') },
  SERVICE_BLOCK: 'serviceBlock',
};

export type BlockAction = { kind: 'blockRedirect'; to: string } | { kind: 'dialog'; request: DialogRequest };

/** The shell's answer to a refusal carrying `blockType`; `message` is the refusal's "title||body" as split. */
export function blockActionFor(blockType: BlockType, message: TitleBody): BlockAction {
  const shows = BLOCK_SHOWS[blockType];
  if (shows === 'serviceBlock') return { kind: 'dialog', request: { type: 'serviceBlock', props: message } };
  if ('redirect' in shows) return { kind: 'blockRedirect', to: shows.redirect };
  return { kind: 'dialog', request: { type: shows.dialog, props: {} } };
}

/** The page the exchange's block sends a member to, as learnt from the last refusal of this window. */
export const accountBlock = proxy<{ memNo: number | null; target: string | null }>({
  memNo: null,
  target: null,
});

export function rememberBlockTarget(memNo: number | null, target: string): void {
  Object.assign(accountBlock, { memNo, target });
}

/** The remembered target when it is this member's (another member's, or a guest's, counts for nothing). */
export function blockTargetFor(
  block: { memNo: number | null; target: string | null },
  memNo: number,
): string | null {
  return block.memNo === memNo ? block.target : null;
}
