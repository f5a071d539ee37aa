/**
 * One demo per building block of src/ui, each showing the block in its states. Demos own whatever they
 * open (modals, toast queues) and dispose it when they unmount.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinIconUrl } from '../lib/coin-icon';
import { sortRows, type SortOption } from '../lib/sort';
import { AlertModal, type AlertCloseReason } from '../ui/AlertModal';
import { CoinIcon } from '../ui/CoinIcon';
import { CompletionAnimation } from '../ui/CompletionAnimation';
import { FallbackImage } from '../ui/FallbackImage';
import { Modal, type ModalType } from '../ui/Modal';
import { Paginator } from '../ui/Paginator';
import { PercentSlider } from '../ui/PercentSlider';
import { RadioGroup, type RadioSize } from '../ui/RadioGroup';
import { SearchBox } from '../ui/SearchBox';
import { SortableListHeader, type ListHeaderItem } from '../ui/SortableListHeader';
import { SpeechBubble, type BubblePlacement } from '../ui/SpeechBubble';
import { TabBar, type TabItem } from '../ui/TabBar';
import { ToastList } from '../ui/ToastList';
import { ToastQueue } from '../ui/toast-queue';
import { ToggleButton } from '../ui/ToggleButton';

// A tiny inline picture, so the fallback shows without any file being served.
const FALLBACK_PICTURE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='80' height='40'%3E%3Crect width='80' height='40' fill='%231f6feb'/%3E%3C/svg%3E";

const MODAL_TYPES: readonly ModalType[] = ['alert', 'notice', 'default', 'terms', 'image'];

/** Where a demo "navigated": the gallery shows it instead of leaving the page. */
function Navigated({ path }: { path: string | null }) {
  const { t } = useTranslation();
  if (path === null) return null;
  return <p className="td-gallery__note">{t('ui.gallery.navigated', { path })}</p>;
}

export function ModalDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ModalType[]>([]);
  const close = (index: number) => setOpen((current) => current.slice(0, index));
  return (
    <div className="td-gallery__row">
      {MODAL_TYPES.map((type) => (
        <button key={type} type="button" className="td-button" onClick={() => setOpen([type])}>
          {t('ui.gallery.modal.open', { type })}
        </button>
      ))}
      <button type="button" className="td-button" onClick={() => setOpen(['default', 'notice'])}>
        {t('ui.gallery.modal.openStacked')}
      </button>
      {open.map((type, index) => (
        <Modal
          key={index}
          name={`gallery-${index}`}
          type={type}
          index={index}
          active={index === open.length - 1}
          closeOnBackdrop
          onClose={() => close(index)}
          closeLabel={t('common.close')}
          title={index === 0 ? t('ui.gallery.modal.title', { type }) : t('ui.gallery.modal.second')}
          footer={
            <button type="button" className="td-button td-button--primary" onClick={() => close(index)}>
              {t('ui.gallery.modal.action')}
            </button>
          }
        >
          {type === 'image' && <img src={FALLBACK_PICTURE} alt={t('ui.gallery.image.alt')} />}
          <p>{t('ui.gallery.modal.body')}</p>
        </Modal>
      ))}
    </div>
  );
}

export function AlertDemo() {
  const { t } = useTranslation();
  const [variant, setVariant] = useState<'one' | 'two' | null>(null);
  const [result, setResult] = useState<AlertCloseReason | null>(null);
  const [path, setPath] = useState<string | null>(null);
  return (
    <div className="td-gallery__row">
      <button type="button" className="td-button" onClick={() => setVariant('one')}>
        {t('ui.gallery.alert.open')}
      </button>
      <button type="button" className="td-button" onClick={() => setVariant('two')}>
        {t('ui.gallery.alert.openTwoButtons')}
      </button>
      {result && <p className="td-gallery__note">{t('ui.gallery.alert.result', { reason: result })}</p>}
      <Navigated path={path} />
      {variant && (
        <AlertModal
          message={t('ui.gallery.alert.message')}
          modalBtn1={variant === 'two' ? t('ui.gallery.alert.cancel') : undefined}
          closeCb={setResult}
          onClose={() => setVariant(null)}
          onNavigate={setPath}
        />
      )}
    </div>
  );
}

