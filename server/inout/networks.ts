/**
 * The networks the simulator moves each coin on: their names, withdrawal fees per level, minimums, the
 * memo/tag some need, what an address looks like on each, and every member's deposit address on each.
 * Fees and minimums are fixed KRW values at the catalogue's price (not the live one), so a form's
 * numbers do not move while the member types; a coin that takes no deposits or withdrawals (delisted,
 * upcoming, KRW) has no network.
 */
import { createHash } from 'node:crypto';
import {
  FEE_LEVELS,
  INOUT,
  roundTo,
  type FeeLevel,
  type InoutCoin,
  type WithdrawNetwork,
} from '../../contract';
import { COINS, type CoinEntry } from '../market/catalogue';

/**
 * How addresses look on a network family, how the simulator writes a deposit address on it, and the
 * confirmations a deposit waits for there (the large Korean exchanges' figures, rounded).
 */
interface AddressFormat {
  pattern: RegExp;
  confirmations: number;
  /** The address's fixed start and the alphabet and length of the rest. */
  prefix: string;
  alphabet: string;
  length: number;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const FORMATS = {
  bitcoin: {
    pattern: /^(bc1[02-9ac-hj-np-z]{25,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
    confirmations: 2,
    prefix: 'bc1q',
    alphabet: 'qpzry9x8gf2tvdw0s3jn54khce6mua7l',
    length: 38,
  },
  evm: {
    pattern: /^0x[0-9a-fA-F]{40}$/,
    confirmations: 12,
    prefix: '0x',
    alphabet: '0123456789abcdef',
    length: 40,
  },
  xrp: {
    pattern: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
    confirmations: 1,
    prefix: 'r',
    alphabet: BASE58,
    length: 33,
  },
  solana: {
    pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    confirmations: 1,
    prefix: '',
    alphabet: BASE58,
    length: 44,
  },
  tron: {
    pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
    confirmations: 19,
    prefix: 'T',
    alphabet: BASE58,
    length: 33,
  },
  dogecoin: {
    pattern: /^D[1-9A-HJ-NP-Za-km-z]{33}$/,
    confirmations: 6,
    prefix: 'D',
    alphabet: BASE58,
    length: 33,
  },
  stellar: {
    pattern: /^G[A-Z2-7]{55}$/,
    confirmations: 1,
    prefix: 'G',
    alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
    length: 55,
  },
} satisfies Record<string, AddressFormat>;
type Family = keyof typeof FORMATS;

/** The memo/tag of a network that needs one: its name (in English and Korean) and what it looks like. */
const SECOND_ADDRESSES = {
  tag: { name: 'Destination Tag', nameKo: '데스티네이션 태그', pattern: /^\d{1,10}$/ },
  memo: { name: 'Memo', nameKo: '메모', pattern: /^[0-9A-Za-z]{1,28}$/ },
} as const;

interface NetworkEntry {
  networkName: string;
  /** Its name on Korean pages (contract/inout.ts networkNameIn). */
  networkNameKo: string;
  family: Family;
  second?: keyof typeof SECOND_ADDRESSES;
}

const ERC20: NetworkEntry = {
  networkName: 'Ethereum (ERC-20)',
  networkNameKo: '이더리움 (ERC-20)',
  family: 'evm',
};
const TRC20: NetworkEntry = { networkName: 'Tron (TRC-20)', networkNameKo: '트론 (TRC-20)', family: 'tron' };

/** Coins on their own chains; every other coin moves as an ERC-20 token. */
const NETWORKS_BY_SYMBOL: Record<string, readonly NetworkEntry[]> = {
  BTC: [{ networkName: 'Bitcoin', networkNameKo: '비트코인', family: 'bitcoin' }],
  ETH: [{ networkName: 'Ethereum', networkNameKo: '이더리움', family: 'evm' }],
  XRP: [{ networkName: 'XRP Ledger', networkNameKo: 'XRP 레저', family: 'xrp', second: 'tag' }],
  SOL: [{ networkName: 'Solana', networkNameKo: '솔라나', family: 'solana' }],
  DOGE: [{ networkName: 'Dogecoin', networkNameKo: '도지코인', family: 'dogecoin' }],
  TRX: [{ networkName: 'Tron', networkNameKo: '트론', family: 'tron' }],
  XLM: [{ networkName: 'Stellar', networkNameKo: '스텔라', family: 'stellar', second: 'memo' }],
  USDT: [ERC20, TRC20],
  USDC: [ERC20, TRC20],
};

/**
 * The Korean names of a record's network and memo/tag, found by the English names the record keeps
 * (undefined when the simulator does not name it: a memo/tag name a member typed, an unknown network).
 */
export function koreanNamesOf(
  networkName: string | null,
  secondAddressName: string | null,
): { networkNameKo?: string; secondAddressNameKo?: string } {
  const network = [...Object.values(NETWORKS_BY_SYMBOL).flat(), ERC20].find(
    (entry) => entry.networkName === networkName,
  );
  const second = Object.values(SECOND_ADDRESSES).find((entry) => entry.name === secondAddressName);
  return {
    ...(network && { networkNameKo: network.networkNameKo }),
    ...(second && { secondAddressNameKo: second.nameKo }),
  };
}

/** The KRW value of each fee level and of the smallest withdrawal, at the catalogue's price. */
export const FEE_KRW: Record<FeeLevel, number> = { LOW: 1_000, STANDARD: 3_000, FAST: 6_000 };
export const MIN_WITHDRAWAL_KRW = 10_000;
/** The KRW value of the smallest deposit credited (chosen here; the spec names none), at the catalogue's price. */
export const MIN_DEPOSIT_KRW = 5_000;

export function coinOf(coinType: string): CoinEntry | undefined {
  return COINS.find((coin) => coin.coinType === coinType);
}

/** Whether a coin takes deposits and withdrawals: listed and not delisted or upcoming. */
export function takesTransfers(coin: CoinEntry): boolean {
  return !coin.flags.includes('delisted') && !coin.flags.includes('upcoming') && coin.priceKrw > 0;
}

function entriesOf(coin: CoinEntry): readonly NetworkEntry[] {
  if (!takesTransfers(coin)) return [];
  return NETWORKS_BY_SYMBOL[coin.symbol] ?? [ERC20];
}

/** A KRW value in the coin at its catalogue price: 8 decimals, at least the smallest unit. */
function inCoin(krw: number, coin: CoinEntry): number {
  return Math.max(10 ** -INOUT.coinDecimals, roundTo(krw / coin.priceKrw, INOUT.coinDecimals));
}

/** The withdrawal terms of a coin on each of its networks (none when it takes no transfers). */
export function withdrawNetworks(coin: CoinEntry): WithdrawNetwork[] {
  const fees = Object.fromEntries(FEE_LEVELS.map((level) => [level, inCoin(FEE_KRW[level], coin)])) as Record<
    FeeLevel,
    number
  >;
  return entriesOf(coin).map((entry) => ({
    networkName: entry.networkName,
    networkNameKo: entry.networkNameKo,
    fees,
    minQuantity: inCoin(MIN_WITHDRAWAL_KRW, coin),
    secondAddressName: entry.second ? SECOND_ADDRESSES[entry.second].name : null,
    secondAddressNameKo: entry.second ? SECOND_ADDRESSES[entry.second].nameKo : null,
  }));
}

export function networkOf(coin: CoinEntry, networkName: string): WithdrawNetwork | undefined {
  return withdrawNetworks(coin).find((network) => network.networkName === networkName);
}

/** Whether `address` (and the memo/tag, when given) is one the network accepts. */
export function isValidAddress(
  coin: CoinEntry,
  networkName: string,
  address: string,
  secondAddress: string | null,
): boolean {
  const entry = entriesOf(coin).find((e) => e.networkName === networkName);
  if (!entry || !FORMATS[entry.family].pattern.test(address)) return false;
  if (secondAddress === null) return true;
  return entry.second !== undefined && SECOND_ADDRESSES[entry.second].pattern.test(secondAddress);
}

function derived(seed: string, alphabet: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round += 1) {
    for (const byte of createHash('sha256').update(`${seed}:${round}`).digest()) {
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/**
 * The member's deposit address on each network of the coin (the same every time: a hash of both), with
 * the network's smallest deposit and confirmations.
 */
export function depositAddresses(coin: CoinEntry, memNo: number): InoutCoin['depositAddresses'] {
  return entriesOf(coin).map((entry) => {
    const format: AddressFormat = FORMATS[entry.family];
    const seed = `${memNo}:${entry.networkName}`;
    return {
      networkName: entry.networkName,
      networkNameKo: entry.networkNameKo,
      address: format.prefix + derived(seed, format.alphabet, format.length),
      secondAddress: entry.second ? String(100_000 + memNo) : null,
      minDeposit: inCoin(MIN_DEPOSIT_KRW, coin),
      confirmations: format.confirmations,
    };
  });
}
