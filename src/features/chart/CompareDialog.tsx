/**
 * The compare picker (dialog chartCompare), as TradingView's "Compare symbol": the coins compared now,
 * each with its colour and a Remove button, and a search field over the exchange's coins (a combobox
 * over a listbox, as the indicator picker's: the arrows move, Enter or a click adds, and the dialog stays
 * open for the next). A chart comparing COMPARES_PER_CHART_MAX has its rows disabled, with why; what
 * happened is said in a polite live region. Rules: rules/compare-picker.ts, rules/chart-compare.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinInfo } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import { coinsQuery, getQueryClient } from '../../api/query';
import { buildSearchIndex } from '../../lib/coin-search';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { ListboxSearch } from './ListboxSearch';
import { COMPARES_PER_CHART_MAX } from './rules/chart-compare';
import { compareCandidates } from './rules/compare-picker';
import './indicator-dialogs.css';

type CompareProps = DialogComponentProps<DialogPropsMap['chartCompare']>;

/** "이더리움 ETH/KRW": the coin's name in the page's language and where it trades. */
export function coinLabel(coin: CoinInfo, language: string): string {
  return `${language === 'ko' ? coin.coinNm : coin.coinNmEn} ${coin.symbol}/${coin.marketSymbol}`;
}

export function CompareDialog({
  chartCoin,
  chartMarket,
  current,
  onAdd,
  onRemove,
  layer,
  active,
  close,
}: CompareProps) {
  const { t, i18n } = useTranslation();
  const coins = useQuery(coinsQuery, getQueryClient());
  const index = useMemo(() => buildSearchIndex(coins.data ?? []), [coins.data]);
  const [query, setQuery] = useState('');
  const [activeKey, setActiveKey] = useState<CoinKey | null>(null);
  const [said, setSaid] = useState({ text: '', count: 0 });
  const announce = (text: string) => setSaid((previous) => ({ text, count: previous.count + 1 }));
  const search = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const rowId = (key: string) => `${id}-row-${key}`;

  const full = current.length >= COMPARES_PER_CHART_MAX;
  const rows = compareCandidates(coins.data ?? [], index, query, chartCoin, chartMarket);
  const activeIndex = Math.max(
    0,
    rows.findIndex((row) => row.key === activeKey),
  );
  const activeRow = rows[activeIndex];
  const name = (key: CoinKey) => {
    const info = coins.data?.find((coin) => coin.key === key);
    return info ? coinLabel(info, i18n.language) : key.replace('-', '/');
  };

  useEffect(() => {
    if (activeRow) document.getElementById(rowId(activeRow.key))?.scrollIntoView({ block: 'nearest' });
    // The row's element id is made from `id` and the key; the key alone says when to scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeRow?.key]);

  const add = (coin: CoinInfo) => {
    if (current.some((each) => each.coin === coin.key)) return;
    const refusal = onAdd(coin.key);
    announce(
      refusal === 'full'
        ? t('chart.compare.full', { max: COMPARES_PER_CHART_MAX })
        : refusal === null
          ? t('chart.compare.added', { name: coinLabel(coin, i18n.language) })
          : '',
    );
  };

  return (
    <Modal
      name="chartCompare"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t('chart.compare.title')}
      initialFocus={search}
    >
      <div className="td-indicator-picker td-compare-picker">
        <section aria-labelledby={`${id}-compared`}>
          <h3 id={`${id}-compared`} className="td-indicator-picker__section">
            {t('chart.compare.compared', { count: current.length, max: COMPARES_PER_CHART_MAX })}
          </h3>
          {current.length === 0 ? (
            <p className="td-indicator-picker__keys">{t('chart.compare.none')}</p>
          ) : (
            <ul className="td-compare-picker__compared">
              {current.map((each) => (
                <li key={each.coin}>
                  <span className="td-compare-picker__swatch" style={{ background: each.colour }} />
                  <span>{name(each.coin)}</span>
                  <button
                    type="button"
                    onClick={() => {
                      onRemove(each.coin);
                      announce(t('chart.compare.removed', { name: name(each.coin) }));
                    }}
                  >
                    {t('chart.compare.remove', { name: name(each.coin) })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <ListboxSearch
          inputRef={search}
          label={t('chart.compare.search')}
          placeholder={t('chart.compare.placeholder')}
          listId={listId}
          rows={rows}
          active={activeRow}
          rowId={rowId}
          setActiveKey={(key) => setActiveKey(key as CoinKey | null)}
          onEnter={(row) => add(row)}
          query={query}
          setQuery={setQuery}
          keysText={t('chart.compare.keys')}
          fullText={full ? t('chart.compare.full', { max: COMPARES_PER_CHART_MAX }) : null}
          statusText={
            coins.isPending
              ? t('chart.compare.loadingCoins')
              : coins.isError
                ? t('chart.compare.coinsFailed')
                : rows.length === 0
                  ? t('chart.compare.noMatch', { query: query.trim() })
                  : ''
          }
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('chart.compare.list')}
          className="td-indicator-picker__list"
          hidden={rows.length === 0}
        >
          {rows.map((coin) => {
            const compared = current.some((each) => each.coin === coin.key);
            return (
              <div
                key={coin.key}
                id={rowId(coin.key)}
                role="option"
                aria-selected={coin.key === activeRow?.key}
                aria-disabled={full || compared || undefined}
                className="td-indicator-picker__row"
                data-active={coin.key === activeRow?.key || undefined}
                // The focus stays in the search field, which holds the keys.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActiveKey(coin.key);
                  add(coin);
                }}
              >
                <span className="td-indicator-picker__name">
                  {i18n.language === 'ko' ? coin.coinNm : coin.coinNmEn}
                </span>
                <span className="td-indicator-picker__short">
                  {coin.symbol}/{coin.marketSymbol}
                </span>
                {compared && <span aria-hidden="true">✓</span>}
              </div>
            );
          })}
        </div>
        <p className="td-visually-hidden" role="status">
          <span key={said.count}>{said.text}</span>
        </p>
      </div>
    </Modal>
  );
}
