import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../../../contract/intervals';
import {
  addIndicator,
  intervalChoice,
  moveIndicator,
  movePane,
  NO_INDICATORS,
  parseIndicators,
  removeIndicator,
  removePane,
  setLineChoices,
  setLineStyle,
  setPaneCollapsed,
  setPaneWeights,
  setParams,
  setIntervals,
  setVisible,
  showsAtInterval,
  specsOf,
  studiesOf,
  type ChartIndicators,
  type IndicatorChange,
} from '../../../../../src/features/chart/rules/chart-indicators';
import { INDICATORS_PER_CHART_MAX, type IndicatorKind } from '../../../../../src/render/chart/chart-studies';

function ok(change: IndicatorChange): ChartIndicators {
  if (!change.ok) throw new Error(`refused: ${JSON.stringify(change.refusal)}`);
  return change.set;
}

/** The set after adding each kind in turn. */
function withKinds(...kinds: IndicatorKind[]): ChartIndicators {
  return kinds.reduce((set, kind) => ok(addIndicator(set, kind)), NO_INDICATORS);
}

const layout = (set: ChartIndicators) => set.indicators.map((each) => `${each.id}:${each.kind}@${each.pane}`);

describe('adding and removing indicators', () => {
  it('puts an overlay over the price and a pane indicator in a new pane at the bottom', () => {
    const set = withKinds('bollinger', 'rsi', 'ema', 'macd');
    expect(layout(set)).toEqual(['i1:bollinger@0', 'i2:rsi@1', 'i3:ema@0', 'i4:macd@2']);
    expect(set.panes.map((pane) => pane.weight)).toEqual([3, 1, 1]);
    expect(set.indicators[1]!.params).toEqual({ length: 14, source: 'close' });
  });

  it('takes parameters over the defaults, and refuses bad ones with what is wrong', () => {
    expect(ok(addIndicator(NO_INDICATORS, 'rsi', { length: 9 })).indicators[0]!.params.length).toBe(9);
    expect(addIndicator(NO_INDICATORS, 'rsi', { length: 0 })).toEqual({
      ok: false,
      refusal: { reason: 'params', problems: [{ param: 'length', problem: 'whole', min: 1, max: 2000 }] },
    });
  });

  it(`refuses a ${INDICATORS_PER_CHART_MAX + 1}th indicator`, () => {
    const full = withKinds(...Array.from({ length: INDICATORS_PER_CHART_MAX }, () => 'sma' as const));
    expect(addIndicator(full, 'ema')).toEqual({ ok: false, refusal: { reason: 'full' } });
  });

  it('reuses the first free id', () => {
    const set = removeIndicator(withKinds('sma', 'ema', 'wma'), 'i2');
    expect(layout(ok(addIndicator(set, 'rsi')))).toEqual(['i1:sma@0', 'i3:wma@0', 'i2:rsi@1']);
  });

  it('drops a pane left empty and moves the panes below it up', () => {
    const set = removeIndicator(withKinds('rsi', 'macd', 'atr'), 'i2');
    expect(layout(set)).toEqual(['i1:rsi@1', 'i3:atr@2']);
    expect(set.panes).toHaveLength(3);
    expect(removeIndicator(set, 'nope')).toEqual(set);
  });
});

describe('moving indicators and panes', () => {
  const set = withKinds('rsi', 'macd', 'ema');

  it.each([
    ['MACD onto the price pane: its pane goes', 'i2', 0, ['i1:rsi@1', 'i2:macd@0', 'i3:ema@0'], 2],
    ['MACD into the RSI pane', 'i2', 1, ['i1:rsi@1', 'i2:macd@1', 'i3:ema@0'], 2],
    ['the EMA into a pane of its own', 'i3', 'new', ['i1:rsi@1', 'i2:macd@2', 'i3:ema@3'], 4],
    ['RSI into a new pane: its old one goes', 'i1', 'new', ['i1:rsi@2', 'i2:macd@1', 'i3:ema@0'], 3],
    ['to a pane that is not there: nothing', 'i1', 7, ['i1:rsi@1', 'i2:macd@2', 'i3:ema@0'], 3],
    ['to where it is: nothing', 'i1', 1, ['i1:rsi@1', 'i2:macd@2', 'i3:ema@0'], 3],
  ] as const)('%s', (_, id, pane, expected, panes) => {
    const moved = moveIndicator(set, id, pane);
    expect(layout(moved)).toEqual(expected);
    expect(moved.panes).toHaveLength(panes);
  });

  it('swaps a pane with its neighbour, never the price pane', () => {
    expect(layout(movePane(set, 1, 1))).toEqual(['i1:rsi@2', 'i2:macd@1', 'i3:ema@0']);
    expect(movePane(set, 1, -1)).toBe(set);
    expect(movePane(set, 2, 1)).toBe(set);
  });

  it('removes a pane with its indicators', () => {
    expect(layout(removePane(set, 1))).toEqual(['i2:macd@1', 'i3:ema@0']);
    expect(removePane(set, 0)).toBe(set);
  });

  it('collapses an indicator pane, not the price pane, and keeps weights in bounds', () => {
    expect(setPaneCollapsed(set, 2, true).panes[2]!.collapsed).toBe(true);
    expect(setPaneCollapsed(set, 0, true)).toBe(set);
    const weights = setPaneWeights(set, [
      { weight: 2.5, collapsed: false },
      { weight: 1e9, collapsed: false },
      { weight: -1, collapsed: false },
    ]);
    expect(weights.panes.map((pane) => pane.weight)).toEqual([2.5, 100, 0.05]);
    expect(setPaneWeights(set, [])).toBe(set);
  });
});

