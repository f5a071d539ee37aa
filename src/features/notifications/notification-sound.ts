/**
 * A notification's sound: played by the one window that shows it, only when the member turned the
 * sound of its kind on (settings, off by default) and the system does not ask for quiet.
 *
 * There is no media query for "no sounds": browsers expose no system mute or do-not-disturb state. The
 * closest the OS offers is `prefers-reduced-motion: reduce` (macOS/iOS "Reduce motion", Windows "Show
 * animations" off, GNOME "Reduced animation"), the member's request for fewer sudden sensory
 * interruptions; WCAG 2.3.3 puts interaction-triggered alerts under it, so a sound that starts unasked
 * is muted under it too. That is the query read here (QUIET_MEDIA_QUERY), at each sound.
 *
 * The tone is synthesised with Web Audio (no file to fetch): a short pair of notes per kind, so that a
 * fill and an alert can be told apart without looking.
 */
import type { NotificationKind } from '../../../contract/notifications';
import type { NotificationSounds } from '../../state/settings';

export const QUIET_MEDIA_QUERY = '(prefers-reduced-motion: reduce)';

/** Two notes (Hz) per kind. */
export const KIND_TONES: Record<NotificationKind, readonly [number, number]> = {
  alert: [880, 1320],
  order: [660, 880],
  algo: [698, 932],
  plusBuyRisk: [440, 330],
  autoRepayment: [392, 294],
  loanExpiry: [523, 392],
  withdrawal: [587, 784],
};
const NOTE_SECONDS = 0.12;

/** Whether a notification of `kind` plays its sound. */
export function playsSound(kind: NotificationKind, sounds: NotificationSounds, quiet: boolean): boolean {
  return sounds[kind] && !quiet;
}

/** What the sound needs of the browser (tests stand in for it). */
export interface SoundDeps {
  matchMedia(query: string): { matches: boolean };
  /** Plays the two notes; a browser that refuses audio plays nothing. */
  play(tones: readonly [number, number]): void;
}

/** The browser's: matchMedia and one AudioContext, made at the first sound. */
export function browserSound(): SoundDeps {
  let context: AudioContext | null = null;
  return {
    matchMedia: (query) => window.matchMedia(query),
    play(tones) {
      try {
        context ??= new AudioContext();
        const start = context.currentTime;
        tones.forEach((frequency, i) => {
          const oscillator = context!.createOscillator();
          const gain = context!.createGain();
          oscillator.frequency.value = frequency;
          gain.gain.setValueAtTime(0.15, start + i * NOTE_SECONDS);
          gain.gain.exponentialRampToValueAtTime(0.001, start + (i + 1) * NOTE_SECONDS);
          oscillator.connect(gain).connect(context!.destination);
          oscillator.start(start + i * NOTE_SECONDS);
          oscillator.stop(start + (i + 1) * NOTE_SECONDS);
        });
      } catch {
        // No audio here (autoplay refused, no device): the toast still says it.
      }
    },
  };
}

/** Plays `kind`'s sound when `sounds` and the quiet preference allow it; answers whether it did. */
export function playNotificationSound(
  kind: NotificationKind,
  sounds: NotificationSounds,
  deps: SoundDeps,
): boolean {
  if (!playsSound(kind, sounds, deps.matchMedia(QUIET_MEDIA_QUERY).matches)) return false;
  deps.play(KIND_TONES[kind]);
  return true;
}
