import { ELIGIBILITY_MESSAGES, type EligibilityProblem } from '../../../contract/plus-buy';

/**
 * Why the member may not use Plus buy: a heading and each problem's message from the contract. An
 * `alert` where turning the mode on was refused, a `status` where the panel only reports it.
 */
export function EligibilityProblems({
  heading,
  problems,
  language,
  role,
  className,
}: {
  heading: string;
  problems: readonly EligibilityProblem[];
  language: 'ko' | 'en';
  role: 'alert' | 'status';
  className: string;
}) {
  return (
    <div role={role} className={className}>
      <p>{heading}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{ELIGIBILITY_MESSAGES[problem][language]}</li>
        ))}
      </ul>
    </div>
  );
}
