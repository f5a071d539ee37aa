/**
 * The indicator picker (dialog chartIndicatorPicker), as TradingView's and the Korean exchanges' charts
 * offer one: a search field over a list of every indicator, the trader's favourites first, then those
 * drawn over the price, then those drawn in a pane. The field is a combobox over the list (the listbox
 * pattern: the focus stays in the field, the arrows move through the rows): Enter or a click adds the
 * row's indicator and the picker stays open for the next, Shift+Enter or the row's star stars it. What
 * happened is said in a polite live region. A chart already holding INDICATORS_PER_CHART_MAX has its
 * rows disabled, with why. The Templates tab saves, applies and deletes sets (IndicatorTemplates.tsx).
 * Rules: rules/indicator-picker.ts.
 */
import { use, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { bundleTextsIn } from '../../i18n';
import { INDICATORS_PER_CHART_MAX, type IndicatorKind } from '../../render/chart/chart-studies';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { ListboxSearch } from './ListboxSearch';
import { TabBar } from '../../ui/TabBar';
import { chartSettings, toggleIndicatorFavourite } from './chart-settings-store';
import { kindName, kindShort } from '../../render/chart/indicator-texts';
import { IndicatorTemplates } from './IndicatorTemplates';
import type { ChartIndicators } from './rules/chart-indicators';
import {
  indicatorSearchIndex,
  matchingKinds,
  pickerRows,
  pickerSections,
  PICKER_KINDS,
  type IndicatorSearchIndex,
  type IndicatorWordTable,
} from './rules/indicator-picker';
import './indicator-dialogs.css';

type PickerProps = DialogComponentProps<DialogPropsMap['chartIndicatorPicker']>;

let bothLanguages: Promise<IndicatorSearchIndex | null> | undefined;

/**
 * The search over the words of both languages, whichever the page shows (a Korean trader may type
 * "moving average", an English one 이동평균), read once a page; null when the other language's texts
 * could not be loaded (the next opening tries again), and the page's own are searched.
 */
function searchBothLanguages(): Promise<IndicatorSearchIndex | null> {
  bothLanguages ??= Promise.all([bundleTextsIn('chart', 'ko'), bundleTextsIn('chart', 'en')]).then(
    (bundles) => indicatorSearchIndex(bundles.map((texts) => texts.chart.indicators.kinds)),
    () => {
      bothLanguages = undefined;
      return null;
    },
  );
  return bothLanguages;
}

/** Says what happened, politely: a new text each time, so that the same one said twice is heard twice. */
function useAnnouncement(): [{ text: string; count: number }, (text: string) => void] {
  const [said, setSaid] = useState({ text: '', count: 0 });
  return [said, (text) => setSaid((previous) => ({ text, count: previous.count + 1 }))];
}

export function IndicatorPickerDialog({
  current,
  onAdd,
  onApplyTemplate,
  layer,
  active,
  close,
}: PickerProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'indicators' | 'templates'>('indicators');
  const [said, announce] = useAnnouncement();
  const search = useRef<HTMLInputElement>(null);
  const tabText =
    tab === 'indicators' ? t('chart.indicators.picker.indicatorsTab') : t('chart.indicators.templates.tab');
  return (
    <Modal
      name="chartIndicatorPicker"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t('chart.indicators.picker.title')}
      initialFocus={search}
    >
      <div className="td-indicator-picker">
        <TabBar
          label={t('chart.indicators.picker.tabs')}
          activeKey={tab}
          items={[
            {
              key: 'indicators',
              text: t('chart.indicators.picker.indicatorsTab'),
              onClick: () => setTab('indicators'),
            },
            {
              key: 'templates',
              text: t('chart.indicators.templates.tab'),
              onClick: () => setTab('templates'),
            },
          ]}
        />
        <div role="tabpanel" aria-label={tabText} className="td-indicator-picker__panel">
          {tab === 'indicators' ? (
            <IndicatorList current={current} onAdd={onAdd} announce={announce} search={search} />
          ) : (
            <IndicatorTemplates
              current={current}
              announce={announce}
              onApply={(set) => {
                onApplyTemplate(set);
                close();
              }}
            />
          )}
        </div>
        <p className="td-visually-hidden" role="status">
          <span key={said.count}>{said.text}</span>
        </p>
      </div>
    </Modal>
  );
}

interface IndicatorListProps {
  current: ChartIndicators;
  onAdd: (kind: IndicatorKind) => void;
  announce: (text: string) => void;
  search: RefObject<HTMLInputElement | null>;
}

