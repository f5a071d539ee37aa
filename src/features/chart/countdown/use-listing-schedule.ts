/**
 * A coin's listing schedule for the chart area: its infoOnMarket from the coin catalogue, then the live
 * intro frames of the feed (chart spec §7), which win once one arrives since each is a full picture.
 * When an intro frame moves the trading start of a coin that has (or gets) the countdown, the "trading
 * start time changed" modal opens.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntroFrame } from '../../../../contract';
import { getQueryClient, symbolCoinsQuery } from '../../../api/query';
import { parseCoinKey, type CoinKey } from '../../../../contract/markets';
import { useFeed } from '../../../shell/feed-context';
import {
  announcesScheduleChange,
  countdownMode,
  scheduleOf,
  type CountdownMode,
  type ListingSchedule,
} from './countdown-rules';
import { openScheduleChanged } from './schedule-changed-dialog';

export interface ListingScheduleView {
  /** The coin's listing fields; null until the catalogue or an intro frame knows the coin. */
  schedule: ListingSchedule | null;
  /** What the chart area shows: a countdown mode, or null for the chart. */
  mode: CountdownMode | null;
  /** The coin's name in the current language with its symbol, for the panel and the modal. */
  name: string;
  /** Checks the schedule again now: give it to CountdownPanel as onOpen. */
  recheck: () => void;
}

type ScheduleByCoin = ReadonlyMap<CoinKey, ListingSchedule>;

function schedulesOf(frame: IntroFrame): ScheduleByCoin {
  return new Map(frame.coins.map((entry) => [entry.key, scheduleOf(entry)]));
}

export function useListingSchedule(coin: CoinKey): ListingScheduleView {
  const feed = useFeed();
  const { t, i18n } = useTranslation();
  const coinSymbol = parseCoinKey(coin)?.symbol ?? coin;
  const coins = useQuery(symbolCoinsQuery(coinSymbol), getQueryClient());
  const info = coins.data?.find((entry) => entry.key === coin);
  // The latest intro frame, every coin of it: switching coins keeps what the feed said about each.
  const [introSchedules, setIntroSchedules] = useState<ScheduleByCoin | null>(null);
  // The mode is decided at a known instant, refreshed when the panel reaches zero or a frame arrives,
  // so rendering stays pure; a stale instant only errs towards the panel, which then opens at once.
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  // The same frame, set as it arrives: two frames before a render still compare against each other.
  const lastIntro = useRef<ScheduleByCoin | null>(null);

  const catalogued = info ? scheduleOf(info.infoOnMarket) : null;
  const schedule = introSchedules?.get(coin) ?? catalogued;
  const symbol = info?.symbol ?? coinSymbol;
  const name = t('countdown.coinName', {
    name: info ? (i18n.language === 'ko' ? info.coinNm : info.coinNmEn) : symbol,
    symbol,
  });

  const onIntro = useEffectEvent((frame: IntroFrame) => {
    const now = Date.now();
    const next = schedulesOf(frame);
    const previous = lastIntro.current?.get(coin) ?? catalogued;
    const mine = next.get(coin);
    lastIntro.current = next;
    setIntroSchedules(next);
    setCheckedAt(now);
    if (previous && mine && announcesScheduleChange(previous, mine, now))
      openScheduleChanged(coin, name, mine);
  });

  useEffect(
    () =>
      feed.onLowRate((frame) => {
        if (frame.ch === 'intro') onIntro(frame);
      }),
    [feed],
  );

  return {
    schedule,
    mode: countdownMode(schedule, checkedAt),
    name,
    recheck: () => setCheckedAt(Date.now()),
  };
}
