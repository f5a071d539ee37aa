/**
 * The end of a parent-order form (the split order's and the TWAP's): the form's own problem while no
 * answer is shown, the trade password field (`children`), the exchange's answer, and the submit button
 * for a member.
 */
import type { ReactNode } from 'react';

export interface AlgoFormFooterProps {
  /** What the form says is wrong before sending; hidden while the exchange's answer is shown. */
  problemText: string | null;
  /** The exchange's answer to the last send. */
  notice: string | null;
  loggedIn: boolean;
  sending: boolean;
  disabled?: boolean;
  submitLabel: string;
  children?: ReactNode;
}

export function AlgoFormFooter(props: AlgoFormFooterProps) {
  const { problemText, notice, sending } = props;
  return (
    <>
      {problemText !== null && notice === null && (
        <p role="status" className="td-order-panel__alert">
          {problemText}
        </p>
      )}
      {props.children}
      {notice !== null && (
        <p role="alert" className="td-order-panel__alert">
          {notice}
        </p>
      )}
      {props.loggedIn && (
        <button
          type="submit"
          className="td-order-panel__submit"
          disabled={sending || props.disabled}
          aria-busy={sending || undefined}
        >
          {props.submitLabel}
        </button>
      )}
    </>
  );
}
