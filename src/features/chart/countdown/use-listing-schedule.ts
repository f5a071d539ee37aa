/**
 * A coin's listing schedule for the chart area: its infoOnMarket from the coin catalogue, then the live
 * intro frames of the feed (chart spec §7, kept in the query cache by the window's owner of live data),
 * which win once one arrives since each is a full picture.
 * When an intro frame moves the trading start of a coin that has (or gets) the countdown, the "trading
 * start time changed" modal opens.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntroFrame } from '../../../../contract';
import { liveIntroQuery, onLiveIntro } from '../../../api/live-data';
import { getQueryClient, symbolCoinsQuery } from '../../../api/query';
import { parseCoinKey, type CoinKey } from '../../../../contract/markets';
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

/** The schedule of `coin` in an intro frame; null when the frame does not name it (or there is none). */
function scheduleIn(intro: IntroFrame | undefined, coin: CoinKey): ListingSchedule | null {
  const entry = intro?.coins.find((row) => row.key === coin);
  return entry ? scheduleOf(entry) : null;
}

export function useListingSchedule(coin: CoinKey): ListingScheduleView {
  const { t, i18n } = useTranslation();
  const client = getQueryClient();
  const coinSymbol = parseCoinKey(coin)?.symbol ?? coin;
  const coins = useQuery(symbolCoinsQuery(coinSymbol), client);
  const info = coins.data?.find((entry) => entry.key === coin);
  // The latest intro, every coin of it (kept by the window's owner of live data): it also knows a coin
  // the catalogue does not list.
  const intro = useQuery(liveIntroQuery, client).data;
  // The mode is decided at a known instant, refreshed when the panel reaches zero or a frame arrives,
  // so rendering stays pure; a stale instant only errs towards the panel, which then opens at once.
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  // The intro this hook compared last, set as each is written: two frames before a render still compare
  // against each other.
  const lastIntro = useRef<IntroFrame | undefined>(undefined);

  const catalogued = info ? scheduleOf(info.infoOnMarket) : null;
  const introSchedule = useMemo(() => scheduleIn(intro, coin), [intro, coin]);
  const schedule = introSchedule ?? catalogued;
  const symbol = info?.symbol ?? coinSymbol;
  const name = t('countdown.coinName', {
    name: info ? (i18n.language === 'ko' ? info.coinNm : info.coinNmEn) : symbol,
    symbol,
  });

  const onIntro = useEffectEvent((frame: IntroFrame) => {
    const now = Date.now();
    const previous = scheduleIn(lastIntro.current, coin) ?? catalogued;
    const mine = scheduleIn(frame, coin);
    lastIntro.current = frame;
    setCheckedAt(now);
    if (previous && mine && announcesScheduleChange(previous, mine, now))
      openScheduleChanged(coin, name, mine);
  });

  useEffect(() => {
    lastIntro.current = client.getQueryData(liveIntroQuery.queryKey);
    return onLiveIntro(client, onIntro);
  }, [client]);

  return {
    schedule,
    mode: countdownMode(schedule, checkedAt),
    name,
    recheck: () => setCheckedAt(Date.now()),
  };
}
