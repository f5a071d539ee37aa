/**
 * The frame's first-start content: the notices (the newest a day old, so a fresh start shows the notice
 * entry's "new" dot for two more days; shell §2.2, SHELL.newNoticeWindowMs) and the displayed ranking
 * competitions (one, so the ranking event entry shows). No endpoint is blocked.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedNotice {
  /** How long before the seed time it was published. */
  ageMs: number;
  ko: string;
  en: string;
}

export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    ageMs: 30 * DAY_MS,
    ko: '[안내] 투자 유의 종목 지정 기준 안내',
    en: '[Notice] How coins are designated for investment warning',
  },
  {
    ageMs: 9 * DAY_MS,
    ko: '[점검] 정기 시스템 점검 안내',
    en: '[Maintenance] Scheduled system maintenance',
  },
  {
    ageMs: DAY_MS,
    ko: '[신규 상장] 플라즈마(XPL) 원화 마켓 추가',
    en: '[New listing] Plasma (XPL) added to the KRW market',
  },
];

export const SEED_COMPETITION_COUNT = 1;