export function ToastDemo() {
  const { t } = useTranslation();
  const [queue] = useState(() => new ToastQueue());
  const [suppressed, setSuppressed] = useState(false);
  useEffect(() => () => queue.clear(), [queue]);
  useEffect(() => (suppressed ? queue.suppress() : undefined), [queue, suppressed]);
  return (
    <div className="td-gallery__row">
      <button type="button" className="td-button" onClick={() => queue.show(t('ui.gallery.toast.message'))}>
        {t('ui.gallery.toast.show')}
      </button>
      <ToggleButton pressed={suppressed} onChange={setSuppressed}>
        {t('ui.gallery.toast.suppress')}
      </ToggleButton>
      <ToastList queue={queue} />
    </div>
  );
}

interface CoinRow {
  symbol: string;
  nameKey: 'bitcoin' | 'ethereum' | 'ripple';
  price: number;
  change: { rate: number };
  volume: number | null;
}

const COIN_ROWS: readonly CoinRow[] = [
  { symbol: 'BTC', nameKey: 'bitcoin', price: 143_250_000, change: { rate: 1.25 }, volume: 98_000_000_000 },
  { symbol: 'ETH', nameKey: 'ethereum', price: 5_120_000, change: { rate: -0.84 }, volume: 41_500_000_000 },
  { symbol: 'XRP', nameKey: 'ripple', price: 3_150, change: { rate: 4.1 }, volume: null },
];

export function SortHeaderDemo() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortOption | null>({ key: 'volume', direction: 'desc' });
  const items: ListHeaderItem[] = [
    { key: 'symbol', value: t('ui.gallery.headers.coin') },
    { key: 'price', value: t('ui.gallery.headers.price') },
    {
      key: 'change',
      subKey: 'rate',
      value: t('ui.gallery.headers.change'),
      render: (item) => <em>{item.value}</em>,
    },
    { key: 'volume', value: t('ui.gallery.headers.volume') },
    { key: 'note', value: t('ui.gallery.headers.note'), disableSort: true },
  ];
  return (
    <div role="table" aria-label={t('ui.gallery.sections.sortHeader')} className="td-gallery__table">
      <SortableListHeader items={items} sort={sort} onSortChange={setSort} />
      {sortRows(COIN_ROWS, sort).map((row) => (
        <div role="row" key={row.symbol} className="td-list-header">
          <div role="cell" className="td-list-header__cell">
            <CoinIcon symbol={row.symbol} size={16} /> {t(`ui.gallery.rows.${row.nameKey}`)}
          </div>
          <div role="cell" className="td-list-header__cell">
            {row.price.toLocaleString()}
          </div>
          <div role="cell" className="td-list-header__cell">
            {t('ui.gallery.percent', { value: row.change.rate })}
          </div>
          <div role="cell" className="td-list-header__cell">
            {row.volume?.toLocaleString()}
          </div>
          <div role="cell" className="td-list-header__cell" />
        </div>
      ))}
    </div>
  );
}

const RADIO_SIZES: readonly RadioSize[] = [16, 20, 24, 28];

export function RadioDemo() {
  const { t } = useTranslation();
  const options = [
    { value: 'limit', label: t('ui.gallery.radio.limit') },
    { value: 'market', label: t('ui.gallery.radio.market') },
    { value: 'reserve', label: t('ui.gallery.radio.reserve'), disabled: true },
  ] as const;
  return (
    <div className="td-gallery__column">
      {RADIO_SIZES.map((size) => (
        <RadioGroup
          key={size}
          size={size}
          label={`${t('ui.gallery.radio.label')} ${size}`}
          options={options}
          defaultValue="limit"
        />
      ))}
      <RadioGroup
        label={`${t('ui.gallery.radio.label')} ${t('ui.gallery.state.disabled')}`}
        options={options}
        defaultValue="market"
        disabled
      />
    </div>
  );
}