describe('settings of one indicator', () => {
  const set = withKinds('macd');

  it('changes parameters over the current ones, or says what is wrong', () => {
    expect(ok(setParams(set, 'i1', { fastLength: 8 })).indicators[0]!.params).toMatchObject({
      fastLength: 8,
      slowLength: 26,
    });
    const refused = setParams(set, 'i1', { source: 'volume' });
    expect(refused.ok).toBe(false);
  });

  it('restyles a line keeping only a colour, a width offered and the shown flag', () => {
    const styled = setLineStyle(set, 'i1', 1, { color: '#A0B0C0', width: 3 });
    expect(styled.indicators[0]!.lines).toEqual([{}, { color: '#a0b0c0', width: 3 }]);
    expect(setLineStyle(styled, 'i1', 1, { width: 9, color: 'blue' }).indicators[0]!.lines[1]).toEqual({
      color: '#a0b0c0',
      width: 3,
    });
    expect(setLineStyle(set, 'i1', 3, { width: 2 })).toBe(set);
    expect(studiesOf(styled, '1')[0]!.lines[1]).toMatchObject({ color: 0xa0b0c0, width: 3 });
  });

  it('hides and shows an indicator', () => {
    expect(studiesOf(setVisible(set, 'i1', false), '1')[0]!.visible).toBe(false);
  });

  it("names what the worker computes, in the set's order", () => {
    expect(specsOf(withKinds('rsi', 'sma'))).toEqual([
      { id: 'i1', kind: 'rsi', params: { length: 14, source: 'close' } },
      { id: 'i2', kind: 'sma', params: { length: 9, source: 'close' } },
    ]);
  });
});

describe('the intervals an indicator shows at', () => {
  const set = withKinds('rsi', 'ema');
  const shownAt = (intervals: CandleInterval[] | undefined) =>
    setIntervals(set, 'i1', intervals).indicators[0]!.intervals;

  it.each<[string, readonly unknown[] | undefined, CandleInterval[] | undefined]>([
    ['none chosen: every interval', undefined, undefined],
    ['some, kept in the toolbar order', ['1D', '60', '5'], ['5', '60', '1D']],
    ['each once', ['15', '15', '240'], ['15', '240']],
    ['unknown ones dropped', ['60', '2h', 60, null, '1d'], ['60']],
    ['every one: every interval', [...CANDLE_INTERVALS].reverse(), undefined],
    ['an empty list: every interval', [], undefined],
    ['only unknown ones: every interval', ['1w', 5], undefined],
  ])('intervalChoice reads %s', (_, intervals, expected) => {
    expect(intervalChoice(intervals)).toEqual(expected);
  });

  it("sets one indicator's intervals, and every interval leaves no field behind", () => {
    expect(shownAt(['60', '1D'])).toEqual(['60', '1D']);
    expect(setIntervals(set, 'i1', ['60']).indicators[1]).toBe(set.indicators[1]);
    const back = setIntervals(setIntervals(set, 'i1', ['60']), 'i1', undefined).indicators[0]!;
    expect('intervals' in back).toBe(false);
    expect('intervals' in setIntervals(set, 'i1', [...CANDLE_INTERVALS]).indicators[0]!).toBe(false);
    expect(setIntervals(set, 'nope', ['60'])).toBe(set);
  });

  it.each<[string, CandleInterval[] | undefined, boolean, CandleInterval, boolean]>([
    ['at every interval, shown', undefined, true, '1', true],
    ['at one of its intervals', ['60', '1D'], true, '60', true],
    ['at another interval', ['60', '1D'], true, '5', false],
    ['hidden, at one of its intervals', ['60'], false, '60', false],
    ['hidden, at every interval', undefined, false, '1D', false],
  ])('studiesOf draws an indicator %s: %s', (_, intervals, visible, interval, drawn) => {
    const chosen = setVisible(setIntervals(set, 'i1', intervals), 'i1', visible);
    const studies = studiesOf(chosen, interval);
    expect(studies[0]!.visible).toBe(drawn);
    expect(showsAtInterval(chosen.indicators[0]!, interval)).toBe(intervals?.includes(interval) ?? true);
    // The other indicator, and the panes, are as they were; the worker computes both all the same.
    expect(studies[1]!.visible).toBe(true);
    expect(studies.map((study) => study.pane)).toEqual([1, 0]);
    expect(specsOf(chosen)).toEqual(specsOf(set));
  });
});

