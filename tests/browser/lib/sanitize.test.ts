import { describe, expect, test } from 'vitest';
import { prepareServiceCheckNotice } from '../../../src/shell/rules';
import { richTextToHtml, sanitizeHtml } from '../../../src/lib/sanitize';

// The real DOMPurify (Chromium has a DOM): hostile markup is stripped, simple formatting kept.
describe('sanitizeHtml in the browser', () => {
  test.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<b onclick="alert(1)">bold</b>', '<b>bold</b>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://notice.example">x</a>', '<a href="https://notice.example">x</a>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<svg onload=alert(1)><circle /></svg>ok', 'ok'],
    ['line<br>break', 'line<br>break'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  test('line-break placeholders survive sanitising as <br>', () => {
    expect(richTextToHtml('first\\nsecond\nthird')).toBe('first<br>second<br>third');
  });

  test('every part of a hostile notice comes out clean', () => {
    const notice = prepareServiceCheckNotice({
      title: '<b>Maintenance</b>',
      text: 'Now<script>steal()</script>\\nLater',
      subText: '<img src=x onerror=steal()>',
      infoTitle1: '<a href="javascript:steal()">When</a>',
      infoText1: '<span style="position:fixed">02:00</span>',
      url: 'javascript:steal()',
    });
    const html = [
      notice.textHtml,
      notice.subTextHtml,
      ...notice.infos.flatMap((info) => [info.titleHtml, info.textHtml]),
    ].join('');
    expect(html).not.toMatch(/script|onerror|javascript:|style=/i);
    expect(notice.textHtml).toBe('Now<br>Later');
    expect(notice.url).toBeNull();
    // The title is rendered as text by React, never as markup.
    expect(notice.title).toBe('<b>Maintenance</b>');
  });
});
