/**
 * The one sanitiser of server-provided rich text (maintenance notices, alert messages). DOMPurify needs a
 * DOM; where there is none (Node) the text is escaped instead, so nothing unsanitised ever passes through.
 */
import DOMPurify from 'dompurify';
import { classifyLink } from './links';

const ALLOWED_TAGS = ['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'span', 'strong', 'u', 'ul'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

// Data attributes off: the app's own link marker must never come from the server.
const PURIFY_CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false };

/** Marks a sanitised link the app follows itself (client-side navigation) instead of loading a page. */
export const INTERNAL_LINK_ATTRIBUTE = 'data-internal-link';

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
  return DOMPurify.sanitize(html, PURIFY_CONFIG);
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

/**
 * Server text to safe HTML with its links settled (exchange spec §5): line breaks converted, sanitised,
 * then every link classified against `currentHost`. In-app links keep only their path and carry
 * INTERNAL_LINK_ATTRIBUTE; external ones open in a new tab without access to this page; the rest lose
 * their target and stay as text.
 */
export function richTextToSafeHtml(text: string, currentHost: string): string {
  const html = convertLineBreaks(text);
  if (!DOMPurify.isSupported) return escapeHtml(html);
  const fragment = DOMPurify.sanitize(html, { ...PURIFY_CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const anchor of fragment.querySelectorAll('a')) {
    const link = classifyLink(anchor.getAttribute('href') ?? '', currentHost);
    for (const name of ['href', 'target', 'rel', INTERNAL_LINK_ATTRIBUTE]) anchor.removeAttribute(name);
    if (link.kind === 'internal') {
      anchor.setAttribute('href', link.path);
      anchor.setAttribute(INTERNAL_LINK_ATTRIBUTE, '');
    } else if (link.kind === 'external') {
      anchor.setAttribute('href', link.href);
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
