/**
 * Speech bubble: a small callout with a tail pointing at what it explains. When it describes a control,
 * give it an id and point the control's aria-describedby at it.
 */
import type { ReactNode } from 'react';
import './blocks.css';

export type BubblePlacement = 'top' | 'bottom' | 'left' | 'right';

export interface SpeechBubbleProps {
  children: ReactNode;
  /** Which side of its target the bubble sits on; the tail points the other way. */
  placement?: BubblePlacement;
  id?: string;
}

export function SpeechBubble({ children, placement = 'top', id }: SpeechBubbleProps) {
  return (
    <div id={id} role="note" className={`td-bubble td-bubble--${placement}`}>
      {children}
    </div>
  );
}
