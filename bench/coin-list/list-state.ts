/** What both coin lists (ours and the DOM peer) start from in the coin-list and workspace bench pages. */
export { INITIAL_STATE } from '../../tests/fixtures/coin-list';

/** The lists' one translated text (the KRW volume unit); other keys show as they are. */
export function translate(key: string): string {
  return key === 'coinList.unit.million' ? '백만' : key;
}
