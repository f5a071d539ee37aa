/**
 * A link to a page outside the app, opened in a new window that gets no handle on this one (noopener) and
 * no referrer: the one place that pairs target="_blank" with its rel.
 */
import type { AnchorHTMLAttributes } from 'react';

export type NewWindowLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
};

export function NewWindowLink(props: NewWindowLinkProps) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
