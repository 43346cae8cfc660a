import type { ReactNode } from 'react';
import own from './dealer.module.css';

/**
 * A table that may scroll sideways on a phone: a named region that takes the keyboard's focus, so the columns
 * off screen are reachable without a pointer (axe: scrollable-region-focusable), as the back office's tables.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A group, not a region: the card around it is already the landmark with this name; a fieldset would
    // announce a form.
    // biome-ignore lint/a11y/useSemanticElements: a table's scrolling box, not a group of form controls.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <div role="group" className={own.scroll} aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
