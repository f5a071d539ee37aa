/**
 * The carousel block in real Chromium: autoplay on fake timers, the hover and focus pauses, the loop,
 * the buttons and indicators by role and name, one slide standing still, and reduced motion.
 */
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { initI18n } from '../../../src/i18n';
import { Carousel } from '../../../src/ui/Carousel';
import { mount } from './mount';

const DELAY = 2_000;

/**
 * Mounts the carousel with `count` slides and rests the pointer outside it: a pointer left over the spot by
 * an earlier test would pause it (Chromium sends pointer events to what appears under a still pointer).
 */
async function mountSlides(count: number, language: 'ko' | 'en' = 'en') {
  initI18n(language);
  const slides = Array.from({ length: count }, (_, i) => ({
    key: i,
    content: (
      <a href={`#slide-${i + 1}`} data-testid="slide-link">
        {`Slide text ${i + 1}`}
      </a>
    ),
  }));
  mount(
    <div>
      <button type="button">outside</button>
      <Carousel label="Banners" slides={slides} autoplayMs={DELAY} />
    </div>,
  );
  await page.getByRole('button', { name: 'outside' }).hover();
  return page.getByRole('region', { name: 'Banners' });
}

/** Waits until the carousel's timer for the shown slide is set (React sets it in an effect after painting). */
const timerSet = () => expect.poll(() => vi.getTimerCount()).toBe(1);

function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const shown = () => page.getByRole('link').element().textContent;
/** The slides' live region is off while it plays by itself and polite while it holds still. */
const slidesLive = () => document.querySelector('.td-carousel__slides')!.getAttribute('aria-live');

describe('carousel', () => {
  test('advances every 2,000 ms and loops from the last slide to the first', async () => {
    fakeTimers();
    await mountSlides(3);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 1');
    await timerSet();
    vi.advanceTimersByTime(DELAY - 1);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 1');
    vi.advanceTimersByTime(1);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 2');
    await timerSet();
    vi.advanceTimersByTime(DELAY);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 3');
    await timerSet();
    vi.advanceTimersByTime(DELAY);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 1');
  });

  test('holds still while hovered and goes on when the pointer leaves', async () => {
    fakeTimers();
    const carousel = await mountSlides(2);
    await carousel.hover();
    await expect.poll(slidesLive).toBe('polite');
    vi.advanceTimersByTime(DELAY * 3);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 1');
    await page.getByRole('button', { name: 'outside' }).hover();
    await expect.poll(slidesLive).toBe('off');
    await timerSet();
    vi.advanceTimersByTime(DELAY);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 2');
  });

  test('holds still while the focus is inside', async () => {
    fakeTimers();
    await mountSlides(2);
    (page.getByRole('link').element() as HTMLElement).focus();
    await expect.poll(slidesLive).toBe('polite');
    vi.advanceTimersByTime(DELAY * 3);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 1');
    (page.getByRole('button', { name: 'outside' }).element() as HTMLElement).focus();
    await expect.poll(slidesLive).toBe('off');
    await timerSet();
    vi.advanceTimersByTime(DELAY);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 2');
  });

  test('previous, next and the indicators, by name; only the current slide is shown', async () => {
    // Fake timers: on a busy machine the first 2 s could pass before the pointer arrives.
    fakeTimers();
    const carousel = await mountSlides(3);
    await carousel.hover(); // no autoplay under the pointer
    await expect.element(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect.element(page.getByRole('group', { name: '1 of 3' })).toBeVisible();
    expect(page.getByRole('link').elements()).toHaveLength(1);
    expect(
      page
        .getByTestId('slide-link')
        .elements()
        .filter((link) => link.checkVisibility()),
    ).toHaveLength(1);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(shown()).toBe('Slide text 3');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(shown()).toBe('Slide text 1');
    await page.getByRole('button', { name: 'Slide 2' }).click();
    expect(shown()).toBe('Slide text 2');
    await expect
      .element(page.getByRole('button', { name: 'Slide 2' }))
      .toHaveAttribute('aria-current', 'true');
    await expect.element(page.getByRole('button', { name: 'Slide 1' })).not.toHaveAttribute('aria-current');
  });

  test('one slide: no buttons, no indicators, no autoplay', async () => {
    fakeTimers();
    const carousel = await mountSlides(1);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 1');
    expect(carousel.getByRole('button').elements()).toHaveLength(0);
    vi.advanceTimersByTime(DELAY * 2);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 1');
  });

  test('no slides: nothing', async () => {
    await mountSlides(0);
    await expect.element(page.getByRole('button', { name: 'outside' })).toBeVisible();
    expect(page.getByRole('region').elements()).toHaveLength(0);
  });

  test('reduced motion: it never moves by itself, the buttons still work', async () => {
    const real = globalThis.matchMedia.bind(globalThis);
    vi.spyOn(globalThis, 'matchMedia').mockImplementation((query) =>
      query.includes('prefers-reduced-motion')
        ? { ...real(query), matches: true, addEventListener() {}, removeEventListener() {} }
        : real(query),
    );
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    fakeTimers();
    await mountSlides(2);
    vi.advanceTimersByTime(DELAY * 3);
    await expect.element(page.getByRole('link')).toHaveTextContent('Slide text 1');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(shown()).toBe('Slide text 2');
  });

  test('Korean names', async () => {
    await mountSlides(2, 'ko');
    await expect.element(page.getByRole('button', { name: '다음 슬라이드' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '1번 슬라이드' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: '2개 중 1번째' })).toBeVisible();
  });
});
