import { describe, expect, test } from 'vitest';
import { escapeHtml, richTextToSafeHtml } from '../../../src/lib/sanitize';

// Node has no DOM, so DOMPurify cannot run: the alert's rich text must fail closed (escaped), links and
// all. The real sanitising and link rules are checked in Chromium (tests/browser/ui/alert.test.tsx).
describe('richTextToSafeHtml without a DOM', () => {
  test.each([
    '<a href="/x">x</a>',
    '<a href="javascript:alert(1)">x</a>',
    '<img src=x onerror=alert(1)>',
    'plain\\ntext',
  ])('%j comes out escaped', (input) => {
    const out = richTextToSafeHtml(input, 'app.example');
    expect(out).not.toMatch(/<[a-z]/i);
    expect(out).toBe(escapeHtml(input.replace('\\n', '<br />')));
  });
});
