/** One certification mark: a shield drawn inline and the mark's name, with what it certifies. */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

export function CertificationBadge({ mark, detail }: { mark: ParseKeys; detail: ParseKeys }) {
  const { t } = useTranslation();
  return (
    <li className="td-footer__badge">
      <svg
        className="td-footer__shield"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 2.5 4.5 5.5v5.5c0 4.8 3.2 8.8 7.5 10.5 4.3-1.7 7.5-5.7 7.5-10.5V5.5z" />
        <path d="m8.5 12 2.5 2.5 4.5-5" />
      </svg>
      <span className="td-footer__badge-text">
        <strong className="td-footer__badge-mark">{t(mark)}</strong>
        <span className="td-footer__badge-detail">{t(detail)}</span>
      </span>
    </li>
  );
}
