/**
 * Completion animation: a circle that draws itself and a check mark. With prefers-reduced-motion it
 * shows the finished mark at once (blocks.css).
 */
import { useTranslation } from 'react-i18next';
import './blocks.css';

export interface CompletionAnimationProps {
  size?: number;
  /** Accessible name (default: "completed"). */
  label?: string;
}

export function CompletionAnimation({ size = 64, label }: CompletionAnimationProps) {
  const { t } = useTranslation();
  return (
    <svg
      className="td-complete"
      role="img"
      aria-label={label ?? t('ui.completion.label')}
      width={size}
      height={size}
      viewBox="0 0 52 52"
    >
      <circle className="td-complete__circle" cx="26" cy="26" r="24" pathLength={1} />
      <path className="td-complete__check" d="M15 27l7 7 15-16" pathLength={1} />
    </svg>
  );
}
