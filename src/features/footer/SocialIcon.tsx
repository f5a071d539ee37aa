/** The social channels' marks, drawn inline in the text colour (no outside image); decorative only. */
import type { ReactNode } from 'react';
import type { SocialChannel } from './footer-content';

const STROKES: Record<SocialChannel, ReactNode> = {
  telegram: <path d="M21 4 3 11l6 2.5M21 4l-3 16-9-6.5M21 4 9 13.5V19l3-3.5" />,
  blog: <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />,
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  photo: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <circle cx="12" cy="13.5" r="3.5" />
      <path d="m8 7 2-3h4l2 3" />
    </>
  ),
  facebook: <path d="M15 4h-2a4 4 0 0 0-4 4v3H7v3h2v7h3v-7h3l.5-3H12V8a1 1 0 0 1 1-1h2z" />,
  x: <path d="m5 4 14 16M19 4 5 20" />,
};

export function SocialIcon({ channel }: { channel: SocialChannel }) {
  return (
    <svg
      className="td-footer__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {STROKES[channel]}
    </svg>
  );
}
