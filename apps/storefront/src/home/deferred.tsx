// A section below the fold of the home page. Its content is in the server-rendered page (crawlers and
// link previews read every section's links), so it is no longer held back until the visitor scrolls;
// `content-visibility: auto` lets the browser skip laying out and painting it until it comes near, with
// `minHeight` as the size it assumes meanwhile (the page does not jump when it renders).
//
// The Suspense boundary inside makes the section a unit React hydrates on its own, after the rest of the
// page and in its own task (a section's sliders set themselves up then), instead of in one long task with
// everything else; a section whose code is a lazily loaded chunk keeps its server HTML until that arrives.
import { type ReactNode, Suspense } from 'react';

export interface DeferredProps {
  /** The height the browser assumes until the section is laid out, e.g. `28rem`. */
  minHeight: string;
  children: ReactNode;
}

export function Deferred({ minHeight, children }: DeferredProps) {
  return (
    <div style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${minHeight}` }}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
