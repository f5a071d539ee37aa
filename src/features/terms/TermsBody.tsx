/**
 * A terms document's body: server rich text with its line-break placeholders converted, sanitised, and
 * its links settled (richTextToSafeHtml), the same way as every server text the app shows.
 */
import { useMemo, type Ref, type UIEventHandler } from 'react';
import { richTextToSafeHtml } from '../../lib/sanitize';

export interface TermsBodyProps {
  body: string;
  /** The accessible name of the document region (its title). */
  label: string;
  className?: string;
  onScroll?: UIEventHandler<HTMLDivElement>;
  ref?: Ref<HTMLDivElement>;
}

export function TermsBody({ body, label, className, onScroll, ref }: TermsBodyProps) {
  const html = useMemo(() => richTextToSafeHtml(body, globalThis.location?.host ?? ''), [body]);
  return (
    <div
      ref={ref}
      role="document"
      aria-label={label}
      // Keyboard readers scroll it too.
      tabIndex={0}
      className={className ? `td-terms__body ${className}` : 'td-terms__body'}
      onScroll={onScroll}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
