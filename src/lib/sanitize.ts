/**
 * Sanitising of server-provided rich text (maintenance notices, alert messages). DOMPurify needs a DOM;
 * where there is none (Node) the text is escaped instead, so nothing unsanitised ever passes through.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'span', 'strong', 'u', 'ul'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Keeps simple formatting and links; scripts, handlers, styles and unknown tags are removed. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/**
 * Line-break placeholders become `<br />`: real newlines and the literal two-character `\n` sequences
 * the server sends in notice texts (chart spec §5, shell spec §5).
 */
export function convertLineBreaks(text: string): string {
  return text.replace(/\r\n|\\r\\n|\n|\\n/g, '<br />');
}

/** Server text to safe HTML: line breaks converted, then sanitised (sanitising last keeps it safe). */
export function richTextToHtml(text: string): string {
  return sanitizeHtml(convertLineBreaks(text));
}
