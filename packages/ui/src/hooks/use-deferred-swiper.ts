import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/**
 * Set-ups waiting for a task of their own: one swiper a task, so a page with several carousels never sets
 * them all up in one long task (each measures its slides, a forced style and layout of the page; on a slow
 * phone 40 ms and more apiece).
 */
const queue: (() => void)[] = [];
let scheduled = false;

function runNext() {
  scheduled = false;
  queue.shift()?.();
  if (queue.length > 0) schedule();
}

interface TaskScheduler {
  postTask(callback: () => void): Promise<unknown>;
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // The browser's task scheduler where there is one (a task, without a timer's minimum delay), else a timer.
  const tasks = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof tasks?.postTask === 'function') void tasks.postTask(runNext);
  else setTimeout(runNext, 0);
}

/**
 * Calls `near` once the element comes within a screen's height of the viewport. Without
 * IntersectionObserver (an old browser) it counts as near at once.
 */
function whenNear(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export interface DeferredSwiper {
  /** The swiper, once set up (null before). */
  swiper: Swiper | null;
  /** Sets it up at once if it is not yet (a visitor's press on a button of a carousel not yet set up). */
  now(): Swiper | null;
}

/**
 * A swiper on markup the component renders itself (`.swiper` > `.swiper-wrapper` > `.swiper-slide`, the
 * same on the server), set up only when the carousel comes near the viewport, in a task of its own after
 * the page's hydration, instead of while React hydrates it (swiper/react sets up in a layout effect: every
 * carousel of the home page, on screen or not, in the long tasks of its hydration). Until then the server's
 * markup shows the first slides as they are; a visitor touching or focusing the carousel sets it up at once.
 *
 * `options` are read when it is set up; `resetKey` set up a new one when it changes (other slides, other
 * layout). `on` handlers are called through a ref, so they may change from render to render.
 */
export function useDeferredSwiper(
  element: RefObject<HTMLElement | null>,
  options: SwiperOptions,
  resetKey: string,
): DeferredSwiper {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const instance = useRef<Swiper | null>(null);

  const create = useCallback((): Swiper | null => {
    const node = element.current;
    if (instance.current && !instance.current.destroyed) return instance.current;
    if (!node) return null;
    const { on, ...rest } = optionsRef.current;
    // The handlers of the latest render, whichever it is when swiper calls.
    const handlers = Object.fromEntries(
      Object.keys(on ?? {}).map((name) => [
        name,
        (...args: unknown[]) =>
          (optionsRef.current.on?.[name as keyof typeof on] as ((...a: unknown[]) => void) | undefined)?.(
            ...args,
          ),
      ]),
    );
    const created = new Swiper(node, { ...rest, on: handlers });
    instance.current = created;
    setSwiper(created);
    return created;
  }, [element]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey sets up a new swiper on new slides or layout
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    let cancelled = false;
    const job = () => {
      if (!cancelled) create();
    };
    const stopWatching = whenNear(node, () => {
      queue.push(job);
      schedule();
    });
    // A touch, a click or the keyboard's focus on a carousel not yet set up sets it up there and then.
    const early = () => {
      if (!cancelled) create();
    };
    node.addEventListener('pointerdown', early, { once: true });
    node.addEventListener('focusin', early, { once: true });
    return () => {
      cancelled = true;
      stopWatching();
      node.removeEventListener('pointerdown', early);
      node.removeEventListener('focusin', early);
      const index = queue.indexOf(job);
      if (index >= 0) queue.splice(index, 1);
      if (instance.current && !instance.current.destroyed) instance.current.destroy(true, false);
      instance.current = null;
      setSwiper(null);
    };
  }, [element, create, resetKey]);

  return { swiper, now: create };
}
