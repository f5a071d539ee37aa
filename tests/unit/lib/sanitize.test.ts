import { describe, expect, test } from 'vitest';
import { convertLineBreaks, escapeHtml, richTextToHtml, sanitizeHtml } from '../../../src/lib/sanitize';

describe('convertLineBreaks', () => {
  test.each([
    ['one\ntwo', 'one<br />two'],
    ['one\r\ntwo', 'one<br />two'],
    ['one\\ntwo', 'one<br />two'],
    ['one\\r\\ntwo', 'one<br />two'],
    ['a\n\nb', 'a<br /><br />b'],
    ['no breaks', 'no breaks'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(convertLineBreaks(input)).toBe(expected);
  });
});

describe('escapeHtml', () => {
  test('escapes every markup character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

// Node has no DOM: DOMPurify cannot run, so sanitising must fail closed (escape), never pass markup on.
// The stripping itself is checked with the real DOMPurify in tests/browser/shell/sanitize.test.ts.
describe('sanitizeHtml without a DOM', () => {
  test.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
  ])('%j comes out inert', (hostile) => {
    const out = sanitizeHtml(hostile);
    expect(out).not.toMatch(/<[a-z]/i);
    expect(out).toBe(escapeHtml(hostile));
  });

  test('richTextToHtml converts breaks before escaping, so they are escaped too', () => {
    expect(richTextToHtml('a\\nb')).toBe('a&lt;br /&gt;b');
  });
});