function IndicatorList({ current, onAdd, announce, search }: IndicatorListProps) {
  const { t } = useTranslation();
  const index = useSearchIndex();
  const { indicatorFavourites: favourites } = useSnapshot(chartSettings);
  const [query, setQuery] = useState('');
  /** The active row by its key (a row keeps being active as starring moves it); null: the first. */
  const [activeKey, setActiveKey] = useState<string | null>(null);
  /** Adds since `current` last changed: the chart's new set, when its owner passes it, counts them. */
  const [adds, setAdds] = useState({ to: current, count: 0 });
  const id = useId();
  const listId = `${id}-list`;

  const held = current.indicators.length + (adds.to === current ? adds.count : 0);
  const full = held >= INDICATORS_PER_CHART_MAX;
  const sections = pickerSections(matchingKinds(index, query), favourites);
  const rows = pickerRows(sections);
  const activeIndex = Math.max(
    0,
    rows.findIndex((row) => row.key === activeKey),
  );
  const active = rows.length > 0 ? rows[activeIndex] : undefined;
  const rowId = (key: string) => `${id}-row-${key}`;
  const nameIdOf = (key: string) => `${rowId(key)}-name`;
  const shortIdOf = (key: string) => `${rowId(key)}-short`;

  useEffect(() => {
    if (active) document.getElementById(rowId(active.key))?.scrollIntoView({ block: 'nearest' });
    // The row's element id is made from `id` and the key; the key alone says when to scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active?.key]);

  const add = (kind: IndicatorKind) => {
    if (full) {
      announce(t('chart.indicators.full', { max: INDICATORS_PER_CHART_MAX }));
      return;
    }
    onAdd(kind);
    setAdds((previous) => ({ to: current, count: (previous.to === current ? previous.count : 0) + 1 }));
    announce(t('chart.indicators.picker.added', { name: kindName(t, kind) }));
  };

  const star = (kind: IndicatorKind) => {
    const starred = toggleIndicatorFavourite(kind);
    const name = kindName(t, kind);
    announce(
      starred
        ? t('chart.indicators.picker.starred', { name })
        : t('chart.indicators.picker.unstarred', { name }),
    );
  };

  return (
    <div className="td-indicator-picker__indicators">
      <ListboxSearch
        inputRef={search}
        label={t('chart.indicators.picker.search')}
        placeholder={t('chart.indicators.picker.placeholder')}
        listId={listId}
        rows={rows}
        active={active}
        rowId={rowId}
        setActiveKey={setActiveKey}
        onEnter={(row, shift) => (shift ? star(row.kind) : add(row.kind))}
        query={query}
        setQuery={setQuery}
        keysText={t('chart.indicators.picker.keys')}
        fullText={full ? t('chart.indicators.full', { max: INDICATORS_PER_CHART_MAX }) : null}
        statusText={rows.length === 0 ? t('chart.indicators.picker.noMatch', { query: query.trim() }) : ''}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('chart.indicators.picker.list')}
        className="td-indicator-picker__list"
        hidden={rows.length === 0}
      >
        {sections.map((section) => {
          const headingId = `${id}-${section.name}`;
          return (
            <div key={section.name} role="group" aria-labelledby={headingId}>
              <div id={headingId} role="presentation" className="td-indicator-picker__section">
                {t(`chart.indicators.picker.${section.name}`)}
              </div>
              {section.kinds.map((kind) => {
                const key = `${section.name}-${kind}`;
                const starred = favourites.includes(kind);
                const name = kindName(t, kind);
                // The legend's name beside, unless it is the name (일목균형표, Volume).
                const short = kindShort(t, kind);
                const nameId = nameIdOf(key);
                const shortId = shortIdOf(key);
                return (
                  <div
                    key={key}
                    id={rowId(key)}
                    role="option"
                    aria-selected={key === active?.key}
                    aria-disabled={full || undefined}
                    aria-labelledby={short === name ? nameId : `${nameId} ${shortId}`}
                    className="td-indicator-picker__row"
                    data-active={key === active?.key || undefined}
                    // The focus stays in the search field, which holds the keys.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      setActiveKey(key);
                      add(kind);
                    }}
                  >
                    <button
                      type="button"
                      tabIndex={-1}
                      className="td-indicator-picker__star"
                      aria-pressed={starred}
                      aria-label={t('chart.indicators.picker.favourite', { name })}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={(event) => {
                        event.stopPropagation();
                        setActiveKey(key);
                        star(kind);
                      }}
                    >
                      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
                    </button>
                    <span id={nameId} className="td-indicator-picker__name">
                      {name}
                    </span>
                    {short !== name && (
                      <span id={shortId} className="td-indicator-picker__short">
                        {short}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The search index of both languages; the page's own language's while the other's cannot be read. */
function useSearchIndex(): IndicatorSearchIndex {
  const { t } = useTranslation();
  const both = use(searchBothLanguages());
  const own = useMemo(() => {
    if (both) return null;
    const table = Object.fromEntries(
      PICKER_KINDS.map((kind) => [
        kind,
        {
          name: kindName(t, kind),
          short: kindShort(t, kind),
          keywords: t(`chart.indicators.kinds.${kind}.keywords`),
        },
      ]),
    ) as IndicatorWordTable;
    return indicatorSearchIndex([table]);
  }, [both, t]);
  return both ?? own!;
}
