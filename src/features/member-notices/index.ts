/** The member notices' door: the one page of every block and member-operation notice, and which pages it serves. */
export { MemberNoticePage } from './MemberNoticePage';
export { isNoticePage } from './notice-pages';
