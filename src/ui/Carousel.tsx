/**
 * Carousel (shell spec §2.4, §4, §9: the premium grade and new-deposit-support banners): one slide shown at
 * a time, previous / next buttons and one indicator per slide, all real buttons with names. It advances by
 * itself every `autoplayMs` and loops, only with more than one slide; it holds still while the pointer is
 * over it or the keyboard focus is inside it, and never moves by itself when the system asks for reduced
 * motion (the slides are still reachable by the buttons). Its rules are carousel-rules.ts.
 */
import { useEffect, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { autoplays, carouselMoves, keepSlide, stepSlide } from './carousel-rules';
import './carousel.css';

export interface CarouselSlide {
  key: string | number;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel (the caller translates it). */
  label: string;
  slides: readonly CarouselSlide[];
  /** Milliseconds per slide when it advances by itself; 0 turns that off. */
  autoplayMs: number;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.(REDUCED_MOTION).matches ?? false;
}

export function Carousel({ label, slides, autoplayMs, className }: CarouselProps) {
  const { t } = useTranslation();
  const count = slides.length;
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const index = keepSlide(chosen, count);
  const running = autoplays({ count, delayMs: autoplayMs, hovered, focused, reducedMotion });

  // One timer per shown slide: a step by hand starts the wait again.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setChosen(stepSlide(index, 1, count)), autoplayMs);
    return () => clearTimeout(timer);
  }, [running, index, count, autoplayMs]);

  if (count === 0) return null;
  const moves = carouselMoves(count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={`td-carousel${className ? ` ${className}` : ''}`}
      aria-roledescription={t('ui.carousel.roleDescription')}
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="td-carousel__slides" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, at) => (
          <div
            key={slide.key}
            className="td-carousel__slide"
            role="group"
            aria-roledescription={t('ui.carousel.slideRoleDescription')}
            aria-label={t('ui.carousel.slideLabel', { index: at + 1, count })}
            hidden={at !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {moves && (
        <div className="td-carousel__controls">
          <button
            type="button"
            className="td-carousel__step"
            aria-label={t('ui.carousel.previous')}
            onClick={() => setChosen(stepSlide(index, -1, count))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="td-carousel__dots" role="group" aria-label={t('ui.carousel.indicators')}>
            {slides.map((slide, at) => (
              <button
                key={slide.key}
                type="button"
                className="td-carousel__dot"
                aria-label={t('ui.carousel.goTo', { index: at + 1 })}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => setChosen(at)}
              />
            ))}
          </div>
          <button
            type="button"
            className="td-carousel__step"
            aria-label={t('ui.carousel.next')}
            onClick={() => setChosen(stepSlide(index, 1, count))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
