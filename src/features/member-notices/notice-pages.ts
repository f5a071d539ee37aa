/**
 * What each member-notice page says and offers (chart spec §2 "Routes used as navigation targets", §6):
 * the pages an account state or the exchange's block sends a member to. Every page says what happened,
 * why, and the steps, then its buttons; the texts are `block.pages.<id>` (ko and en), the buttons here.
 */
import type { ExternalPageId } from '../../../contract';
import type { PageId } from '../../shell/pages';

export const NOTICE_PAGE_IDS = [
  'blockKyc',
  'blockCorporate',
  'blockSubAccounts',
  'loginSecurity',
  'dormantMember',
  'minorMember',
  'emailChange',
  'personalInfoProtection',
] as const satisfies readonly PageId[];
export type NoticePageId = (typeof NOTICE_PAGE_IDS)[number];

/** The buttons that open a page; their texts are `block.actions.<id>`. */
export type NoticeLinkId =
  'appDownload' | 'chat' | 'manual' | 'home' | 'corporateGuide' | 'myPage' | 'exchange' | 'privacyCenter';

/** The buttons that open a dialog of another feature (MemberNoticePage binds each to its opener). */
export type NoticeDialogId = 'reauthGuide' | 'kycPolicy';

export type NoticeActionId = NoticeLinkId | NoticeDialogId;

/** A button: an external page of the exchange (a new window), a page of the app, or a dialog. */
export type NoticeAction =
  | { id: NoticeLinkId; external: ExternalPageId }
  | { id: NoticeLinkId; page: PageId }
  | { id: NoticeDialogId; dialog: NoticeDialogId };

const ACTIONS = {
  appDownload: { id: 'appDownload', external: 'app-download' },
  chat: { id: 'chat', external: 'chat-consultation' },
  manual: { id: 'manual', external: 'manual' },
  privacyCenter: { id: 'privacyCenter', external: 'privacy-center' },
  home: { id: 'home', page: 'home' },
  corporateGuide: { id: 'corporateGuide', page: 'corporateBusiness' },
  myPage: { id: 'myPage', page: 'myPage' },
  exchange: { id: 'exchange', page: 'tradeOrder' },
  reauthGuide: { id: 'reauthGuide', dialog: 'reauthGuide' },
  kycPolicy: { id: 'kycPolicy', dialog: 'kycPolicy' },
} as const satisfies Record<NoticeActionId, NoticeAction>;

/**
 * Each page's buttons, the main one first. The password campaign page offers no way home: home is where
 * the campaign sends its members back to this page.
 */
export const NOTICE_ACTIONS: Record<NoticePageId, readonly NoticeAction[]> = {
  blockKyc: [ACTIONS.appDownload, ACTIONS.reauthGuide, ACTIONS.kycPolicy, ACTIONS.chat, ACTIONS.home],
  blockCorporate: [ACTIONS.corporateGuide, ACTIONS.chat, ACTIONS.home],
  blockSubAccounts: [ACTIONS.chat, ACTIONS.home],
  loginSecurity: [ACTIONS.chat, ACTIONS.manual],
  dormantMember: [ACTIONS.appDownload, ACTIONS.chat],
  minorMember: [ACTIONS.chat, ACTIONS.home],
  emailChange: [ACTIONS.chat, ACTIONS.manual],
  personalInfoProtection: [ACTIONS.myPage, ACTIONS.privacyCenter, ACTIONS.exchange],
};

export function isNoticePage(id: PageId): id is NoticePageId {
  return (NOTICE_PAGE_IDS as readonly PageId[]).includes(id);
}
