/**
 * The service-check notice (chart spec §3, §5): every rich part — text, subText, infoTitle1–4 and
 * infoText1–4 — is shown with its line-break placeholders (`\n` as two characters, real newlines, CRLF)
 * converted and its markup sanitised, in the real dialog (real DOMPurify).
 */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { openDialog } from '../../../src/shell';
import { prepareServiceCheckNotice } from '../../../src/shell/rules';
import { mountApp, stubApi } from './harness';

const RICH_FIELDS = [
  'text',
  'subText',
  'infoTitle1',
  'infoText1',
  'infoTitle2',
  'infoText2',
  'infoTitle3',
  'infoText3',
  'infoTitle4',
  'infoText4',
] as const;

/** Three lines joined by each kind of placeholder, with something hostile at the end. */
const raw = (field: string) =>
  `${field} one\\n${field} two\r\n${field} three<script>window.__pwned()</script><img src=x onerror="window.__pwned()">`;
const shown = (field: string) => `${field} one<br>${field} two<br>${field} three`;

describe('service-check notice', () => {
  test.each(RICH_FIELDS)(
    '%s: placeholders converted, markup sanitised (prepareServiceCheckNotice)',
    (field) => {
      // The info parts come in pairs, and empty pairs are dropped: pair 1 is always there, so the field's
      // own pair is the last one kept.
      const notice = prepareServiceCheckNotice({ infoTitle1: 'T', infoText1: 'X', [field]: raw(field) });
      const html = {
        text: notice.textHtml,
        subText: notice.subTextHtml,
        infoTitle: notice.infos.at(-1)?.titleHtml,
        infoText: notice.infos.at(-1)?.textHtml,
      }[field.replace(/\d$/, '') as 'text' | 'subText' | 'infoTitle' | 'infoText'];
      expect(html).toBe(shown(field));
    },
  );

  test('the dialog shows every part with its breaks, and nothing hostile runs', async () => {
    const pwned = vi.fn();
    Object.assign(window, { __pwned: pwned });
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    const data = Object.fromEntries(RICH_FIELDS.map((field) => [field, raw(field)]));
    openDialog({
      type: 'maintenance',
      props: { notice: prepareServiceCheckNotice({ title: '점검', ...data }) },
    });
    const dialog = page.getByRole('dialog', { name: '점검' });
    await expect.element(dialog).toBeVisible();
    const element = dialog.element();
    const parts = [
      element.querySelector('.td-notice__text')!,
      element.querySelector('.td-notice__sub')!,
      ...[...element.querySelectorAll('.td-notice__info')].flatMap((info) => [
        info.querySelector('dt')!,
        info.querySelector('dd')!,
      ]),
    ];
    expect(parts.map((part) => part.innerHTML)).toEqual(RICH_FIELDS.map(shown));
    expect(element.querySelector('script, img, [onerror]')).toBeNull();
    expect(pwned).not.toHaveBeenCalled();
  });
});
