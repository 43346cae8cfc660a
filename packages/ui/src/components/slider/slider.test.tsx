import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setMatchingMedia } from '../../test/match-media';
import { Slider } from './slider';

const banners = ['Kajaria Eternity tiles', 'Hindware Italian collection', 'Jaquar showers'];

function renderSlider(props: Partial<Parameters<typeof Slider>[0]> = {}) {
  return render(
    <Slider label="Banners" {...props}>
      {banners.map((title) => (
        <div key={title}>
          <h3>{title}</h3>
        </div>
      ))}
    </Slider>,
  );
}

describe('Slider', () => {
  // jsdom lays nothing out; swiper measures its container, so give every element a phone-sized width.
  const widthDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
  });
  afterAll(() => {
    if (widthDescriptor) Object.defineProperty(HTMLElement.prototype, 'clientWidth', widthDescriptor);
  });

  it('is a labelled carousel of labelled slides with named buttons', async () => {
    const { container } = renderSlider();
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAccessibleName('1 of 3');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('moves to the next and previous slide from the buttons, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onSlideChange = vi.fn();
    renderSlider({ onSlideChange, previousLabel: 'Previous Product', nextLabel: 'Next Product' });
    await user.click(screen.getByRole('button', { name: 'Next Product' }));
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Previous Product' })).toBeEnabled();
    screen.getByRole('button', { name: 'Next Product' }).focus();
    await user.keyboard('{Enter}');
    expect(onSlideChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Next Product' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous Product' }));
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
  });

  it('autoplays at the given delay, and the pause button stops it', async () => {
    vi.useFakeTimers();
    try {
      const onSlideChange = vi.fn();
      const { container } = renderSlider({ autoplayDelay: 3000, onSlideChange, loop: true });
      const pause = screen.getByRole('button', { name: 'Pause slideshow' });
      // Swiper is set up in a task of its own after the render (a loop reports its first slide then).
      act(() => {
        vi.advanceTimersByTime(0);
      });
      const before = onSlideChange.mock.calls.length;
      act(() => {
        vi.advanceTimersByTime(2900);
      });
      expect(onSlideChange).toHaveBeenCalledTimes(before);
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(onSlideChange).toHaveBeenLastCalledWith(1);
      // jsdom runs no CSS transitions; tell swiper the slide has finished moving so autoplay goes on.
      const finishTransition = () =>
        act(() => {
          container.querySelector('.swiper-wrapper')?.dispatchEvent(new Event('transitionend'));
        });
      finishTransition();
      act(() => {
        vi.advanceTimersByTime(3100);
      });
      expect(onSlideChange).toHaveBeenLastCalledWith(2);
      finishTransition();
      act(() => {
        pause.click();
      });
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      const calls = onSlideChange.mock.calls.length;
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(onSlideChange).toHaveBeenCalledTimes(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('autoplays only while on screen and not under the mouse, and asks for no animation frame', () => {
    // The browser's IntersectionObserver, as the page reports the carousel in and out of the viewport.
    let report: (visible: boolean) => void = () => {};
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        report = (visible) =>
          act(() => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never));
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    try {
      const onSlideChange = vi.fn();
      const { container } = renderSlider({ autoplayDelay: 3000, onSlideChange, loop: true });
      const wait = (ms: number) =>
        act(() => {
          vi.advanceTimersByTime(ms);
        });
      // It is set up once near the viewport (the first observer), in a task of its own; a loop reports its
      // first slide as it starts. The observer after it is the autoplay's.
      expect(container.querySelector('.swiper-initialized')).toBeNull();
      report(true);
      wait(0);
      expect(container.querySelector('.swiper-initialized')).not.toBeNull();
      const start = onSlideChange.mock.calls.length;
      report(false);
      wait(10_000);
      expect(onSlideChange).toHaveBeenCalledTimes(start);
      report(true);
      wait(3100);
      expect(onSlideChange).toHaveBeenCalledTimes(start + 1);
      container.querySelector('.swiper-wrapper')?.dispatchEvent(new Event('transitionend'));
      // A mouse resting on its slides holds them (its buttons do not: a click on Next is not a pause).
      const slides = container.querySelector('.swiper') as HTMLElement;
      const pointer = (type: string, pointerType: string) =>
        act(() => {
          slides.dispatchEvent(Object.assign(new MouseEvent(type), { pointerType }));
        });
      pointer('pointerenter', 'mouse');
      wait(10_000);
      expect(onSlideChange).toHaveBeenCalledTimes(start + 1);
      pointer('pointerleave', 'mouse');
      wait(3100);
      expect(onSlideChange).toHaveBeenCalledTimes(start + 2);
      // Swiper's own autoplay asked for a frame 60 times a second for as long as it played (about 1,500 in
      // these 26 s); swiper itself asks for a few as it sets up and moves.
      expect(frames.mock.calls.length).toBeLessThan(20);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      frames.mockRestore();
    }
  });

  it('sets swiper up once near the viewport, one carousel a task, or at once when a button is pressed', () => {
    // One observer per carousel, in render order, reporting as the page would.
    const near: ((visible: boolean) => void)[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        near.push((visible) =>
          act(() => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never)),
        );
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.useFakeTimers();
    try {
      const { container } = render(
        <div>
          {['Banners', 'Trending', 'Brands'].map((label) => (
            <Slider key={label} label={label}>
              {banners.map((title) => (
                <div key={title}>{title}</div>
              ))}
            </Slider>
          ))}
        </div>,
      );
      const setUp = () =>
        [...container.querySelectorAll('.swiper')].map((el) => el.classList.contains('swiper-initialized'));
      // The server's markup, slides labelled, before anything is set up.
      expect(setUp()).toEqual([false, false, false]);
      expect(
        within(screen.getByRole('region', { name: 'Brands' })).getAllByRole('group')[0],
      ).toHaveAccessibleName('1 of 3');
      // The first two come near together: each is set up in a task of its own, not in the render's.
      near[0]?.(true);
      near[1]?.(true);
      expect(setUp()).toEqual([false, false, false]);
      act(() => {
        vi.advanceTimersToNextTimer();
      });
      expect(setUp()).toEqual([true, false, false]);
      act(() => {
        vi.advanceTimersToNextTimer();
      });
      expect(setUp()).toEqual([true, true, false]);
      // The third is far below; a press on its Next button sets it up there and then, and moves it.
      const third = screen.getByRole('region', { name: 'Brands' });
      act(() => {
        within(third).getByRole('button', { name: 'Next slide' }).click();
      });
      expect(setUp()).toEqual([true, true, true]);
      expect(within(third).getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    setMatchingMedia('(prefers-reduced-motion: reduce)');
    vi.useFakeTimers();
    try {
      const onSlideChange = vi.fn();
      renderSlider({ autoplayDelay: 500, onSlideChange });
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(onSlideChange).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the buttons when asked and shows a toolbar', async () => {
    const { container } = renderSlider({ navigation: false, toolbar: <a href="/products">Explore More</a> });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore More' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
