/**
 * A QR code of a text (src/lib/qr-code.ts), drawn as one SVG: the modules are made on first use (the
 * generator loads on demand) and kept while the text stays the same. `useQrCode(null)` keeps what was made.
 */
import { useEffect, useState } from 'react';
import { qrModules, qrPath, type QrModules } from '../lib/qr-code';

export type QrState =
  { kind: 'idle' } | { kind: 'ready'; text: string; modules: QrModules } | { kind: 'failed'; text: string };

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4;

/** The QR code of `text`, made once per text; null asks for nothing new and keeps the last one. */
export function useQrCode(text: string | null): QrState {
  const [state, setState] = useState<QrState>({ kind: 'idle' });
  const made = state.kind === 'idle' ? null : state.text;
  useEffect(() => {
    if (text === null || text === made) return;
    let live = true;
    qrModules(text).then(
      (modules) => live && setState({ kind: 'ready', text, modules }),
      () => live && setState({ kind: 'failed', text }),
    );
    return () => {
      live = false;
    };
  }, [text, made]);
  return state;
}

/** The code as an image named `label` (an empty box of the same class while it is being made). */
export function QrImage({ state, label, className }: { state: QrState; label: string; className: string }) {
  if (state.kind !== 'ready') return <div className={className} aria-hidden="true" />;
  const size = state.modules.length + 2 * QUIET_ZONE;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${size} ${size}`}
      shapeRendering="crispEdges"
      data-modules={state.modules.length}
      data-text={state.text}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={size} height={size} fill="#fff" />
      <path d={qrPath(state.modules)} fill="#000" />
    </svg>
  );
}
