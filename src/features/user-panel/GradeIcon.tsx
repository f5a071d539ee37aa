/** The member's grade icon (shell spec §2.2): a medal drawn in the grade's colour; its name is the caller's text. */
export function GradeIcon({ color }: { color: string }) {
  return (
    <svg
      className="td-user-menu__grade-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      style={{ color: color || undefined }}
    >
      <path d="M4 1h3l1 3 1-3h3l-2.5 5.2A5 5 0 1 1 6.5 6.2Z" fill="currentColor" opacity="0.55" />
      <circle cx="8" cy="10.5" r="4" fill="currentColor" />
      <path d="m8 8.3.7 1.4 1.5.2-1.1 1 .3 1.5L8 11.7l-1.4.7.3-1.5-1.1-1 1.5-.2Z" fill="#fff" />
    </svg>
  );
}
