import { type RefObject, useEffect, useState } from 'react';
import { NEAR_VIEWPORT_MARGIN } from './constants.js';

/**
 * Becomes true (and stays true) once the element comes within `margin` of the viewport, so sections below
 * the fold ask for their data and build their sliders only when the visitor gets near them.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
