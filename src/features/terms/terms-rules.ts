/**
 * The terms feature's rules, pure: which document each /terms page shows, the version a page's address
 * asks for, the date select's options, and the terms dialog's confirm gate (agree checkbox, bottom scroll).
 */
import { TERMS_CURRENT, termsDateSchema, type TermsHistory, type TermsType } from '../../../contract';
import type { PageId } from '../../shell/pages';

/** The /terms pages (chart spec §2; the footer's terms links) and the document type each shows. */
export const TERMS_PAGE_TYPES = {
  termsService: 'terms',
  termsApi: 'api',
  termsPrivacy: 'customer',
  termsVideoDevice: 'image_information',
} as const satisfies Partial<Record<PageId, TermsType>>;

export type TermsPageId = keyof typeof TERMS_PAGE_TYPES;
export const TERMS_PAGE_IDS = Object.keys(TERMS_PAGE_TYPES) as TermsPageId[];

export function termsTypeOfPage(id: PageId): TermsType | null {
  return id in TERMS_PAGE_TYPES ? TERMS_PAGE_TYPES[id as TermsPageId] : null;
}

/** The search parameter of a /terms page naming the day whose version it shows (none: the current one). */
export const TERMS_DATE_PARAM = 'date';

/** The version reference a page's `date` parameter asks for: that day, or the current one when absent or no day. */
export function termsRefOfDateParam(param: string | null): string {
  return param !== null && termsDateSchema.safeParse(param).success ? param : TERMS_CURRENT;
}

export interface TermsDateOption {
  /** The version's effective day: the option's value and its text. */
  date: string;
  current: boolean;
}

/** The date select's options: every published version's day, newest first, the current one marked. */
export function termsDateOptions(history: TermsHistory): TermsDateOption[] {
  return [...history.versions]
    .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))
    .map((version) => ({
      date: version.effectiveDate,
      current: version.versionId === history.currentVersionId,
    }));
}

/** The `date` parameter after choosing a day: none for the current version (the page's plain address). */
export function dateParamFor(option: TermsDateOption): string | null {
  return option.current ? null : option.date;
}

// ---------------------------------------------------------------------------------------------------
// The terms dialog's confirm (chart spec §5 "Terms dialog")
// ---------------------------------------------------------------------------------------------------

export interface TermsGate {
  /** The document has arrived. */
  loaded: boolean;
  /** The dialog shows an agree checkbox… */
  agreeRequired: boolean;
  /** …and it is checked. */
  agreed: boolean;
  /** The reader must reach the end of the document before confirming… */
  scrollRequired: boolean;
  /** …and has (by scrolling, by the first press, or because it fits without scrolling). */
  reachedEnd: boolean;
}

export interface ConfirmState {
  /** With an agree checkbox, confirm stays disabled until it is checked. */
  enabled: boolean;
  /** What a press does: with bottom scroll required, the first press scrolls to the end. */
  press: 'scrollToEnd' | 'confirm';
}

export function termsConfirm(gate: TermsGate): ConfirmState {
  return {
    enabled: gate.loaded && (!gate.agreeRequired || gate.agreed),
    press: gate.scrollRequired && !gate.reachedEnd ? 'scrollToEnd' : 'confirm',
  };
}

/** Scroll positions can be fractional (zoom, high-density screens): this close to the end is the end. */
export const SCROLL_END_TOLERANCE_PX = 2;

export function isScrolledToEnd(box: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= SCROLL_END_TOLERANCE_PX;
}
