import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { coinIconUrl } from '../../../src/lib/coin-icon';
import type { SortOption } from '../../../src/lib/sort';
import { CoinIcon } from '../../../src/ui/CoinIcon';
import { CompletionAnimation } from '../../../src/ui/CompletionAnimation';
import { FallbackImage } from '../../../src/ui/FallbackImage';
import { Paginator } from '../../../src/ui/Paginator';
import { PercentSlider } from '../../../src/ui/PercentSlider';
import { RadioGroup } from '../../../src/ui/RadioGroup';
import { SearchBox } from '../../../src/ui/SearchBox';
import { SortableListHeader, type ListHeaderItem } from '../../../src/ui/SortableListHeader';
import { SpeechBubble } from '../../../src/ui/SpeechBubble';
import { TableHead } from '../../../src/ui/TableHead';
import { TabBar, type TabItem } from '../../../src/ui/TabBar';
import { ToggleButton } from '../../../src/ui/ToggleButton';
import { mount } from './mount';

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

describe('sortable list headers', () => {
  const items: ListHeaderItem[] = [
    { key: 'name', value: 'Name' },
    { key: 'change', subKey: 'rate', value: 'Change', render: (item) => <em>{item.value}!</em> },
    { key: 'note', value: 'Note', disableSort: true },
  ];
  function Harness({ onSort }: { onSort: (sort: SortOption) => void }) {
    const [sort, setSort] = useState<SortOption | null>(null);
    return (
      <div role="table" aria-label="coins">
        <SortableListHeader
          items={items}
          sort={sort}
          onSortChange={(next) => {
            onSort(next);
            setSort(next);
          }}
        />
      </div>
    );
  }

  test('another column sorts descending first, the same column toggles; aria-sort follows', async () => {
    const onSort = vi.fn();
    mount(<Harness onSort={onSort} />);
    const name = page.getByRole('columnheader', { name: 'Name' });
    const change = page.getByRole('columnheader', { name: 'Change' });
    await expect.element(name).toHaveAttribute('aria-sort', 'none');

    await name.getByRole('button').click();
    await expect.element(name).toHaveAttribute('aria-sort', 'descending');
    await name.getByRole('button').click();
    await expect.element(name).toHaveAttribute('aria-sort', 'ascending');
    await change.getByRole('button', { name: 'Change' }).click();
    await expect.element(change).toHaveAttribute('aria-sort', 'descending');
    await expect.element(name).toHaveAttribute('aria-sort', 'none');
    change.getByRole('button').element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(change).toHaveAttribute('aria-sort', 'ascending');
    expect(onSort.mock.calls.map(([sort]) => sort)).toEqual([
      { key: 'name', direction: 'desc' },
      { key: 'name', direction: 'asc' },
      { key: 'change', subKey: 'rate', direction: 'desc' },
      { key: 'change', subKey: 'rate', direction: 'asc' },
    ]);
  });

  test('a header with sorting disabled has no button and no aria-sort', async () => {
    mount(<Harness onSort={() => undefined} />);
    const note = page.getByRole('columnheader', { name: 'Note' });
    await expect.element(note).not.toHaveAttribute('aria-sort');
    expect(note.getByRole('button').query()).toBeNull();
  });
});

