/**
 * Toggle button (chart spec §4): a button with aria-pressed that keeps its state itself unless the
 * caller controls it with `pressed`.
 */
import { useState, type ReactNode } from 'react';
import './blocks.css';

export interface ToggleButtonProps {
  children: ReactNode;
  pressed?: boolean;
  defaultPressed?: boolean;
  onChange?: (pressed: boolean) => void;
  disabled?: boolean;
  /** Accessible name when the content is not text (an icon). */
  label?: string;
}

export function ToggleButton({
  children,
  pressed,
  defaultPressed = false,
  onChange,
  disabled = false,
  label,
}: ToggleButtonProps) {
  const [own, setOwn] = useState(defaultPressed);
  const isPressed = pressed ?? own;
  return (
    <button
      type="button"
      className={`td-toggle${isPressed ? ' td-toggle--on' : ''}`}
      aria-pressed={isPressed}
      aria-label={label}
      disabled={disabled}
      onClick={() => {
        setOwn(!isPressed);
        onChange?.(!isPressed);
      }}
    >
      {children}
    </button>
  );
}
