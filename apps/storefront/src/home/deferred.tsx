// Sections below the fold mount (ask for their data, build their sliders) only when the visitor scrolls
// near them, which keeps the first paint of the home page light. The placeholder reserves roughly the
// section's height so the page does not grow under the visitor's eyes.
import { type ReactNode, useRef } from 'react';
import { useNearViewport } from '../shell/use-near-viewport.js';

export interface DeferredProps {
  /** The height to hold until the section mounts, e.g. `28rem`. */
  minHeight: string;
  children: ReactNode;
}

export function Deferred({ minHeight, children }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (near) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" data-deferred="" />;
}
