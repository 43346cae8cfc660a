import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetMatchMedia } from './match-media';

// jsdom has no layout, so the observers swiper and the components use are inert stand-ins here.
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

// Every observed element counts as on screen (jsdom lays nothing out): a carousel sets itself up as on a
// page where it is in view (useDeferredSwiper).
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? NoopObserver,
  IntersectionObserver: globalThis.IntersectionObserver ?? OnScreenObserver,
});

// axe probes a canvas for icon fonts; jsdom has none and would log "Not implemented" for every check.
HTMLCanvasElement.prototype.getContext = () => null;

beforeEach(() => {
  resetMatchMedia();
});

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});
