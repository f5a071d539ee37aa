/**
 * What the footer shows, as data (shell spec §2.3). Every link is in one table: the terms pages are
 * pages of the app's page table, named by their page titles; the contact entries and the social channels
 * are the exchange's external pages (EXTERNAL_PAGE_IDS), opened in a new window. The support phone number
 * is never shown: phone support is a link to its page. Beside it: the certification marks and the
 * company block's rows.
 */
import type { ParseKeys } from 'i18next';
import type { ExternalPageId } from '../../../contract';
import type { PageId } from '../../shell/pages';

export interface PageLink {
  kind: 'page';
  page: PageId;
  /** Shown in bold (the privacy policy, as Korean law asks). */
  strong?: boolean;
}

export interface ExternalLink {
  kind: 'external';
  page: ExternalPageId;
  label: ParseKeys;
  /** A social channel shows its mark, its label for screen readers only. */
  icon?: SocialChannel;
}

export type FooterLink = PageLink | ExternalLink;

export interface FooterLinkGroup {
  id: 'terms' | 'contact' | 'social';
  heading: ParseKeys;
  links: readonly FooterLink[];
}

export const SOCIAL_CHANNELS = ['telegram', 'blog', 'video', 'chat', 'photo', 'facebook', 'x'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

export const FOOTER_LINK_GROUPS = [
  {
    id: 'terms',
    heading: 'footer.terms.heading',
    links: [
      { kind: 'page', page: 'termsService' },
      { kind: 'page', page: 'termsApi' },
      { kind: 'page', page: 'termsPrivacy', strong: true },
      { kind: 'page', page: 'termsVideoDevice' },
    ],
  },
  {
    id: 'contact',
    heading: 'footer.contact.heading',
    links: [
      { kind: 'external', page: 'listing-support', label: 'footer.contact.listing' },
      { kind: 'external', page: 'partnership', label: 'footer.contact.partnership' },
      { kind: 'external', page: 'tip', label: 'footer.contact.tip' },
      { kind: 'external', page: 'privacy-center', label: 'footer.contact.privacyCenter' },
      { kind: 'external', page: 'phone-support', label: 'footer.contact.phoneSupport' },
      { kind: 'external', page: 'chat-consultation', label: 'footer.contact.chatConsultation' },
      { kind: 'external', page: 'investor-protection', label: 'footer.contact.investorProtection' },
    ],
  },
  {
    id: 'social',
    heading: 'footer.social.heading',
    links: SOCIAL_CHANNELS.map((channel): ExternalLink => ({
      kind: 'external',
      page: channel,
      label: `footer.social.${channel}`,
      icon: channel,
    })),
  },
] as const satisfies readonly FooterLinkGroup[];

/** The certification marks, drawn inline (no outside image): the mark and what it certifies. */
export const CERTIFICATIONS = [
  { id: 'isms-p', mark: 'footer.badges.ismsP', detail: 'footer.badges.ismsPDetail' },
  { id: 'vasp', mark: 'footer.badges.vasp', detail: 'footer.badges.vaspDetail' },
] as const satisfies readonly { id: string; mark: ParseKeys; detail: ParseKeys }[];

/** The company block's rows, label then value, in the order a Korean footer lists them. */
export const COMPANY_ROWS = [
  ['footer.company.nameLabel', 'footer.company.name'],
  ['footer.company.ceoLabel', 'footer.company.ceo'],
  ['footer.company.addressLabel', 'footer.company.address'],
  ['footer.company.businessNumberLabel', 'footer.company.businessNumber'],
  ['footer.company.ecommerceLabel', 'footer.company.ecommerce'],
] as const satisfies readonly (readonly [ParseKeys, ParseKeys])[];
