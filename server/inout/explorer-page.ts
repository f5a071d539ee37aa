/**
 * The explorer page a record's TXID links to (txIdUrl): the simulator's stand-in for a block explorer,
 * at EXTERNAL_SITE_PATH/explorer/{network}/{txId}, saying the transaction and that no chain is behind it.
 */
import type { Language } from '../errors/messages';
import { escapeMarkup } from '../shell/markup';
import { page } from '../shell/external-pages';

const TITLE: Record<Language, string> = { ko: '트랜잭션 조회', en: 'Transaction lookup' };
const NETWORK: Record<Language, string> = { ko: '네트워크', en: 'Network' };
const ABOUT: Record<Language, string> = {
  ko: '이 트랜잭션은 Tradedeck 시뮬레이션 거래소가 만든 것으로, 실제 블록체인에는 없습니다. 실제 거래소에 연결하면 이 자리에 블록 탐색기가 열립니다.',
  en: "This transaction was made by Tradedeck's simulated exchange and is on no real blockchain. Connected to a real exchange, a block explorer opens here.",
};

export function explorerPageHtml(networkName: string, txId: string, language: Language): string {
  return page(language, TITLE[language], [
    `<p>${escapeMarkup(NETWORK[language])}: ${escapeMarkup(networkName)}</p>`,
    `<p>TXID: <code>${escapeMarkup(txId)}</code></p>`,
    `<p>${escapeMarkup(ABOUT[language])}</p>`,
  ]);
}
