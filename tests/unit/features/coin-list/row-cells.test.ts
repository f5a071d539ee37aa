import { describe, expect, test } from 'vitest';
import { priceTicks, specTicks, UPBIT_TICKS } from '../../../../contract/price-ticks';
import { formatValueCell, type ValueCellContext } from '../../../../src/features/coin-list/row-cells';
import { CELL_COUNT, COIN_LIST_THEME } from '../../../../src/render/coin-list/coin-list-layout';

const { text: TEXT, up: UP, down: DOWN } = COIN_LIST_THEME;

const COIN: ValueCellContext = {
  asset: false,
  market: 'KRW',
  ticks: specTicks('KRW'),
  ticker: true,
  usdtVolumeMode: 'product',
  millionUnit: 'M',
};
const ASSET: ValueCellContext = { ...COIN, asset: true };

/** A row's numbers by cell (2 price or balance, 3 valuation, 4 rate or average price, 5 change, 6, 7). */
function numbers(values: Partial<Record<number, number>>): Float64Array {
  const row = new Float64Array(CELL_COUNT).fill(Number.NaN);
  for (const [cell, value] of Object.entries(values)) row[Number(cell)] = value!;
  return row;
}

function cellOf(cell: number, row: Float64Array, context: ValueCellContext): [string, number] {
  const texts = new Array<string>(CELL_COUNT).fill('stale');
  const tints = new Array<number>(CELL_COUNT).fill(-1);
  formatValueCell(texts, tints, row, cell, context);
  return [texts[cell]!, tints[cell]!];
}

const rising = numbers({ 2: 150_000_000, 4: 1.239, 5: 1_500_000, 6: 2_500_000_000 });
const falling = numbers({ 2: 0.03, 4: -2, 5: -0.0001, 6: 12.5 });
const usdtKrw = numbers({ 2: 1_450.5, 4: 0.17, 5: 2.5 });
const holding = numbers({ 2: 1.5, 3: 1_234_567, 4: 0.021, 6: -3.5, 7: -1_000 });

describe('a coin list value cell', () => {
  test.each<[string, number, Float64Array, ValueCellContext, string, number]>([
    ['a rising price is tinted up', 2, rising, COIN, '150,000,000', UP],
    ['a rising rate', 4, rising, COIN, '+1.23%', UP],
    ['a change amount takes the price decimals', 5, rising, COIN, '+1,500,000', UP],
    ['a KRW volume shows in millions with the unit', 6, rising, COIN, '2,500M', TEXT],
    ['a coin row has no third cell', 3, rising, COIN, '', TEXT],
    ['nor a seventh', 7, rising, COIN, '', TEXT],
    [
      'a falling BTC price is tinted down',
      2,
      falling,
      { ...COIN, market: 'BTC', ticks: specTicks('BTC') },
      '0.03000000',
      DOWN,
    ],
    [
      'a falling change amount',
      5,
      falling,
      { ...COIN, market: 'BTC', ticks: specTicks('BTC') },
      '-0.00010000',
      DOWN,
    ],
    ['a coin without a ticker shows no price', 2, rising, { ...COIN, ticker: false }, '', TEXT],
    ['a holding: its balance', 2, holding, ASSET, '1.5', TEXT],
    ['a holding: its valuation in won', 3, holding, ASSET, '1,234,567', TEXT],
    ['a holding: its average price in KRW decimals', 4, holding, ASSET, '0.0210', TEXT],
    [
      'USDT/KRW on Upbit: its half won',
      2,
      usdtKrw,
      { ...COIN, ticks: priceTicks(UPBIT_TICKS, 'USDT-KRW') },
      '1,450.5',
      UP,
    ],
    [
      'its change at the same decimal',
      5,
      usdtKrw,
      { ...COIN, ticks: priceTicks(UPBIT_TICKS, 'USDT-KRW') },
      '+2.5',
      UP,
    ],
    ['a holding has no change cell', 5, holding, ASSET, '', TEXT],
    ['a holding: its profit rate tinted by its sign', 6, holding, ASSET, '-3.50%', DOWN],
    ['a holding: its profit tinted by the rate', 7, holding, ASSET, '-1,000', DOWN],
  ])('%s', (_name, cell, row, context, text, tint) => {
    expect(cellOf(cell, row, context)).toEqual([text, tint]);
  });
});
