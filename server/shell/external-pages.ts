/**
 * The exchange's pages outside the app (contract EXTERNAL_PAGE_IDS: the support site's entries, the
 * social channels, the footer's contact entries), as the simulator serves them at EXTERNAL_SITE_PATH/{id}:
 * a small titled page per id in Korean or English that says plainly it stands in for the real one. The
 * notice page lists the published notices. The support phone number is never shown (shell §2.3).
 */
import { EXTERNAL_PAGE_IDS, type ExternalPageId } from '../../contract';
import type { Language } from '../errors/messages';
import { escapeMarkup } from './markup';

type Text = Record<Language, string>;

/** Each page's name (its title and heading). */
export const EXTERNAL_PAGE_NAMES: Record<ExternalPageId, Text> = {
  notice: { ko: '공지사항', en: 'Notices' },
  press: { ko: '보도자료', en: 'Press releases' },
  trend: { ko: '트렌드', en: 'Trends' },
  manual: { ko: '이용 매뉴얼', en: 'User manual' },
  report: { ko: '리포트', en: 'Reports' },
  'investment-warning': { ko: '투자 유의 안내', en: 'Investment warning notice' },
  'listing-support': { ko: '상장 지원', en: 'Listing support' },
  'open-api': { ko: 'Open API 문서', en: 'Open API documentation' },
  'token-spec': { ko: '토큰 명세', en: 'Token specification' },
  whitepaper: { ko: '백서 요약', en: 'Whitepaper summary' },
  telegram: { ko: '텔레그램', en: 'Telegram' },
  blog: { ko: '블로그', en: 'Blog' },
  video: { ko: '동영상 채널', en: 'Video channel' },
  chat: { ko: '오픈 채팅', en: 'Open chat' },
  photo: { ko: '사진 채널', en: 'Photo channel' },
  facebook: { ko: '페이스북', en: 'Facebook' },
  x: { ko: 'X', en: 'X' },
  partnership: { ko: '제휴 문의', en: 'Partnership inquiries' },
  tip: { ko: '제보하기', en: 'Send a tip' },
  'privacy-center': { ko: '개인정보 보호센터', en: 'Privacy center' },
  'phone-support': { ko: '전화 상담', en: 'Phone support' },
  'chat-consultation': { ko: '채팅 상담', en: 'Chat consultation' },
  'investor-protection': { ko: '투자자 보호센터', en: 'Investor protection center' },
  'app-download': { ko: '앱 다운로드', en: 'App download' },
};

const SITE: Text = { ko: 'Tradedeck 시뮬레이션 거래소', en: 'Tradedeck simulated exchange' };

const STANDS_IN: Text = {
  ko: '이 페이지는 Tradedeck에 내장된 시뮬레이션 거래소가 보여 주는 안내 페이지입니다. 실제 거래소에 연결하면 이 자리에 거래소의 페이지가 열립니다.',
  en: "This page is served by Tradedeck's built-in simulated exchange. Connected to a real exchange, the exchange's own page opens here.",
};

const PAGE_ABOUT: Partial<Record<ExternalPageId, Text>> = {
  notice: {
    ko: '거래소의 최근 공지를 새 글부터 보여 줍니다.',
    en: "The exchange's latest notices, newest first.",
  },
  'phone-support': {
    ko: '전화 상담 번호는 이 화면에 표시하지 않습니다. 채팅 상담이나 게시판 문의를 이용해 주세요.',
    en: 'The phone number is not shown here. Please use the chat consultation or the inquiry board.',
  },
  'app-download': {
    ko: '휴대폰에서 Tradedeck 앱을 받아 본인 확인(신분증 인증)을 할 수 있습니다. 안드로이드는 Google Play, 아이폰은 App Store에서 받을 수 있습니다.',
    en: 'Get the Tradedeck app on your phone to verify your identity (ID check). Android phones get it from Google Play, iPhones from the App Store.',
  },
};

const NO_NOTICES: Text = { ko: '게시된 공지가 없습니다.', en: 'No notices have been published.' };
const BACK: Text = { ko: 'Tradedeck으로 돌아가기', en: 'Back to Tradedeck' };
const NOT_FOUND: Text = { ko: '페이지를 찾을 수 없습니다', en: 'Page not found' };
const NOT_FOUND_ABOUT: Text = {
  ko: '요청한 안내 페이지가 없습니다.',
  en: 'There is no such page on this site.',
};

/** A published notice as the notice page lists it. */
export interface NoticeListing {
  title: string;
  /** ISO 8601 with the KST offset. */
  publicationDateTime: string;
}

export function isExternalPageId(id: string): id is ExternalPageId {
  return (EXTERNAL_PAGE_IDS as readonly string[]).includes(id);
}

/** The page's content security policy: no script, no outside resource, its own inline style only. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE =
  'body{font-family:sans-serif;margin:0;color:#1b1b1b;background:#f6f7f9}' +
  'main{max-width:720px;margin:48px auto;padding:32px;background:#fff;border-radius:8px}' +
  'h1{margin-top:0}li{margin:8px 0}time{color:#6b7280;margin-left:8px;font-size:.9em}';

/** A page of the site: titled, with `body` (markup) and the way back to the app. */
export function page(language: Language, name: string, body: readonly string[]): string {
  const title = escapeMarkup(`${name} | ${SITE[language]}`);
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeMarkup(name)}</h1>`,
    ...body,
    `<p><a href="/">${escapeMarkup(BACK[language])}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function noticeList(language: Language, notices: readonly NoticeListing[]): string {
  if (notices.length === 0) return `<p>${escapeMarkup(NO_NOTICES[language])}</p>`;
  const items = notices.map(
    (notice) =>
      `<li>${escapeMarkup(notice.title)}<time datetime="${escapeMarkup(notice.publicationDateTime)}">${escapeMarkup(notice.publicationDateTime.slice(0, 10))}</time></li>`,
  );
  return ['<ul>', ...items, '</ul>'].join('\n');
}

/** The page of `id`; `notices` (titles in `language`, newest first) are listed on the notice page. */
export function externalPageHtml(
  id: ExternalPageId,
  language: Language,
  notices: readonly NoticeListing[],
): string {
  const about = PAGE_ABOUT[id];
  return page(language, EXTERNAL_PAGE_NAMES[id][language], [
    ...(about ? [`<p>${escapeMarkup(about[language])}</p>`] : []),
    ...(id === 'notice' ? [noticeList(language, notices)] : []),
    `<p>${escapeMarkup(STANDS_IN[language])}</p>`,
  ]);
}

/** The page answered (404) for an id the site does not have. */
export function externalNotFoundHtml(language: Language): string {
  return page(language, NOT_FOUND[language], [`<p>${escapeMarkup(NOT_FOUND_ABOUT[language])}</p>`]);
}
