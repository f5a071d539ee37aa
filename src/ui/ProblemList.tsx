/**
 * Why something was refused or is not available: a heading and each problem's message (e.g. why the
 * member may not use Plus buy, the contract's eligibility messages). An `alert` where an action was
 * refused, a `status` where a panel only reports it.
 */
export function ProblemList({
  heading,
  messages,
  role,
  className,
}: {
  heading: string;
  messages: readonly string[];
  role: 'alert' | 'status';
  className: string;
}) {
  return (
    <div role={role} className={className}>
      <p>{heading}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