describe('parseIndicators', () => {
  it('reads back what it stored', () => {
    const styled = setLineStyle(withKinds('rsi', 'bollinger', 'macd'), 'i2', 0, { color: '#123456' });
    const set = setIntervals(styled, 'i3', ['240', '1D']);
    const stored = JSON.stringify(set);
    expect(parseIndicators(JSON.parse(stored))).toStrictEqual(set);
    // Only the indicator shown at some intervals stores them.
    expect(stored.match(/"intervals"/g)).toHaveLength(1);
  });

  it.each<[string, unknown, CandleInterval[] | undefined]>([
    ['no intervals stored', undefined, undefined],
    ['some', ['1D', '60'], ['60', '1D']],
    ['unknown ones among them', ['60', '7', { at: '5' }], ['60']],
    ['an empty list', [], undefined],
    ['every one', CANDLE_INTERVALS, undefined],
    ['not a list', '60', undefined],
    ['null', null, undefined],
  ])('reads %s as the intervals shown at', (_, intervals, expected) => {
    const [indicator] = parseIndicators({
      indicators: [{ id: 'i1', kind: 'rsi', params: {}, lines: [], visible: true, pane: 1, intervals }],
      panes: NO_INDICATORS.panes.concat({ weight: 1, collapsed: false }),
    }).indicators;
    expect(indicator).toBeDefined();
    expect(indicator!.intervals).toEqual(expected);
    expect('intervals' in indicator!).toBe(expected !== undefined);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'rsi'],
    ['an array', []],
    ['no panes', { indicators: [], panes: [] }],
  ])('reads %s as no indicators', (_, data) => {
    expect(parseIndicators(data)).toEqual(NO_INDICATORS);
  });

  it('drops what it cannot use and keeps the rest', () => {
    const stored = {
      panes: [
        { weight: 3, collapsed: true },
        { weight: 'x', collapsed: true },
        { weight: 1, collapsed: false },
        { weight: 1, collapsed: false },
      ],
      indicators: [
        { id: 'i1', kind: 'rsi', params: { length: 0, source: 'hl2', period: 3 }, visible: true, pane: 1 },
        { id: 'i2', kind: 'zigzag', params: {}, visible: true, pane: 0 },
        { id: 'i1', kind: 'sma', params: {}, visible: true, pane: 0 },
        { id: 'i3', kind: 'macd', params: {}, visible: 'no', pane: 9 },
        {
          id: 'i4',
          kind: 'ema',
          params: { length: 20 },
          lines: [{ color: 'red', width: 2 }],
          visible: false,
          pane: 0,
        },
        'nonsense',
      ],
    };
    const set = parseIndicators(stored);
    expect(layout(set)).toEqual(['i1:rsi@1', 'i4:ema@0']);
    expect(set.indicators[0]!.params).toEqual({ length: 14, source: 'hl2' });
    expect(set.indicators[1]).toMatchObject({
      params: { length: 20, source: 'close' },
      lines: [{ width: 2 }],
      visible: false,
    });
    // The price pane never collapses; the empty panes went.
    expect(set.panes).toEqual([
      { weight: 3, collapsed: false },
      { weight: 1, collapsed: true },
    ]);
  });
});

describe('setLineChoices', () => {
  it("replaces every line's choice at once, keeping only what is valid, and [] restores the defaults", () => {
    const set = setLineStyle(withKinds('macd'), 'i1', 0, { visible: false });
    const styled = setLineChoices(set, 'i1', [
      {},
      { color: '#00FF00', width: 2 },
      { width: 7 },
      { color: '#123456' },
    ]);
    expect(styled.indicators[0]!.lines).toEqual([{}, { color: '#00ff00', width: 2 }, {}]);
    expect(setLineChoices(styled, 'i1', []).indicators[0]!.lines).toEqual([]);
    expect(setLineChoices(styled, 'nope', [])).toBe(styled);
  });
});
