import { expect, test } from 'vitest';
import { escapeMarkup } from '../../../../server/shell/markup';

test.each([
  ['plain 텍스트', 'plain 텍스트'],
  ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['a & b', 'a &amp; b'],
  [`"double" 'single'`, '&quot;double&quot; &#39;single&#39;'],
  ['&amp;', '&amp;amp;'],
  ['" onload="x', '&quot; onload=&quot;x'],
])('%j → %j', (text, escaped) => {
  expect(escapeMarkup(text)).toBe(escaped);
});
