import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

export interface AutoplayOptions {
  /** Time a slide stays after its transition has ended, in ms. */
  delay: number;
  /** Whether it plays at all (not paused by the visitor, not reduced motion, more than one slide). */
  enabled: boolean;
}

/**
 * Moves a swiper carousel on by itself, every `delay` ms after the last transition ended, while it is
 * enabled, on screen, the page is visible and no mouse rests on its slides (its buttons do not count). Used instead of swiper's Autoplay
 * module, which runs a requestAnimationFrame loop for as long as it plays (to report the time left, which
 * nothing here shows): every autoplaying carousel of a page, seen or not, then made the browser render a
 * frame 60 times a second — about a whole core of a phone on the home page with its six carousels.
 * A carousel at its last slide goes back to the first, as swiper's autoplay does.
 */
export function useAutoplay(swiper: SwiperInstance | null, { delay, enabled }: AutoplayOptions): void {
  const [inView, setInView] = useState(true);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    const node = swiper?.el;
    if (!enabled || !node) return;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    };
    const onLeave = () => setHovered(false);
    node.addEventListener('pointerenter', onEnter);
    node.addEventListener('pointerleave', onLeave);
    // Without IntersectionObserver (an old browser, jsdom) a carousel counts as on screen.
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            const entry = entries[entries.length - 1];
            if (entry) setInView(entry.isIntersecting);
          })
        : undefined;
    observer?.observe(node);
    return () => {
      node.removeEventListener('pointerenter', onEnter);
      node.removeEventListener('pointerleave', onLeave);
      observer?.disconnect();
    };
  }, [swiper, enabled]);

  const running = enabled && inView && !hovered && swiper !== null;
  useEffect(() => {
    if (!running || !swiper) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const advance = () => {
      if (swiper.destroyed) return;
      // A hidden page's carousel waits where it is; the next tick looks again.
      if (document.hidden) return schedule();
      if (!swiper.isEnd || swiper.params.loop) swiper.slideNext();
      else swiper.slideTo(0);
    };
    // Each transition's end (the carousel's own or the visitor's) starts the next wait.
    function schedule() {
      clearTimeout(timer);
      timer = setTimeout(advance, delay);
    }
    swiper.on('transitionEnd', schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      swiper.off('transitionEnd', schedule);
    };
  }, [running, swiper, delay]);
}
