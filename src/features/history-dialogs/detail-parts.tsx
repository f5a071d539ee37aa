/**
 * The pieces every history dialog shows: a labelled row of a details list, an address with its first and
 * last 3 characters emphasised (§9), and a TXID that links to its explorer in a new window when allowed.
 */
import type { ReactNode } from 'react';
import { emphasizedAddress } from '../../lib/inout-format';
import { NewWindowLink } from '../../ui/NewWindowLink';
import { explorerHref } from './rules';

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="td-history-detail__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function AddressText({ address }: { address: string }) {
  const parts = emphasizedAddress(address);
  if (!parts) return <span className="td-history-detail__address">{address}</span>;
  return (
    <span className="td-history-detail__address">
      <strong>{parts.head}</strong>
      {parts.middle}
      <strong>{parts.tail}</strong>
    </span>
  );
}

/** The TXID as text, or as a link to `url` (a web address only) when `linked`. */
export function TxIdText({ txId, url, linked }: { txId: string; url: string | null; linked: boolean }) {
  const href = linked ? explorerHref(url) : null;
  if (!href) return <span className="td-history-detail__address">{txId}</span>;
  return (
    <NewWindowLink className="td-history-detail__address" href={href}>
      {txId}
    </NewWindowLink>
  );
}
