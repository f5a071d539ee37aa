import { describe, expect, test } from 'vitest';
import {
  coinOf,
  depositAddresses,
  FEE_KRW,
  isValidAddress,
  koreanNamesOf,
  MIN_DEPOSIT_KRW,
  MIN_WITHDRAWAL_KRW,
  takesTransfers,
  withdrawNetworks,
} from '../../../../server/inout/networks';
import { COINS } from '../../../../server/market/catalogue';

const bySymbol = (symbol: string) => COINS.find((coin) => coin.symbol === symbol)!;

describe('networks', () => {
  test('delisted and upcoming coins take no transfers and have no networks', () => {
    for (const symbol of ['WEMIX', 'MON']) {
      expect(takesTransfers(bySymbol(symbol))).toBe(false);
      expect(withdrawNetworks(bySymbol(symbol))).toEqual([]);
      expect(depositAddresses(bySymbol(symbol), 1)).toEqual([]);
    }
  });

  test('every network, and its memo/tag, has a Korean name, on both the withdraw and the deposit side', () => {
    expect(withdrawNetworks(bySymbol('BTC'))[0]).toMatchObject({
      networkName: 'Bitcoin',
      networkNameKo: '비트코인',
    });
    for (const coin of COINS.filter(takesTransfers)) {
      const names = [...withdrawNetworks(coin), ...depositAddresses(coin, 1)].map(
        (network) => network.networkNameKo,
      );
      for (const name of names) expect(name).toMatch(/[가-힣]/);
      for (const network of withdrawNetworks(coin))
        expect(network.secondAddressNameKo === null).toBe(network.secondAddressName === null);
    }
  });

  test.each<[string | null, string | null, ReturnType<typeof koreanNamesOf>]>([
    ['Bitcoin', null, { networkNameKo: '비트코인' }],
    [
      'XRP Ledger',
      'Destination Tag',
      { networkNameKo: 'XRP 레저', secondAddressNameKo: '데스티네이션 태그' },
    ],
    ['Tron (TRC-20)', null, { networkNameKo: '트론 (TRC-20)' }],
    // A KRW record names no network; a memo name a member typed has no Korean name here.
    [null, null, {}],
    ['Stellar', '내 메모', { networkNameKo: '스텔라' }],
  ])("a record's %s and %s read in Korean as %j", (networkName, secondAddressName, names) => {
    expect(koreanNamesOf(networkName, secondAddressName)).toEqual(names);
  });

  test('fees and the minimum are fixed KRW values at the catalogue price, in 8 decimals', () => {
    const btc = bySymbol('BTC');
    const [network] = withdrawNetworks(btc);
    expect(network!.fees.FAST).toBeCloseTo(FEE_KRW.FAST / btc.priceKrw, 8);
    expect(network!.minQuantity).toBeCloseTo(MIN_WITHDRAWAL_KRW / btc.priceKrw, 8);
  });

  test('USDT moves on two networks; XRP and XLM name their memo/tag', () => {
    expect(withdrawNetworks(bySymbol('USDT')).map((n) => n.networkName)).toEqual([
      'Ethereum (ERC-20)',
      'Tron (TRC-20)',
    ]);
    expect(withdrawNetworks(bySymbol('XRP'))[0]!.secondAddressName).toBe('Destination Tag');
    expect(withdrawNetworks(bySymbol('XLM'))[0]!.secondAddressName).toBe('Memo');
  });

  test.each([
    // coin, network, confirmations
    ['BTC', 'Bitcoin', 2],
    ['ETH', 'Ethereum', 12],
    ['USDT', 'Ethereum (ERC-20)', 12],
    ['USDT', 'Tron (TRC-20)', 19],
    ['XRP', 'XRP Ledger', 1],
    ['DOGE', 'Dogecoin', 6],
  ] as const)(
    'a deposit of %s on %s: the smallest one credited and %d confirmations',
    (symbol, network, confirmations) => {
      const coin = bySymbol(symbol);
      const terms = depositAddresses(coin, 100_001).find((deposit) => deposit.networkName === network)!;
      expect(terms.minDeposit).toBeCloseTo(MIN_DEPOSIT_KRW / coin.priceKrw, 8);
      expect(terms.confirmations).toBe(confirmations);
    },
  );

  test.each([
    ['BTC', 'Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', null, true],
    ['BTC', 'Bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', null, true],
    ['BTC', 'Bitcoin', '0x52908400098527886E0F7030069857D2E4169EE7', null, false],
    ['ETH', 'Ethereum', '0x52908400098527886E0F7030069857D2E4169EE7', null, true],
    ['ETH', 'Ethereum', '0x5290', null, false],
    ['XRP', 'XRP Ledger', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', '12345', true],
    ['XRP', 'XRP Ledger', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', 'abc', false],
    ['ETH', 'Ethereum', '0x52908400098527886E0F7030069857D2E4169EE7', '1', false],
    ['USDT', 'Tron (TRC-20)', 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW', null, true],
    ['USDT', 'Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', null, false],
  ])('%s on %s: %s (tag %s) valid %s', (symbol, network, address, tag, valid) => {
    expect(isValidAddress(bySymbol(symbol), network, address, tag)).toBe(valid);
  });

  test.each(['BTC', 'ETH', 'XRP', 'SOL', 'DOGE', 'TRX', 'XLM', 'USDT', 'LINK'])(
    "%s: a member's deposit addresses are the same every time, valid on their network, and differ per member",
    (symbol) => {
      const coin = coinOf(bySymbol(symbol).coinType)!;
      const first = depositAddresses(coin, 100_001);
      expect(depositAddresses(coin, 100_001)).toEqual(first);
      for (const address of first)
        expect(isValidAddress(coin, address.networkName, address.address, address.secondAddress)).toBe(true);
      expect(depositAddresses(coin, 100_002)[0]!.address).not.toBe(first[0]!.address);
    },
  );
});
