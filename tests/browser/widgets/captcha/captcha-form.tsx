/**
 * A form around the captcha widget, as a page uses it: a submit button that asks for the solved key and
 * shows it, and a reset button (the form spent the key). Mounted with the fetch stub of the shell harness.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { onTestFinished, vi } from 'vitest';
import { Captcha, useCaptcha } from '../../../../src/widgets/captcha';
import { initI18n, type Language } from '../../../../src/i18n';
import { envelope, stubApi, type Route } from '../../shell/harness';

/** Two tiny PNGs (1×1, white and black), so a refreshed image can be told from the one before. */
export const PNG_A =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';
export const PNG_B =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC';

export const INFO_PATH = 'GET /v1/comn/captcha';
export const VERIFY_PATH = 'POST /v1/comn/captcha/verify';

/** The nth captcha the stub hands out (1-based): its key and alternating image. */
export function captchaKey(n: number): string {
  return `key-${String(n).padStart(3, '0')}-${'x'.repeat(24)}`;
}

/** A captcha info route that counts and hands out captcha 1, 2, 3… valid `expireSeconds`. */
export function captchaInfoRoute(expireSeconds = 180): Route & { served: () => number } {
  let served = 0;
  const route = () => {
    served += 1;
    return envelope({
      canUseGoogle: false,
      productCaptcha: {
        captchaKey: captchaKey(served),
        captchaImg: served % 2 === 1 ? PNG_A : PNG_B,
        expireSeconds,
      },
    });
  };
  return Object.assign(route, { served: () => served });
}

/** A verify route passing `answer` (any case, trimmed by the widget), failing the rest as the simulator does. */
export function verifyRoute(answer: string): Route {
  return ({ init }) => {
    const body = JSON.parse(String(init?.body)) as { captchaAnswer: string };
    return body.captchaAnswer.toUpperCase() === answer
      ? envelope(null)
      : envelope(null, 400, 'CAPTCHA_FAILED', 'wrong');
  };
}

function CaptchaForm() {
  const captcha = useCaptcha();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(captcha.keyForSubmit() ?? 'none');
      }}
    >
      <Captcha control={captcha} />
      <button type="submit">submit</button>
      <button type="button" onClick={captcha.reset}>
        reset
      </button>
      <p data-testid="sent-key">{sent ?? ''}</p>
      <p data-testid="solved-key">{captcha.solvedKey ?? ''}</p>
    </form>
  );
}

/** Mounts the form in `language` with the REST stub answering `routes`; everything is undone at the end. */
export function mountCaptchaForm(routes: Record<string, Route>, language: Language = 'ko') {
  initI18n(language);
  const api = stubApi(routes);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<CaptchaForm />);
  onTestFinished(() => root.unmount());
  return { api, unmount: () => root.unmount() };
}

/** Fakes setTimeout and the clock (the retry and expiry timers) until the test ends. */
export function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