export function SliderDemo() {
  const { t } = useTranslation();
  const [value, setValue] = useState(25);
  return (
    <div className="td-gallery__column">
      <PercentSlider value={value} onChange={setValue} />
      <PercentSlider
        value={60}
        onChange={() => undefined}
        disabled
        label={`${t('ui.slider.label')} ${t('ui.gallery.state.disabled')}`}
      />
    </div>
  );
}

export function SearchDemo() {
  const [value, setValue] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  return (
    <div className="td-gallery__column">
      <SearchBox value={value} onChange={setValue} onSearch={setSearched} maxLength={10} />
      {searched !== null && <output className="td-gallery__note">{searched}</output>}
    </div>
  );
}

export function TabsDemo() {
  const { t } = useTranslation();
  const [path, setPath] = useState<string | null>(null);
  const items: TabItem[] = [
    { key: 'krw', text: t('ui.gallery.tabs.krw'), to: '/trade/order/BTC_KRW' },
    { key: 'btc', text: t('ui.gallery.tabs.btc'), replace: '/trade/order/ETH_BTC' },
    { key: 'holdings', text: t('ui.gallery.tabs.holdings'), onClick: () => setPath('#holdings') },
    { key: 'help', text: t('ui.gallery.tabs.help'), href: 'https://help.example.com/' },
  ];
  return (
    <div className="td-gallery__column">
      <TabBar
        label={t('ui.gallery.tabs.label')}
        items={items}
        onNavigate={(target, { replace }) => setPath(replace ? `${target} (replace)` : target)}
        loadPage={setPath}
      />
      <Navigated path={path} />
    </div>
  );
}

export function ToggleDemo() {
  const { t } = useTranslation();
  return (
    <div className="td-gallery__row">
      <ToggleButton>{t('ui.gallery.toggle.assets')}</ToggleButton>
      <ToggleButton defaultPressed>{t('ui.gallery.toggle.hide')}</ToggleButton>
      <ToggleButton disabled>{t('ui.gallery.state.disabled')}</ToggleButton>
    </div>
  );
}

const PLACEMENTS: readonly BubblePlacement[] = ['top', 'bottom', 'left', 'right'];

export function BubbleDemo() {
  const { t } = useTranslation();
  return (
    <div className="td-gallery__row">
      {PLACEMENTS.map((placement) => (
        <SpeechBubble key={placement} placement={placement}>
          {t('ui.gallery.bubble.text')}
        </SpeechBubble>
      ))}
    </div>
  );
}

const ICON_DEMO_SYMBOLS = ['BTC', 'ETH', 'XRP'];

export function CoinIconDemo() {
  return (
    <div className="td-gallery__row">
      {ICON_DEMO_SYMBOLS.map((symbol) => (
        <span key={symbol} className="td-gallery__item">
          <CoinIcon symbol={symbol} size={32} />
          <code>{coinIconUrl(symbol)}</code>
        </span>
      ))}
    </div>
  );
}

export function ImageDemo() {
  const { t } = useTranslation();
  return (
    <div className="td-gallery__row">
      <FallbackImage src={FALLBACK_PICTURE} alt={t('ui.gallery.image.alt')} width={80} height={40} />
      <FallbackImage
        src="/resources/img/missing-banner.png"
        fallbackSrc={FALLBACK_PICTURE}
        alt={`${t('ui.gallery.image.alt')} 2`}
        width={80}
        height={40}
      />
      <FallbackImage
        src="/resources/img/missing-banner.png"
        alt={`${t('ui.gallery.image.alt')} 3`}
        width={80}
        height={40}
      />
    </div>
  );
}

export function CompletionDemo() {
  return <CompletionAnimation />;
}

export function PaginatorDemo() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <div className="td-gallery__column">
      <Paginator page={page} totalPages={23} onChange={setPage} />
      <Paginator page={1} totalPages={1} onChange={() => undefined} />
      <p className="td-gallery__note">{t('ui.gallery.state.empty')}</p>
      <Paginator page={1} totalPages={0} onChange={() => undefined} />
    </div>
  );
}