describe('percentage slider', () => {
  function Harness({ initial = 50 }: { initial?: number }) {
    const [value, setValue] = useState(initial);
    return <PercentSlider value={value} onChange={setValue} />;
  }

  test('is labelled ratio with the select-ratio title and moves by keyboard, clamped', async () => {
    mount(<Harness />);
    const slider = page.getByRole('slider', { name: '비율' });
    await expect.element(slider).toHaveAttribute('title', '비율 선택');
    await expect.element(slider).toHaveAttribute('aria-valuenow', '50');
    slider.element().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect.element(slider).toHaveAttribute('aria-valuenow', '53');
    await userEvent.keyboard('{ArrowLeft}{PageDown}');
    await expect.element(slider).toHaveAttribute('aria-valuenow', '42');
    await userEvent.keyboard('{End}{ArrowRight}{PageUp}');
    await expect.element(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect.element(slider).toHaveAttribute('aria-valuenow', '0');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '0%');
  });

  test('preset markers set their value; the pointer sets the value where it presses', async () => {
    mount(<Harness initial={0} />);
    const slider = page.getByRole('slider', { name: '비율' });
    await page.getByRole('button', { name: '75%' }).click();
    await expect.element(slider).toHaveAttribute('aria-valuenow', '75');
    await expect.element(page.getByRole('button', { name: '75%' })).toHaveAttribute('aria-pressed', 'true');
    const track = document.querySelector<HTMLElement>('.td-slider__track')!;
    const width = track.getBoundingClientRect().width;
    await userEvent.click(track, { position: { x: Math.round(width / 4), y: 3 } });
    await expect
      .poll(() => Number(slider.element().getAttribute('aria-valuenow')))
      .toBeGreaterThanOrEqual(24);
    expect(Number(slider.element().getAttribute('aria-valuenow'))).toBeLessThanOrEqual(26);
  });

  test('dragging the thumb follows the pointer', async () => {
    mount(<Harness initial={0} />);
    const slider = page.getByRole('slider', { name: '비율' });
    // The 50% marker sits under the middle of the track: dropping there means 50.
    await userEvent.dragAndDrop(slider, page.getByRole('button', { name: '50%' }));
    await expect
      .poll(() => Number(slider.element().getAttribute('aria-valuenow')))
      .toBeGreaterThanOrEqual(49);
    expect(Number(slider.element().getAttribute('aria-valuenow'))).toBeLessThanOrEqual(51);
  });

  test('an out-of-range value shows clamped; a disabled slider does not change', async () => {
    const onChange = vi.fn();
    mount(<PercentSlider value={250} onChange={onChange} disabled />);
    const slider = page.getByRole('slider');
    await expect.element(slider).toHaveAttribute('aria-valuenow', '100');
    slider.element().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('tab bar', () => {
  test('each kind of tab does its thing; arrows, Home and End move and activate', async () => {
    const onNavigate = vi.fn();
    const loadPage = vi.fn();
    const action = vi.fn();
    const items: TabItem[] = [
      { key: 'route', text: 'Route', to: '/trade/order/BTC_KRW' },
      { key: 'replace', text: 'Replace', replace: '/trade/order/ETH_KRW' },
      { key: 'action', text: 'Action', onClick: action },
      { key: 'page', text: 'Page', href: 'https://help.example.com/' },
    ];
    mount(<TabBar label="Markets" items={items} onNavigate={onNavigate} loadPage={loadPage} />);
    const tablist = page.getByRole('tablist', { name: 'Markets' });
    await expect.element(tablist).toBeVisible();
    const route = page.getByRole('tab', { name: 'Route' });
    await expect.element(route).toHaveAttribute('aria-selected', 'true');
    await expect.element(route).toHaveAttribute('tabindex', '0');
    await expect.element(page.getByRole('tab', { name: 'Page' })).toHaveAttribute('tabindex', '-1');

    await page.getByRole('tab', { name: 'Replace' }).click();
    expect(onNavigate).toHaveBeenLastCalledWith('/trade/order/ETH_KRW', { replace: true });
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Action' })).toHaveFocus();
    await expect.element(page.getByRole('tab', { name: 'Action' })).toHaveAttribute('aria-selected', 'true');
    expect(action).toHaveBeenCalledOnce();
    await userEvent.keyboard('{ArrowRight}');
    expect(loadPage).toHaveBeenCalledWith('https://help.example.com/');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(route).toHaveFocus();
    expect(onNavigate).toHaveBeenLastCalledWith('/trade/order/BTC_KRW', { replace: false });
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('tab', { name: 'Page' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'Page' })).toHaveFocus();
  });

  test('a controlled tab bar shows the caller’s tab', async () => {
    const items: TabItem[] = [
      { key: 'a', text: 'A', onClick: () => undefined },
      { key: 'b', text: 'B', onClick: () => undefined },
    ];
    mount(<TabBar label="Controlled" items={items} activeKey="b" />);
    await expect.element(page.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'A' }).click();
    await expect.element(page.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('radio group', () => {
  test.each([16, 20, 24, 28] as const)(
    'size %i keeps a selection and moves with the arrows',
    async (size) => {
      const onChange = vi.fn();
      mount(
        <RadioGroup
          label={`Type ${size}`}
          size={size}
          defaultValue="limit"
          onChange={onChange}
          options={[
            { value: 'limit', label: 'Limit' },
            { value: 'market', label: 'Market' },
            { value: 'stop', label: 'Stop', disabled: true },
            { value: 'reserve', label: 'Reserve' },
          ]}
        />,
      );
      const group = page.getByRole('radiogroup', { name: `Type ${size}` });
      await expect.element(group).toHaveClass(`td-radio--${size}`);
      const mark = group.element().querySelector<HTMLElement>('.td-radio__mark')!;
      expect(mark.getBoundingClientRect().width).toBe(size);
      await expect.element(page.getByRole('radio', { name: 'Limit' })).toBeChecked();
      await page.getByRole('radio', { name: 'Market' }).click();
      await expect.element(page.getByRole('radio', { name: 'Market' })).toBeChecked();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('radio', { name: 'Reserve' })).toBeChecked();
      await expect.element(page.getByRole('radio', { name: 'Reserve' })).toHaveFocus();
      expect(onChange.mock.calls).toEqual([['market'], ['reserve']]);
    },
  );
});

describe('paginator', () => {
  function Harness({ total }: { total: number }) {
    const [page, setPage] = useState(1);
    return <Paginator page={page} totalPages={total} onChange={setPage} />;
  }

  test('numbers, previous/next, first/last and aria-current', async () => {
    mount(<Harness total={23} />);
    const nav = page.getByRole('navigation', { name: '페이지 이동' });
    await expect
      .element(nav.getByRole('button', { name: '1페이지' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('button', { name: '첫 페이지' })).toBeDisabled();
    await expect.element(nav.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    expect(nav.getByRole('button', { name: /^\d+페이지$/ }).elements()).toHaveLength(10);

    await nav.getByRole('button', { name: '3페이지' }).click();
    await expect
      .element(nav.getByRole('button', { name: '3페이지' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('button', { name: '1페이지' })).not.toHaveAttribute('aria-current');
    await nav.getByRole('button', { name: '마지막 페이지' }).click();
    await expect
      .element(nav.getByRole('button', { name: '23페이지' }))
      .toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: /^\d+페이지$/ }).elements()).toHaveLength(3);
    await expect.element(nav.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    await nav.getByRole('button', { name: '이전 페이지' }).click();
    await expect
      .element(nav.getByRole('button', { name: '22페이지' }))
      .toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: '첫 페이지' }).click();
    await expect
      .element(nav.getByRole('button', { name: '1페이지' }))
      .toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: '다음 페이지' }).click();
    await expect
      .element(nav.getByRole('button', { name: '2페이지' }))
      .toHaveAttribute('aria-current', 'page');
  });

  test('renders nothing without pages', () => {
    const { host } = mount(<Harness total={0} />);
    expect(host.childElementCount).toBe(0);
  });
});

describe('search box', () => {
  function Harness({ onSearch }: { onSearch: (value: string) => void }) {
    const [value, setValue] = useState('');
    return <SearchBox value={value} onChange={setValue} onSearch={onSearch} maxLength={5} />;
  }

  test('blocks input beyond maxLength, typed or filled at once; Reset empties; Enter searches', async () => {
    const onSearch = vi.fn();
    mount(<Harness onSearch={onSearch} />);
    const field = page.getByRole('searchbox', { name: '검색' });
    await userEvent.type(field, 'bitcoin');
    await expect.element(field).toHaveValue('bitco');
    await page.getByRole('button', { name: '초기화' }).click();
    await expect.element(field).toHaveValue('');
    expect(page.getByRole('button', { name: '초기화' }).query()).toBeNull();
    await userEvent.fill(field, 'ethereum');
    await expect.element(field).toHaveValue('ether');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('ether');
    await page.getByRole('button', { name: '검색' }).click();
    expect(onSearch).toHaveBeenCalledTimes(2);
    await expect.element(page.getByRole('button', { name: '검색' })).toHaveAttribute('title', '검색');
  });
});

describe('table head', () => {
  test('a column header per column, numeric ones right-aligned, a false column left out', async () => {
    mount(
      <table aria-label="orders">
        <TableHead columns={[{ label: 'Time' }, false, { label: 'Price', numeric: true }]} />
      </table>,
    );
    const headers = page.getByRole('table', { name: 'orders' }).getByRole('columnheader');
    await expect.element(headers.nth(0)).toHaveTextContent('Time');
    await expect.element(headers.nth(0)).not.toHaveClass('td-num');
    await expect.element(headers.nth(1)).toHaveTextContent('Price');
    await expect.element(headers.nth(1)).toHaveClass('td-num');
    expect(headers.all()).toHaveLength(2);
  });
});

describe('toggle button', () => {
  test('keeps its pressed state and reports it', async () => {
    const onChange = vi.fn();
    mount(<ToggleButton onChange={onChange}>Assets</ToggleButton>);
    const toggle = page.getByRole('button', { name: 'Assets' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.element().focus();
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe('images', () => {
  test('a coin icon loads its hashed path and turns into a grey placeholder when it fails', async () => {
    mount(<CoinIcon symbol="btc" size={32} baseUrl="/no-such-dir" />);
    const icon = page.getByRole('img', { name: 'BTC 아이콘' });
    await expect.poll(() => icon.element().hasAttribute('data-placeholder')).toBe(true);
    await expect.element(icon).toHaveClass('td-coin-icon--placeholder');
    expect(getComputedStyle(icon.element()).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(coinIconUrl('btc')).toBe('/resources/img/coin/coin-948e42c0.png');
  });

  test('an image that loads stays; a broken one tries its fallback, then the placeholder', async () => {
    mount(
      <>
        <FallbackImage src={PIXEL} alt="good" />
        <FallbackImage src="/no-such-image.png" fallbackSrc={PIXEL} alt="fallback" />
        <FallbackImage src="/no-such-image.png" fallbackSrc="/no-such-either.png" alt="broken" />
      </>,
    );
    await expect.element(page.getByRole('img', { name: 'good' })).toHaveAttribute('src', PIXEL);
    await expect.element(page.getByRole('img', { name: 'fallback' })).toHaveAttribute('src', PIXEL);
    await expect.poll(() => page.getByRole('img', { name: 'broken' }).element().tagName).toBe('SPAN');
  });
});

describe('speech bubble and completion animation', () => {
  test('the bubble is a note on its side; the animation is a labelled image', async () => {
    mount(
      <>
        <SpeechBubble placement="left">Tip</SpeechBubble>
        <CompletionAnimation />
      </>,
    );
    await expect.element(page.getByRole('note')).toHaveClass('td-bubble--left');
    await expect.element(page.getByRole('img', { name: '완료' })).toBeVisible();
  });

  test('without reduced motion the mark animates; the stylesheet stops it for reduced motion', async () => {
    mount(<CompletionAnimation />);
    const check = document.querySelector<SVGElement>('.td-complete__check')!;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(getComputedStyle(check).animationName).toBe(reduced ? 'none' : 'td-draw');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const reducedRule = rules.find(
      (rule) => rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'),
    ) as CSSMediaRule | undefined;
    const inner = reducedRule?.cssRules[0] as CSSStyleRule | undefined;
    expect(inner?.selectorText).toContain('.td-complete__check');
    expect(inner?.style.animationName).toBe('none');
    expect(inner?.style.strokeDashoffset).toBe('0');
  });
});
